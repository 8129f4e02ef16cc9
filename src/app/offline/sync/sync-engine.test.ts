import { expect, test, vi } from 'vitest'
import { endpointPath, endpoints } from '../../../core/contract/endpoints'
import { PAGE_SIZE_MAX } from '../../../core/contract/pages'
import { getAuthState } from '../../lib/stored-user'
import { apiKey } from '../../test-utils'
import { createChatSession, recordOfflineAnswer, retryChat, sendChatMessage } from './chat'
import { getOfflineDb } from '../db'
import { createDraft, deleteDraft, resolveConflict, updateDraft } from './drafts'
import { RESTORED_NOTICE } from './apply-draft-answers'
import { createSyncEngine } from './sync-engine'
import { endpointOf, type FakeRequest } from './test-support/fake-api-server'
import { ADA, createSyncHarness, quietSyncLogs, signInAgain } from './test-support/sync-harness'
import { SYNC_PAUSED_KEY } from './sync-meta'

quietSyncLogs()

async function draft(title = 'Report', content = 'Governance\n\nStrategy\n\nRisk') {
  const result = await createDraft({ title, content })
  if (!result.ok) throw new Error(result.error)
  return result.id
}

const local = (id: string) => getOfflineDb().drafts.get(id)
const outboxSize = () => getOfflineDb().outbox.count()

test('replays a create, an update and a delete in order, with Idempotency-Key and If-Match', async () => {
  const h = createSyncHarness()
  const id = await draft()
  expect(await h.sync()).toBe('done')
  await updateDraft(id, { content: 'Edited' })
  expect(await h.sync()).toBe('done')
  await deleteDraft(id)
  expect(await h.sync()).toBe('done')

  const writes = h.requests.filter((request) => request.method !== 'GET')
  expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
    apiKey(endpoints.drafts.create),
    apiKey(endpoints.drafts.update, { params: { id } }),
    apiKey(endpoints.drafts.delete, { params: { id } }),
  ])
  expect(writes[0]!.body).toMatchObject({ id, title: 'Report' })
  expect(writes.every((request) => /^[0-9a-f-]{36}$/.test(request.headers['Idempotency-Key']!))).toBe(true)
  expect(new Set(writes.map((request) => request.headers['Idempotency-Key'])).size).toBe(3)
  expect(writes[1]!.headers['If-Match']).toBe('"1"')
  expect(writes[2]!.headers['If-Match']).toBe('"2"')
  expect(h.server.drafts.size).toBe(0)
  expect(await outboxSize()).toBe(0)
})

test('a create whose answer was lost is sent again under the same key and exists once', async () => {
  const h = createSyncHarness()
  const id = await draft()
  h.failNext('lose-response')
  expect(await h.sync()).toBe('offline')
  expect(h.server.drafts.size).toBe(1)
  expect(await h.sync()).toBe('done')
  const posts = h.requests.filter((request) => request.method === 'POST')
  expect(posts).toHaveLength(2)
  expect(posts[0]!.headers['Idempotency-Key']).toBe(posts[1]!.headers['Idempotency-Key'])
  expect(h.server.counts.replays).toBe(1)
  expect(await local(id)).toMatchObject({ rev: 1, syncState: 'synced' })
})

test('a page reload while a request is in flight sends it again, same key, from the new page', async () => {
  const h = createSyncHarness()
  const session = await createChatSession()
  if (!session.ok) throw new Error(session.error)
  await sendChatMessage(session.id, 'What does AASB S2 require on governance?')
  await h.sync()
  const message = await sendChatMessage(session.id, 'And on strategy?')
  if (!message.ok) throw new Error(message.error)
  h.failNext('reload')
  expect(await h.syncOrReload()).toBe('reload')
  expect(await h.sync()).toBe('done')
  const sends = h.requests.filter(
    (request) =>
      request.path === endpointPath(endpoints.chat.send, { params: { id: session.id } }) &&
      request.body &&
      (request.body as { message_id: string }).message_id === message.id,
  )
  expect(sends).toHaveLength(2)
  expect(sends[0]!.headers['Idempotency-Key']).toBe(sends[1]!.headers['Idempotency-Key'])
  const server = h.server.sessionWithMessages(session.id)!
  expect(server.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
    'What does AASB S2 require on governance?',
    'And on strategy?',
  ])
  expect(h.server.replies.get(message.id)).toBe(1)
  expect(await outboxSize()).toBe(0)
})

