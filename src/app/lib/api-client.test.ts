import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import * as v from 'valibot'
import { endpointPath, endpoints } from '../../core/contract/endpoints'
import { ApiError, apiCall, pageRequest, parseRetryAfter, sendPendingLogout, watchPendingLogout } from './api-client'
import {
  getAuthState,
  isLogoutPending,
  loadStoredUser,
  markLogoutPending,
  storeUser,
  USER_STORAGE_KEY,
} from './stored-user'
import { getConnectivity, reportReachable, reportUnreachable } from '../offline/connectivity'

const fetchMock = vi.fn<typeof fetch>()

// The transport is tested by path; every path comes from the endpoint registry.
const paths = {
  draft: endpointPath(endpoints.drafts.create, {}),
  health: endpointPath(endpoints.health, {}),
  sessions: endpointPath(endpoints.chat.listSessions, {}),
  search: endpointPath(endpoints.analyse.search, {}),
  section: endpointPath(endpoints.write.generateSection, {}),
  send: (id: string) => endpointPath(endpoints.chat.send, { params: { id } }),
  login: endpointPath(endpoints.auth.login, {}),
  logout: endpointPath(endpoints.auth.logout, {}),
}

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  loadStoredUser()
  reportReachable()
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

test('calls the API with JSON and the stored user in X-User-Email', async () => {
  storeUser({ email: 'ada@example.com', first_name: 'Ada' })
  fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }))
  const result = await pageRequest(paths.draft, { method: 'POST', body: { title: 'T' } })
  expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 } })
  const [url, init] = fetchMock.mock.calls[0]!
  expect(url).toBe(paths.draft)
  expect(init?.method).toBe('POST')
  expect(init?.body).toBe('{"title":"T"}')
  expect(init?.credentials).toBe('same-origin')
  expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-User-Email': 'ada@example.com' })
})

test('sends no X-User-Email header when nobody is signed in', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, {}))
  await pageRequest(paths.health)
  expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('X-User-Email')
})

test('a 401 removes the stored user and reports the detail', async () => {
  storeUser({ email: 'ada@example.com' })
  fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Session expired' }))
  const result = await pageRequest(paths.sessions)
  expect(result).toEqual({
    ok: false,
    error: { kind: 'http', status: 401, detail: 'Session expired', body: { detail: 'Session expired' } },
  })
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  expect(getAuthState().user).toBeNull()
})

test('other error statuses keep the user and carry the server detail when there is one', async () => {
  storeUser({ email: 'ada@example.com' })
  fetchMock.mockResolvedValueOnce(jsonResponse(400, { detail: 'Bad filters' }))
  fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }))
  expect(await pageRequest(paths.search, { method: 'POST', body: {} })).toEqual({
    ok: false,
    error: { kind: 'http', status: 400, detail: 'Bad filters', body: { detail: 'Bad filters' } },
  })
  expect(await pageRequest(paths.search, { method: 'POST', body: {} })).toEqual({
    ok: false,
    error: { kind: 'http', status: 502, detail: undefined },
  })
  expect(getAuthState().user?.email).toBe('ada@example.com')
})

test('a network failure is logged, reported as offline and returned as a value', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  const result = await pageRequest(paths.health)
  expect(result).toEqual({ ok: false, error: { kind: 'network' } })
  expect(console.error).toHaveBeenCalled()
  expect(getConnectivity()).toBe('offline')
})

test('a request that takes too long ends as a timeout', async () => {
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  )
  const result = await pageRequest(paths.health, { timeoutMs: 20 })
  expect(result).toEqual({ ok: false, error: { kind: 'timeout' } })
  expect(getConnectivity()).toBe('offline')
})

test('an answer after being offline marks the server reachable again', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
  await pageRequest(paths.health)
  expect(getConnectivity()).toBe('offline')
  fetchMock.mockResolvedValueOnce(jsonResponse(503, { detail: 'degraded' }))
  await pageRequest(paths.health)
  expect(getConnectivity()).toBe('online')
})

test('a response that does not match the expected schema is an invalid-response failure', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { content: 42 }))
  const result = await pageRequest(paths.section, { schema: v.object({ content: v.string() }) })
  expect(result).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200 } })
})

test('a caller cancelling its own request gets the abort, not an offline report', async () => {
  const controller = new AbortController()
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  )
  const pending = pageRequest(paths.health, { signal: controller.signal })
  controller.abort()
  await expect(pending).rejects.toThrow('aborted')
  expect(getConnectivity()).toBe('online')
})

test('an error answer carries its body and how long Retry-After asks to wait', async () => {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ detail: 'Still working' }), { status: 409, headers: { 'Retry-After': '3' } }),
  )
  expect(await pageRequest(paths.send('x'), { method: 'POST', body: {} })).toEqual({
    ok: false,
    error: {
      kind: 'http',
      status: 409,
      detail: 'Still working',
      body: { detail: 'Still working' },
      retryAfterMs: 3000,
    },
  })
})

