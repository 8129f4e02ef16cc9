import { endpointPath, endpoints } from '../../core/contract/endpoints'
import { createStore } from '../lib/store'
import { useStore } from '../lib/use-store'

// Whether the server can be reached, decided by real requests (navigator.onLine is only a hint). Every API request
// reports its outcome here; while the last one failed for want of a network, a probe of /api/health runs on the
// capped, jittered backoff below (which the sync engine's rounds share) until a request succeeds again.
export type Connectivity = 'online' | 'offline'

// Retry delays after a round found no server (or a failing one): 1 s doubling to a 60 s cap, with "equal jitter"
// (half fixed, half random) so many devices coming back from one outage do not all retry at the same instant.
export const BACKOFF_FIRST_MS = 1_000
export const BACKOFF_MAX_MS = 60_000

export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1))
  return ceiling / 2 + random() * (ceiling / 2)
}

const PROBE_URL = endpointPath(endpoints.health, {})

const connectivity = createStore<Connectivity>('online')
let probeTimer: ReturnType<typeof setTimeout> | undefined
/** Failed attempts since the server last answered: the request that found it gone, then each probe. */
let failures = 0

function scheduleProbe() {
  clearTimeout(probeTimer)
  probeTimer = setTimeout(() => void probe(), backoffDelay(failures))
}

async function probe() {
  try {
    await fetch(PROBE_URL, { cache: 'no-store', credentials: 'same-origin' })
    reportReachable()
  } catch {
    failures += 1
    scheduleProbe()
  }
}

/** A request got an answer (any status): the server is reachable. */
export function reportReachable(): void {
  clearTimeout(probeTimer)
  probeTimer = undefined
  failures = 0
  connectivity.set('online')
}

/** A request got no answer (network failure or timeout). */
export function reportUnreachable(): void {
  connectivity.set('offline')
  if (probeTimer === undefined) {
    failures = 1
    scheduleProbe()
  }
}

/**
 * The browser's online/offline events only trigger a check; the check's outcome decides. A browser that starts
 * offline (the app opened on a train) is believed at once, so the screens do not promise an answer before the first
 * request has failed; the probe that starts with it corrects a wrong hint.
 */
export function watchBrowserConnectivity(): () => void {
  if (navigator.onLine === false) reportUnreachable()
  const check = () => void probe()
  window.addEventListener('online', check)
  window.addEventListener('offline', check)
  return () => {
    window.removeEventListener('online', check)
    window.removeEventListener('offline', check)
  }
}

export const { get: getConnectivity, subscribe: subscribeConnectivity } = connectivity

export function useConnectivity(): Connectivity {
  return useStore(connectivity)
}
