import Dexie from 'dexie'
import type { OfflineDb } from '../db'
import { newId } from './ids'
import type { OutboxEntry, OutboxOperation, OutboxRecordType } from '../records'

// Helpers for the outbox, used inside the callers' transactions so a record and its entry change together.

export type NewOutboxEntry = OutboxOperation & {
  userEmail: string
  recordId: string
  chainId: string
  baseRev?: number | null
}

export async function enqueue(db: OfflineDb, entry: NewOutboxEntry): Promise<OutboxEntry> {
  const row: OutboxEntry = {
    ...entry,
    id: newId(),
    baseRev: entry.baseRev ?? null,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'queued',
    created_at: new Date().toISOString(),
  }
  row.seq = await db.outbox.add(row)
  return row
}

/** The entries of one record, oldest first. */
export function entriesOfRecord(db: OfflineDb, recordId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('recordId').equals(recordId).sortBy('seq')
}

/** The entries of one chain (a draft, or a session with its messages), oldest first. */
export function entriesOfChain(db: OfflineDb, chainId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('chainId').equals(chainId).sortBy('seq')
}

export function entriesOfUser(db: OfflineDb, email: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[userEmail+seq]').between([email, Dexie.minKey], [email, Dexie.maxKey]).toArray()
}

/**
 * An entry that has never been handed to the network can change freely: the server has not seen its key. Once
 * attempted, a request may have reached the server, so what it sends must stay as it was.
 */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state === 'queued' && entry.attempts === 0
}

/** A refused entry (4xx) was not applied by the server, so it may be sent again under a new key. */
export function renewed<T extends OutboxEntry>(entry: T): T {
  return {
    ...entry,
    id: newId(),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: undefined,
    refusedAt: undefined,
  }
}

/** Sets the revision later entries of a record send as If-Match, after the server has told us a newer one. */
export async function patchBaseRev(db: OfflineDb, recordId: string, rev: number, afterSeq: number): Promise<void> {
  await db.outbox
    .where('recordId')
    .equals(recordId)
    .filter((entry) => (entry.seq ?? 0) > afterSeq)
    .modify({ baseRev: rev })
}

/** Puts failed entries of a record back in the queue (the user asked to retry). */
export async function retryFailedEntries(
  db: OfflineDb,
  recordType: OutboxRecordType,
  recordId: string,
): Promise<number> {
  const failed = (await entriesOfRecord(db, recordId)).filter(
    (entry) => entry.state === 'failed' && entry.recordType === recordType,
  )
  for (const entry of failed) await db.outbox.put(renewed(entry))
  return failed.length
}
