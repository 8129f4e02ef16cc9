import { pino } from 'pino'
import type { EndpointUrl } from '../core/contract/endpoints'
import type { AnswerInput, Engine } from '../core/engine/types'
import { createSession } from './auth/sessions'
import type { Database, DatabaseHandle } from './db/client'
import { sessionCookieName } from './http/session-cookie'
import { createEngine } from './llm/engine-from-config'
import { insertUser } from './test-accounts'
import { createTestApp, testOrigin } from './test-app'

// Helpers for the tests of the signed-in API (drafts, chat, idempotency): a user with a live session, made straight
// in the database (no argon2, no login round trip), a small client that sends what the browser sends, and an engine
// a test can hold mid-answer.

type App = ReturnType<typeof createTestApp>['app']

export type SignedInUser = { id: string; email: string; cookie: string }

/** A confirmed, approved user and a session cookie for them. */
export async function signedInUser(db: Database, now: Date = new Date()): Promise<SignedInUser> {
  const { user, email } = await insertUser(db, { passwordHash: 'not-used-by-these-tests' })
  const { token } = await createSession(db, user.id, now)
  return { id: user.id, email, cookie: token }
}

/** A test app with one signed-in user and a client for them: the set-up of most signed-in route tests. */
export async function signedInApp(database: DatabaseHandle) {
  const { app } = createTestApp(database)
  const user = await signedInUser(database.db)
  return { app, user, api: apiClient(app, user) }
}

/**
 * Takes only paths built from the endpoint registry (endpointPath). Bodies stay `unknown`: tests send broken ones on
 * purpose.
 */
export type ApiClient = {
  get(path: EndpointUrl, headers?: Record<string, string>): Promise<Response>
  post(path: EndpointUrl, body: unknown, headers?: Record<string, string>): Promise<Response>
  put(path: EndpointUrl, body: unknown, headers?: Record<string, string>): Promise<Response>
  delete(path: EndpointUrl, headers?: Record<string, string>): Promise<Response>
}

/** Requests as the signed-in browser makes them: same origin, cookie, X-User-Email, JSON bodies. */
export function apiClient(app: App, user: SignedInUser | undefined): ApiClient {
  const base = (): Record<string, string> =>
    user ? { Cookie: `${sessionCookieName}=${user.cookie}`, 'X-User-Email': user.email } : {}
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: {
        ...base(),
        ...(method === 'GET' ? {} : { Origin: testOrigin }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
  return {
    get: (path, headers) => send('GET', path, undefined, headers),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body, headers) => send('PUT', path, body, headers),
    delete: (path, headers) => send('DELETE', path, undefined, headers),
  }
}

/**
 * The grounded engine behind a gate: counts and records every question, and while held, answers only once released,
 * so a test can act while a send is in flight. `fail` makes the next answers throw the given error instead.
 */
export function gatedEngine() {
  const base = createEngine(
    { llm: undefined, llmFallback: true, llmTimeoutMs: 1000, llmMaxRetries: 0 },
    pino({ level: 'silent' }),
  )
  const inputs: AnswerInput[] = []
  let gate: Promise<void> | undefined
  let open: (() => void) | undefined
  let failure: Error | undefined
  const entered: Array<() => void> = []
  const engine: Engine = {
    async answer(input, options) {
      inputs.push(input)
      for (const notify of entered.splice(0)) notify()
      if (gate) await gate
      if (failure) throw failure
      return base.answer(input, options)
    },
    summarise: (input, options) => base.summarise(input, options),
    draftSection: (input, options) => base.draftSection(input, options),
    classify: (text) => base.classify(text),
  }
  return {
    engine,
    inputs,
    get calls() {
      return inputs.length
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve))
    },
    release() {
      open?.()
      gate = undefined
    },
    /** Resolves when the next question reaches the engine. */
    nextCall(): Promise<void> {
      return new Promise((resolve) => entered.push(resolve))
    },
    fail(error: Error | undefined) {
      failure = error
    },
  }
}
