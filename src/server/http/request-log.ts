import { endpoints, isApiPath } from '../../core/contract/endpoints'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger'

// Only the path is logged, never the query string: confirmation, approval and reset links carry tokens there.
// API calls log at info; static files and health probes at debug, since they arrive by the dozen.
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const path = c.req.path
    const level = isApiPath(path) && path !== endpoints.health.path ? 'info' : 'debug'
    logger[level](
      { method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    )
  }
}