test('edits of different paragraphs on two devices merge and are sent against the new revision', async () => {
  const h = createSyncHarness()
  const id = await draft('Report', 'Governance\n\nStrategy\n\nRisk')
  await h.sync()
  h.server.otherDeviceEditDraft(id, (d) => ({
    title: d.title,
    content: 'Governance\n\nStrategy\n\nRisk management process',
  }))
  await updateDraft(id, { content: 'Governance by the board\n\nStrategy\n\nRisk' })
  expect(await h.sync()).toBe('done')
  const merged = 'Governance by the board\n\nStrategy\n\nRisk management process'
  expect(h.server.drafts.get(id)!.draft).toMatchObject({ content: merged, rev: 3 })
  expect(await local(id)).toMatchObject({ content: merged, rev: 3, syncState: 'synced' })
  const puts = h.requests.filter((request) => request.method === 'PUT')
  expect(puts.map((request) => request.headers['If-Match'])).toEqual(['"1"', '"2"'])
  expect(puts[0]!.headers['Idempotency-Key']).not.toBe(puts[1]!.headers['Idempotency-Key'])
})

test('overlapping edits keep the local text, store the server version and wait for the user', async () => {
  const h = createSyncHarness()
  const id = await draft('Report', 'Governance\n\nStrategy')
  await h.sync()
  h.server.otherDeviceEditDraft(id, (d) => ({ title: d.title, content: 'Governance\n\nStrategy (theirs)' }))
  await updateDraft(id, { content: 'Governance\n\nStrategy (mine)' })
  expect(await h.sync()).toBe('done')
  expect(await local(id)).toMatchObject({ content: 'Governance\n\nStrategy (mine)', syncState: 'conflict' })
  expect(await getOfflineDb().draftConflicts.where('draftId').equals(id).first()).toMatchObject({
    serverContent: 'Governance\n\nStrategy (theirs)',
    serverRev: 2,
    localContent: 'Governance\n\nStrategy (mine)',
  })
  const before = h.requests.length
  await updateDraft(id, { content: 'Governance\n\nStrategy (mine, more)' })
  await h.sync()
  expect(h.requests.slice(before).filter((request) => request.method === 'PUT')).toHaveLength(0)

  await resolveConflict(id, 'mine')
  await h.sync()
  expect(h.server.drafts.get(id)!.draft).toMatchObject({ content: 'Governance\n\nStrategy (mine, more)', rev: 3 })
  expect(await local(id)).toMatchObject({ syncState: 'synced', rev: 3 })
  expect(await getOfflineDb().draftConflicts.count()).toBe(0)
})

test("a PUT whose answer was lost is recognised in the 412 as this device's own save, not a conflict", async () => {
  const h = createSyncHarness()
  const id = await draft()
  await h.sync()
  await updateDraft(id, { content: 'Saved once' })
  h.failNext('lose-response')
  expect(await h.sync()).toBe('offline')
  expect(await h.sync()).toBe('done')
  expect(h.server.counts.stale412).toBe(1)
  expect(await local(id)).toMatchObject({ content: 'Saved once', rev: 2, syncState: 'synced' })
  expect(await getOfflineDb().draftConflicts.count()).toBe(0)
})

