import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import * as v from 'valibot'
import { apiRequest, parseRetryAfter } from './api-client'
import { getAuthState, loadStoredUser, storeUser, USER_STORAGE_KEY } from './stored-user'
import { getConnectivity, reportReachable } from '../offline/connectivity'

const fetchMock = vi.fn<typeof fetch>()

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
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

test('calls /api with JSON and the stored user in X-User-Email', async () => {
  storeUser({ email: 'ada@example.com', first_name: 'Ada' })
  fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }))
  const result = await apiRequest('/llm/write/draft', { method: 'POST', body: { title: 'T' } })
  expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 } })
  const [url, init] = fetchMock.mock.calls[0]!
  expect(url).toBe('/api/llm/write/draft')
  expect(init?.method).toBe('POST')
  expect(init?.body).toBe('{"title":"T"}')
  expect(init?.credentials).toBe('same-origin')
  expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-User-Email': 'ada@example.com' })
})

test('sends no X-User-Email header when nobody is signed in', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, {}))
  await apiRequest('/health')
  expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('X-User-Email')
})

test('a 401 removes the stored user and reports the detail', async () => {
  storeUser({ email: 'ada@example.com' })
  fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Session expired' }))
  const result = await apiRequest('/llm/tcfd/chat/sessions')
  expect(result).toEqual({ ok: false, error: { kind: 'http', status: 401, detail: 'Session expired', body: { detail: 'Session expired' } } })
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  expect(getAuthState().user).toBeNull()
})

test('other error statuses keep the user and carry the server detail when there is one', async () => {
  storeUser({ email: 'ada@example.com' })
  fetchMock.mockResolvedValueOnce(jsonResponse(400, { detail: 'Bad filters' }))
  fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }))
  expect(await apiRequest('/search/attribute', { method: 'POST', body: {} })).toEqual({
    ok: false,
    error: { kind: 'http', status: 400, detail: 'Bad filters', body: { detail: 'Bad filters' } },
  })
  expect(await apiRequest('/search/attribute', { method: 'POST', body: {} })).toEqual({
    ok: false,
    error: { kind: 'http', status: 502, detail: undefined },
  })
  expect(getAuthState().user?.email).toBe('ada@example.com')
})

test('a network failure is logged, reported as offline and returned as a value', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  const result = await apiRequest('/health')
  expect(result).toEqual({ ok: false, error: { kind: 'network' } })
  expect(console.error).toHaveBeenCalled()
  expect(getConnectivity()).toBe('offline')
})

test('a request that takes too long ends as a timeout', async () => {
  fetchMock.mockImplementation((_url, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  )
  const result = await apiRequest('/health', { timeoutMs: 20 })
  expect(result).toEqual({ ok: false, error: { kind: 'timeout' } })
  expect(getConnectivity()).toBe('offline')
})

test('an answer after being offline marks the server reachable again', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
  await apiRequest('/health')
  expect(getConnectivity()).toBe('offline')
  fetchMock.mockResolvedValueOnce(jsonResponse(503, { detail: 'degraded' }))
  await apiRequest('/health')
  expect(getConnectivity()).toBe('online')
})

test('a response that does not match the expected schema is an invalid-response failure', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { content: 42 }))
  const result = await apiRequest('/llm/tcfd', { schema: v.object({ content: v.string() }) })
  expect(result).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200 } })
})

test('a caller cancelling its own request gets the abort, not an offline report', async () => {
  const controller = new AbortController()
  fetchMock.mockImplementation((_url, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  )
  const pending = apiRequest('/health', { signal: controller.signal })
  controller.abort()
  await expect(pending).rejects.toThrow('aborted')
  expect(getConnectivity()).toBe('online')
})

test('an error answer carries its body and how long Retry-After asks to wait', async () => {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Still working' }), { status: 409, headers: { 'Retry-After': '3' } }))
  expect(await apiRequest('/llm/tcfd/chat/x', { method: 'POST', body: {} })).toEqual({
    ok: false,
    error: { kind: 'http', status: 409, detail: 'Still working', body: { detail: 'Still working' }, retryAfterMs: 3000 },
  })
})

test('Retry-After may be an HTTP date', () => {
  const now = Date.parse('2026-11-21T10:00:00Z')
  expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000)
  expect(parseRetryAfter('soon', now)).toBeUndefined()
  expect(parseRetryAfter(null, now)).toBeUndefined()
})
