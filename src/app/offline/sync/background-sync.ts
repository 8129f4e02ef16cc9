import { log } from '../../lib/logger'
import { OUTBOX_SYNC_TAG } from './sync-meta'

// The page's half of Background Sync (docs/decisions/175): when work is left in the outbox, ask the browser to wake
// the service worker under the 'outbox' tag once it is online, even if every tab of the app has been closed by then.
// Only Chromium-based browsers have the SyncManager; elsewhere this does nothing and the outbox waits for the next
// visit, as it always has. A tag registered again before its event has run is one registration, not two.

/** The part of the Background Sync API this needs (TypeScript's DOM library does not declare it). */
type SyncManagerLike = { register(tag: string): Promise<void> }
type RegistrationWithSync = ServiceWorkerRegistration & { readonly sync?: SyncManagerLike }

/** What this reads of the global scope; tests pass their own. */
export type BackgroundSyncScope = {
  SyncManager?: unknown
  navigator?: { serviceWorker?: Pick<ServiceWorkerContainer, 'ready'> }
}

export function backgroundSyncSupported(scope: BackgroundSyncScope = globalThis): boolean {
  return typeof scope.SyncManager === 'function' && scope.navigator?.serviceWorker !== undefined
}

let pending: Promise<boolean> | undefined

/**
 * Registers the outbox's sync tag. Resolves to whether a registration was made; never rejects. `ready` waits for an
 * active service worker (forever where none is registered, as in development), so calls made meanwhile share one wait.
 */
export function requestBackgroundSync(scope: BackgroundSyncScope = globalThis): Promise<boolean> {
  const container = scope.navigator?.serviceWorker
  if (!backgroundSyncSupported(scope) || !container) return Promise.resolve(false)
  pending ??= container.ready
    .then(async (registration: RegistrationWithSync) => {
      if (!registration.sync) return false
      await registration.sync.register(OUTBOX_SYNC_TAG)
      return true
    })
    .catch((error: unknown) => {
      // Refused (permission turned off for the site, or a registration that is not active yet): the page's own engine
      // still sends the outbox while a tab is open.
      log.warn('Could not register background sync for the outbox', error)
      return false
    })
    .finally(() => {
      pending = undefined
    })
  return pending
}
