import { expect, test, vi } from 'vitest'
import { clearStoredUser, loadStoredUser, storeUser } from '../../lib/stored-user'
import { getOfflineDb } from '../db'
import { startSyncEngine } from './start-sync'
import { SYNC_USER_KEY } from './sync-meta'
import { requestSync } from './sync-request'
import { quietSyncLogs } from './test-support/sync-harness'

quietSyncLogs()

const syncUser = async () => (await getOfflineDb().meta.get(SYNC_USER_KEY))?.value

/** A server that answers every call with 503: the engine's rounds end at once and start no probes. */
function failingServer() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ detail: 'Down for the test' }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** Lets the engine's round in progress finish before the test's database is deleted. */
async function settle(fetch: ReturnType<typeof failingServer>, calls: number) {
  await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(calls))
  await new Promise((resolve) => setTimeout(resolve, 50))
}

test('the service worker is told who is signed in, and that nobody is once they sign out', async () => {
  const fetch = failingServer()
  storeUser({ email: 'ada@example.com', first_name: 'Ada' })
  const stop = startSyncEngine()
  try {
    await vi.waitFor(async () => expect(await syncUser()).toBe('ada@example.com'))
    await settle(fetch, 1)
    clearStoredUser()
    await vi.waitFor(async () => expect(await syncUser()).toBeUndefined())
    const before = fetch.mock.calls.length
    storeUser({ email: 'grace@example.com', first_name: 'Grace' })
    await vi.waitFor(async () => expect(await syncUser()).toBe('grace@example.com'))
    await settle(fetch, before + 1)
  } finally {
    stop()
  }
})

test('a record left from an earlier session is removed when the app starts with nobody signed in', async () => {
  failingServer()
  await getOfflineDb().meta.put({ key: SYNC_USER_KEY, value: 'ada@example.com' })
  loadStoredUser()
  const stop = startSyncEngine()
  try {
    await vi.waitFor(async () => expect(await syncUser()).toBeUndefined())
  } finally {
    stop()
  }
})

test('a screen asking for a sync reaches the running engine, and nothing once it has stopped', async () => {
  const fetch = failingServer()
  storeUser({ email: 'ada@example.com', first_name: 'Ada' })
  const stop = startSyncEngine()
  try {
    await settle(fetch, 1)
    const before = fetch.mock.calls.length
    requestSync()
    await settle(fetch, before + 1)
  } finally {
    stop()
  }
  const after = fetch.mock.calls.length
  requestSync()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(fetch.mock.calls.length).toBe(after)
})
