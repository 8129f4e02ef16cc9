import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema'
import type { RateLimitRule } from './rate-limit-rules'

export type RateLimitOutcome = { limited: false } | { limited: true; retryAfterSeconds: number }

// Keys name the rule and a digest of the address or client, so the table holds no e-mail addresses of people who
// may not even have an account.
export function rateLimitKey(rule: string, subject: string): string {
  return `${rule}:${createHash('sha256').update(subject, 'utf8').digest('base64url').slice(0, 32)}`
}

/**
 * Counts one request against a fixed window in a single upsert. PostgreSQL serialises concurrent upserts of one key
 * on its row lock, so any number of server processes sharing the database count together and never lose a hit.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitOutcome> {
  const nowIso = now.toISOString()
  const windowEnds = new Date(now.getTime() + rule.windowMs)
  const windowOver = sql`${rateLimits.windowStartedAt} + ${`${rule.windowMs} milliseconds`}::interval <= ${nowIso}::timestamptz`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1, expiresAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${nowIso}::timestamptz else ${rateLimits.windowStartedAt} end`,
        expiresAt: sql`case when ${windowOver} then ${windowEnds.toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt })
  if (!row) throw new Error('rate limit upsert returned no row')
  if (row.hits <= rule.limit) return { limited: false }
  const remainingMs = row.windowStartedAt.getTime() + rule.windowMs - now.getTime()
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) }
}

export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
}
