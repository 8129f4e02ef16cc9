import * as v from 'valibot'
import { createParser } from 'eventsource-parser'
import { CHAT_STREAM_EVENTS, ChatStreamDeltaSchema, ChatStreamErrorSchema } from '../../core/contract/chat'
import {
  endpointPath,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
  type EndpointTarget,
} from '../../core/contract/endpoints'
import { log } from './logger'

// The one way the app calls its API: an entry of the endpoint registry
// (src/core/contract/endpoints.ts) with its parameters and body, JSON in and out, the session cookie sent along.
// Known failures come back as values, never as thrown errors, so each screen can pick its own message for "no
// response", "server said no" and "answer was not understood". A caller that passes onDelta may get its answer as
// server-sent events (docs/decisions/090): the text as it is written, then the same payload a JSON answer carries.
// This module is the part that runs in the service worker too (docs/decisions/175): what it needs of the page (who
// is signed in, the connectivity store, a 401 ending the stored session) comes in as `ApiHooks`; api-client.ts is the
// page's binding.
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
  /** The whole exchange, a streamed answer included. */
  timeoutMs?: number
  /**
   * Aborting it makes the request throw. With onDelta it stops the streamed answer: the request first waits for the
   * server to take it (the answer begins), and an answer that is not a stream is returned as usual.
   */
  signal?: AbortSignal
  /** Asks for a streamed answer and receives its text as it arrives; the result is the final payload as usual. */
  onDelta?: (text: string) => void
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

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text())
}

/** The final event of a streamed answer, or an event that breaks the protocol; undefined stands for a stream cut short. */
type StreamEnd =
  { kind: 'done'; payload: unknown } | { kind: 'error'; status: number; detail: string } | { kind: 'invalid' }

function isEventStream(response: Response): boolean {
  return response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() === 'text/event-stream'
}

/**
 * Reads server-sent events until the final one. An abort of `signal` cancels the read, so the caller's signal and
 * the timeout end the exchange even where the body is not tied to the fetch's signal.
 */
async function readEventStream(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<StreamEnd | undefined> {
  let end: StreamEnd | undefined
  const parser = createParser({
    onEvent(event) {
      if (end) return
      if (event.event === CHAT_STREAM_EVENTS.delta) {
        const delta = v.safeParse(ChatStreamDeltaSchema, parseJson(event.data))
        if (delta.success) onDelta(delta.output.text)
        else end = { kind: 'invalid' }
      } else if (event.event === CHAT_STREAM_EVENTS.done) {
        end = { kind: 'done', payload: parseJson(event.data) }
      } else if (event.event === CHAT_STREAM_EVENTS.error) {
        const error = v.safeParse(ChatStreamErrorSchema, parseJson(event.data))
        end = error.success ? { kind: 'error', ...error.output } : { kind: 'invalid' }
      }
    },
  })
  const reader = body.getReader()
  // Cancelling the body also closes the connection; whatever follows the final event is of no use either.
  const cancel = () => void reader.cancel().catch(() => {})
  signal.addEventListener('abort', cancel, { once: true })
  try {
    const decoder = new TextDecoder()
    while (!end && !signal.aborted) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, { stream: true }))
    }
    return end
  } finally {
    signal.removeEventListener('abort', cancel)
    cancel()
  }
}

function validated<T>(
  method: string,
  path: string,
  status: number,
  payload: unknown,
  schema: v.GenericSchema<unknown, T> | undefined,
): ApiResult<T> {
  if (!schema) return { ok: true, status, data: payload as T }
  const parsed = v.safeParse(schema, payload)
  if (!parsed.success) {
    log.error(`${method} ${path}: unexpected answer`, v.flatten(parsed.issues))
    return { ok: false, error: { kind: 'invalid-response', status } }
  }
  return { ok: true, status, data: parsed.output }
}

