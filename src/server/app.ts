import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { errorHandler, errorResponse, notFound } from './http/errors'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { staticFiles } from './http/static-files'
import type { Logger } from './logger'
import { healthRoutes } from './routes/health'

export type AppDeps = {
  config: Config
  database: DatabaseHandle
  logger: Logger
  /** The built PWA; without it only /api is served (every other path answers a JSON 404). */
  distDir?: string | undefined
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

function exceptApi(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (isApiPath(c.req.path) ? next() : middleware(c, next))
}

/** Builds the whole HTTP application without opening a socket, so tests drive it through app.request(). */
export function createApp({ config, database, logger, distDir }: AppDeps): Hono {
  const app = new Hono()
  app.onError(errorHandler(logger))
  app.notFound(notFound)
  app.use(requestLog(logger))
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }))

  app.use('/api/*', async (c, next) => {
    await next()
    // API answers are personal and live; neither the browser cache nor a proxy may keep them.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: (c) => errorResponse(c, 413, `Request body is larger than ${config.bodyLimitBytes} bytes`),
    }),
  )

  app.route('/api', healthRoutes({ config, database, logger }))

  if (distDir) {
    // API responses are left alone: a future streamed answer must not be buffered by a compressor.
    app.use(exceptApi(compress()))
    app.use(staticFiles({ distDir }))
  }
  return app
}
