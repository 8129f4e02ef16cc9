import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm'
import { day, later } from '../clock'
import type { Database } from '../db/client'
import { idempotencyRecords } from '../db/schema'

// The database side of Idempotency-Key (docs/decisions/050). Every step is one statement whose WHERE clause names the
// attempt's lease, so any number of server processes can race on one key and at most one attempt's work is ever
// committed with it.

/** A key answers the same for this long; after it, the record is pruned and the key may be used afresh. */
export const idempotencyLifetimeMs = day

/**
 * How long a pending record stays locked without a sign of life. Its owner renews the lease while it works, so this
 * only bounds how long a retry waits (409) after a process died mid-request before it may take the work over.
 */
export const defaultLeaseMs = 30_000

export type RequestFingerprint = { request: string; requestHash: string }

export type StoredAnswer = { status: number; body: string; headers: Record<string, string> }

export type ClaimOutcome =
  | { kind: 'claimed'; lease: string }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'pending' }

type RecordKey = { userId: string; key: string }
type LeasedKey = RecordKey & { lease: string }

/** The record's owner lost it to a takeover (it was presumed dead); its work must not be committed. */
export class IdempotencyLeaseLostError extends Error {
  constructor() {
    super('The idempotency record was taken over by another attempt')
    this.name = 'IdempotencyLeaseLostError'
  }
}

function whereKey({ userId, key }: RecordKey) {
  return and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key))
}

function whereLeased(leased: LeasedKey) {
  return and(whereKey(leased), eq(idempotencyRecords.lease, leased.lease), isNull(idempotencyRecords.status))
}

/**
 * Starts an attempt under a key: a fresh pending record (claimed), the stored first answer (replay), a key already
 * used for another request (mismatch), or a first attempt still at work (pending).
 */
export async function claimIdempotencyKey(
  db: Database,
  {
    userId,
    key,
    fingerprint,
    now,
    leaseMs = defaultLeaseMs,
  }: RecordKey & { fingerprint: RequestFingerprint; now: Date; leaseMs?: number },
): Promise<ClaimOutcome> {
  const lockedUntil = later(now, leaseMs)
  const expiredBefore = new Date(now.getTime() - idempotencyLifetimeMs)
  // A few rounds cover the record vanishing (released or pruned) between our insert and our read.
  for (let round = 0; round < 5; round++) {
    const lease = randomUUID()
    const [inserted] = await db
      .insert(idempotencyRecords)
      .values({ userId, key, ...fingerprint, lease, lockedUntil, createdAt: now })
      .onConflictDoNothing()
      .returning({ lease: idempotencyRecords.lease })
    if (inserted) return { kind: 'claimed', lease }

    const [existing] = await db.select().from(idempotencyRecords).where(whereKey({ userId, key })).limit(1)
    if (!existing) continue
    const expired = existing.createdAt <= expiredBefore
    if (!expired) {
      if (existing.request !== fingerprint.request || existing.requestHash !== fingerprint.requestHash)
        return { kind: 'mismatch' }
      if (existing.status !== null) {
        return {
          kind: 'replay',
          answer: {
            status: existing.status,
            body: existing.responseBody ?? '',
            headers: existing.responseHeaders ?? {},
          },
        }
      }
      if (existing.lockedUntil > now) return { kind: 'pending' }
    }
    // Expired, or pending with nobody renewing it: take it over. The condition is checked again by the UPDATE itself,
    // so an owner that completes (or renews) at this very moment wins and we read its answer in the next round.
    const [taken] = await db
      .update(idempotencyRecords)
      .set({
        ...fingerprint,
        lease,
        lockedUntil,
        createdAt: now,
        status: null,
        responseBody: null,
        responseHeaders: null,
        completedAt: null,
      })
      .where(
        and(
          whereKey({ userId, key }),
          eq(idempotencyRecords.lease, existing.lease),
          or(
            lte(idempotencyRecords.createdAt, expiredBefore),
            and(isNull(idempotencyRecords.status), lte(idempotencyRecords.lockedUntil, now)),
          ),
        ),
      )
      .returning({ lease: idempotencyRecords.lease })
    if (taken) return { kind: 'claimed', lease }
  }
  return { kind: 'pending' }
}

/** Keeps a working attempt's record locked; false when the attempt no longer owns it. */
export async function renewIdempotencyLease(
  db: Database,
  leased: LeasedKey & { now: Date; leaseMs?: number },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyRecords)
    .set({ lockedUntil: later(leased.now, leased.leaseMs ?? defaultLeaseMs) })
    .where(whereLeased(leased))
    .returning({ key: idempotencyRecords.key })
  return rows.length > 0
}

/**
 * First statement of the transaction that does an attempt's work: row-locks the pending record, so no takeover can
 * happen until that transaction ends, and throws when the attempt has already lost it.
 */
export async function lockIdempotencyRecord(tx: Database, leased: LeasedKey): Promise<void> {
  const rows = await tx
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(whereLeased(leased))
    .for('update')
  if (rows.length === 0) throw new IdempotencyLeaseLostError()
}

/** Stores the answer, inside the same transaction as the work it describes. */
export async function completeIdempotencyRecord(
  tx: Database,
  leased: LeasedKey & { answer: StoredAnswer; now: Date },
): Promise<void> {
  const rows = await tx
    .update(idempotencyRecords)
    .set({
      status: leased.answer.status,
      responseBody: leased.answer.body,
      responseHeaders: leased.answer.headers,
      completedAt: leased.now,
    })
    .where(whereLeased(leased))
    .returning({ key: idempotencyRecords.key })
  if (rows.length === 0) throw new IdempotencyLeaseLostError()
}

/** Frees the key of an attempt that did no work (an error answer, a crash caught in time), so a retry does it. */
export async function releaseIdempotencyKey(db: Database, leased: LeasedKey): Promise<void> {
  await db.delete(idempotencyRecords).where(whereLeased(leased))
}

export async function readIdempotencyRecord(db: Database, recordKey: RecordKey) {
  const [row] = await db.select().from(idempotencyRecords).where(whereKey(recordKey)).limit(1)
  return row
}

export async function pruneIdempotencyRecords(db: Database, now: Date): Promise<void> {
  await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, new Date(now.getTime() - idempotencyLifetimeMs)))
}
