import { pino, type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'
import type { Config } from './config'

export type { Logger }

// Credentials must never reach the logs, wherever a caller happens to put them: these keys are censored at the top
// level of a log line and one level down (`user.passwordHash`, `headers.cookie`).
const secretKeys = [
  'password',
  'old_password',
  'new_password',
  'passwordHash',
  'password_hash',
  'hash',
  'tokenHash',
  'token_hash',
  'token',
  'cookie',
  'set-cookie',
  'authorization',
]
const redactPaths = secretKeys.flatMap((key) => {
  const path = /^\w+$/.test(key) ? key : `["${key}"]`
  return [path, path.startsWith('[') ? `*${path}` : `*.${path}`]
})

// A failed statement carries its values: Drizzle appends them to its message ("\nparams: ..."), PGlite and
// postgres.js attach them as properties, and PostgreSQL's own detail and context may quote a whole row, password hash
// included. The statement text and the SQLSTATE stay: they say what failed without saying with what.
const valueKeys = new Set(['params', 'parameters', 'args', 'queryOptions'])
const databaseValueKeys = new Set([...valueKeys, 'detail', 'where'])

function isDatabaseError(error: Error): boolean {
  const { severity, code } = error as { severity?: unknown; code?: unknown }
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

function withoutStatementValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error
  const dropped = isDatabaseError(error) ? databaseValueKeys : valueKeys
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error
  for (const key of Reflect.ownKeys(error)) {
    if (typeof key === 'string' && dropped.has(key)) continue
    Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(error, key)!)
  }
  const message = error.message.replace(/\nparams: [\s\S]*$/, '')
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true })
  if (typeof error.stack === 'string') {
    Object.defineProperty(copy, 'stack', {
      value: error.stack.replace(error.message, message),
      writable: true,
      configurable: true,
    })
  }
  if (error.cause !== undefined) {
    Object.defineProperty(copy, 'cause', {
      value: withoutStatementValues(error.cause, depth + 1),
      writable: true,
      configurable: true,
      enumerable: true,
    })
  }
  return copy
}

/**
 * Where the log lines go. Rule: JSON lines unless a person is watching. A terminal (`npm start`, `npm run dev`) gets
 * one readable, coloured line per entry (time, level, message, then the fields), formatted in this thread by
 * pino-pretty; a pipe or file (a process manager, a log collector, the e2e tests) gets JSON. Both write
 * synchronously, for the reasons below. `out` is stdout unless a test passes a stream.
 */
export function logDestination(terminal: boolean, out: number | NodeJS.WritableStream = 1): DestinationStream {
  if (terminal) {
    return pretty({
      destination: out,
      sync: true,
      colorize: out === 1,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
    })
  }
  return typeof out === 'number' ? pino.destination({ dest: out, sync: true }) : out
}

/**
 * The server's logger, on stdout (readable in a terminal, JSON otherwise), or on `destination` (tests keep the
 * lines to assert on them).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // The cause as its own object keeps a database error's code, table and constraint readable.
      serializers: {
        err: (error: unknown) => pino.stdSerializers.errWithCause(withoutStatementValues(error) as Error),
      },
    },
    // Synchronous on stdout: lines come out in the order they were logged, and none is lost when the process exits
    // right after logging (shutdown logs "Database closed" and exits).
    destination ?? logDestination(process.stdout.isTTY === true),
  )
}
