import { expect, test, vi } from 'vitest'
import { getAuthState } from '../../lib/stored-user'
import { createChatSession, sendChatMessage } from './chat'
import { getOfflineDb } from '../db'
import { createDraft, resolveConflict, updateDraft } from './drafts'
import { createSyncEngine } from './sync-engine'
import type { FakeRequest } from './test-support/fake-api-server'
import type { Fault } from './test-support/faulty-fetch'
import { seededRandom } from './test-support/seeded-random'
import { ADA, chainOfRequest, createSyncHarness, quietSyncLogs, signInAgain } from './test-support/sync-harness'
import { SYNC_PAUSED_KEY } from './sync-meta'

// The engine replays several chains at once (docs/decisions/061). These tests give every request a few turns of the
// event loop on the wire, so the engine's workers really overlap, and watch what the fake server is sent.

quietSyncLogs()

async function drafts(count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const result = await createDraft({ title: `Draft ${i}`, content: `Governance ${i}` })
    if (!result.ok) throw new Error(result.error)
    ids.push(result.id)
  }
  return ids
}

const outboxSize = () => getOfflineDb().outbox.count()
/** Turns of the event loop each way: long enough for all four workers to claim their entries and send. */
const SLOW_WIRE = 12
const writes = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET')

test('entries of different drafts are on the wire at once, four by default, never two of one draft', async () => {
  const h = createSyncHarness()
  h.network.latency = () => SLOW_WIRE
  const ids = await drafts(7)
  const arrivals: string[][] = []
  const choose = h.network.chooseFault
  h.network.chooseFault = (request) => {
    arrivals.push(h.network.inFlight.map((sent) => chainOfRequest(sent) ?? ''))
    return choose(request)
  }

  expect(await h.sync()).toBe('done')
  expect(h.peakInFlight).toBe(4)
  // The server saw a request arrive while requests for three other drafts were still on the wire.
  expect(arrivals.some((chains) => new Set(chains).size === 4)).toBe(true)
  expect(h.chainOverlaps).toEqual([])
  expect(ids.every((id) => h.server.drafts.has(id))).toBe(true)
  expect(await outboxSize()).toBe(0)
})

test('maxInFlight sets how many requests go out at once', async () => {
  const two = createSyncHarness({ engine: { maxInFlight: 2 } })
  two.network.latency = () => SLOW_WIRE
  await drafts(5)
  expect(await two.sync()).toBe('done')
  expect(two.peakInFlight).toBe(2)
  two.engine.stop()

  const one = createSyncHarness({ engine: { maxInFlight: 1 } })
  one.network.latency = () => SLOW_WIRE
  await drafts(3)
  expect(await one.sync()).toBe('done')
  expect(one.peakInFlight).toBe(1)
})