test('text typed while a save is in flight is sent after it', async () => {
  const h = createSyncHarness()
  const id = await draft()
  await h.sync()
  await updateDraft(id, { content: 'First' })
  h.network.duringRequest = async () => {
    h.network.duringRequest = null
    await updateDraft(id, { content: 'Second' })
  }
  await h.sync()
  expect(await local(id)).toMatchObject({ content: 'Second', syncState: 'pending', rev: 2 })
  await h.sync()
  expect(h.server.drafts.get(id)!.draft).toMatchObject({ content: 'Second', rev: 3 })
  expect(await local(id)).toMatchObject({ syncState: 'synced', rev: 3 })
})

test('a 401 pauses sync and keeps everything; signing in again resumes', async () => {
  const h = createSyncHarness()
  const id = await draft()
  h.failNext('session-expired')
  expect(await h.sync()).toBe('needs-sign-in')
  expect(getAuthState().user).toBeNull()
  expect((await getOfflineDb().meta.get(SYNC_PAUSED_KEY))?.value).toBe(ADA)
  expect(await local(id)).toMatchObject({ syncState: 'pending' })
  expect(await outboxSize()).toBe(1)

  signInAgain(h.server)
  expect(await h.sync()).toBe('done')
  expect(h.server.drafts.has(id)).toBe(true)
  expect(await getOfflineDb().meta.get(SYNC_PAUSED_KEY)).toBeUndefined()
})

test('a refused change is marked failed with its reason and kept; other records go on', async () => {
  const h = createSyncHarness()
  const refused = await draft('Refused')
  const fine = await draft('Fine')
  h.failNext('refuse')
  expect(await h.sync()).toBe('done')
  expect(await local(refused)).toMatchObject({ syncState: 'failed', error: 'Refused by the test', title: 'Refused' })
  expect(await local(fine)).toMatchObject({ syncState: 'synced' })
  expect(h.server.drafts.has(refused)).toBe(false)
  await updateDraft(refused, { title: 'Refused, then fixed' })
  await h.sync()
  expect(h.server.drafts.get(refused)!.draft.title).toBe('Refused, then fixed')
})

test('a server error stops the round; the backoff doubles with jitter up to a cap and ends with a real answer', async () => {
  const delays: number[] = []
  let now = 0
  const timers: Array<() => void> = []
  const h = createSyncHarness({
    engine: {
      autoRun: true,
      random: () => 0.5,
      clock: { now: () => now, setTimeout: (run, ms) => (delays.push(ms), timers.push(run)), clearTimeout: () => {} },
    },
  })
  // The round every start triggers.
  expect(await h.sync()).toBe('done')
  await draft()
  h.failNext('server-error', 'server-error', 'lose-request', 'server-error')
  expect(await h.sync()).toBe('server-error')
  expect(await h.sync()).toBe('server-error')
  expect(await h.sync()).toBe('offline')
  expect(await h.sync()).toBe('server-error')
  // Equal jitter: half of 1 s, 2 s, 4 s, 8 s fixed, plus half the random 0.5 of the other half.
  expect(delays.slice(-4)).toEqual([750, 1500, 3000, 6000])
  now += 6000
  expect(await h.sync()).toBe('done')
  h.engine.stop()
  expect(h.server.drafts.size).toBe(1)
})

// fake-indexeddb works on setImmediate turns, which the DOM's types do not know.
const realImmediate = (globalThis as unknown as { setImmediate: (run: () => void) => void }).setImmediate

/**
 * The engine on its own timers, faked: time moves in small steps, and between steps the device database (whose
 * work runs on real setImmediate turns, which stay unfaked) finishes what the engine started.
 */
function onFakeTimers(options: Parameters<typeof createSyncHarness>[0] = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2026-11-24T09:00:00Z') })
  const clock = {
    now: () => Date.now(),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const h = createSyncHarness({ ...options, engine: { autoRun: true, clock, random: () => 0.5, ...options.engine } })
  const passTime = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) {
      await vi.advanceTimersByTimeAsync(100)
      for (let turn = 0; turn < 40; turn++) await new Promise<void>((resolve) => realImmediate(resolve))
    }
  }
  return { h, passTime }
}

