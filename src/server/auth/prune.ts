import type { Database } from '../db/client'
import { pruneAccountTokens } from './account-tokens'
import { pruneRateLimits } from './rate-limiter'
import { pruneSessions } from './sessions'

/** Deletes expired sessions, old links and finished rate-limit windows; any process may run it, at any time. */
export async function pruneExpiredRecords(db: Database, now: Date): Promise<void> {
  await pruneSessions(db, now)
  await pruneAccountTokens(db, now)
  await pruneRateLimits(db, now)
}
