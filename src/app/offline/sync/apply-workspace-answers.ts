import type { SharedWorkspace } from '../../../core/contract/workspace'
import type { OfflineDb } from '../db'
import { newId } from './ids'
import { enqueue, entriesOfRecord, patchBaseRev } from './outbox'
import { stillCurrent } from './outbox-state'
import type { OutboxEntry } from '../records'
import {
  fieldsOfShared,
  readSyncRecord,
  reconcileWorkspace,
  workspaceRecordId,
  writeSyncRecord,
} from './workspace-sync'
import { fieldsOf, readWorkspace, sameFields } from './write-workspace'

// What the server's answers about the workspace mean for the device's copy (docs/decisions/152).
export type WorkspaceStep = 'done' | 'resend'

async function savedInTransaction(db: OfflineDb, entry: OutboxEntry, saved: SharedWorkspace): Promise<void> {
  await db.outbox.delete(entry.seq)
  await patchBaseRev(db, entry.recordId, saved.rev, entry.seq!)
  const sync = await readSyncRecord(db, entry.userEmail)
  await writeSyncRecord(db, entry.userEmail, { ...sync, rev: saved.rev, base: fieldsOfShared(saved) })
}

/** A PUT was stored: the device now knows the revision, and what it sent is the new common ancestor. */
export function applyWorkspaceSaved(db: OfflineDb, entry: OutboxEntry, saved: SharedWorkspace): Promise<void> {
  return db.transaction('rw', db.meta, db.outbox, async () => {
    if (await stillCurrent(db, entry)) await savedInTransaction(db, entry, saved)
  })
}

/**
 * A PUT was refused as stale (412) with the server's copy. If that is exactly what this entry sent, it is this
 * device's own save whose answer was lost. Otherwise the server's copy is merged into the device's, field by field;
 * whatever the server does not have yet is sent again against its revision, under a new key. Fields whose edits
 * overlap keep this device's text, which is sent too: the server's text of them is kept here as conflict copies.
 */
export function applyWorkspaceStale(
  db: OfflineDb,
  entry: OutboxEntry,
  current: SharedWorkspace,
): Promise<WorkspaceStep> {
  return db.transaction('rw', db.meta, db.outbox, async (): Promise<WorkspaceStep> => {
    if (!(await stillCurrent(db, entry)) || entry.recordType !== 'workspace') return 'done'
    if (sameFields(fieldsOfShared(current), entry.payload)) {
      await savedInTransaction(db, entry, current)
      return 'done'
    }
    // Later entries carry text that is already in the stored copy, which is what is merged and sent.
    const later = (await entriesOfRecord(db, entry.recordId)).filter((next) => next.seq! > entry.seq!)
    await db.outbox.bulkDelete(later.map((next) => next.seq!))
    const merged = await reconcileWorkspace(db, entry.userEmail, current)
    if (sameFields(merged, fieldsOfShared(current))) {
      await db.outbox.delete(entry.seq)
      return 'done'
    }
    await db.outbox.put({
      ...entry,
      payload: merged,
      id: newId(),
      baseRev: current.rev,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: undefined,
    })
    return 'resend'
  })
}

/**
 * The workspace read at a pull. Only when the device has nothing queued for it (a queued change meets the server's
 * copy through its 412 instead). The device's copy may still differ from what it last had from the server without
 * an entry (work stored before the workspace synced at all): it is merged like a 412's copy and the rest queued.
 */
export function applyWorkspacePull(db: OfflineDb, email: string, current: SharedWorkspace): Promise<void> {
  return db.transaction('rw', db.meta, db.outbox, async () => {
    const recordId = workspaceRecordId(email)
    if ((await entriesOfRecord(db, recordId)).length > 0) return
    const sync = await readSyncRecord(db, email)
    const local = fieldsOf(await readWorkspace(db, email))
    if (current.rev === sync.rev && sameFields(local, sync.base)) return
    const merged = await reconcileWorkspace(db, email, current)
    if (!sameFields(merged, fieldsOfShared(current))) {
      await enqueue(db, {
        recordType: 'workspace',
        op: 'update',
        userEmail: email,
        recordId,
        chainId: recordId,
        baseRev: current.rev,
        payload: merged,
      })
    }
  })
}
