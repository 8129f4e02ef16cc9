import { pino, type Logger } from 'pino'
import type { Config } from './config'

export type { Logger }

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Credentials must never reach the logs, wherever a future caller happens to put them.
    redact: { paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'headers.authorization'], censor: '[redacted]' },
  })
}
