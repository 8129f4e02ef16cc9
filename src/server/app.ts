import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { endpoints, isApiPath } from '../core/contract/endpoints'
import type { Engine } from '../core/engine/types'
import type { AuthDeps } from './auth/auth-deps'
import { prepareDummyHash } from './auth/passwords'
import { rateLimitRules, type RateLimitRules } from './auth/rate-limit-rules'
import { createBackgroundTasks, type BackgroundTasks } from './background-tasks'
import { systemClock, type Clock } from './clock'
import type { Config } from './config'
import { createCorpusStatus, type CorpusStatus } from './corpus/corpus-status'
import type { DatabaseHandle } from './db/client'
import type { AppEnv } from './http/app-env'
import { errorHandler, errorResponse, notFound } from './http/errors'
import { requestLog } from './http/request-log'
import { sameOrigin } from './http/same-origin'
import { securityHeaders } from './http/security-headers'
import { resolveSession } from './http/session'
import { staticFiles } from './http/static-files'
import type { Logger } from './logger'
import { createEngine } from './llm/engine-from-config'
import { createMailer, type Mailer } from './mail/mailer'
import { analyseSummaryRoutes } from './routes/analyse-summary'
import { authRoutes } from './routes/auth'
import { chatRoutes } from './routes/chat'
import { draftRoutes } from './routes/drafts'
import { healthRoutes } from './routes/health'
import { libraryRoutes } from './routes/library'
import { createLibraryRunner, type LibraryRunner } from './library/job-runner'
import { searchRoutes } from './routes/search'
import { sectionGenerationRoutes } from './routes/section-generation'
import { workspaceRoutes } from './routes/workspace'

export type AppDeps = {
  config: Config
  database: DatabaseHandle
  logger: Logger
  /** The built PWA; without it only /api is served (every other path answers a JSON 404). */
  distDir?: string | undefined
  /** Defaults to what the configuration says: SMTP, or .eml files in DATA_DIR/outbox. */
  mailer?: Mailer | undefined
  /** Work answered before it finished (mails); main.ts and tests wait for it. Defaults to a fresh one. */
  background?: BackgroundTasks | undefined
  /** Tests move time with their own clock. */
  now?: Clock | undefined
  /** Tests pass smaller limits; production always runs with the defaults of auth/rate-limit-rules.ts. */
  rateLimits?: Partial<RateLimitRules> | undefined
  /** The assistant behind chat and section generation; main.ts creates it once from the configuration, and so does this when it is left out. */
  engine?: Engine | undefined
  /** Whether the demo corpus is being generated (main.ts starts it); health reports it. Defaults to idle. */
  corpus?: CorpusStatus | undefined
  /** Runs the report library's jobs; main.ts starts one that also polls. Defaults to one woken by uploads only. */
  library?: LibraryRunner | undefined
}

// The library's uploads set their own body limit; each `:name` of their paths matches one path segment.
const libraryUploads = [endpoints.library.upload, endpoints.library.replace].map((entry) => ({
  method: entry.method,
  path: new RegExp(`^${entry.path.replace(/:\w+/g, '[^/]+')}$`),
}))

function isLibraryUpload(method: string, path: string): boolean {
  return libraryUploads.some((upload) => upload.method === method && upload.path.test(path))
}

function exceptApi(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (isApiPath(c.req.path) ? next() : middleware(c, next))
}

/** Runs `middleware` for API paths only. */
function onlyApi(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (isApiPath(c.req.path) ? middleware(c, next) : next())
}

/** Builds the whole HTTP application without opening a socket, so tests drive it through app.request(). */
export function createApp({ config, database, logger, distDir, ...options }: AppDeps): Hono<AppEnv> {
  const auth: AuthDeps = {
    db: database.db,
    config,
    logger,
    mailer: options.mailer ?? createMailer(config, logger),
    now: options.now ?? systemClock,
    background: options.background ?? createBackgroundTasks(logger),
    rateLimits: rateLimitRules(options.rateLimits),
  }
  const cookies = { secure: config.nodeEnv === 'production' }
  prepareDummyHash()

  const app = new Hono<AppEnv>()
  app.onError(errorHandler(logger))
  app.notFound(notFound)
  app.use(requestLog(logger))
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }))

  app.use(
    onlyApi(async (c, next) => {
      await next()
      // API answers are personal and live; neither the browser cache nor a proxy may keep them.
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
    }),
  )
  // Before anything reads a body or a session: a foreign site's request is refused unread, since every state-changing
  // call must come from the app's own origin.
  app.use(onlyApi(sameOrigin(config)))
  const jsonLimit = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) => errorResponse(c, 413, `Request body is larger than ${config.bodyLimitBytes} bytes`),
  })
  // Report files are far larger than any JSON body; the library's upload routes set their own limit.
  app.use(onlyApi((c, next) => (isLibraryUpload(c.req.method, c.req.path) ? next() : jsonLimit(c, next))))

  app.use(onlyApi(resolveSession({ db: database.db, now: auth.now, cookies })))

  // Each route module mounts its entries of src/core/contract/endpoints.ts at their full paths.
  app.route('/', healthRoutes({ config, database, logger, corpus: options.corpus ?? createCorpusStatus(database.db) }))
  app.route('/', authRoutes(auth, cookies))
  const idempotency = { db: database.db, now: auth.now, logger }
  app.route('/', draftRoutes({ ...idempotency, maxDrafts: config.quotas.draftsPerUser }))
  app.route('/', workspaceRoutes({ db: database.db, now: auth.now }))
  // Built on first use: the index over the knowledge base costs a few milliseconds that most test apps never need.
  let engine = options.engine
  const getEngine = () => (engine ??= createEngine(config, logger))
  app.route(
    '/',
    chatRoutes({
      ...idempotency,
      engine: getEngine,
      background: auth.background,
      maxSessions: config.quotas.chatSessionsPerUser,
    }),
  )
  app.route('/', sectionGenerationRoutes({ engine: getEngine }))
  app.route('/', searchRoutes({ db: database.db }))
  app.route('/', analyseSummaryRoutes({ db: database.db, engine: getEngine }))
  const library = options.library ?? createLibraryRunner({ db: database.db, logger, now: auth.now })
  app.route('/', libraryRoutes({ db: database.db, config, now: auth.now, runner: library }))

  if (distDir) {
    // API responses are left alone: a future streamed answer must not be buffered by a compressor.
    app.use(exceptApi(compress()))
    app.use(staticFiles({ distDir }))
  }
  return app
}
