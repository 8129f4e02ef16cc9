import { expect, test, vi } from 'vitest'
import { endpoints, type Endpoint } from '../../../core/contract/endpoints'
import { apiKey } from '../../test-utils'
import { createChatSession, sendChatMessage } from './chat'
import { getOfflineDb } from '../db'
import { createDraft, updateDraft } from './drafts'
import { SYNC_LOCK_NAME } from './leader'
import { handleOutboxSync, OutboxSyncIncomplete, type OutboxSyncEnv } from './outbox-drain'
import { createSyncEngine } from './sync-engine'
import { OUTBOX_SYNC_TAG, SYNC_PAUSED_KEY, SYNC_USER_KEY, writeSyncUser } from './sync-meta'
import { endpointOf, type FakeRequest } from './test-support/fake-api-server'
import { createFakeLocks } from './test-support/fake-locks'
import { ADA, createSyncHarness, quietSyncLogs } from './test-support/sync-harness'
import { clearUserData } from './user-data'

// The service worker's sync handler against the fake server: the page's outbox in (fake) IndexedDB, fetch stubbed
// with the harness's network. The harness's own engine is stopped at once, so every request here is the worker's,
// unless a test starts a page engine of its own to share the lock with.

quietSyncLogs()

async function draft(title = 'Report', content = 'Governance\n\nStrategy') {
  const result = await createDraft({ title, content })
  if (!result.ok) throw new Error(result.error)
  return result.id
}

/** A signed-in device whose tab has closed: the outbox holds work, nothing runs until the worker does. */
function closedTab() {
  const h = createSyncHarness()
  h.engine.stop()
  return h
}

/** Dispatches a sync event to the handler the way the browser would, and returns what waitUntil was given. */
async function dispatchSync(
  env: OutboxSyncEnv,
  tag = OUTBOX_SYNC_TAG,
): Promise<{ handled: boolean; settled: PromiseSettledResult<unknown> | undefined }> {
  let waited: Promise<unknown> | undefined
  const handled = handleOutboxSync(
    {
      tag,
      waitUntil: (promise) => {
        waited = promise
      },
    },
    env,
  )
  const [settled] = waited ? await Promise.allSettled([waited]) : [undefined]
  return { handled, settled }
}

function workerEnv(
  h: ReturnType<typeof createSyncHarness>,
  locks: LockManager | null = createFakeLocks(),
): OutboxSyncEnv {
  return {
    db: getOfflineDb(),
    locks,
    now: h.now,
    timeoutMs: 20,
    sendTimeoutMs: 20,
    hasWindowClients: async () => false,
  }
}

const writes = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET')
const describe = (request: FakeRequest) => `${request.method} ${request.path}`

test('the worker sends the queued work of the signed-in user in order, with the page requests and keys', async () => {
  const h = closedTab()
  await writeSyncUser(getOfflineDb(), ADA)
  const id = await draft()
  // A first try without a connection: the create has been attempted, so the edit queues behind it, not into it.
  h.network.offline = true
  await dispatchSync(workerEnv(h))
  h.network.offline = false
  await updateDraft(id, { content: 'Edited offline' })
  const session = await createChatSession()
  if (!session.ok) throw new Error(session.error)
  const message = await sendChatMessage(session.id, 'What does AASB S2 require on governance?')
  if (!message.ok) throw new Error(message.error)
  const keys = (await getOfflineDb().outbox.toArray()).map((entry) => entry.id)

  const { handled, settled } = await dispatchSync(workerEnv(h))

  expect(handled).toBe(true)
  expect(settled).toMatchObject({ status: 'fulfilled', value: { outcome: 'done', retry: false } })
  const sent = writes(h.requests)
  // Each chain in seq order: the draft's create before its update, the session before its message.
  const callsTo = (...entries: Endpoint[]) =>
    sent.filter((request) => entries.some((entry) => endpointOf(request)?.entry === entry)).map(describe)
  expect(callsTo(endpoints.drafts.create, endpoints.drafts.update)).toEqual([
    apiKey(endpoints.drafts.create),
    apiKey(endpoints.drafts.update, { params: { id } }),
  ])
  expect(callsTo(endpoints.chat.createSession, endpoints.chat.send)).toEqual([
    apiKey(endpoints.chat.createSession),
    apiKey(endpoints.chat.send, { params: { id: session.id } }),
  ])
  // The page's requests exactly: the entry's id as Idempotency-Key, If-Match on the update, the user's header.
  expect(sent.map((request) => request.headers['Idempotency-Key']).sort()).toEqual([...keys].sort())
  expect(sent.find((request) => request.method === 'PUT')?.headers['If-Match']).toBe('"1"')
  expect(sent.every((request) => request.headers['X-User-Email'] === ADA)).toBe(true)
  expect(h.chainOverlaps).toEqual([])
  expect(h.server.violations).toEqual([])
  // The answers are applied as the page applies them.
  expect(h.server.drafts.get(id)?.draft).toMatchObject({ content: 'Edited offline', rev: 2 })
  expect(await getOfflineDb().drafts.get(id)).toMatchObject({ rev: 2, syncState: 'synced' })
  expect(await getOfflineDb().chatMessages.get(message.id)).toMatchObject({ syncState: 'sent' })
  expect(h.server.replies.get(message.id)).toBe(1)
  expect(await getOfflineDb().outbox.count()).toBe(0)
})