const isSend = (request: FakeRequest) => endpointOf(request)?.entry === endpoints.chat.send

test('a question the server keeps refusing (500) fails within 15 s after a few tries, and Retry sends it again', async () => {
  try {
    const { h, passTime } = onFakeTimers()
    const session = await createChatSession()
    if (!session.ok) throw new Error(session.error)
    await passTime(1_000)
    expect(h.server.sessions.has(session.id)).toBe(true)

    const record = h.network.chooseFault
    h.network.chooseFault = (request) => (record(request), isSend(request) ? 'server-error' : 'none')
    const question = await sendChatMessage(session.id, 'What does AASB S2 require on governance?')
    if (!question.ok) throw new Error(question.error)
    await passTime(15_000)

    const sends = h.requests.filter(isSend)
    expect(sends.length).toBeGreaterThan(2)
    expect(sends.length).toBeLessThan(9)
    expect(await getOfflineDb().chatMessages.get(question.id)).toMatchObject({
      syncState: 'failed',
      error: 'Service unavailable',
      content: 'What does AASB S2 require on governance?',
    })
    expect(await getOfflineDb().outbox.where('recordId').equals(question.id).first()).toMatchObject({ state: 'failed' })
    await passTime(30_000)
    expect(h.requests.filter(isSend)).toHaveLength(sends.length)

    h.network.chooseFault = (request) => (record(request), 'none')
    await retryChat(session.id)
    await h.sync()
    expect(h.server.replies.get(question.id)).toBe(1)
    expect(await getOfflineDb().chatMessages.get(question.id)).toMatchObject({ syncState: 'sent' })
    h.engine.stop()
  } finally {
    vi.useRealTimers()
  }
})

test('a draft the server keeps refusing fails within 15 s; a delete it refuses goes on being tried', async () => {
  try {
    const { h, passTime } = onFakeTimers()
    const gone = await draft('Deleted here')
    await passTime(1_000)
    const record = h.network.chooseFault
    h.network.chooseFault = (request) => (record(request), request.method === 'GET' ? 'none' : 'server-error')
    await deleteDraft(gone)
    const id = await draft('Annual report', 'Governance')
    await passTime(15_000)

    expect(await local(id)).toMatchObject({ syncState: 'failed', error: 'Service unavailable', content: 'Governance' })
    const deletes = () => h.requests.filter((request) => request.method === 'DELETE').length
    const before = deletes()
    expect(await getOfflineDb().outbox.where('recordId').equals(gone).first()).toMatchObject({ state: 'queued' })
    await passTime(60_000)
    expect(deletes()).toBeGreaterThan(before)
    h.engine.stop()
  } finally {
    vi.useRealTimers()
  }
})

test('a second send while the first is still being answered waits as Retry-After asks, and gets one reply', async () => {
  const h = createSyncHarness()
  const session = await createChatSession()
  if (!session.ok) throw new Error(session.error)
  await h.sync()
  const message = await sendChatMessage(session.id, 'Explain scenario analysis')
  if (!message.ok) throw new Error(message.error)
  h.failNext('slow')
  expect(await h.sync()).toBe('offline')
  expect(await h.sync()).toBe('done')
  const entry = (await getOfflineDb().outbox.toArray())[0]!
  expect(entry.nextAttemptAt).toBe(h.now() + 1000)
  h.network.completeSlowWork()
  h.advance(1000)
  expect(await h.sync()).toBe('done')
  expect(h.server.replies.get(message.id)).toBe(1)
  const messages = await getOfflineDb()
    .chatMessages.where('[sessionId+position]')
    .between([session.id, -Infinity], [session.id, Infinity])
    .toArray()
  expect(messages.map((m) => [m.role, m.syncState])).toEqual([
    ['user', 'sent'],
    ['assistant', 'sent'],
  ])
})

