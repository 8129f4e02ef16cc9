import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ConfigError, engineFromConfig, loadConfig, type Env } from './config'
import { defaultDistDir } from './paths'

const cwd = '/srv/cda'

function problemsOf(env: Env): readonly string[] {
  try {
    loadConfig(env, cwd)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected loadConfig to throw')
}

test('an empty environment gives the documented defaults', () => {
  const config = loadConfig({}, cwd)
  expect(config).toEqual({
    nodeEnv: 'development',
    port: 8080,
    host: '127.0.0.1',
    dataDir: join(cwd, '.data'),
    databaseUrl: undefined,
    publicUrl: 'http://localhost:8080',
    logLevel: 'info',
    llm: undefined,
    llmFallback: true,
    llmTimeoutMs: 60000,
    llmMaxRetries: 2,
    bodyLimitBytes: 1048576,
    requestTimeoutMs: 30000,
    headersTimeoutMs: 10000,
    distDir: defaultDistDir,
    adminEmails: ['admin@localhost'],
    smtpUrl: undefined,
    mailFrom: '"Climate Disclosure Assistant" <no-reply@localhost>',
    trustProxy: false,
    demoCorpus: { enabled: true, reports: 6000 },
    quotas: { draftsPerUser: 1000, chatSessionsPerUser: 1000 },
    library: { maxFileBytes: 25 * 1024 * 1024, maxUploadBytes: 100 * 1024 * 1024 },
  })
  expect(Object.isFrozen(config)).toBe(true)
  expect(engineFromConfig(config)).toEqual({ kind: 'grounded' })
})

test('set values are parsed and relative directories resolved against the working directory', () => {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/cda',
      PUBLIC_URL: 'https://disclosure.example.com/',
      LOG_LEVEL: 'debug',
      BODY_LIMIT_BYTES: '2048',
      REQUEST_TIMEOUT_MS: '60000',
      HEADERS_TIMEOUT_MS: '5000',
      DIST_DIR: '/opt/cda/dist',
    },
    cwd,
  )
  expect(config.nodeEnv).toBe('test')
  expect(config.port).toBe(3000)
  expect(config.host).toBe('0.0.0.0')
  expect(config.dataDir).toBe('/srv/cda/var/data')
  expect(config.databaseUrl).toBe('postgresql://app:secret@db.internal:5432/cda')
  expect(config.publicUrl).toBe('https://disclosure.example.com')
  expect(config.logLevel).toBe('debug')
  expect(config.bodyLimitBytes).toBe(2048)
  expect(config.requestTimeoutMs).toBe(60000)
  expect(config.headersTimeoutMs).toBe(5000)
  expect(config.distDir).toBe('/opt/cda/dist')
})

test('the default public URL follows PORT', () => {
  expect(loadConfig({ PORT: '9090' }, cwd).publicUrl).toBe('http://localhost:9090')
})

test('empty values count as unset', () => {
  expect(loadConfig({ PORT: '', DATABASE_URL: '  ', LLM_BASE_URL: '' }, cwd)).toEqual(loadConfig({}, cwd))
})

test('variables the server does not know are ignored', () => {
  expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root', npm_config_cache: 'x' }, cwd)).not.toThrow()
})