/** What the caller's context adds to a request: the page reads the stored user, the service worker the outbox entry's. */
export type ApiHooks = {
  /** Sent as X-User-Email; the server refuses (401) a header that names someone other than the session's user. */
  userEmail?: string | null
  /** The server answered (any status). */
  onReachable?: () => void
  /** No answer, or an answer cut off. */
  onUnreachable?: () => void
  /** The server refused the session (401). */
  onUnauthorized?: () => void
}

export async function fetchApi<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
  hooks: ApiHooks = {},
): Promise<ApiResult<T>> {
  const { method = 'GET', body, schema, timeoutMs = DEFAULT_TIMEOUT_MS, onDelta } = options
  const headers: Record<string, string> = {
    Accept: onDelta ? 'text/event-stream, application/json' : 'application/json',
    ...options.headers,
  }
  // Files go as multipart/form-data, whose boundary the browser writes into the Content-Type itself.
  const multipart = body instanceof FormData
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json'
  if (hooks.userEmail) headers['X-User-Email'] = hooks.userEmail

  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  // A streamed request is not cancelled on the way: its caller's abort takes effect once the server has taken the
  // request (its answer has begun), so what was stopped is always something the server got and will keep.
  const requestSignal = onDelta ? timeout : signal
  const unanswered = (what: string, error: unknown): ApiResult<T> => {
    const kind = timeout.aborted ? 'timeout' : 'network'
    log.error(`${method} ${path}: ${kind === 'timeout' ? 'timed out' : what}`, error)
    hooks.onUnreachable?.()
    return { ok: false, error: { kind } }
  }

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: requestSignal,
    })
  } catch (error) {
    if (!onDelta && options.signal?.aborted) throw error
    return unanswered('no response from the server', error)
  }

  hooks.onReachable?.()
  if (onDelta && response.ok && isEventStream(response)) {
    let end: StreamEnd | undefined
    let broken: unknown
    try {
      end = response.body ? await readEventStream(response.body, signal, onDelta) : undefined
    } catch (error) {
      broken = error
    }
    if (!end) {
      if (options.signal?.aborted) throw options.signal.reason
      return unanswered('the answer was cut off', broken)
    }
    if (end.kind === 'invalid') {
      log.error(`${method} ${path}: unexpected event in the streamed answer`)
      return { ok: false, error: { kind: 'invalid-response', status: response.status } }
    }
    if (end.kind === 'error') {
      if (end.status === 401) hooks.onUnauthorized?.()
      return { ok: false, error: { kind: 'http', status: end.status, detail: end.detail } }
    }
    return validated(method, path, response.status, end.payload, schema)
  }

  const payload = await readJson(response)
  if (response.status === 401) hooks.onUnauthorized?.()
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
  return validated(method, path, response.status, payload, schema)
}

/** Sends a request to a URL path; fetchApi bound to the page's or the service worker's hooks, or a test's stand-in. */
export type RequestFn = <T>(path: string, options?: ApiRequestOptions<T>) => Promise<ApiResult<T>>

type BodyOf<E extends Endpoint> = [EndpointBody<E>] extends [never] ? { body?: undefined } : { body: EndpointBody<E> }
type DeltasOf<E extends Endpoint> = E['stream'] extends object
  ? { onDelta?: (text: string) => void }
  : { onDelta?: undefined }

/** A call of one registry entry: its path parameters and query, its body, and how to send it. */
export type EndpointCall<E extends Endpoint> = EndpointTarget<E> &
  BodyOf<E> &
  DeltasOf<E> &
  Pick<ApiRequestOptions<unknown>, 'headers' | 'timeoutMs' | 'signal'>

/** Calls a registry entry through `request`: its method, its path filled in, and its answer checked by its response schema. */
export function callEndpoint<E extends Endpoint>(
  request: RequestFn,
  entry: E,
  call: EndpointCall<E>,
): Promise<ApiResult<EndpointResponse<E>>> {
  const { body, headers, timeoutMs, signal, onDelta } = call
  const schema = entry.response as v.GenericSchema<unknown, EndpointResponse<E>>
  return request(endpointPath(entry, call), { method: entry.method, body, headers, timeoutMs, signal, onDelta, schema })
}
