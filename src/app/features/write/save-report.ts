import { FULL_REPORT_DISCLOSURE_TYPE } from '../../../core/contract/write'
import { log } from '../../lib/logger'
import { getOfflineDb } from '../../offline/db'
import { createDraft, updateDraft } from '../../offline/drafts'
import { signedInEmail } from '../../offline/local-write'
import type { DraftText } from '../../offline/records'
import type { Workspace } from '../../offline/write-workspace'
import { editToSave } from './edit-draft-merge'
import { writeMessages } from './messages'

export type SaveOutcome = { ok: true; opened: NonNullable<Workspace['openedReport']> | undefined } | { ok: false; message: string }

/**
 * Save Report. A new report is created; a reopened one is saved over through the outbox like any edit, merged with
 * what another device changed since it was opened (overlapping edits keep the other version as a copy). A reopened
 * report deleted meanwhile is saved anew. Resolves with what the workspace now holds as opened.
 */
export async function saveReport(text: DraftText, opened: Workspace['openedReport'], email: string | null = signedInEmail()): Promise<SaveOutcome> {
  const record = opened ? await getOfflineDb().drafts.get(opened.id) : undefined
  const stored = record && record.userEmail === email ? record : undefined
  if (!opened || !stored) {
    const created = await createDraft({ ...text, disclosure_type: FULL_REPORT_DISCLOSURE_TYPE }, email)
    if (!created.ok) return { ok: false, message: created.error === 'invalid' ? created.detail : writeMessages.saveReportFailed }
    return { ok: true, opened: opened ? { id: created.id, ...text } : undefined }
  }
  const { text: merged, otherVersion } = editToSave({ title: opened.title, content: opened.content }, text, { title: stored.title, content: stored.content })
  if (otherVersion) {
    const copy = await createDraft({ ...otherVersion, disclosure_type: stored.disclosure_type }, email)
    if (!copy.ok) {
      log.error(`Could not keep the other version of the report: ${copy.error}`)
      return { ok: false, message: writeMessages.saveDraftChangesFailed }
    }
  }
  const result = await updateDraft(opened.id, merged, email)
  if (!result.ok) {
    log.error(`Could not save the report's changes: ${result.error}`)
    return { ok: false, message: result.error === 'invalid' ? result.detail : writeMessages.saveDraftChangesFailed }
  }
  return { ok: true, opened: { id: opened.id, ...merged } }
}
