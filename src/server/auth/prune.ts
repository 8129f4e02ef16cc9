import type { Database } from '../db/client'
import { pruneIdempotencyRecords } from '../idempotency/idempotency-records'
import { pruneAccountTokens } from './account-tokens'
import { pruneRateLimits } from './rate-limiter'
import { pruneSessions } from './sessions'

/**
 * Deletes expired sessions, old links, finished rate-limit windows and Idempotency-Key records past their 24 hours;
 * any process may run it, at any time.
 */
export async function pruneExpiredRecords(db: Database, now: Date): Promise<void> {
  await pruneSessions(db, now)
  await pruneAccountTokens(db, now)
  await pruneRateLimits(db, now)
  await pruneIdempotencyRecords(db, now)
}
