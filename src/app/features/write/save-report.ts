import { FULL_REPORT_DISCLOSURE_TYPE } from '../../../core/contract/write'
import { log } from '../../lib/logger'
import { getOfflineDb } from '../../offline/db'
import { createDraft, updateDraft } from '../../offline/sync/drafts'
import { signedInEmail } from '../../offline/sync/local-write'
import type { DraftText } from '../../offline/records'
import type { Workspace } from '../../offline/sync/write-workspace'
import { editToSave } from './edit-draft-merge'
import { writeMessages } from './messages'

type Opened = NonNullable<Workspace['openedReport']>

export type SaveOutcome =
  | { status: 'saved'; opened: Opened | undefined }
  | { status: 'failed'; message: string }
  /** The reopened report was changed elsewhere (another tab or device) where the workspace changed it too. */
  | { status: 'conflict'; theirs: DraftText }

/** After a conflict: mine saves the workspace over the other version; both keeps it and saves mine as a new report. */
export type ConflictKeep = 'mine' | 'both'

async function createReport(
  text: DraftText,
  email: string | null,
  disclosureType: string = FULL_REPORT_DISCLOSURE_TYPE,
): Promise<{ id: string } | { message: string }> {
  const created = await createDraft({ ...text, disclosure_type: disclosureType }, email)
  if (created.ok) return { id: created.id }
  log.error(`Could not save the report: ${created.error}`)
  return { message: created.error === 'invalid' ? created.detail : writeMessages.saveReportFailed }
}

/**
 * Save Report. A new report is created; a reopened one is saved over through the outbox like any edit, merged with
 * what changed in the report since it was opened. Edits to the same paragraph are not settled here but returned as a
 * conflict; saving again with keep decides it. A reopened report deleted meanwhile is saved anew. Resolves with what
 * the workspace now holds as opened.
 */
export async function saveReport(
  text: DraftText,
  opened: Workspace['openedReport'],
  email: string | null = signedInEmail(),
  keep?: ConflictKeep,
): Promise<SaveOutcome> {
  const record = opened ? await getOfflineDb().drafts.get(opened.id) : undefined
  const stored = record && record.userEmail === email ? record : undefined
  if (!opened || !stored || keep === 'both') {
    const created = await createReport(text, email, stored?.disclosure_type)
    if ('message' in created) return { status: 'failed', message: created.message }
    return { status: 'saved', opened: opened ? { id: created.id, ...text } : undefined }
  }
  const current = { title: stored.title, content: stored.content }
  const plan =
    keep === 'mine'
      ? { kind: 'save' as const, text }
      : editToSave({ title: opened.title, content: opened.content }, text, current)
  if (plan.kind === 'conflict') return { status: 'conflict', theirs: plan.theirs }
  const result = await updateDraft(opened.id, plan.text, email)
  if (!result.ok) {
    log.error(`Could not save the report's changes: ${result.error}`)
    return {
      status: 'failed',
      message: result.error === 'invalid' ? result.detail : writeMessages.saveDraftChangesFailed,
    }
  }
  return { status: 'saved', opened: { id: opened.id, ...plan.text } }
}
