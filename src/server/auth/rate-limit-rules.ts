import { hour, minute } from '../clock'

// Every limit of the account calls, in one place. A rule allows `limit` requests per `windowMs` for one key (an
// address or a client); the next one answers 429 until the window ends. Client limits sit well above address limits
// because an office behind one NAT address shares them.

export type RateLimitRule = Readonly<{ limit: number; windowMs: number }>

/**
 * Failed passwords on one account from all clients together. Up to `free` failures in the window cost nothing; each
 * one after that makes the clients that have already failed on the account wait, from the latest failure,
 * `firstDelayMs` doubled for every further failure, at most `maxDelayMs`. A client with no failures on the account is
 * never made to wait, so nobody can keep the owner out by failing on purpose.
 */
export type AccountDelayRule = Readonly<{ free: number; windowMs: number; firstDelayMs: number; maxDelayMs: number }>

export type RateLimitRules = Readonly<{
  /** Failed passwords of one client on one account: the guessing of a single attacker. */
  loginFailuresPerAccountAndClient: RateLimitRule
  /** Failed passwords of one client on any accounts: one client trying a common password on many accounts. */
  loginFailuresPerClient: RateLimitRule
  /** Failed passwords on one account from many clients: a slow, distributed guess. */
  loginFailuresPerAccount: AccountDelayRule
  signupPerClient: RateLimitRule
  passwordResetPerAddress: RateLimitRule
  passwordResetPerClient: RateLimitRule
  checkEmailPerClient: RateLimitRule
  /** New confirmation links: each is a mail to someone's inbox, so an address gets few and a client not many more. */
  confirmResendPerAddress: RateLimitRule
  confirmResendPerClient: RateLimitRule
  /** Guessing the current password from a stolen session is as much an attack as guessing it at login. */
  changePasswordPerAccount: RateLimitRule
}>

export const defaultRateLimits: RateLimitRules = Object.freeze({
  loginFailuresPerAccountAndClient: { limit: 5, windowMs: 15 * minute },
  loginFailuresPerClient: { limit: 50, windowMs: 15 * minute },
  loginFailuresPerAccount: { free: 10, windowMs: hour, firstDelayMs: 1_000, maxDelayMs: 15 * minute },
  signupPerClient: { limit: 20, windowMs: hour },
  passwordResetPerAddress: { limit: 5, windowMs: hour },
  passwordResetPerClient: { limit: 20, windowMs: hour },
  checkEmailPerClient: { limit: 100, windowMs: 15 * minute },
  confirmResendPerAddress: { limit: 3, windowMs: hour },
  confirmResendPerClient: { limit: 20, windowMs: hour },
  changePasswordPerAccount: { limit: 10, windowMs: 15 * minute },
})

/** Production uses the defaults; tests pass smaller limits through createApp's options. */
export function rateLimitRules(overrides: Partial<RateLimitRules> = {}): RateLimitRules {
  return Object.freeze({ ...defaultRateLimits, ...overrides })
}
