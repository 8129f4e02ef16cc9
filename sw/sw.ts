// The service worker (vite-plugin-pwa injectManifest builds this file into dist/sw.js and replaces
// self.__WB_MANIFEST with the precache list). Which request goes where is decided in ./routing.ts; see
// docs/decisions/011 for the strategy.

import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { handleOutboxSync } from '../src/app/offline/sync/outbox-drain'
import { isSkipWaitingMessage } from './messages'
import { API_PATH_PATTERN, CATEGORIES_CACHE_NAME, cacheOnlyOkResponses, isCategoriesRequest } from './routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

/** Background Sync's event (TypeScript's WebWorker library does not declare it). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent
  }
}

// The app shell: hashed assets, index.html, icons and the manifest, served cache-first by revision.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Take control of the open page as soon as the first install activates, so the first visit is already served (and
// survives going offline) without a reload. An update still waits for the user's consent (SKIP_WAITING below).
clientsClaim()

// Client-side routes load the precached shell, online or not; /api is never answered with HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [API_PATH_PATTERN] }))

// The category lists change rarely and the Analyse filters need them offline: answer from the cache at once and
// refresh it in the background. Every other /api request has no route here and goes to the network untouched.
registerRoute(
  ({ request }) => isCategoriesRequest(request, self.location.origin),
  new StaleWhileRevalidate({ cacheName: CATEGORIES_CACHE_NAME, plugins: [cacheOnlyOkResponses] }),
)

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})

// Changes queued offline are sent when the browser is back online, even with every tab closed (docs/decisions/175):
// the page registers the 'outbox' tag, and the outbox is drained here with the page's own replay code, under its
// leader lock. A rejected waitUntil (still offline, server failing, a tab still sending) makes the browser retry.
self.addEventListener('sync', (event) => {
  handleOutboxSync(event, {
    // Browsers without the Web Locks API have no navigator.locks, whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    locks: self.navigator.locks ?? null,
    hasWindowClients: async () => (await self.clients.matchAll({ type: 'window' })).length > 0,
  })
})
