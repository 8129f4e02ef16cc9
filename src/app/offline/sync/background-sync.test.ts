import { expect, test, vi } from 'vitest'
import { backgroundSyncSupported, requestBackgroundSync, type BackgroundSyncScope } from './background-sync'
import { createDraft } from './drafts'
import { OUTBOX_SYNC_TAG } from './sync-meta'
import { createSyncHarness, quietSyncLogs } from './test-support/sync-harness'

quietSyncLogs()

/** A browser with a service worker; `sync` is what its registration offers (absent where Background Sync is not). */
function browserScope(
  sync: { register: (tag: string) => Promise<void> } | undefined,
  withSyncManager = true,
): BackgroundSyncScope {
  const registration = { sync } as unknown as ServiceWorkerRegistration
  return {
    ...(withSyncManager ? { SyncManager: class {} } : {}),
    navigator: { serviceWorker: { ready: Promise.resolve(registration) } },
  }
}

test('where Background Sync is supported, the outbox tag is registered with the active service worker', async () => {
  const register = vi.fn(() => Promise.resolve())
  const scope = browserScope({ register })
  expect(backgroundSyncSupported(scope)).toBe(true)
  expect(await requestBackgroundSync(scope)).toBe(true)
  expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG)
})

test('calls made while the service worker is not ready yet share one registration', async () => {
  const register = vi.fn(() => Promise.resolve())
  const scope = browserScope({ register })
  const [first, second] = await Promise.all([requestBackgroundSync(scope), requestBackgroundSync(scope)])
  expect([first, second]).toEqual([true, true])
  expect(register).toHaveBeenCalledTimes(1)
  // Once settled, the next call registers again (the tag may have run meanwhile).
  await requestBackgroundSync(scope)
  expect(register).toHaveBeenCalledTimes(2)
})

test('without SyncManager nothing is registered, and the service worker is not even waited for', async () => {
  const ready = vi.fn()
  const scope: BackgroundSyncScope = {
    navigator: {
      serviceWorker: {
        get ready() {
          ready()
          return new Promise<ServiceWorkerRegistration>(() => {})
        },
      },
    },
  }
  expect(backgroundSyncSupported(scope)).toBe(false)
  expect(await requestBackgroundSync(scope)).toBe(false)
  expect(ready).not.toHaveBeenCalled()
  expect(backgroundSyncSupported({ SyncManager: class {} })).toBe(false)
  expect(await requestBackgroundSync({ SyncManager: class {} })).toBe(false)
})

test('this test environment (jsdom) has no Background Sync, so the default scope is a no-op', async () => {
  expect(backgroundSyncSupported()).toBe(false)
  expect(await requestBackgroundSync()).toBe(false)
})

test('a registration without sync, or one the browser refuses, is no registration and no error', async () => {
  expect(await requestBackgroundSync(browserScope(undefined))).toBe(false)
  const refused = vi.fn(() => Promise.reject(new DOMException('Background Sync is disabled', 'NotAllowedError')))
  expect(await requestBackgroundSync(browserScope({ register: refused }))).toBe(false)
  expect(refused).toHaveBeenCalled()
})

test('the sync engine asks for a background sync when a round leaves work queued, and not when all was sent', async () => {
  const backgroundSync = vi.fn()
  const h = createSyncHarness({ engine: { backgroundSync } })
  const result = await createDraft({ title: 'Report', content: 'Governance' })
  if (!result.ok) throw new Error(result.error)

  h.network.offline = true
  expect(await h.sync()).toBe('offline')
  expect(backgroundSync).toHaveBeenCalledTimes(1)

  h.failNext('server-error')
  h.network.offline = false
  expect(await h.sync()).toBe('server-error')
  expect(backgroundSync).toHaveBeenCalledTimes(2)

  expect(await h.sync()).toBe('done')
  expect(backgroundSync).toHaveBeenCalledTimes(2)
})

test('running on its own, the leader asks for a background sync as soon as a change is queued', async () => {
  const backgroundSync = vi.fn()
  const realTimers = {
    now: () => Date.now(),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const h = createSyncHarness({ engine: { autoRun: true, clock: realTimers, writeDelayMs: 10_000, backgroundSync } })
  await h.sync()
  backgroundSync.mockClear()
  await createDraft({ title: 'Queued', content: 'Then the tab is closed' })
  await vi.waitFor(() => expect(backgroundSync).toHaveBeenCalled())
  // Long before the round that would send it (writeDelayMs): a tab closed now still gets it sent.
  expect(h.server.drafts.size).toBe(0)
  h.engine.stop()
})
