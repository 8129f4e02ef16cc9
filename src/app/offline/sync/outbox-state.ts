import type { OfflineDb } from '../db'
import type { OutboxEntry } from '../records'

// The sync engine's bookkeeping on one entry. Each runs in a transaction that first checks the entry is still the
// one that was sent: the user may have deleted the record, or signed out, while the request was on the wire.

export async function stillCurrent(db: OfflineDb, entry: OutboxEntry): Promise<boolean> {
  const current = await db.outbox.get(entry.seq)
  return current?.id === entry.id
}

/** Marks the entry in flight before its request goes out; null if it changed or is not due. */
export function takeForSending(db: OfflineDb, seq: number, now: number): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry || entry.state !== 'queued' || entry.nextAttemptAt > now) return null
    const sending: OutboxEntry = { ...entry, state: 'inflight', attempts: entry.attempts + 1 }
    await db.outbox.put(sending)
    return sending
  })
}

/**
 * No answer (or a 5xx, or a 401): the entry goes back to the queue unchanged, to be sent again with the same key.
 * `refusedAt` keeps when the server began refusing it.
 */
export function requeue(db: OfflineDb, entry: OutboxEntry, reason: string, refusedAt?: number): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    if (await stillCurrent(db, entry))
      await db.outbox.update(entry.seq, {
        state: 'queued',
        lastError: reason,
        ...(refusedAt === undefined ? {} : { refusedAt }),
      })
  })
}

/** The server asked to wait (409 while the first attempt is still at work, or 429). */
export function defer(
  db: OfflineDb,
  entry: OutboxEntry,
  until: number,
  reason: string,
  refusedAt?: number,
): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    if (await stillCurrent(db, entry)) {
      await db.outbox.update(entry.seq, {
        state: 'queued',
        nextAttemptAt: until,
        lastError: reason,
        ...(refusedAt === undefined ? {} : { refusedAt }),
      })
    }
  })
}

/** Resets entries a previous leader left in flight (it was closed or crashed): they are sent again, same key. */
export async function requeueOrphans(db: OfflineDb): Promise<number> {
  return db.outbox.filter((entry) => entry.state === 'inflight').modify({ state: 'queued' })
}

/**
 * The server refused the entry (a 4xx other than the ones the engine handles). The entry and its record are marked
 * failed with the reason and kept; later entries of the chain wait. When the refused entry created something the user
 * has since deleted here, the server never had it, so the chain is simply dropped.
 */
export function markFailed(db: OfflineDb, entry: OutboxEntry, reason: string): Promise<void> {
  return db.transaction('rw', [db.outbox, db.drafts, db.chatSessions, db.chatMessages], async () => {
    if (!(await stillCurrent(db, entry))) return
    if (entry.op === 'delete') {
      // A refused delete has no data to keep; what it removed is already gone here.
      await db.outbox.delete(entry.seq)
      return
    }
    if (entry.op === 'create') {
      const chain = await db.outbox.where('chainId').equals(entry.chainId).toArray()
      const deletedHere = chain.some((other) => other.recordId === entry.recordId && other.op === 'delete')
      if (deletedHere) {
        await db.outbox.bulkDelete(chain.map((other) => other.seq!))
        return
      }
    }
    let failed: OutboxEntry = { ...entry, state: 'failed', lastError: reason }
    if (entry.recordType === 'draft' || entry.recordType === 'workspace') {
      // Text typed while this was on the wire is queued behind it. It carries the whole draft (or workspace), so it
      // folds into the refused entry: one entry stays, refused, holding the newest text, and the next edit or retry
      // renews it.
      const later = (await db.outbox.where('recordId').equals(entry.recordId).sortBy('seq')).filter(
        (other) => other.seq! > entry.seq! && other.op === 'update',
      )
      const newest = later.at(-1)
      if (newest?.op === 'update')
        failed = { ...failed, payload: { ...failed.payload, ...newest.payload } } as OutboxEntry
      await db.outbox.bulkDelete(later.map((other) => other.seq!))
    }
    await db.outbox.put(failed)
    const refused = { syncState: 'failed' as const, error: reason }
    if (entry.recordType === 'draft') await db.drafts.update(entry.recordId, refused)
    if (entry.recordType === 'chatSession') await db.chatSessions.update(entry.recordId, refused)
    if (entry.recordType === 'chatMessage') await db.chatMessages.update(entry.recordId, refused)
  })
}