test('other sync tags are left alone', async () => {
  const h = closedTab()
  await draft()
  await writeSyncUser(getOfflineDb(), ADA)
  expect((await dispatchSync(workerEnv(h), 'something-else')).handled).toBe(false)
  expect(h.requests).toEqual([])
})

test('without a signed-in user on record the worker sends nothing', async () => {
  const h = closedTab()
  await draft()
  const { settled } = await dispatchSync(workerEnv(h))
  expect(settled).toMatchObject({ status: 'fulfilled', value: { outcome: 'nobody-signed-in', retry: false } })
  expect(h.requests).toEqual([])
  expect(await getOfflineDb().outbox.count()).toBe(1)
})

test('while a tab leads the sync the worker sends nothing, and asks to be woken again while work is queued', async () => {
  const h = closedTab()
  const locks = createFakeLocks()
  const page = createSyncEngine({
    autoRun: false,
    locks,
    clock: { now: h.now, setTimeout: () => 0, clearTimeout: () => {} },
    timeoutMs: 20,
    sendTimeoutMs: 20,
  })
  page.start()
  await vi.waitFor(() => expect(page.isLeader()).toBe(true))
  const id = await draft()
  await writeSyncUser(getOfflineDb(), ADA)

  const busy = await dispatchSync(workerEnv(h, locks))
  expect(busy.settled).toMatchObject({ status: 'rejected', reason: expect.any(OutboxSyncIncomplete) })
  expect((busy.settled as PromiseRejectedResult).reason.result).toEqual({ outcome: 'leader-busy', retry: true })
  expect(h.requests).toEqual([])

  // The tab sends it; a sync event after that has nothing to do and ends cleanly.
  expect(await page.syncNow()).toBe('done')
  expect(await dispatchSync(workerEnv(h, locks))).toMatchObject({
    settled: { status: 'fulfilled', value: { outcome: 'leader-busy', retry: false } },
  })
  expect(writes(h.requests).map(describe)).toEqual([apiKey(endpoints.drafts.create)])

  // The tab closes with new work queued: the lock passes to the worker, which sends it once.
  await updateDraft(id, { content: 'Typed just before closing' })
  page.stop()
  await vi.waitFor(() => expect(locks.isHeld(SYNC_LOCK_NAME)).toBe(false))
  expect((await dispatchSync(workerEnv(h, locks))).settled).toMatchObject({
    status: 'fulfilled',
    value: { outcome: 'done' },
  })
  expect(writes(h.requests).map(describe)).toEqual([
    apiKey(endpoints.drafts.create),
    apiKey(endpoints.drafts.update, { params: { id } }),
  ])
  expect(h.server.violations).toEqual([])
})

test('a tab opened while the worker sends waits for the lock, and no entry goes out twice', async () => {
  const h = closedTab()
  const locks = createFakeLocks()
  const ids = [await draft('One'), await draft('Two'), await draft('Three')]
  await writeSyncUser(getOfflineDb(), ADA)
  const clock = { now: h.now, setTimeout: () => 0, clearTimeout: () => {} }
  const page = createSyncEngine({ autoRun: false, locks, clock, timeoutMs: 20, sendTimeoutMs: 20 })
  let pageOutcome: string | undefined
  // The tab opens while the worker's first request is on the wire.
  h.network.duringRequest = async () => {
    if (pageOutcome) return
    page.start()
    pageOutcome = await page.syncNow()
  }

  expect((await dispatchSync(workerEnv(h, locks))).settled).toMatchObject({
    status: 'fulfilled',
    value: { outcome: 'done' },
  })
  expect(pageOutcome).toBe('not-leader')
  await vi.waitFor(() => expect(page.isLeader()).toBe(true))
  expect(await page.syncNow()).toBe('done')
  page.stop()

  const posts = writes(h.requests)
  expect(posts.map(describe)).toEqual(ids.map(() => apiKey(endpoints.drafts.create)))
  expect(new Set(posts.map((request) => request.headers['Idempotency-Key'])).size).toBe(3)
  expect(h.server.counts.replays).toBe(0)
  expect(h.server.drafts.size).toBe(3)
})