test('under faults, chains go side by side and each keeps its order: sessions before their messages, edits in the order typed', async () => {
  const rng = seededRandom(61)
  const h = createSyncHarness({ random: () => rng.next() })
  h.network.latency = () => rng.int(3)
  const faults: Array<[Fault, number]> = [
    ['none', 0.6],
    ['lose-request', 0.08],
    ['lose-response', 0.08],
    ['server-error', 0.06],
    ['timeout-after', 0.06],
    ['slow', 0.06],
    ['concurrent-edit', 0.06],
  ]
  const choose = h.network.chooseFault
  h.network.chooseFault = (request) => {
    choose(request)
    let roll = rng.next()
    for (const [fault, weight] of faults) if ((roll -= weight) < 0) return fault
    return 'none'
  }

  // Four chats typed offline: a session and five questions each, one chain per session.
  const typed = new Map<string, string[]>()
  for (let s = 0; s < 4; s++) {
    const session = await createChatSession({ title: `Chat ${s}` })
    if (!session.ok) throw new Error(session.error)
    const questions: string[] = []
    for (let q = 0; q < 5; q++) {
      const message = await sendChatMessage(session.id, `Question ${q} of chat ${s}`)
      if (!message.ok) throw new Error(message.error)
      questions.push(message.id)
    }
    typed.set(session.id, questions)
  }
  // Four drafts, edited while their own requests are on the wire, so each chain grows entries as it goes.
  const draftIds = await drafts(4)
  const version = new Map(draftIds.map((id) => [id, 0]))
  h.network.duringRequest = async () => {
    const request = h.network.inFlight.at(-1)
    const id = request && chainOfRequest(request)
    if (!id || !version.has(id) || !rng.chance(0.5) || version.get(id)! >= 6) return
    version.set(id, version.get(id)! + 1)
    await updateDraft(id, { title: `Draft v${version.get(id)}` })
  }

  // Another device's edit on top of a save whose answer was lost can make overlapping titles: the user keeps theirs.
  const unsettled = async () => (await outboxSize()) + (await getOfflineDb().draftConflicts.count())
  for (let round = 0; round < 80 && (await unsettled()) > 0; round++) {
    for (const conflict of await getOfflineDb().draftConflicts.toArray())
      await resolveConflict(conflict.draftId, 'mine')
    h.network.completeSlowWork()
    h.advance(2_000)
    await h.sync()
  }
  h.network.duringRequest = null

  expect(await unsettled()).toBe(0)
  expect(h.server.violations).toEqual([])
  expect(h.chainOverlaps).toEqual([])
  expect(h.peakInFlight).toBeGreaterThan(1)

  // Order as the server was sent it, chain by chain: a session's create, then its questions in the order typed (a
  // retry repeats a step, never goes back); a draft's titles never go back to an older version.
  const steps = new Map<string, number[]>()
  for (const request of writes(h.requests)) {
    const chain = chainOfRequest(request)!
    const body = request.body as { message_id?: string; title?: string } | undefined
    const questions = typed.get(chain)
    const step = questions
      ? body?.message_id
        ? questions.indexOf(body.message_id) + 1
        : 0
      : Number(/v(\d+)$/.exec(body?.title ?? '')?.[1] ?? 0)
    steps.set(chain, [...(steps.get(chain) ?? []), step])
  }
  for (const [chain, sequence] of steps) expect(sequence, `chain ${chain}`).toEqual([...sequence].sort((a, b) => a - b))
  expect([...version.values()].some((v) => v > 1)).toBe(true)

  for (const [sessionId, questions] of typed) {
    const onServer = h.server.sessionWithMessages(sessionId)!.messages.filter((message) => message.role === 'user')
    expect(onServer.map((message) => message.id)).toEqual(questions)
    for (const id of questions) expect(h.server.replies.get(id)).toBe(1)
  }
  for (const id of draftIds) {
    const local = await getOfflineDb().drafts.get(id)
    expect(h.server.drafts.get(id)!.draft).toMatchObject({
      title: version.get(id) ? `Draft v${version.get(id)}` : expect.any(String),
    })
    expect(local).toMatchObject({
      title: h.server.drafts.get(id)!.draft.title,
      content: h.server.drafts.get(id)!.draft.content,
      syncState: 'synced',
    })
  }
})

test('a 401 while other requests are on the wire pauses sync: nothing more is sent, nothing lost, nothing sent twice', async () => {
  const h = createSyncHarness()
  // A quick wire: the 401 comes back while the last workers are still claiming their entries.
  h.network.latency = () => 2
  const ids = await drafts(8)
  const sentSignedOut: FakeRequest[] = []
  const watch = h.network.onSend
  h.network.onSend = (request) => {
    if (!getAuthState().user) sentSignedOut.push(request)
    watch?.(request)
  }
  // The first request to arrive is stored; the second finds the session expired, as do those on the wire with it.
  h.failNext('none', 'session-expired')

  expect(await h.sync()).toBe('needs-sign-in')
  const firstRound = writes(h.requests)
  expect(h.peakInFlight).toBeGreaterThan(1)
  expect(firstRound.length).toBeLessThanOrEqual(4)
  expect(sentSignedOut).toEqual([])
  expect(getAuthState().user).toBeNull()
  expect((await getOfflineDb().meta.get(SYNC_PAUSED_KEY))?.value).toBe(ADA)
  expect(h.server.drafts.size).toBe(1)
  // Everything not stored is kept, queued to be sent again; the stored one is done.
  expect(await outboxSize()).toBe(7)
  expect((await getOfflineDb().outbox.toArray()).every((entry) => entry.state === 'queued')).toBe(true)
  const pending = (await getOfflineDb().drafts.toArray()).filter((draft) => draft.syncState === 'pending')
  expect(pending).toHaveLength(7)

  // Paused: another round sends nothing until the user signs in again.
  expect(await h.sync()).toBe('signed-out')
  expect(writes(h.requests)).toHaveLength(firstRound.length)

  signInAgain(h.server)
  expect(await h.sync()).toBe('done')
  expect(await outboxSize()).toBe(0)
  expect(ids.every((id) => h.server.drafts.has(id))).toBe(true)
  expect(h.server.drafts.size).toBe(8)
  expect(h.server.violations).toEqual([])
  // The creates refused with 401 went again under the keys they first had.
  const keyOf = (request: FakeRequest) => `${(request.body as { id: string }).id} ${request.headers['Idempotency-Key']}`
  const retried = writes(h.requests).slice(firstRound.length).map(keyOf)
  for (const refused of firstRound.slice(1).map(keyOf)) expect(retried).toContain(refused)
  expect(await getOfflineDb().meta.get(SYNC_PAUSED_KEY)).toBeUndefined()
})

