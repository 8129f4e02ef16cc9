import { pino } from 'pino'
import { createApp } from './app'
import { loadConfig, type Env } from './config'
import type { DatabaseHandle } from './db/client'
import type { Logger } from './logger'

export type CapturedLog = { level: number; msg: string; [key: string]: unknown }

/** A JSON logger whose lines are kept in memory, so tests can assert what was (and was not) logged. */
export function capturingLogger(): { logger: Logger; lines: CapturedLog[] } {
  const lines: CapturedLog[] = []
  const sink = { write: (line: string) => void lines.push(JSON.parse(line) as CapturedLog) }
  return { logger: pino({ level: 'debug' }, sink), lines }
}

/** The real app over a test database, configured as in the test environment plus the given variables. */
export function createTestApp(database: DatabaseHandle, { env = {}, distDir }: { env?: Env; distDir?: string } = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })
  const { logger, lines } = capturingLogger()
  return { app: createApp({ config, database, logger, distDir }), config, logs: lines }
}
