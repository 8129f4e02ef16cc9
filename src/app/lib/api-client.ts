import * as v from 'valibot'
import { clearStoredUser, getAuthState } from './stored-user'
import { reportReachable, reportUnreachable } from '../offline/connectivity'
import { log } from './logger'

// The one way the app calls its API (SPEC.md section 7): base /api, JSON in and out, X-User-Email from the stored
// user, the session cookie sent along. Known failures come back as values, never as thrown errors, so each screen
// can pick SPEC.md's message for "no response", "server said no" and "answer was not understood".
export const API_BASE = '/api'
const DEFAULT_TIMEOUT_MS = 30_000

export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'http'; status: number; detail: string | undefined; body?: unknown; retryAfterMs?: number }
  | { kind: 'invalid-response'; status: number }

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiFailure }

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  schema?: v.GenericSchema<unknown, T>
  headers?: Record<string, string>
  timeoutMs?: number
  signal?: AbortSignal
}

function detailOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail
  }
  return undefined
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, schema, timeoutMs = DEFAULT_TIMEOUT_MS } = options
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const { user } = getAuthState()
  if (user) headers['X-User-Email'] = user.email

  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout

  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    const kind = timeout.aborted ? 'timeout' : 'network'
    log.error(`${method} ${path}: ${kind === 'timeout' ? 'timed out' : 'no response from the server'}`, error)
    reportUnreachable()
    return { ok: false, error: { kind } }
  }

  reportReachable()
  const payload = await readJson(response)
  if (response.status === 401) clearStoredUser()
  if (!response.ok) {
    // The body and Retry-After are for callers that act on them: the sync engine reads a 412's current draft and
    // waits as long as a 409 or 429 asks.
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'))
    return {
      ok: false,
      error: {
        kind: 'http',
        status: response.status,
        detail: detailOf(payload),
        ...(payload === undefined ? {} : { body: payload }),
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      },
    }
  }
  if (!schema) return { ok: true, status: response.status, data: payload as T }
  const parsed = v.safeParse(schema, payload)
  if (!parsed.success) {
    log.error(`${method} ${path}: unexpected answer`, v.flatten(parsed.issues))
    return { ok: false, error: { kind: 'invalid-response', status: response.status } }
  }
  return { ok: true, status: response.status, data: parsed.output }
}
