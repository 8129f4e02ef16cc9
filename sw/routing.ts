// Which request the service worker answers how (docs/decisions/011). Kept free of workbox routing and of the service
// worker globals so the decisions can be unit tested in any environment; sw.ts only wires them to workbox.

import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { API_PREFIX, endpointPath, endpoints, isApiPath } from '../src/core/contract/endpoints'

/**
 * isApiPath as a pattern over a pathname and its search part, the form workbox's NavigationRoute denylist takes.
 * The rule it keeps: an API path is never answered with the app shell.
 */
export const API_PATH_PATTERN = new RegExp(`^${API_PREFIX}(?:/|\\?|$)`)

export const CATEGORIES_PATH = endpointPath(endpoints.analyse.categories, {})

/** The only API answer kept for offline use; its own cache so it can be inspected and cleared on its own. */
export const CATEGORIES_CACHE_NAME = 'api-categories'

/** A request as far as routing cares: what `Request` has, so tests can pass plain objects. */
export interface RequestLike {
  url: string
  method: string
}

function toUrl(url: URL | string): URL {
  // A bare path is resolved against a placeholder origin: only the pathname is looked at then.
  return typeof url === 'string' ? new URL(url, 'http://localhost') : url
}

/**
 * True only for a same-origin GET of the category lists (any query string, each URL cached on its own). Other methods,
 * other API calls and other origins go straight to the network.
 */
export function isCategoriesRequest(request: RequestLike, origin: string): boolean {
  if (request.method.toUpperCase() !== 'GET') return false
  const url = new URL(request.url, origin)
  return url.origin === origin && url.pathname === CATEGORIES_PATH
}

/**
 * Whether a navigation is answered with the precached app shell: every in-app path is (the client router takes it from
 * there); an API path never is, so an API URL opened in a tab (or followed as a link) still reaches the server.
 */
export function shouldNavigateFallback(url: URL | string): boolean {
  return !isApiPath(toUrl(url).pathname)
}

/**
 * Lets only complete 200 answers into a runtime cache. Workbox's default for stale-while-revalidate also stores opaque
 * answers (status 0); an error answer or a partial (206) one must never replace the last good category lists either.
 */
export const cacheOnlyOkResponses = new CacheableResponsePlugin({ statuses: [200] })
