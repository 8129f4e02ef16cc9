// Retry delays after a round found no server (or a failing one): 1 s doubling to a 60 s cap, with "equal jitter"
// (half fixed, half random) so many devices coming back from one outage do not all retry at the same instant.
export const BACKOFF_FIRST_MS = 1_000
export const BACKOFF_MAX_MS = 60_000

export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1))
  return ceiling / 2 + random() * (ceiling / 2)
}
