import { useSyncExternalStore } from 'react'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

// Whether the server can be reached, decided by real requests (DESIGN.md section 7: navigator.onLine is only a
// hint). Every API request reports its outcome here; while the last one failed for want of a network, a probe of
// /api/health runs with capped, jittered backoff until a request succeeds again.
export type Connectivity = 'online' | 'offline'

const PROBE_URL = endpointPath(endpoints.health, {})
const FIRST_PROBE_MS = 2_000
const MAX_PROBE_MS = 30_000

let status: Connectivity = 'online'
let probeTimer: ReturnType<typeof setTimeout> | undefined
let probeDelay = FIRST_PROBE_MS
const listeners = new Set<() => void>()

function setStatus(next: Connectivity) {
  if (next === status) return
  status = next
  for (const listener of listeners) listener()
}

function scheduleProbe(delay: number) {
  clearTimeout(probeTimer)
  probeTimer = setTimeout(() => void probe(), delay)
}

async function probe() {
  try {
    await fetch(PROBE_URL, { cache: 'no-store', credentials: 'same-origin' })
    reportReachable()
  } catch {
    probeDelay = Math.min(probeDelay * 2, MAX_PROBE_MS)
    scheduleProbe(probeDelay / 2 + Math.random() * (probeDelay / 2))
  }
}

/** A request got an answer (any status): the server is reachable. */
export function reportReachable(): void {
  clearTimeout(probeTimer)
  probeTimer = undefined
  probeDelay = FIRST_PROBE_MS
  setStatus('online')
}

/** A request got no answer (network failure or timeout). */
export function reportUnreachable(): void {
  setStatus('offline')
  if (probeTimer === undefined) scheduleProbe(probeDelay)
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

export function getConnectivity(): Connectivity {
  return status
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity)
}
