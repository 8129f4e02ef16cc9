// Every "now" of the account rules comes from here, so tests can move time instead of waiting for it.
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

export function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms)
}

export const minute = 60_000
export const hour = 60 * minute
export const day = 24 * hour
