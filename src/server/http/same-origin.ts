import type { MiddlewareHandler } from 'hono'
import { errorResponse } from './errors'

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses a state-changing request whose Origin is not ours (DESIGN.md section 5), so another site cannot make a
 * signed-in browser act through its cookie. Ours is PUBLIC_URL's origin, or the origin the request itself was sent
 * to: Vite's dev proxy keeps the browser's Host, and tests call the app on http://localhost. Browsers send Origin on
 * every non-GET fetch; a request without one (curl, old clients) is refused as well.
 */
export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin
  return async (c, next) => {
    if (stateChanging.has(c.req.method)) {
      const origin = c.req.header('Origin')
      const ownOrigin = new URL(c.req.url).origin
      if (origin === undefined || (origin !== publicOrigin && origin !== ownOrigin)) {
        return errorResponse(c, 403, 'Cross-origin request refused.')
      }
    }
    await next()
  }
}
