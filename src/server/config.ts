import { isAbsolute, resolve } from 'node:path'
import * as v from 'valibot'
import { defaultBranding } from '../core/branding'
import { defaultDistDir } from './paths'

// Every environment variable the server understands, parsed once at start-up; nothing else reads process.env. An
// invalid value stops start-up with a message naming the variable, so a misconfigured deployment never half-works.

export type Env = Record<string, string | undefined>

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const nodeEnvs = ['development', 'production', 'test'] as const

export type LogLevel = (typeof logLevels)[number]
export type NodeEnv = (typeof nodeEnvs)[number]

export type LlmConfig = Readonly<{ baseUrl: string; apiKey: string | undefined; model: string }>

export type Config = Readonly<{
  nodeEnv: NodeEnv
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  logLevel: LogLevel
  llm: LlmConfig | undefined
  /** Answer from the grounded engine, marked as such, when the model server fails; false makes such calls fail. */
  llmFallback: boolean
  /** Per attempt: longest wait for the model server's response headers, and longest silence while its answer streams. */
  llmTimeoutMs: number
  /** Retries of 429, 5xx, timeouts and connection errors, with exponential backoff and Retry-After. */
  llmMaxRetries: number
  bodyLimitBytes: number
  /** Longest a client may take to send a whole request (headers and body); 408 and the connection closed after it. */
  requestTimeoutMs: number
  /** Longest a client may take to send its request headers; at most requestTimeoutMs. */
  headersTimeoutMs: number
  distDir: string
  /** Who receives approval requests; lower-case, at least one. */
  adminEmails: readonly string[]
  /** smtp:// or smtps://; unset means mails are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Take the client address from X-Forwarded-For (first hop) instead of the socket; only behind a proxy that sets it. */
  trustProxy: boolean
  /** Generate the synthetic demo report corpus on first start, and how many reports it has. */
  demoCorpus: Readonly<{ enabled: boolean; reports: number }>
  /** The most saved drafts and chat sessions one user may keep on the server. */
  quotas: Readonly<{ draftsPerUser: number; chatSessionsPerUser: number }>
  /** The report library's limits: the largest file, and the largest upload of several files at once. */
  library: Readonly<{ maxFileBytes: number; maxUploadBytes: number }>
}>

export type EngineInfo = { kind: 'grounded' } | { kind: 'openai-compatible'; model: string }

export class ConfigError extends Error {
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

function integerVariable(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be an integer from ${min} to ${max}`
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, message),
      v.transform(Number),
      v.integer(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  )
}

function urlWithProtocol(value: string, protocols: RegExp): boolean {
  return URL.canParse(value) && protocols.test(new URL(value).protocol)
}

function httpUrlVariable(name: string) {
  return v.pipe(
    v.string(),
    v.check((value) => urlWithProtocol(value, /^https?:$/), `${name} must be an absolute http:// or https:// URL`),
  )
}

// Deliberately loose: `admin@localhost` (the embedded default) has no dot, and the mail server is the real judge.
const mailboxPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+$/

function emailList(value: string): string[] {
  return value
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address !== '')
}

function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
}

