import type { Database } from '../db/client'
import type { AccountDelayRule, RateLimitRules } from './rate-limit-rules'
import {
  countHit,
  forgetCounter,
  hitRateLimit,
  limitOutcome,
  rateLimitKey,
  readCounter,
  secondsUntil,
  uncountHit,
} from './rate-limiter'

// Login limits that count failed passwords only, so signing in often costs nothing and a stranger's failures cannot
// keep the owner out: per account and client (one attacker guessing one account), per client (one attacker trying
// many accounts) and a growing delay per account (many clients guessing one account), which a client with no
// failures on the account skips. The counters live in rate_limits, so every server process shares them.
//
// An attempt is counted as a failure before its password is checked and taken back when the password was right.
// Counting first makes a burst of concurrent guesses from one client check no more passwords than its limit allows;
// the delay per account is read, not reserved, since each guessing client is already held to its own limit.

export type LoginAttempt = { pairKey: string; clientKey: string; accountKey: string }

export type LoginAdmission = { admitted: true; attempt: LoginAttempt } | { admitted: false; retryAfterSeconds: number }

/** How long clients that have failed on an account must wait after its latest failure; 0 while failures are free. */
function accountDelayMs(rule: AccountDelayRule, failures: number): number {
  const over = failures - rule.free
  if (over <= 0) return 0
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(over - 1, 30))
}

/** Decides whether a login may check its password; the email is normalised, the client as clientAddress() gives it. */
export async function admitLoginAttempt(
  db: Database,
  rules: RateLimitRules,
  { email, client }: { email: string; client: string },
  now: Date,
): Promise<LoginAdmission> {
  const attempt: LoginAttempt = {
    pairKey: rateLimitKey('login-failures:account-client', `${email}\n${client}`),
    clientKey: rateLimitKey('login-failures:client', client),
    accountKey: rateLimitKey('login-failures:account', email),
  }
  const pairCounter = await countHit(db, attempt.pairKey, rules.loginFailuresPerAccountAndClient.windowMs, now)
  const pair = limitOutcome(pairCounter, rules.loginFailuresPerAccountAndClient, now)
  if (pair.limited) return { admitted: false, retryAfterSeconds: pair.retryAfterSeconds }
  const perClient = await hitRateLimit(db, attempt.clientKey, rules.loginFailuresPerClient, now)
  if (perClient.limited) {
    await uncountHit(db, attempt.pairKey)
    return { admitted: false, retryAfterSeconds: perClient.retryAfterSeconds }
  }
  // The count includes this attempt, so more than one means earlier failures (or guesses still being checked).
  if (pairCounter.hits > 1) {
    const account = await readCounter(db, attempt.accountKey, now)
    const waitUntil = account
      ? account.lastHitAt.getTime() + accountDelayMs(rules.loginFailuresPerAccount, account.hits)
      : 0
    if (waitUntil > now.getTime()) {
      await uncountHit(db, attempt.pairKey)
      await uncountHit(db, attempt.clientKey)
      return { admitted: false, retryAfterSeconds: secondsUntil(waitUntil, now) }
    }
  }
  return { admitted: true, attempt }
}

/**
 * Records how an admitted attempt ended. A wrong password stays counted and adds to the account's failures; a right
 * one is taken back and forgets this client's earlier failures on the account, as a user who mistyped and then
 * signed in has shown who they are.
 */
export async function settleLoginAttempt(
  db: Database,
  rules: RateLimitRules,
  attempt: LoginAttempt,
  passwordWasRight: boolean,
  now: Date,
): Promise<void> {
  if (passwordWasRight) {
    await forgetCounter(db, attempt.pairKey)
    await uncountHit(db, attempt.clientKey)
    return
  }
  await countHit(db, attempt.accountKey, rules.loginFailuresPerAccount.windowMs, now)
}