test('the server reply goes after an offline answer, which stays labelled offline', async () => {
  const h = createSyncHarness()
  const session = await createChatSession()
  if (!session.ok) throw new Error(session.error)
  const question = await sendChatMessage(session.id, 'What is a transition risk?')
  if (!question.ok) throw new Error(question.error)
  await recordOfflineAnswer(question.id, { content: 'Offline answer' })
  const later = await sendChatMessage(session.id, 'Thanks')
  if (!later.ok) throw new Error(later.error)
  await h.sync()
  const messages = await getOfflineDb()
    .chatMessages.where('[sessionId+position]')
    .between([session.id, -Infinity], [session.id, Infinity])
    .toArray()
  expect(messages.map((m) => [m.content, m.offline ?? false])).toEqual([
    ['What is a transition risk?', false],
    ['Offline answer', true],
    ['Answer to: What is a transition risk?', false],
    ['Thanks', false],
    ['Answer to: Thanks', false],
  ])
  expect(await getOfflineDb().chatSessions.get(session.id)).toMatchObject({
    title: 'What is a transition risk?',
    syncState: 'synced',
  })
})

test("a pull brings other devices' work, only when the outbox is empty, and never over unsent changes", async () => {
  const h = createSyncHarness()
  const mine = await draft('Mine', 'A')
  const kept = await draft('Kept', 'B')
  await h.sync()
  h.server.otherDeviceCreateDraft(ADA, '00000000-0000-4000-a000-000000000001', 'From the laptop', 'Laptop text')
  h.server.otherDeviceEditDraft(mine, () => ({ title: 'Mine', content: 'A, edited on the laptop' }))
  h.server.otherDeviceEditDraft(kept, () => ({ title: 'Kept', content: 'B, edited on the laptop' }))

  await updateDraft(kept, { content: 'B, edited here' })
  const before = h.requests.length
  h.failNext('lose-request')
  await h.sync(true)
  expect(h.requests.slice(before).some((request) => request.path === endpointPath(endpoints.drafts.list, {}))).toBe(
    false,
  )

  h.failNext('refuse')
  await h.sync(true)
  expect(await local(kept)).toMatchObject({ content: 'B, edited here', syncState: 'failed' })
  expect(await local(mine)).toMatchObject({ content: 'A, edited on the laptop', rev: 2, syncState: 'synced' })
  expect(await local('00000000-0000-4000-a000-000000000001')).toMatchObject({
    title: 'From the laptop',
    syncState: 'synced',
  })

  h.server.drafts.delete(mine)
  await h.sync(true)
  expect(await local(mine)).toBeUndefined()
  expect(await local(kept)).toMatchObject({ content: 'B, edited here' })
})

