import { mergeDraftText, sameText } from '../../offline/sync/merge'
import type { DraftText } from '../../offline/records'

// A report opened in the workspace is held as it was when it was opened. Meanwhile the report itself may change: the
// sync engine brings another device's edit, or another tab saves over it. Saving the workspace over that would drop
// the other edit without a word, while conflicts must never lose text. So the save is a three-way merge, as the sync
// engine does: edits to different paragraphs combine; overlapping ones are a conflict the user settles, with the same
// choices as a conflict between devices (keep mine, keep theirs, keep both).

export type EditToSave = { kind: 'save'; text: DraftText } | { kind: 'conflict'; theirs: DraftText }

/**
 * started: the draft when it was opened; typed: the title and sections in the workspace; current: the draft now
 * (null when it is no longer on the device).
 */
export function editToSave(started: DraftText, typed: DraftText, current: DraftText | null): EditToSave {
  if (!current || sameText(started, current)) return { kind: 'save', text: typed }
  const merged = mergeDraftText(started, typed, current)
  if (merged.kind === 'merged') return { kind: 'save', text: merged.text }
  return { kind: 'conflict', theirs: current }
}