test('text typed while its draft is on the wire beside others goes after it; a refusal keeps it and the next edit renews it', async () => {
  const h = createSyncHarness()
  h.network.latency = () => 1
  const [saved, refused, ...others] = await drafts(5)
  await h.sync()
  await updateDraft(saved!, { content: 'First' })
  await updateDraft(refused!, { content: 'Refused text' })
  for (const id of others) await updateDraft(id, { content: 'Edited' })
  h.network.duringRequest = async () => {
    const id = chainOfRequest(h.network.inFlight.at(-1)!)
    if (id === saved) {
      await updateDraft(saved, { content: 'Second' })
      await updateDraft(saved, { content: 'Third' })
    }
    if (id === refused) await updateDraft(refused, { content: 'Typed while refused' })
  }
  const choose = h.network.chooseFault
  h.network.chooseFault = (request) => {
    choose(request)
    return chainOfRequest(request) === refused ? 'refuse' : 'none'
  }

  expect(await h.sync()).toBe('done')
  h.network.duringRequest = null
  // The refused entry took in what was typed meanwhile and waits for the user; the others went on.
  expect(await getOfflineDb().drafts.get(refused!)).toMatchObject({
    content: 'Typed while refused',
    syncState: 'failed',
  })
  expect(others.every((id) => h.server.drafts.get(id)!.draft.content === 'Edited')).toBe(true)
  // "Second" folded into the entry queued behind the save on the wire, and was replaced by "Third".
  await h.sync()
  h.network.chooseFault = choose
  const puts = h.requests.filter((request) => request.method === 'PUT' && request.path.endsWith(saved!))
  expect(puts.map((request) => (request.body as { content: string }).content)).toEqual(['First', 'Third'])
  expect(h.server.drafts.get(saved!)!.draft).toMatchObject({ content: 'Third', rev: 3 })

  const refusedKey = (await getOfflineDb().outbox.where('recordId').equals(refused!).first())!.id
  await updateDraft(refused!, { content: 'Fixed' })
  const renewed = await getOfflineDb().outbox.where('recordId').equals(refused!).toArray()
  expect(renewed).toHaveLength(1)
  expect(renewed[0]).toMatchObject({ state: 'queued', attempts: 0, payload: { content: 'Fixed' } })
  expect(renewed[0]!.id).not.toBe(refusedKey)
  expect(await h.sync()).toBe('done')
  expect(h.server.drafts.get(refused!)!.draft.content).toBe('Fixed')
  expect(h.chainOverlaps).toEqual([])
})

test('stop() starts nothing more; the lock passes on only once the requests on the wire are answered', async () => {
  const h = createSyncHarness()
  h.engine.stop()
  h.network.latency = () => SLOW_WIRE
  await drafts(8)
  const queue: Array<() => Promise<unknown>> = []
  let held = false
  /** How many requests were on the wire each time a tab was given the lock. */
  const onTheWireAtHandOver: number[] = []
  const locks = {
    request: (_name: string, _options: unknown, callback: () => Promise<unknown>) =>
      new Promise((resolve) => {
        const run = async () => {
          held = true
          onTheWireAtHandOver.push(h.network.inFlight.length)
          resolve(await callback())
          held = false
          await queue.shift()?.()
        }
        if (held) queue.push(run)
        else void run()
      }),
  } as unknown as LockManager
  const first = createSyncEngine({ autoRun: false, locks, timeoutMs: 20 })
  const second = createSyncEngine({ autoRun: false, locks, timeoutMs: 20 })
  first.start()
  await vi.waitFor(() => expect(first.isLeader()).toBe(true))
  second.start()

  let stopped = false
  const watch = h.network.onSend
  h.network.onSend = (request) => {
    watch?.(request)
    if (h.network.inFlight.length === 4 && !stopped) {
      stopped = true
      first.stop()
    }
  }
  await first.syncNow()
  expect(stopped).toBe(true)
  expect(writes(h.requests)).toHaveLength(4)
  expect(h.server.drafts.size).toBe(4)
  await vi.waitFor(() => expect(second.isLeader()).toBe(true))
  // Stopped with four requests on the wire, it kept the lock until they were answered and applied.
  expect(onTheWireAtHandOver).toEqual([0, 0])
  expect((await getOfflineDb().outbox.toArray()).every((entry) => entry.state === 'queued')).toBe(true)
  expect(await second.syncNow()).toBe('done')
  expect(h.server.drafts.size).toBe(8)
  expect(writes(h.requests)).toHaveLength(8)
  second.stop()
})