test('with no connection the event fails so the browser retries, and the retry sends the same entry under the same key', async () => {
  const h = closedTab()
  const id = await draft()
  await writeSyncUser(getOfflineDb(), ADA)
  const [queued] = await getOfflineDb().outbox.toArray()

  h.network.offline = true
  const offline = await dispatchSync(workerEnv(h))
  expect(offline.settled).toMatchObject({ status: 'rejected', reason: expect.any(OutboxSyncIncomplete) })
  expect(await getOfflineDb().outbox.get(queued!.seq)).toMatchObject({ id: queued!.id, state: 'queued', attempts: 1 })

  // Back online, but the answer to the first attempt that reaches the server is lost: still a retry, not a failure.
  h.network.offline = false
  h.failNext('lose-response')
  expect((await dispatchSync(workerEnv(h))).settled).toMatchObject({ status: 'rejected' })
  expect((await dispatchSync(workerEnv(h))).settled).toMatchObject({ status: 'fulfilled', value: { outcome: 'done' } })

  const posts = writes(h.requests)
  expect(posts).toHaveLength(2)
  expect(posts.every((request) => request.headers['Idempotency-Key'] === queued!.id)).toBe(true)
  expect(h.server.counts.replays).toBe(1)
  expect(h.server.drafts.size).toBe(1)
  expect(await getOfflineDb().drafts.get(id)).toMatchObject({ rev: 1, syncState: 'synced' })
})

test('an entry the server refuses is kept as failed for the user, not dropped, and the event ends', async () => {
  const h = closedTab()
  const id = await draft()
  await writeSyncUser(getOfflineDb(), ADA)
  h.failNext('refuse')
  expect((await dispatchSync(workerEnv(h))).settled).toMatchObject({
    status: 'fulfilled',
    value: { outcome: 'done', retry: false },
  })
  expect(await getOfflineDb().drafts.get(id)).toMatchObject({ syncState: 'failed' })
  expect(await getOfflineDb().outbox.toArray()).toMatchObject([{ recordId: id, state: 'failed' }])
})

test('a session the server no longer accepts pauses the outbox until the user signs in again', async () => {
  const h = closedTab()
  await draft()
  await writeSyncUser(getOfflineDb(), ADA)
  h.server.expireSession(ADA)
  expect((await dispatchSync(workerEnv(h))).settled).toMatchObject({
    status: 'fulfilled',
    value: { outcome: 'needs-sign-in', retry: false },
  })
  expect((await getOfflineDb().meta.get(SYNC_PAUSED_KEY))?.value).toBe(ADA)
  expect(await getOfflineDb().outbox.toArray()).toMatchObject([{ state: 'queued' }])
  // Paused: the next event does not try the refused session again.
  const before = h.requests.length
  expect((await dispatchSync(workerEnv(h))).settled).toMatchObject({
    status: 'fulfilled',
    value: { outcome: 'needs-sign-in' },
  })
  expect(h.requests).toHaveLength(before)
})

test('entries a closed tab left in flight are sent again, same key, once the worker holds the lock', async () => {
  const h = closedTab()
  await draft()
  await writeSyncUser(getOfflineDb(), ADA)
  const [entry] = await getOfflineDb().outbox.toArray()
  await getOfflineDb().outbox.update(entry!.seq, { state: 'inflight', attempts: 1 })
  expect((await dispatchSync(workerEnv(h))).settled).toMatchObject({ status: 'fulfilled', value: { outcome: 'done' } })
  expect(writes(h.requests).map((request) => request.headers['Idempotency-Key'])).toEqual([entry!.id])
})

test('without Web Locks the worker leaves the outbox to an open tab', async () => {
  const h = closedTab()
  await draft()
  await writeSyncUser(getOfflineDb(), ADA)
  const env = { ...workerEnv(h, null), hasWindowClients: async () => true }
  expect((await dispatchSync(env)).settled).toMatchObject({ status: 'fulfilled', value: { outcome: 'leader-busy' } })
  expect(h.requests).toEqual([])
  expect((await dispatchSync({ ...env, hasWindowClients: async () => false })).settled).toMatchObject({
    status: 'fulfilled',
    value: { outcome: 'done' },
  })
  expect(await getOfflineDb().meta.get(SYNC_USER_KEY)).toMatchObject({ value: ADA })
})

test('after the user signs out here, the worker has nobody to send for', async () => {
  const h = closedTab()
  await draft()
  await writeSyncUser(getOfflineDb(), ADA)
  await clearUserData(ADA)
  expect(await getOfflineDb().meta.get(SYNC_USER_KEY)).toBeUndefined()
  expect((await dispatchSync(workerEnv(h))).settled).toMatchObject({
    status: 'fulfilled',
    value: { outcome: 'nobody-signed-in' },
  })
  expect(h.requests).toEqual([])
})
