import { createHash } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema'
import type { RateLimitRule } from './rate-limit-rules'

export type RateLimitOutcome = { limited: false } | { limited: true; retryAfterSeconds: number }

export type Counter = { hits: number; windowStartedAt: Date; lastHitAt: Date }

// Keys name the rule and a digest of the address or client, so the table holds no e-mail addresses of people who
// may not even have an account.
export function rateLimitKey(rule: string, subject: string): string {
  return `${rule}:${createHash('sha256').update(subject, 'utf8').digest('base64url').slice(0, 32)}`
}

export function secondsUntil(at: number, now: Date): number {
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000))
}

/**
 * Adds one hit to a fixed window in a single upsert and answers the count with it. PostgreSQL serialises concurrent
 * upserts of one key on its row lock, so any number of server processes sharing the database count together and
 * never lose a hit.
 */
export async function countHit(db: Database, key: string, windowMs: number, now: Date): Promise<Counter> {
  const nowIso = now.toISOString()
  const windowEnds = new Date(now.getTime() + windowMs)
  const windowOver = sql`${rateLimits.windowStartedAt} + ${`${windowMs} milliseconds`}::interval <= ${nowIso}::timestamptz`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1, lastHitAt: now, expiresAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${nowIso}::timestamptz else ${rateLimits.windowStartedAt} end`,
        expiresAt: sql`case when ${windowOver} then ${windowEnds.toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
        lastHitAt: now,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt, lastHitAt: rateLimits.lastHitAt })
  if (!row) throw new Error('rate limit upsert returned no row')
  return row
}

/** Limited once the window holds more hits than the rule allows, until the window ends. */
export function limitOutcome(counter: Counter, rule: RateLimitRule, now: Date): RateLimitOutcome {
  if (counter.hits <= rule.limit) return { limited: false }
  return { limited: true, retryAfterSeconds: secondsUntil(counter.windowStartedAt.getTime() + rule.windowMs, now) }
}

/** Counts one request against a rule. */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitOutcome> {
  return limitOutcome(await countHit(db, key, rule.windowMs, now), rule, now)
}

/** The counter of a window that is still running, without counting anything. */
export async function readCounter(db: Database, key: string, now: Date): Promise<Counter | undefined> {
  const [row] = await db
    .select({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt, lastHitAt: rateLimits.lastHitAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)))
    .limit(1)
  return row
}

/** Takes back one hit counted for something that then did not happen. */
export async function uncountHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key))
}

export async function forgetCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
}