test('a pull reads every page of both lists, and applies none of a list whose later page failed', async () => {
  const h = createSyncHarness()
  h.server.pageSize = 2
  const mine = [await draft('Mine 1'), await draft('Mine 2'), await draft('Mine 3')]
  await h.sync()
  const laptop = Array.from(
    { length: 4 },
    (_, i) => h.server.otherDeviceCreateDraft(ADA, `00000000-0000-4000-a000-00000000000${i}`, `Laptop ${i}`, 'Text').id,
  )
  const chats = Array.from({ length: 5 }, () => crypto.randomUUID())
  for (const id of chats)
    h.server.sessions.set(id, {
      owner: ADA,
      summary: {
        id,
        title: 'From the laptop',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
      messages: [],
    })

  const before = h.requests.length
  expect(await h.sync(true)).toBe('done')
  const lists = h.requests.slice(before).filter((request) => request.method === 'GET' && request.path.endsWith('s'))
  expect(lists.map((request) => request.path)).toEqual([
    ...Array(4).fill(endpointPath(endpoints.drafts.list, {})),
    ...Array(3).fill(endpointPath(endpoints.chat.listSessions, {})),
  ])
  expect(lists.every((request) => new URLSearchParams(request.query).get('limit') === String(PAGE_SIZE_MAX))).toBe(true)
  const db = getOfflineDb()
  expect((await db.drafts.toArray()).map((d) => d.id).sort()).toEqual([...mine, ...laptop].sort())
  expect((await db.chatSessions.toArray()).map((s) => s.id).sort()).toEqual([...chats].sort())

  // The second page of drafts fails: nothing is removed for lacking from the first page alone.
  h.server.drafts.delete(laptop[0]!)
  h.failNext('none', 'server-error')
  expect(await h.sync(true)).toBe('server-error')
  expect(await db.drafts.count()).toBe(7)
  expect(await h.sync(true)).toBe('done')
  expect((await db.drafts.toArray()).map((d) => d.id).sort()).toEqual([...mine, ...laptop.slice(1)].sort())
})

test("deleting a draft another device has changed since keeps that device's text", async () => {
  const h = createSyncHarness()
  const id = await draft('Report', 'A')
  await h.sync()
  h.server.otherDeviceEditDraft(id, () => ({ title: 'Report', content: 'A, with work from the laptop' }))
  await deleteDraft(id)
  await h.sync()
  expect(h.server.drafts.has(id)).toBe(true)
  expect(await local(id)).toMatchObject({
    content: 'A, with work from the laptop',
    syncState: 'synced',
    notice: RESTORED_NOTICE,
  })
})

test('a delete that crossed its own unacknowledged save deletes', async () => {
  const h = createSyncHarness()
  const id = await draft('Report', 'A')
  await h.sync()
  await updateDraft(id, { content: 'A2' })
  h.failNext('lose-response')
  await h.sync()
  await deleteDraft(id)
  await h.sync()
  expect(h.server.drafts.has(id)).toBe(false)
  expect(await local(id)).toBeUndefined()
  expect(await outboxSize()).toBe(0)
})

test('when the stored answer has expired, a repeated create finds its draft instead of failing', async () => {
  const h = createSyncHarness()
  const id = await draft()
  h.failNext('lose-response')
  await h.sync()
  h.server.forgetIdempotencyRecords(ADA)
  expect(await h.sync()).toBe('done')
  expect(await local(id)).toMatchObject({ rev: 1, syncState: 'synced' })
  expect(h.server.violations).toEqual([])
})

test('with Web Locks, one tab leads; another takes over when it goes', async () => {
  createSyncHarness()
  const queue: Array<() => Promise<unknown>> = []
  let held = false
  const locks = {
    request: (_name: string, _options: unknown, callback: () => Promise<unknown>) =>
      new Promise((resolve) => {
        const run = async () => {
          held = true
          resolve(await callback())
          held = false
          await queue.shift()?.()
        }
        if (held) queue.push(run)
        else void run()
      }),
  } as unknown as LockManager
  const first = createSyncEngine({ autoRun: false, locks })
  const second = createSyncEngine({ autoRun: false, locks })
  first.start()
  second.start()
  await vi.waitFor(() => expect(first.isLeader()).toBe(true))
  expect(second.isLeader()).toBe(false)
  expect(await second.syncNow()).toBe('not-leader')
  first.stop()
  await vi.waitFor(() => expect(second.isLeader()).toBe(true))
  second.stop()
})

test('running on its own, the leader sends a local write shortly after it is made, and retries when the browser is back online', async () => {
  const realTimers = {
    now: () => Date.now(),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const h = createSyncHarness({ engine: { autoRun: true, clock: realTimers, writeDelayMs: 10 } })
  await h.sync()
  const first = await draft('Sent by itself')
  await vi.waitFor(() => expect(h.server.drafts.has(first)).toBe(true))

  h.network.offline = true
  const second = await draft('Sent when back online')
  await new Promise((resolve) => setTimeout(resolve, 60))
  expect(h.server.drafts.has(second)).toBe(false)
  h.network.offline = false
  // Well before the backoff timer (at least 500 ms after the failed attempt) would have retried.
  window.dispatchEvent(new Event('online'))
  await vi.waitFor(() => expect(h.server.drafts.has(second)).toBe(true), { timeout: 300 })
  h.engine.stop()
})