test('Retry-After may be an HTTP date', () => {
  const now = Date.parse('2026-11-21T10:00:00Z')
  expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000)
  expect(parseRetryAfter('soon', now)).toBeUndefined()
  expect(parseRetryAfter(null, now)).toBeUndefined()
})

/** An answer streamed as server-sent events, delivered in the given chunks; `then` says how the body ends. */
function eventStream(chunks: Array<string | Uint8Array>, then: 'close' | 'break' | 'hang' = 'close') {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      if (then === 'close') controller.close()
      if (then === 'break') controller.error(new TypeError('network error'))
    },
  })
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } })
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
const answer = { message: { id: 'r1', role: 'assistant', content: 'Scope 3 covers the value chain.' } }
const AnswerSchema = v.object({ message: v.object({ id: v.string(), content: v.string() }) })

test('with onDelta, asks for a stream and hands over each piece of text, then the final answer', async () => {
  const first = sse('delta', { text: 'Scope 3 ' })
  const second = new TextEncoder().encode(sse('delta', { text: 'covers the value chain — upstream and downstream.' }))
  const dash = second.indexOf(0xe2)
  // Cut at awkward places: inside an event name, inside the JSON, between the two newlines that end an event, and
  // inside the three bytes of a dash.
  fetchMock.mockResolvedValue(
    eventStream([
      first.slice(0, 4),
      first.slice(4, 30),
      first.slice(30, 39),
      first.slice(39),
      second.slice(0, dash + 1),
      second.slice(dash + 1),
      sse('done', answer),
    ]),
  )
  const deltas: string[] = []
  const result = await pageRequest(paths.send('s1'), {
    method: 'POST',
    body: { query: 'Scope 3?' },
    schema: AnswerSchema,
    onDelta: (text) => deltas.push(text),
  })
  expect(deltas).toEqual(['Scope 3 ', 'covers the value chain — upstream and downstream.'])
  expect(result).toEqual({
    ok: true,
    status: 200,
    data: { message: { id: 'r1', content: 'Scope 3 covers the value chain.' } },
  })
  expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Accept: 'text/event-stream, application/json' })
  expect(getConnectivity()).toBe('online')
})

test('without onDelta the request asks for JSON only', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, {}))
  await pageRequest(paths.health)
  expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Accept: 'application/json' })
})

test('a final payload that does not match the schema is an invalid-response failure', async () => {
  fetchMock.mockResolvedValue(eventStream([sse('done', { message: { content: 42 } })]))
  const result = await pageRequest(paths.send('s1'), {
    method: 'POST',
    body: {},
    schema: AnswerSchema,
    onDelta: () => {},
  })
  expect(result).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200 } })
})

test('an error event is the failure the server would have answered without streaming', async () => {
  fetchMock.mockResolvedValue(
    eventStream([sse('delta', { text: 'Partial' }), sse('error', { status: 502, detail: 'The model server failed.' })]),
  )
  const deltas: string[] = []
  const result = await pageRequest(paths.send('s1'), { method: 'POST', body: {}, onDelta: (text) => deltas.push(text) })
  expect(result).toEqual({ ok: false, error: { kind: 'http', status: 502, detail: 'The model server failed.' } })
  expect(deltas).toEqual(['Partial'])
  expect(getConnectivity()).toBe('online')
})

test('a stream that breaks, or ends before its final event, is a network failure', async () => {
  fetchMock.mockResolvedValueOnce(eventStream([sse('delta', { text: 'Half' })], 'break'))
  expect(await pageRequest(paths.send('s1'), { method: 'POST', body: {}, onDelta: () => {} })).toEqual({
    ok: false,
    error: { kind: 'network' },
  })
  expect(getConnectivity()).toBe('offline')

  reportReachable()
  // The last event lacks the blank line that ends it, so it never counts.
  fetchMock.mockResolvedValueOnce(eventStream([sse('delta', { text: 'Half' }), 'event: done\ndata: {}']))
  expect(await pageRequest(paths.send('s1'), { method: 'POST', body: {}, onDelta: () => {} })).toEqual({
    ok: false,
    error: { kind: 'network' },
  })
  expect(getConnectivity()).toBe('offline')
})

test('a stream that outlasts the timeout ends as a timeout', async () => {
  fetchMock.mockResolvedValue(eventStream([sse('delta', { text: 'Slow' })], 'hang'))
  const deltas: string[] = []
  const result = await pageRequest(paths.send('s1'), {
    method: 'POST',
    body: {},
    timeoutMs: 30,
    onDelta: (text) => deltas.push(text),
  })
  expect(result).toEqual({ ok: false, error: { kind: 'timeout' } })
  expect(deltas).toEqual(['Slow'])
  expect(getConnectivity()).toBe('offline')
})

