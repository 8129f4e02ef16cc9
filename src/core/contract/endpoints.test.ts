import { expect, test, vi } from 'vitest'
import { allEndpoints as all, API_PREFIX, endpointPath, endpoints, isApiPath } from './endpoints'

test('every entry lives under the API prefix, and no two entries share a method and path', () => {
  const keys = all.map((entry) => `${entry.method} ${entry.path}`)
  expect(new Set(keys).size).toBe(keys.length)
  for (const entry of all) expect(isApiPath(entry.path)).toBe(true)
})

test('an entry with path parameters names each of them in its params schema', () => {
  for (const entry of all) {
    const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1])
    const declared = entry.params && 'entries' in entry.params ? Object.keys(entry.params.entries as object) : []
    expect(declared).toEqual(names)
  }
})

test('endpointPath fills in each parameter percent-encoded, then the defined query values', () => {
  expect(endpointPath(endpoints.drafts.get, { params: { id: 'a/b c' } })).toBe(
    `${API_PREFIX}/llm/write/draft/a%2Fb%20c`,
  )
  expect(endpointPath(endpoints.auth.confirm, { query: { token: 'x&y' } })).toBe(
    `${API_PREFIX}/auth/confirm?token=x%26y`,
  )
  expect(endpointPath(endpoints.drafts.list, { query: { limit: '200', cursor: undefined } })).toBe(
    `${API_PREFIX}/llm/write/drafts?limit=200`,
  )
  expect(endpointPath(endpoints.health, {})).toBe(`${API_PREFIX}/health`)
})

test('isApiPath is true for the prefix itself and every path below it', () => {
  for (const path of [API_PREFIX, `${API_PREFIX}/`, `${API_PREFIX}/health`, endpoints.chat.send.path])
    expect(isApiPath(path)).toBe(true)
})

test('isApiPath is false for app paths that only start like the API', () => {
  for (const path of [
    '/',
    `${API_PREFIX}x`,
    `${API_PREFIX}-docs`,
    `${API_PREFIX}s/health`,
    '/analyse',
    `/chat${API_PREFIX}`,
    `${API_PREFIX.toUpperCase()}/health`,
  ]) {
    expect(isApiPath(path)).toBe(false)
  }
})

// The contract loads while the app starts; a page's first Intl formatter loads the browser's locale data, 10-17 ms of
// main thread in one task (issue 16), so building the contract must not make one.
test('loading the contract makes no Intl formatter', async () => {
  vi.resetModules()
  const numberFormat = vi.spyOn(Intl, 'NumberFormat')
  const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString')
  try {
    await import('./endpoints')
    expect(numberFormat).not.toHaveBeenCalled()
    expect(toLocaleString).not.toHaveBeenCalled()
  } finally {
    numberFormat.mockRestore()
    toLocaleString.mockRestore()
  }
})
