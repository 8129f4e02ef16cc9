import { afterEach, expect, test, vi } from 'vitest'
import { getAuthState } from '../../lib/stored-user'
import { createChatSession, deleteChatSession, recordOfflineAnswer, retryChat, sendChatMessage } from './chat'
import { getOfflineDb } from '../db'
import { createDraft, deleteDraft, resolveConflict, retryDraft, updateDraft, type ConflictChoice } from './drafts'
import type { FakeApiServer } from './test-support/fake-api-server'
import type { Fault } from './test-support/faulty-fetch'
import { seededRandom, type Random } from './test-support/seeded-random'
import { ADA, createSyncHarness, signInAgain } from './test-support/sync-harness'

// The outbox's promise, tested the way it will be broken: a user on a bad connection drafting and chatting, another
// device editing the same drafts, and a network that loses requests and answers, times out, fails, says "still
// working", and a page that reloads in the middle of a request. Requests take a random number of turns each way, so
// the engine has several chains on the wire at once. Everything is driven by one seeded PRNG, so a failure replays
// exactly (SYNC_SEED=<n> to try another seed).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}
const SEED = Number(env.SYNC_SEED ?? 20261121)
const OPERATIONS = 1000

const FAULTS: Array<[Fault, number]> = [
  ['none', 0.74],
  ['lose-request', 0.05],
  ['lose-response', 0.06],
  ['server-error', 0.05],
  ['timeout-before', 0.02],
  ['timeout-after', 0.02],
  ['slow', 0.05],
  ['concurrent-edit', 0.07],
  ['session-expired', 0.015],
  ['refuse', 0.02],
  ['reload', 0.015],
]

