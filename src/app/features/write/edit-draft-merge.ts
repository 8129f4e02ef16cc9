import { DRAFT_TITLE_MAX } from '../../../core/contract/drafts'
import { mergeDraftText, sameText } from '../../offline/merge'
import type { DraftText } from '../../offline/records'

// The edit dialog holds the text as it was when it opened. Meanwhile the sync engine may bring in another device's
// edit of the same report (a pull, a merge), and saving the dialog's text over it would drop that edit without a
// word. DESIGN.md section 7: conflicts never lose text. So the save is a three-way merge, as the sync engine does:
// edits to different paragraphs combine; overlapping ones keep the typed text and the other version as a copy.

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
 * started: the draft when the dialog opened; typed: the dialog's fields; current: the draft now (null when it is
 * no longer on the device, which the save then reports).
 */
export function editToSave(started: DraftText, typed: DraftText, current: DraftText | null): EditToSave {
  if (!current || sameText(started, current)) return { text: typed, otherVersion: null }
  const merged = mergeDraftText(started, typed, current)
  if (merged.kind === 'merged') return { text: merged.text, otherVersion: null }
  return { text: typed, otherVersion: { title: otherVersionTitle(current.title), content: current.content } }
}
