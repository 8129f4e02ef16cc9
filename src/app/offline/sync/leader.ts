import { log } from '../../lib/logger'

// One tab replays the outbox: the holder of a Web Lock. Other tabs wait in the lock's queue and take over when the
// leader's tab closes. Browsers without the Web Locks API (and jsdom) run the engine in every tab; the Idempotency-Keys
// and If-Match make that safe, only less economical.
export const SYNC_LOCK_NAME = 'cda-sync-leader'

export type Leadership = { release(): void }

export function requestLeadership(locks: LockManager | null | undefined, onAcquired: () => void): Leadership {
  if (!locks) {
    onAcquired()
    return { release: () => {} }
  }
  let released = false
  let releaseHeld: (() => void) | undefined
  const controller = new AbortController()
  locks
    .request(SYNC_LOCK_NAME, { mode: 'exclusive', signal: controller.signal }, () => {
      if (released) return undefined
      // Held until released: the lock callback's promise is the leadership.
      return new Promise<void>((resolve) => {
        releaseHeld = resolve
        onAcquired()
      })
    })
    .catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        log.warn('Could not take part in sync leadership', error)
    })
  return {
    release: () => {
      released = true
      if (releaseHeld) releaseHeld()
      else controller.abort()
    },
  }
}
