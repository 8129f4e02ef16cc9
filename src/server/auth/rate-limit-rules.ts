import { hour, minute } from '../clock'

// Every limit of the account calls, in one place. A rule allows `limit` requests per `windowMs` for one key (an
// address or a client); the next one answers 429 until the window ends. Client limits sit well above address limits
// because an office behind one NAT address shares them.

export type RateLimitRule = Readonly<{ limit: number; windowMs: number }>

export type RateLimitRules = Readonly<{
  loginPerAddress: RateLimitRule
  loginPerClient: RateLimitRule
  signupPerClient: RateLimitRule
  passwordResetPerAddress: RateLimitRule
  passwordResetPerClient: RateLimitRule
  checkEmailPerClient: RateLimitRule
  /** Guessing the current password from a stolen session is as much an attack as guessing it at login. */
  changePasswordPerAccount: RateLimitRule
}>

export const defaultRateLimits: RateLimitRules = Object.freeze({
  loginPerAddress: { limit: 10, windowMs: 15 * minute },
  loginPerClient: { limit: 100, windowMs: 15 * minute },
  signupPerClient: { limit: 20, windowMs: hour },
  passwordResetPerAddress: { limit: 5, windowMs: hour },
  passwordResetPerClient: { limit: 20, windowMs: hour },
  checkEmailPerClient: { limit: 100, windowMs: 15 * minute },
  changePasswordPerAccount: { limit: 10, windowMs: 15 * minute },
})

/** Production uses the defaults; tests pass smaller limits through createApp's options. */
export function rateLimitRules(overrides: Partial<RateLimitRules> = {}): RateLimitRules {
  return Object.freeze({ ...defaultRateLimits, ...overrides })
}
