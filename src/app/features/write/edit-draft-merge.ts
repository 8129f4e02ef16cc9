import { DRAFT_TITLE_MAX } from '../../../core/contract/drafts'
import { mergeDraftText, sameText } from '../../offline/merge'
import type { DraftText } from '../../offline/records'

// A report opened in the workspace is held as it was when it was opened. Meanwhile the sync engine may bring in
// another device's edit of the same report (a pull, a merge), and saving the workspace over it would drop that edit
// without a word, while conflicts must never lose text. So the save is a three-way merge, as the sync engine does:
// edits to different paragraphs combine; overlapping ones keep the workspace's text and the other version as a copy.

export type EditToSave = {
  /** What the draft becomes. */
  text: DraftText
  /** The other version, to keep as a separate report, when the edits overlap. */
  otherVersion: DraftText | null
}

const OTHER_VERSION_SUFFIX = ' (other version)'

export function otherVersionTitle(title: string): string {
  return `${title.slice(0, DRAFT_TITLE_MAX - OTHER_VERSION_SUFFIX.length)}${OTHER_VERSION_SUFFIX}`
}

/**
 * started: the draft when it was opened; typed: the title and sections in the workspace; current: the draft now
 * (null when it is no longer on the device).
 */
export function editToSave(started: DraftText, typed: DraftText, current: DraftText | null): EditToSave {
  if (!current || sameText(started, current)) return { text: typed, otherVersion: null }
  const merged = mergeDraftText(started, typed, current)
  if (merged.kind === 'merged') return { text: merged.text, otherVersion: null }
  return { text: typed, otherVersion: { title: otherVersionTitle(current.title), content: current.content } }
}
