import type { MiddlewareHandler } from 'hono'
import type { Config } from '../config'
import { errorResponse } from './errors'

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]'])

export const sameOriginMessages = {
  misdirected: 'Request sent to a host name this server does not serve; use the address in PUBLIC_URL.',
  crossOrigin: 'Cross-origin request refused.',
}

/**
 * Whether a request's Host names this server. A DNS-rebinding page (a foreign name made to resolve to this machine)
 * always sends its own name, so the host name is what matters; ports are not compared for PUBLIC_URL, since proxies
 * add or drop them. Loopback names can only come from a page on this machine: outside production on any port (Vite's
 * dev server proxies from its own), in production only on PORT, as a reverse proxy on the same machine sends them.
 */
function servesHost(url: URL, config: Pick<Config, 'publicUrl' | 'port' | 'nodeEnv'>): boolean {
  if (url.hostname === new URL(config.publicUrl).hostname) return true
  if (!loopbackNames.has(url.hostname)) return false
  return config.nodeEnv !== 'production' || url.port === String(config.port)
}

/**
 * Refuses a state-changing request that is not addressed to this server (421) or whose Origin is not ours (403), so
 * neither another site nor a rebinding page can make a signed-in browser act through its cookie. Ours is PUBLIC_URL's
 * origin, or the origin the request itself was sent to once its Host is known to be ours: Vite's dev proxy keeps the
 * browser's Host, and tests call the app on http://localhost. Browsers send Origin on every non-GET fetch; a request
 * without one (curl, old clients) is refused as well.
 */
export function sameOrigin(config: Pick<Config, 'publicUrl' | 'port' | 'nodeEnv'>): MiddlewareHandler {
  const publicOrigin = new URL(config.publicUrl).origin
  return async (c, next) => {
    if (stateChanging.has(c.req.method)) {
      // The request URL carries the Host header (Node's adapter builds it from there).
      const url = new URL(c.req.url)
      if (!servesHost(url, config)) return errorResponse(c, 421, sameOriginMessages.misdirected)
      const origin = c.req.header('Origin')
      if (origin === undefined || (origin !== publicOrigin && origin !== url.origin)) {
        return errorResponse(c, 403, sameOriginMessages.crossOrigin)
      }
    }
    await next()
  }
}