const EnvSchema = v.pipe(
  v.object({
    NODE_ENV: v.optional(v.picklist(nodeEnvs, `NODE_ENV must be one of ${nodeEnvs.join(', ')}`), 'development'),
    PORT: integerVariable('PORT', 1, 65535, 8080),
    HOST: v.optional(
      v.pipe(v.string(), v.regex(/^[\w.:[\]-]+$/, 'HOST must be a host name or IP address')),
      '127.0.0.1',
    ),
    DATA_DIR: v.optional(v.string(), './.data'),
    DATABASE_URL: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (value) => urlWithProtocol(value, /^postgres(ql)?:$/),
          'DATABASE_URL must be a postgres:// or postgresql:// URL',
        ),
      ),
    ),
    PUBLIC_URL: v.optional(
      v.pipe(
        httpUrlVariable('PUBLIC_URL'),
        // The app is served from the root of its origin; a path would silently be dropped from every link.
        v.check(
          (value) => !urlWithProtocol(value, /^https?:$/) || /^\/?$/.test(new URL(value).pathname),
          'PUBLIC_URL must be an origin without a path',
        ),
      ),
    ),
    LOG_LEVEL: v.optional(v.picklist(logLevels, `LOG_LEVEL must be one of ${logLevels.join(', ')}`), 'info'),
    LLM_BASE_URL: v.optional(httpUrlVariable('LLM_BASE_URL')),
    LLM_API_KEY: v.optional(v.string()),
    LLM_MODEL: v.optional(v.string()),
    LLM_FALLBACK: v.optional(v.picklist(['true', 'false'], 'LLM_FALLBACK must be true or false'), 'true'),
    LLM_TIMEOUT_MS: integerVariable('LLM_TIMEOUT_MS', 1000, 600_000, 60_000),
    LLM_MAX_RETRIES: integerVariable('LLM_MAX_RETRIES', 0, 10, 2),
    BODY_LIMIT_BYTES: integerVariable('BODY_LIMIT_BYTES', 1024, 1024 * 1024 * 1024, 1024 * 1024),
    REQUEST_TIMEOUT_MS: integerVariable('REQUEST_TIMEOUT_MS', 1000, 3_600_000, 30_000),
    HEADERS_TIMEOUT_MS: integerVariable('HEADERS_TIMEOUT_MS', 1000, 3_600_000, 10_000),
    DIST_DIR: v.optional(v.string()),
    ADMIN_EMAILS: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (value) => emailList(value).length > 0 && emailList(value).every((address) => mailboxPattern.test(address)),
          'ADMIN_EMAILS must be a comma-separated list of e-mail addresses',
        ),
      ),
      'admin@localhost',
    ),
    SMTP_URL: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => urlWithProtocol(value, /^smtps?:$/), 'SMTP_URL must be an smtp:// or smtps:// URL'),
      ),
    ),
    MAIL_FROM: v.optional(
      v.pipe(
        v.string(),
        // Either a bare address or `Name <address>`; nodemailer parses both.
        v.check(
          (value) => mailboxPattern.test(value.match(/<([^>]*)>\s*$/)?.[1] ?? value),
          'MAIL_FROM must be an e-mail address, optionally as "Name <address>"',
        ),
      ),
    ),
    TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'TRUST_PROXY must be true or false'), 'false'),
    DEMO_CORPUS: v.optional(v.picklist(['on', 'off'], 'DEMO_CORPUS must be on or off')),
    DEMO_CORPUS_REPORTS: integerVariable('DEMO_CORPUS_REPORTS', 1, 100_000, 6000),
    MAX_DRAFTS_PER_USER: integerVariable('MAX_DRAFTS_PER_USER', 1, 1_000_000, 1000),
    MAX_CHAT_SESSIONS_PER_USER: integerVariable('MAX_CHAT_SESSIONS_PER_USER', 1, 1_000_000, 1000),
    LIBRARY_MAX_FILE_BYTES: integerVariable('LIBRARY_MAX_FILE_BYTES', 1024, 1024 * 1024 * 1024, 25 * 1024 * 1024),
    LIBRARY_MAX_UPLOAD_BYTES: integerVariable(
      'LIBRARY_MAX_UPLOAD_BYTES',
      1024,
      4 * 1024 * 1024 * 1024,
      100 * 1024 * 1024,
    ),
  }),
  v.check(
    (env) => env.LLM_BASE_URL === undefined || env.LLM_MODEL !== undefined,
    'LLM_MODEL is required when LLM_BASE_URL is set',
  ),
  // A key or model without an endpoint would silently fall back to the grounded engine; say so instead.
  v.check(
    (env) => env.LLM_API_KEY === undefined || env.LLM_BASE_URL !== undefined,
    'LLM_API_KEY is set but LLM_BASE_URL is not',
  ),
  v.check(
    (env) => env.LLM_MODEL === undefined || env.LLM_BASE_URL !== undefined,
    'LLM_MODEL is set but LLM_BASE_URL is not',
  ),
  // Node refuses to start an HTTP server whose headers may take longer than the whole request.
  v.check(
    (env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS,
    'HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS',
  ),
  // Mail links and the same-origin check are built from PUBLIC_URL; a localhost default would be wrong in production.
  v.check(
    (env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined,
    'PUBLIC_URL is required when NODE_ENV is production',
  ),
  // Session cookies are Secure in production, which browsers only keep over HTTPS (loopback excepted).
  v.check(
    (env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL === undefined || isHttpsOrLoopback(env.PUBLIC_URL),
    'PUBLIC_URL must use https:// when NODE_ENV is production',
  ),
)

const knownVariables = Object.keys(EnvSchema.entries)

function withoutEmptyValues(env: Env): Env {
  // Deployment tools often write `NAME=` for "not set"; treat it as unset rather than as an invalid value.
  const picked: Env = {}
  for (const name of knownVariables) {
    const value = env[name]?.trim()
    if (value) picked[name] = value
  }
  return picked
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path)
}

export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const result = v.safeParse(EnvSchema, withoutEmptyValues(env))
  if (!result.success) throw new ConfigError([...new Set(result.issues.map((issue) => issue.message))])
  const parsed = result.output
  const llm: LlmConfig | undefined =
    parsed.LLM_BASE_URL !== undefined && parsed.LLM_MODEL !== undefined
      ? Object.freeze({ baseUrl: parsed.LLM_BASE_URL, apiKey: parsed.LLM_API_KEY, model: parsed.LLM_MODEL })
      : undefined
  const publicUrl = new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).origin
  return Object.freeze({
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: absolute(parsed.DATA_DIR, cwd),
    databaseUrl: parsed.DATABASE_URL,
    publicUrl,
    logLevel: parsed.LOG_LEVEL,
    llm,
    llmFallback: parsed.LLM_FALLBACK === 'true',
    llmTimeoutMs: parsed.LLM_TIMEOUT_MS,
    llmMaxRetries: parsed.LLM_MAX_RETRIES,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS,
    distDir: parsed.DIST_DIR === undefined ? defaultDistDir : absolute(parsed.DIST_DIR, cwd),
    adminEmails: Object.freeze([...new Set(emailList(parsed.ADMIN_EMAILS))]),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? `"${defaultBranding.productName}" <no-reply@${new URL(publicUrl).hostname}>`,
    trustProxy: parsed.TRUST_PROXY === 'true',
    // Tests start many servers and most never search: they ask for the corpus when they need it.
    demoCorpus: Object.freeze({
      enabled: (parsed.DEMO_CORPUS ?? (parsed.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      reports: parsed.DEMO_CORPUS_REPORTS,
    }),
    quotas: Object.freeze({
      draftsPerUser: parsed.MAX_DRAFTS_PER_USER,
      chatSessionsPerUser: parsed.MAX_CHAT_SESSIONS_PER_USER,
    }),
    library: Object.freeze({
      maxFileBytes: parsed.LIBRARY_MAX_FILE_BYTES,
      maxUploadBytes: parsed.LIBRARY_MAX_UPLOAD_BYTES,
    }),
  })
}

export function engineFromConfig(config: Pick<Config, 'llm'>): EngineInfo {
  return config.llm ? { kind: 'openai-compatible', model: config.llm.model } : { kind: 'grounded' }
}
