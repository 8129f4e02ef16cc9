import type { Context } from 'hono'
import { tooManyAttempts } from '../auth/auth-messages'
import type { RateLimitRule } from '../auth/rate-limit-rules'
import { normalizeEmail } from '../auth/emails'
import { hitRateLimit, rateLimitKey } from '../auth/rate-limiter'
import type { Database } from '../db/client'
import type { AppEnv } from './app-env'
import { clientAddress } from './client-address'
import { errorResponse } from './errors'

export type RateLimitCheck = { name: string; rule: RateLimitRule; subject: string }

/**
 * Counts the request against every listed limit and answers 429 with Retry-After (the longest wait of the limits
 * exceeded), or undefined to go on. Every limit is counted even when an earlier one is already over, so switching
 * addresses from one client, or clients for one address, gains nothing.
 */
export async function enforceRateLimits(
  c: Context,
  db: Database,
  now: Date,
  checks: readonly RateLimitCheck[],
): Promise<Response | undefined> {
  let retryAfterSeconds = 0
  for (const { name, rule, subject } of checks) {
    const outcome = await hitRateLimit(db, rateLimitKey(name, subject), rule, now)
    if (outcome.limited) retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds)
  }
  if (retryAfterSeconds === 0) return undefined
  return tooManyAttemptsResponse(c, retryAfterSeconds)
}

/**
 * The limits of a request that sends mail to an address (a reset link, a new confirmation link): one per client and
 * one per address, so neither switching addresses from one client nor clients for one address sends more mail.
 */
export function limitMailRequest(
  c: Context<AppEnv>,
  { db, now, trustProxy }: { db: Database; now: Date; trustProxy: boolean },
  name: string,
  rules: { perClient: RateLimitRule; perAddress: RateLimitRule },
  email: string,
): Promise<Response | undefined> {
  return enforceRateLimits(c, db, now, [
    { name: `${name}:client`, rule: rules.perClient, subject: clientAddress(c, trustProxy) },
    { name: `${name}:address`, rule: rules.perAddress, subject: normalizeEmail(email) },
  ])
}

/** The 429 of every account limit: Retry-After in seconds and a detail that says how long in minutes. */
export function tooManyAttemptsResponse(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds))
  return errorResponse(c, 429, tooManyAttempts(retryAfterSeconds))
}
