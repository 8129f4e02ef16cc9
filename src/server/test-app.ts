import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type AppDeps } from './app'
import { createBackgroundTasks } from './background-tasks'
import { loadConfig, type Env } from './config'
import type { DatabaseHandle } from './db/client'
import { createLogger, type Logger } from './logger'

export type CapturedLog = { level: number; msg: string; [key: string]: unknown }

/** The server's own logger with its lines kept in memory, so tests can assert what was (and was not) logged. */
export function capturingLogger(): { logger: Logger; lines: CapturedLog[] } {
  const lines: CapturedLog[] = []
  const sink = { write: (line: string) => void lines.push(JSON.parse(line) as CapturedLog) }
  return { logger: createLogger({ logLevel: 'debug' }, sink), lines }
}

/** What app.request() sends as its own origin (its URLs are http://localhost/...). */
export const testOrigin = 'http://localhost'

// Tests that read mails pass their own DATA_DIR; the others must still never write into the repository's .data.
const scratchDataDir = join(tmpdir(), `cda-server-tests-${process.pid}`)

export type TestAppOptions = {
  env?: Env
  distDir?: string
} & Pick<AppDeps, 'mailer' | 'now' | 'rateLimits' | 'engine' | 'corpus'>

/** The real app over a test database, configured as in the test environment plus the given variables. */
export function createTestApp(database: DatabaseHandle, { env = {}, distDir, ...options }: TestAppOptions = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: scratchDataDir, ...env })
  const { logger, lines } = capturingLogger()
  const background = createBackgroundTasks(logger)
  const app = createApp({ config, database, logger, distDir, background, ...options })
  return { app, config, logs: lines, background }
}