function weighted<T>(rng: Random, choices: Array<[T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = rng.next() * total
  for (const [choice, weight] of choices) {
    roll -= weight
    if (roll < 0) return choice
  }
  return choices[choices.length - 1]![0]
}

const tokensIn = (text: string) => text.match(/\bw\d+\b/g) ?? []

/** What the test knows the user and the other device meant to happen. */
class Model {
  private counter = 0
  /** Every word typed into a draft's content, by this device's user or the other device. */
  readonly typed = new Map<string, Set<string>>()
  readonly deletedHere = new Set<string>()
  /** Words the user chose to drop when resolving a conflict ("mine" drops theirs, "theirs" drops mine). */
  readonly discarded = new Set<string>()
  readonly sessionsDeleted = new Set<string>()
  readonly sent = new Map<string, string>()
  /** Rounds after which some draft waited in conflict for the user. */
  roundsInConflict = 0

  token(): string {
    this.counter += 1
    return `w${this.counter}`
  }

  /** Records the words an operation added to a draft (only those: others may have moved elsewhere since). */
  typedInto(draftId: string, text: string) {
    const words = this.typed.get(draftId) ?? new Set<string>()
    for (const word of tokensIn(text)) words.add(word)
    this.typed.set(draftId, words)
  }

  /** Words that must still exist somewhere: on the server, in a local draft or in a conflict copy. */
  required(): string[] {
    const words: string[] = []
    for (const [draftId, typed] of this.typed) {
      if (this.deletedHere.has(draftId)) continue
      for (const word of typed) if (!this.discarded.has(word)) words.push(word)
    }
    return words
  }
}

/** Adds one new word to the text: to a paragraph (which may collide with another device's edit) or as a new one. */
function editText(rng: Random, model: Model, content: string): { content: string; word: string } {
  const paragraphs = content.split('\n\n')
  const word = model.token()
  if (rng.chance(0.6) && paragraphs.length > 0) {
    const index = rng.int(paragraphs.length)
    paragraphs[index] = `${paragraphs[index]} ${word}`
  } else {
    paragraphs.push(`Paragraph ${word}`)
  }
  return { content: paragraphs.join('\n\n'), word }
}

function otherDeviceEdit(server: FakeApiServer, rng: Random, model: Model, draftId: string) {
  let word = ''
  const edited = server.otherDeviceEditDraft(draftId, (draft) => {
    const edit = editText(rng, model, draft.content)
    word = edit.word
    return { title: draft.title, content: edit.content }
  })
  if (edited) model.typedInto(draftId, word)
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test(
  `${OPERATIONS} randomized operations through a faulty network: each applied once, nothing lost, client equals server`,
  { timeout: 180_000 },
  async () => {
    const report = console.info.bind(console)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const rng = seededRandom(SEED)
    // Ids come from the seed too, so a failing run replays exactly.
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => rng.uuid())
    const model = new Model()
    const h = createSyncHarness({
      random: () => rng.next(),
      concurrentEdit: (server, id) => otherDeviceEdit(server, rng, model, id),
    })
    const { server, network } = h
    network.chooseFault = () => weighted(rng, FAULTS)
    network.latency = () => rng.int(4)
    const db = () => getOfflineDb()

    const myDrafts = async () => db().drafts.where('userEmail').equals(ADA).toArray()
    const mySessions = async () => db().chatSessions.where('userEmail').equals(ADA).toArray()

    const userOperations: Array<[string, number, () => Promise<void>]> = [
      [
        'create draft',
        8,
        async () => {
          const content = [`Governance ${model.token()}`, `Strategy ${model.token()}`, `Risk ${model.token()}`].join(
            '\n\n',
          )
          const result = await createDraft({ title: `Draft ${model.token()}`, content })
          if (result.ok) model.typedInto(result.id, content)
        },
      ],
      // Read and saved in one transaction, like an editor that shows what is stored: with chains replayed side by
      // side, a merge could otherwise land between the read and the save, and the save would drop what it merged in.
      [
        'edit draft',
        30,
        () =>
          db().transaction('rw', db().drafts, db().outbox, async () => {
            const drafts = await myDrafts()
            if (drafts.length === 0) return
            const draft = rng.pick(drafts)
            if (rng.chance(0.15)) {
              await updateDraft(draft.id, { title: `Draft ${model.token()}` })
              return
            }
            const edit = editText(rng, model, draft.content)
            const result = await updateDraft(draft.id, { content: edit.content })
            if (result.ok) model.typedInto(draft.id, edit.word)
          }),
      ],
      [
        'delete draft',
        3,
        async () => {
          const drafts = await myDrafts()
          if (drafts.length === 0) return
          const draft = rng.pick(drafts)
          if ((await deleteDraft(draft.id)).ok) model.deletedHere.add(draft.id)
        },
      ],
      [
        'create session',
        4,
        async () => {
          await createChatSession(rng.chance(0.3) ? { title: `Chat ${model.token()}` } : {})
        },
      ],
      [
        'send message',
        15,
        async () => {
          const sessions = await mySessions()
          if (sessions.length === 0) return
          const session = rng.pick(sessions)
          const result = await sendChatMessage(session.id, `Question ${model.token()}`)
          if (result.ok) model.sent.set(result.id, session.id)
        },
      ],
      [
        'offline answer',
        3,
        async () => {
          const pending = await db()
            .chatMessages.filter((message) => message.role === 'user' && message.syncState === 'pending')
            .toArray()
          if (pending.length === 0) return
          await recordOfflineAnswer(rng.pick(pending).id, { content: `Offline answer ${model.token()}` })
        },
      ],
      [
        'delete session',
        1,
        async () => {
          const sessions = await mySessions()
          if (sessions.length === 0) return
          const session = rng.pick(sessions)
          if ((await deleteChatSession(session.id)).ok) model.sessionsDeleted.add(session.id)
        },
      ],
      [
        'resolve conflict',
        4,
        async () => {
          const conflicts = await db().draftConflicts.toArray()
          if (conflicts.length === 0) return
          await resolve(rng.pick(conflicts).draftId, rng.pick<ConflictChoice>(['mine', 'theirs', 'both']))
        },
      ],
      [
        'retry refused',
        2,
        async () => {
          for (const draft of (await myDrafts()).filter((candidate) => candidate.syncState === 'failed'))
            await retryDraft(draft.id)
          for (const session of await mySessions()) await retryChat(session.id)
        },
      ],
    ]
    const otherDeviceOperations: Array<[string, number, () => Promise<void>]> = [
      [
        'other device edits',
        10,
        async () => {
          const drafts = server.draftsOf(ADA)
          if (drafts.length > 0) otherDeviceEdit(server, rng, model, rng.pick(drafts).id)
        },
      ],
      [
        'other device creates',
        2,
        async () => {
          const id = rng.uuid()
          const content = `From the laptop ${model.token()}\n\nMore ${model.token()}`
          server.otherDeviceCreateDraft(ADA, id, `Laptop ${model.token()}`, content)
          model.typedInto(id, content)
        },
      ],
      [
        'other device chats',
        2,
        async () => {
          const sessions = server.sessionsOf(ADA)
          if (sessions.length > 0)
            server.otherDeviceSend(rng.pick(sessions).id, rng.uuid(), `Laptop question ${model.token()}`)
        },
      ],
    ]
    const operations = [...userOperations, ...otherDeviceOperations]

    async function resolve(draftId: string, choice: ConflictChoice) {
      const conflict = await db().draftConflicts.where('draftId').equals(draftId).first()
      const draft = await db().drafts.get(draftId)
      if (!conflict || !draft) return
      const mine = new Set(tokensIn(draft.content))
      const theirs = new Set(tokensIn(conflict.serverContent))
      if (choice === 'mine') for (const word of theirs) if (!mine.has(word)) model.discarded.add(word)
      if (choice === 'theirs') for (const word of mine) if (!theirs.has(word)) model.discarded.add(word)
      // "both": the server's words that are not in the local text move to the new "(server copy)" draft.
      if (choice === 'both') for (const word of theirs) if (!mine.has(word)) model.typed.get(draftId)?.delete(word)
      const result = await resolveConflict(draftId, choice)
      if (result.ok && result.copyId)
        model.typedInto(result.copyId, [...theirs].filter((word) => !mine.has(word)).join(' '))
    }

    async function expectNothingLost(when: string) {
      const words = new Set<string>()
      for (const draft of await db().drafts.toArray()) tokensIn(draft.content).forEach((word) => words.add(word))
      for (const conflict of await db().draftConflicts.toArray())
        tokensIn(conflict.serverContent).forEach((word) => words.add(word))
      for (const draft of server.draftsOf(ADA)) tokensIn(draft.content).forEach((word) => words.add(word))
      const missing = model.required().filter((word) => !words.has(word))
      expect(missing, `words lost ${when}`).toEqual([])
    }

    const outcomes: Record<string, number> = {}
    async function round(pull = false) {
      const outcome = await h.syncOrReload(pull)
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
      if ((await db().draftConflicts.count()) > 0) model.roundsInConflict += 1
      if (!getAuthState().user) signInAgain(server)
    }

    let performed = 0
    let typedDuringRequests = 0
    network.duringRequest = async () => {
      if (!rng.chance(0.06) || performed >= OPERATIONS || !getAuthState().user) return
      const [, , run] = weighted(
        rng,
        userOperations
          .filter(([name]) => name === 'edit draft' || name === 'send message')
          .map((op) => [op, 1] as [typeof op, number]),
      )
      performed += 1
      typedDuringRequests += 1
      await run()
    }

    while (performed < OPERATIONS) {
      const [, , run] = weighted(
        rng,
        operations.map((op) => [op, op[1]] as [typeof op, number]),
      )
      performed += 1
      await run()
      h.advance(300)
      if (rng.chance(0.08)) network.completeSlowWork()
      // Offline spells: rare to start, some tens of operations long.
      if (rng.chance(network.offline ? 0.08 : 0.01)) network.offline = !network.offline
      if (rng.chance(0.004)) server.forgetIdempotencyRecords(ADA)
      if (rng.chance(0.015)) h.reload()
      if (rng.chance(0.35)) await round(rng.chance(0.2))
      if (performed % 100 === 0) await expectNothingLost(`after ${performed} operations`)
    }
    await expectNothingLost('before the final sync')

    // The connection comes back for good; the user settles every conflict and retries what was refused.
    network.offline = false
    network.duringRequest = null
    network.chooseFault = () => 'none'
    for (let attempt = 0; attempt < 40; attempt++) {
      network.completeSlowWork()
      h.advance(120_000)
      for (const conflict of await db().draftConflicts.toArray())
        await resolve(conflict.draftId, rng.pick<ConflictChoice>(['mine', 'theirs', 'both']))
      for (const draft of (await myDrafts()).filter((candidate) => candidate.syncState === 'failed'))
        await retryDraft(draft.id)
      for (const session of await mySessions()) await retryChat(session.id)
      await round(true)
      if ((await db().outbox.count()) === 0 && (await db().draftConflicts.count()) === 0) break
    }
    await round(true)

    // Everything reached the server.
    expect(await db().outbox.count()).toBe(0)
    expect(await db().draftConflicts.count()).toBe(0)

    // Each operation was applied once: no key reused for another request, no id created under a second key...
    expect(server.violations).toEqual([])
    // ...with chains replayed side by side, but never two requests of one chain on the wire at once...
    expect(h.chainOverlaps).toEqual([])
    expect(h.peakInFlight).toBeGreaterThan(1)
    expect(h.peakInFlight).toBeLessThanOrEqual(4)
    // ...every question on the server has exactly one answer, right after it...
    for (const summary of server.sessionsOf(ADA)) {
      const messages = server.sessionWithMessages(summary.id)!.messages
      const questions = messages.filter((message) => message.role === 'user')
      for (const question of questions) {
        expect(server.replies.get(question.id!), `replies to ${question.id}`).toBe(1)
        const index = messages.indexOf(question)
        expect(messages[index + 1]?.id).toBe(`${question.id}-answer`)
      }
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length)
    }
    // ...and every message sent here, in a session not deleted, is on the server exactly once.
    const serverQuestions = server.sessionsOf(ADA).flatMap((summary) =>
      server
        .sessionWithMessages(summary.id)!
        .messages.filter((m) => m.role === 'user')
        .map((m) => m.id),
    )
    for (const [messageId, sessionId] of model.sent) {
      if (model.sessionsDeleted.has(sessionId)) continue
      expect(
        serverQuestions.filter((id) => id === messageId),
        `message ${messageId}`,
      ).toHaveLength(1)
    }

    // The client and the server end equal.
    const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1))
    const localDrafts = byId(await myDrafts()).map(({ id, title, content, rev, syncState }) => ({
      id,
      title,
      content,
      rev,
      syncState,
    }))
    const serverDrafts = byId(server.draftsOf(ADA)).map(({ id, title, content, rev }) => ({
      id,
      title,
      content,
      rev,
      syncState: 'synced',
    }))
    expect(localDrafts).toEqual(serverDrafts)
    const localSessions = byId(await mySessions()).map(({ id, title, syncState }) => ({ id, title, syncState }))
    const serverSessions = byId(server.sessionsOf(ADA)).map(({ id, title }) => ({
      id,
      title: title ?? null,
      syncState: 'synced',
    }))
    expect(localSessions).toEqual(serverSessions)
    for (const session of serverSessions) {
      const local = await db()
        .chatMessages.where('[sessionId+position]')
        .between([session.id, -Infinity], [session.id, Infinity])
        .toArray()
      const online = local.filter((message) => !message.offline).map(({ id, role, content }) => ({ id, role, content }))
      const remote = server
        .sessionWithMessages(session.id)!
        .messages.map(({ id, role, content }) => ({ id, role, content }))
      expect(online, `messages of ${session.id}`).toEqual(remote)
    }

    // No text was lost: every word still required is on the server now.
    await expectNothingLost('after the final sync')
    const onServer = new Set(server.draftsOf(ADA).flatMap((draft) => tokensIn(draft.content)))
    expect(model.required().filter((word) => !onServer.has(word))).toEqual([])

    // The run exercised what it claims to.
    expect(performed).toBeGreaterThanOrEqual(OPERATIONS)
    for (const [fault] of FAULTS) expect(network.faults[fault], `fault ${fault} injected`).toBeGreaterThan(0)
    expect(server.counts.stale412).toBeGreaterThan(0)
    expect(server.counts.pending409).toBeGreaterThan(0)
    expect(server.counts.replays).toBeGreaterThan(0)
    expect(model.roundsInConflict).toBeGreaterThan(0)
    expect(typedDuringRequests).toBeGreaterThan(0)
    report(
      `seed ${SEED}: ${performed} operations (${typedDuringRequests} while a request was in flight), ${server.counts.requests} requests, ` +
        `faults ${JSON.stringify(network.faults)}, rounds ${JSON.stringify(outcomes)}, 412s ${server.counts.stale412}, ` +
        `409s ${server.counts.pending409}, replays ${server.counts.replays}, rounds with a conflict open ${model.roundsInConflict}, ` +
        `at most ${h.peakInFlight} requests on the wire`,
    )
  },
)