test('the caller aborting mid-stream gets the abort, after the text so far, and no offline report', async () => {
  const controller = new AbortController()
  fetchMock.mockResolvedValue(eventStream([sse('delta', { text: 'So far' })], 'hang'))
  const deltas: string[] = []
  const pending = pageRequest(paths.send('s1'), {
    method: 'POST',
    body: {},
    signal: controller.signal,
    onDelta: (text) => {
      deltas.push(text)
      controller.abort(new DOMException('Stopped by the user', 'AbortError'))
    },
  })
  await expect(pending).rejects.toThrow('Stopped by the user')
  expect(deltas).toEqual(['So far'])
  expect(getConnectivity()).toBe('online')
})

test('with onDelta, a JSON answer (a replay, a refusal) is read as before', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, answer))
  const deltas: string[] = []
  expect(
    await pageRequest(paths.send('s1'), {
      method: 'POST',
      body: {},
      schema: AnswerSchema,
      onDelta: (text) => deltas.push(text),
    }),
  ).toEqual({
    ok: true,
    status: 200,
    data: { message: { id: 'r1', content: 'Scope 3 covers the value chain.' } },
  })
  fetchMock.mockResolvedValueOnce(jsonResponse(409, { detail: 'Still working' }))
  expect(
    await pageRequest(paths.send('s1'), { method: 'POST', body: {}, onDelta: (text) => deltas.push(text) }),
  ).toEqual({
    ok: false,
    error: { kind: 'http', status: 409, detail: 'Still working', body: { detail: 'Still working' } },
  })
  expect(deltas).toEqual([])
})

test('aborting a streamed request before its answer begins lets the request reach the server, then stops the stream', async () => {
  const controller = new AbortController()
  let answer: (response: Response) => void = () => {}
  fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const deltas: string[] = []
  const pending = pageRequest(paths.send('s1'), {
    method: 'POST',
    body: {},
    signal: controller.signal,
    onDelta: (text) => deltas.push(text),
  })
  controller.abort(new DOMException('Stopped by the user', 'AbortError'))
  const fetchSignal = fetchMock.mock.calls[0]![1]?.signal
  expect(fetchSignal?.aborted).toBe(false)

  let cancelled = false
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start: (stream) => stream.enqueue(encoder.encode(sse('delta', { text: 'Too late' }))),
    cancel: () => void (cancelled = true),
  })
  answer(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }))
  await expect(pending).rejects.toThrow('Stopped by the user')
  expect(deltas).toEqual([])
  expect(cancelled).toBe(true)
})

test('a streamed request aborted before a JSON answer gets that answer', async () => {
  const controller = new AbortController()
  controller.abort()
  fetchMock.mockResolvedValue(jsonResponse(200, answer))
  const result = await pageRequest(paths.send('s1'), {
    method: 'POST',
    body: {},
    schema: AnswerSchema,
    signal: controller.signal,
    onDelta: () => {},
  })
  expect(result).toMatchObject({ ok: true, data: { message: { id: 'r1' } } })
})

test('a logout owed while offline stays owed, and goes to the server before the next call once it answers', async () => {
  markLogoutPending()
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  await sendPendingLogout()
  expect(isLogoutPending()).toBe(true)

  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => jsonResponse(200, { email: 'ada@example.com' }))
  await pageRequest(paths.login, { method: 'POST', body: { email: 'ada@example.com', password: 'wattle-tree' } })
  expect(fetchMock.mock.calls.map(([url, init]) => [init?.method, url])).toEqual([
    ['POST', paths.logout],
    ['POST', paths.login],
  ])
  expect(isLogoutPending()).toBe(false)

  await pageRequest(paths.health)
  expect(fetchMock).toHaveBeenCalledTimes(3)
})

test('an owed logout is sent as soon as the server can be reached again', async () => {
  const stop = watchPendingLogout()
  try {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    markLogoutPending()
    reportUnreachable()
    fetchMock.mockReset()
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'You have been logged out.' }))
    reportReachable()
    await vi.waitFor(() => expect(isLogoutPending()).toBe(false))
    expect(fetchMock.mock.calls.map(([url, init]) => [init?.method, url])).toEqual([['POST', paths.logout]])
  } finally {
    stop()
  }
})

test('a server error keeps the logout owed; signing in again settles it', async () => {
  markLogoutPending()
  fetchMock.mockResolvedValue(jsonResponse(503, { detail: 'Database unavailable' }))
  await sendPendingLogout()
  expect(isLogoutPending()).toBe(true)
  storeUser({ email: 'ada@example.com' })
  expect(isLogoutPending()).toBe(false)
})

test('apiCall gives a query the answer, or throws the failure as an ApiError', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { documents: [] }))
  await expect(
    apiCall(endpoints.analyse.search, {
      body: { sic_divisions: [], risk_categories: [], action_categories: [], k: 5, mode: 'basic' },
    }),
  ).resolves.toEqual({ documents: [] })

  fetchMock.mockResolvedValueOnce(jsonResponse(422, { detail: 'Choose a category.' }))
  const error: unknown = await apiCall(endpoints.analyse.search, {
    body: { sic_divisions: [], risk_categories: [], action_categories: [], k: 5, mode: 'basic' },
  }).catch((thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).failure).toMatchObject({ kind: 'http', status: 422, detail: 'Choose a category.' })
})