test.each([
  [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
  [{ PORT: 'eighty' }, 'PORT must be an integer from 1 to 65535'],
  [{ PORT: '0' }, 'PORT must be an integer from 1 to 65535'],
  [{ PORT: '65536' }, 'PORT must be an integer from 1 to 65535'],
  [{ PORT: '80.5' }, 'PORT must be an integer from 1 to 65535'],
  [{ HOST: 'local host' }, 'HOST must be a host name or IP address'],
  [{ DATABASE_URL: 'mysql://db/cda' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
  [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
  [{ PUBLIC_URL: 'localhost:8080' }, 'PUBLIC_URL must be an absolute http:// or https:// URL'],
  [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL must be an absolute http:// or https:// URL'],
  [{ PUBLIC_URL: 'https://example.com/app' }, 'PUBLIC_URL must be an origin without a path'],
  [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
  [{ LLM_BASE_URL: 'api.openai.com', LLM_MODEL: 'gpt' }, 'LLM_BASE_URL must be an absolute http:// or https:// URL'],
  [{ LLM_FALLBACK: 'no' }, 'LLM_FALLBACK must be true or false'],
  [{ LLM_TIMEOUT_MS: '999' }, 'LLM_TIMEOUT_MS must be an integer from 1000 to 600000'],
  [{ LLM_TIMEOUT_MS: '600001' }, 'LLM_TIMEOUT_MS must be an integer from 1000 to 600000'],
  [{ LLM_TIMEOUT_MS: '60s' }, 'LLM_TIMEOUT_MS must be an integer from 1000 to 600000'],
  [{ LLM_MAX_RETRIES: '11' }, 'LLM_MAX_RETRIES must be an integer from 0 to 10'],
  [{ LLM_MAX_RETRIES: '-1' }, 'LLM_MAX_RETRIES must be an integer from 0 to 10'],
  [{ BODY_LIMIT_BYTES: '-1' }, 'BODY_LIMIT_BYTES must be an integer from 1024 to 1073741824'],
  [{ BODY_LIMIT_BYTES: '1mb' }, 'BODY_LIMIT_BYTES must be an integer from 1024 to 1073741824'],
  [{ REQUEST_TIMEOUT_MS: '3600001' }, 'REQUEST_TIMEOUT_MS must be an integer from 1000 to 3600000'],
  [{ HEADERS_TIMEOUT_MS: '30s' }, 'HEADERS_TIMEOUT_MS must be an integer from 1000 to 3600000'],
  [{ HEADERS_TIMEOUT_MS: '40000' }, 'HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS'],
  [{ ADMIN_EMAILS: 'admin' }, 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses'],
  [{ ADMIN_EMAILS: 'a@example.com; b@example.com' }, 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses'],
  [{ ADMIN_EMAILS: ' , ' }, 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses'],
  [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
  [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
  [{ MAIL_FROM: 'Climate Disclosure' }, 'MAIL_FROM must be an e-mail address, optionally as "Name <address>"'],
  [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true or false'],
  [{ DEMO_CORPUS: 'yes' }, 'DEMO_CORPUS must be on or off'],
  [{ DEMO_CORPUS_REPORTS: '0' }, 'DEMO_CORPUS_REPORTS must be an integer from 1 to 100000'],
  [{ DEMO_CORPUS_REPORTS: '6k' }, 'DEMO_CORPUS_REPORTS must be an integer from 1 to 100000'],
  [{ MAX_DRAFTS_PER_USER: '0' }, 'MAX_DRAFTS_PER_USER must be an integer from 1 to 1000000'],
  [{ MAX_CHAT_SESSIONS_PER_USER: 'unlimited' }, 'MAX_CHAT_SESSIONS_PER_USER must be an integer from 1 to 1000000'],
])('%o is refused with a message naming the variable', (env, message) => {
  expect(problemsOf(env)).toEqual([message])
})

test('the error message starts with "Invalid configuration" and lists every invalid variable', () => {
  expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' }, cwd)).toThrow(
    'Invalid configuration: PORT must be an integer from 1 to 65535; LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
  )
})

test('a language model server needs a model name', () => {
  expect(problemsOf({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toEqual([
    'LLM_MODEL is required when LLM_BASE_URL is set',
  ])
})

test('an API key or model without a base URL is refused rather than silently ignored', () => {
  expect(problemsOf({ LLM_API_KEY: 'sk-test' })).toEqual(['LLM_API_KEY is set but LLM_BASE_URL is not'])
  expect(problemsOf({ LLM_MODEL: 'gpt-4o-mini' })).toEqual(['LLM_MODEL is set but LLM_BASE_URL is not'])
})

test('a configured OpenAI-compatible server selects that engine', () => {
  const config = loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1', LLM_API_KEY: 'k' }, cwd)
  expect(config.llm).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: 'k', model: 'llama3.1' })
  expect(engineFromConfig(config)).toEqual({ kind: 'openai-compatible', model: 'llama3.1' })
})

test('model server fallback, timeout and retries are parsed', () => {
  const config = loadConfig(
    {
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'llama3.1',
      LLM_FALLBACK: 'false',
      LLM_TIMEOUT_MS: '1000',
      LLM_MAX_RETRIES: '0',
    },
    cwd,
  )
  expect(config.llmFallback).toBe(false)
  expect(config.llmTimeoutMs).toBe(1000)
  expect(config.llmMaxRetries).toBe(0)
  const limits = loadConfig({ LLM_FALLBACK: 'true', LLM_TIMEOUT_MS: '600000', LLM_MAX_RETRIES: '10' }, cwd)
  expect([limits.llmFallback, limits.llmTimeoutMs, limits.llmMaxRetries]).toEqual([true, 600000, 10])
})

test('production requires PUBLIC_URL', () => {
  expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['PUBLIC_URL is required when NODE_ENV is production'])
})

test('production requires an https PUBLIC_URL except on the local machine', () => {
  expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://disclosure.example.com' })).toEqual([
    'PUBLIC_URL must use https:// when NODE_ENV is production',
  ])
  expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://disclosure.example.com' }, cwd).publicUrl).toBe(
    'https://disclosure.example.com',
  )
  expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' }, cwd).nodeEnv).toBe('production')
})

test('mail settings: administrators, SMTP, sender and proxy trust', () => {
  const config = loadConfig(
    {
      ADMIN_EMAILS: ' Admin@Example.com, ops@example.com ,admin@example.com',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Disclosure <mail@example.com>',
      TRUST_PROXY: 'true',
    },
    cwd,
  )
  expect(config.adminEmails).toEqual(['admin@example.com', 'ops@example.com'])
  expect(config.smtpUrl).toBe('smtps://user:secret@smtp.example.com:465')
  expect(config.mailFrom).toBe('Disclosure <mail@example.com>')
  expect(config.trustProxy).toBe(true)
  expect(loadConfig({ MAIL_FROM: 'mail@example.com' }, cwd).mailFrom).toBe('mail@example.com')
})

test('the default sender follows the public URL', () => {
  expect(loadConfig({ PUBLIC_URL: 'https://disclosure.example.com' }, cwd).mailFrom).toBe(
    '"Climate Disclosure Assistant" <no-reply@disclosure.example.com>',
  )
})

test('the demo corpus is generated by default, except under NODE_ENV=test unless asked for', () => {
  expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://disclosure.example.com' }, cwd).demoCorpus).toEqual({
    enabled: true,
    reports: 6000,
  })
  expect(loadConfig({ DEMO_CORPUS: 'off' }, cwd).demoCorpus.enabled).toBe(false)
  expect(loadConfig({ NODE_ENV: 'test' }, cwd).demoCorpus.enabled).toBe(false)
  expect(loadConfig({ NODE_ENV: 'test', DEMO_CORPUS: 'on', DEMO_CORPUS_REPORTS: '250' }, cwd).demoCorpus).toEqual({
    enabled: true,
    reports: 250,
  })
})

test('the per-user limits on drafts and chat sessions are parsed', () => {
  expect(loadConfig({ MAX_DRAFTS_PER_USER: '25', MAX_CHAT_SESSIONS_PER_USER: '1000000' }, cwd).quotas).toEqual({
    draftsPerUser: 25,
    chatSessionsPerUser: 1_000_000,
  })
})
