import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { createParser } from 'eventsource-parser'
import * as v from 'valibot'
import { afterAll, describe, expect, test } from 'vitest'
import { ChatSessionSchema, SendMessageResponseSchema } from '../../core/contract/chat'
import { DraftSchema } from '../../core/contract/drafts'
import { ErrorBodySchema } from '../../core/contract/error'
import { pruneExpiredRecords } from '../auth/prune'
import { day } from '../clock'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { chatMessages, chatSessions, drafts, idempotencyRecords } from '../db/schema'
import { claimIdempotencyKey, defaultLeaseMs, readIdempotencyRecord } from '../idempotency/idempotency-records'
import { apiClient, gatedEngine, signedInUser, type ApiClient } from '../test-api'
import { movableClock } from '../test-accounts'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { idempotencyMessages, requestFingerprint } from './idempotency'
import { jsonBodyMessages } from './json-body'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const createDraftPath = endpointPath(endpoints.drafts.create, {})
const createSessionPath = endpointPath(endpoints.chat.createSession, {})
const sendPath = (id: string) => endpointPath(endpoints.chat.send, { params: { id } })
const question = 'How should we describe physical climate risks to our mines?'

async function errorOf(response: Response) {
  return v.parse(ErrorBodySchema, await response.json())
}

async function newSession(api: ApiClient): Promise<string> {
  const response = await api.post(createSessionPath, {})
  expect(response.status).toBe(201)
  return v.parse(ChatSessionSchema, await response.json()).id
}

function keyed(key: string, headers: Record<string, string> = {}): Record<string, string> {
  return { 'Idempotency-Key': key, ...headers }
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const clock = movableClock()

    // A second server process: on PostgreSQL its own connection pool to the same database; PGlite has only one.
    const extraHandles: DatabaseHandle[] = []
    afterAll(async () => {
      await Promise.all(extraHandles.map((handle) => handle.close()))
    })
    async function secondProcessDatabase(): Promise<DatabaseHandle> {
      const url = database().databaseUrl
      if (!url) return database()
      const handle = await openDatabase({ databaseUrl: url })
      extraHandles.push(handle)
      return handle
    }

    async function setup() {
      const gated = gatedEngine()
      const { app } = createTestApp(database(), { engine: gated.engine, now: clock.now })
      const user = await signedInUser(database().db)
      return { app, user, api: apiClient(app, user), gated }
    }
    const db = () => database().db
    const messagesOf = (sessionId: string) =>
      db().select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))
    const recordsOf = (userId: string) =>
      db().select().from(idempotencyRecords).where(eq(idempotencyRecords.userId, userId))

    /**
     * Two server processes on one database, and a chat send under one key to the first that is held inside its
     * engine: the arrangement of the tests about a duplicate arriving mid-work and an attempt presumed dead.
     */
    async function sendHeldInFirstProcess(headers: Record<string, string> = {}) {
      const { api, user, gated } = await setup()
      const other = gatedEngine()
      const second = apiClient(
        createTestApp(await secondProcessDatabase(), { engine: other.engine, now: clock.now }).app,
        user,
      )
      const sessionId = await newSession(api)
      const key = randomUUID()
      const body = { query: question }
      gated.hold()
      const reachedEngine = gated.nextCall()
      const held = api.post(sendPath(sessionId), body, keyed(key, headers))
      await reachedEngine
      return { api, user, gated, other, second, sessionId, key, body, held }
    }
    /** The first process stops renewing its lease (a long pause, a network partition): it is presumed dead. */
    async function expireLease(userId: string, key: string) {
      await db()
        .update(idempotencyRecords)
        .set({ lockedUntil: new Date(clock.now().getTime() - 1000) })
        .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)))
    }

    test('a repeated draft POST answers the stored first answer byte for byte, ETag included, and creates nothing new', async () => {
      const { api, user } = await setup()
      const key = randomUUID()
      const body = { title: 'Full report', content: 'Governance text' }
      const first = await api.post(createDraftPath, body, keyed(key))
      const firstText = await first.text()
      expect(first.status).toBe(201)
      expect(first.headers.get('Idempotent-Replayed')).toBeNull()
      const draft = v.parse(DraftSchema, JSON.parse(firstText))

      const again = await api.post(createDraftPath, body, keyed(key))
      expect(again.status).toBe(201)
      expect(await again.text()).toBe(firstText)
      expect(again.headers.get('ETag')).toBe('"1"')
      expect(again.headers.get('Location')).toBe(endpointPath(endpoints.drafts.get, { params: { id: draft.id } }))
      expect(again.headers.get('Idempotent-Replayed')).toBe('true')
      expect(await db().select().from(drafts).where(eq(drafts.userId, user.id))).toHaveLength(1)
      expect(await recordsOf(user.id)).toMatchObject([
        { key, status: 201, request: `POST ${endpointPath(endpoints.drafts.create, {})}` },
      ])
    })

    test('an offline-made draft retried after its answer was lost: same id and key give the first answer, not 409', async () => {
      const { api, user } = await setup()
      const id = randomUUID()
      const key = randomUUID()
      const body = { id, title: 'Made on the train', content: 'text', disclosure_type: 'tcfd_full' }
      const first = await api.post(createDraftPath, body, keyed(key))
      const again = await api.post(createDraftPath, body, keyed(key))
      expect([first.status, again.status]).toEqual([201, 201])
      expect(await again.text()).toBe(await first.text())
      // Another key for the same id is a different request that collides with the existing draft.
      const otherKey = await api.post(createDraftPath, body, keyed(randomUUID()))
      expect(otherKey.status).toBe(409)
      expect(await db().select().from(drafts).where(eq(drafts.userId, user.id))).toHaveLength(1)
    })

    test('a repeated session POST answers the first session and creates no second one', async () => {
      const { api, user } = await setup()
      const key = randomUUID()
      const first = await api.post(createSessionPath, {}, keyed(key))
      const again = await api.post(createSessionPath, {}, keyed(key))
      expect([first.status, again.status]).toEqual([201, 201])
      expect(await again.text()).toBe(await first.text())
      expect(await db().select().from(chatSessions).where(eq(chatSessions.userId, user.id))).toHaveLength(1)
    })

    test('a repeated chat send gets the first reply again: exactly one reply stored, the engine asked once', async () => {
      const { api, gated } = await setup()
      const sessionId = await newSession(api)
      const key = randomUUID()
      const body = { query: question, message_id: randomUUID() }
      const first = await api.post(sendPath(sessionId), body, keyed(key))
      const firstText = await first.text()
      expect(first.status).toBe(200)
      v.parse(SendMessageResponseSchema, JSON.parse(firstText))

      for (let attempt = 0; attempt < 3; attempt++) {
        const again = await api.post(sendPath(sessionId), body, keyed(key))
        expect(again.status).toBe(200)
        expect(await again.text()).toBe(firstText)
      }
      expect(gated.calls).toBe(1)
      const rows = await messagesOf(sessionId)
      expect(rows.map((row) => row.role).sort()).toEqual(['assistant', 'user'])
    })

    test('the same JSON with its keys in another order or other spacing is the same request', async () => {
      const { api, gated } = await setup()
      const sessionId = await newSession(api)
      const key = randomUUID()
      const first = await api.post(sendPath(sessionId), `{"query":"${question}","variables":{"a":1,"b":2}}`, keyed(key))
      const again = await api.post(
        sendPath(sessionId),
        `{ "variables": { "b": 2, "a": 1 },\n  "query": "${question}" }`,
        keyed(key),
      )
      expect(again.status).toBe(200)
      expect(await again.text()).toBe(await first.text())
      expect(gated.calls).toBe(1)
    })

    test('a key reused with another body or on another path answers 422 and does nothing', async () => {
      const { api, user, gated } = await setup()
      const sessionId = await newSession(api)
      const key = randomUUID()
      expect((await api.post(sendPath(sessionId), { query: question }, keyed(key))).status).toBe(200)

      const otherBody = await api.post(sendPath(sessionId), { query: 'Something else entirely?' }, keyed(key))
      expect(otherBody.status).toBe(422)
      expect(await errorOf(otherBody)).toEqual({ detail: idempotencyMessages.mismatch })
      const otherPath = await api.post(createDraftPath, { title: 'T', content: 'C' }, keyed(key))
      expect(otherPath.status).toBe(422)
      const otherSession = await api.post(sendPath(await newSession(api)), { query: question }, keyed(key))
      expect(otherSession.status).toBe(422)

      expect(gated.calls).toBe(1)
      expect(await messagesOf(sessionId)).toHaveLength(2)
      expect(await db().select().from(drafts).where(eq(drafts.userId, user.id))).toHaveLength(0)
    })

    test('keys belong to one user: the same key from another user is a new request', async () => {
      const { app, api } = await setup()
      const key = randomUUID()
      const mine = await api.post(createDraftPath, { title: 'Mine', content: 'C' }, keyed(key))
      const other = apiClient(app, await signedInUser(db()))
      const theirs = await other.post(createDraftPath, { title: 'Theirs', content: 'C' }, keyed(key))
      expect([mine.status, theirs.status]).toEqual([201, 201])
      expect(v.parse(DraftSchema, await theirs.json()).title).toBe('Theirs')
    })

    test('an Idempotency-Key that is empty, too long or not printable ASCII answers 400', async () => {
      const { api, user } = await setup()
      for (const key of [' ', 'k'.repeat(201), 'clé-ünïcode']) {
        const response = await api.post(createDraftPath, { title: 'T', content: 'C' }, keyed(key))
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toEqual({ detail: idempotencyMessages.invalidKey })
      }
      expect((await api.post(createDraftPath, { title: 'T', content: 'C' }, keyed('k'.repeat(200)))).status).toBe(201)
      expect(await db().select().from(drafts).where(eq(drafts.userId, user.id))).toHaveLength(1)
    })

    test('a keyed body nested thousands of levels deep or holding tens of thousands of keys answers 400 and stores nothing', async () => {
      const { api, user } = await setup()
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
      const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))
      const answers = [
        [
          await api.post(createDraftPath, `{"title":"T","content":"C","extra":${deep}}`, keyed(randomUUID())),
          jsonBodyMessages.tooDeep,
        ],
        [await api.post(createSessionPath, `{"extra":${deep}}`, keyed(randomUUID())), jsonBodyMessages.tooDeep],
        [
          await api.post(createDraftPath, `{"title":"T","content":"C","extra":${wide}}`, keyed(randomUUID())),
          jsonBodyMessages.tooManyValues,
        ],
      ] as const
      for (const [response, detail] of answers) {
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toEqual({ detail })
      }
      expect(await recordsOf(user.id)).toHaveLength(0)
      // Ordinary nesting still passes.
      const nested = await api.post(
        createDraftPath,
        `{"title":"T","content":"C","extra":${'['.repeat(20)}${']'.repeat(20)}}`,
        keyed(randomUUID()),
      )
      expect(nested.status).toBe(201)
    })

    test('two server processes on one database share the records', async () => {
      const { api, user, gated } = await setup()
      const other = gatedEngine()
      const second = createTestApp(await secondProcessDatabase(), { engine: other.engine, now: clock.now })
      const secondApi = apiClient(second.app, user)
      const sessionId = await newSession(api)
      const key = randomUUID()

      const first = await api.post(sendPath(sessionId), { query: question }, keyed(key))
      const elsewhere = await secondApi.post(sendPath(sessionId), { query: question }, keyed(key))
      expect(elsewhere.status).toBe(200)
      expect(await elsewhere.text()).toBe(await first.text())
      expect(gated.calls + other.calls).toBe(1)
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('a duplicate arriving while the first is still at work hears 409 with Retry-After: 1, later the stored answer', async () => {
      const { api, gated, other, second, sessionId, key, body, held: firstPromise } = await sendHeldInFirstProcess()
      for (const client of [api, second]) {
        const duplicate = await client.post(sendPath(sessionId), body, keyed(key))
        expect(duplicate.status).toBe(409)
        expect(duplicate.headers.get('Retry-After')).toBe('1')
        expect(await errorOf(duplicate)).toEqual({ detail: idempotencyMessages.pending })
      }
      expect(await messagesOf(sessionId)).toHaveLength(0)

      gated.release()
      const first = await firstPromise
      expect(first.status).toBe(200)
      const firstText = await first.text()
      const later = await second.post(sendPath(sessionId), body, keyed(key))
      expect(await later.text()).toBe(firstText)
      expect(gated.calls + other.calls).toBe(1)
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('a process that died after claiming a key: retries wait (409) until its lease runs out, then do the work once', async () => {
      const { api, user, gated } = await setup()
      const sessionId = await newSession(api)
      const key = randomUUID()
      const body = { query: question }
      // What a process leaves behind when it dies between taking the key and storing the answer.
      const fingerprint = requestFingerprint('POST', sendPath(sessionId), JSON.stringify(body))
      expect(await claimIdempotencyKey(db(), { userId: user.id, key, fingerprint, now: clock.now() })).toMatchObject({
        kind: 'claimed',
      })

      const waiting = await api.post(sendPath(sessionId), body, keyed(key))
      expect(waiting.status).toBe(409)
      expect(waiting.headers.get('Retry-After')).toBe('1')
      expect(gated.calls).toBe(0)

      clock.advance(defaultLeaseMs + 1000)
      const retried = await api.post(sendPath(sessionId), body, keyed(key))
      expect(retried.status).toBe(200)
      const again = await api.post(sendPath(sessionId), body, keyed(key))
      expect(await again.text()).toBe(await retried.text())
      expect(gated.calls).toBe(1)
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('an attempt presumed dead that finishes late stores nothing and answers the reply that was stored', async () => {
      const { user, gated, other, second, sessionId, key, body, held: slowPromise } = await sendHeldInFirstProcess()
      await expireLease(user.id, key)
      const takeover = await second.post(sendPath(sessionId), body, keyed(key))
      expect(takeover.status).toBe(200)
      const takeoverText = await takeover.text()

      gated.release()
      const slow = await slowPromise
      expect(slow.status).toBe(200)
      expect(await slow.text()).toBe(takeoverText)
      expect(gated.calls + other.calls).toBe(2)
      // Two answers were computed, one was stored.
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('a streamed attempt presumed dead that finishes late ends its stream with done carrying the stored reply', async () => {
      const {
        user,
        gated,
        other,
        second,
        sessionId,
        key,
        body,
        held: slowPromise,
      } = await sendHeldInFirstProcess({ Accept: 'text/event-stream' })
      await expireLease(user.id, key)
      const takeover = await second.post(sendPath(sessionId), body, keyed(key))
      expect(takeover.status).toBe(200)

      gated.release()
      const slow = await slowPromise
      expect(slow.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
      const events: Array<{ event: string | undefined; data: string }> = []
      createParser({ onEvent: ({ event, data }) => void events.push({ event, data }) }).feed(await slow.text())
      expect(events.map((event) => event.event)).toEqual(['delta', 'done'])
      expect(events[1]?.data).toBe(await takeover.text())
      expect(gated.calls + other.calls).toBe(2)
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('an error answer keeps nothing under its key: a send queued before its session was created succeeds on retry', async () => {
      const { api, user } = await setup()
      const sessionId = randomUUID()
      const key = randomUUID()
      const body = { query: question }
      const early = await api.post(sendPath(sessionId), body, keyed(key))
      expect(early.status).toBe(404)
      expect(await readIdempotencyRecord(db(), { userId: user.id, key })).toBeUndefined()

      expect((await api.post(createSessionPath, { id: sessionId })).status).toBe(201)
      const retried = await api.post(sendPath(sessionId), body, keyed(key))
      expect(retried.status).toBe(200)
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('records answer for 24 hours; after that the key is new again, and the prune job deletes them', async () => {
      const { api, user } = await setup()
      const key = randomUUID()
      const first = await api.post(createDraftPath, { title: 'Day one', content: 'C' }, keyed(key))
      expect(first.status).toBe(201)
      clock.advance(day + 60_000)
      // The record has not been pruned yet, but it no longer binds the key.
      const nextDay = await api.post(createDraftPath, { title: 'Day two', content: 'C' }, keyed(key))
      expect(nextDay.status).toBe(201)
      expect(v.parse(DraftSchema, await nextDay.json()).title).toBe('Day two')
      expect(await db().select().from(drafts).where(eq(drafts.userId, user.id))).toHaveLength(2)

      const oldKey = randomUUID()
      await db()
        .insert(idempotencyRecords)
        .values({
          userId: user.id,
          key: oldKey,
          request: `POST ${endpointPath(endpoints.drafts.create, {})}`,
          requestHash: 'x',
          lease: randomUUID(),
          lockedUntil: new Date(clock.now().getTime() - day),
          status: 201,
          responseBody: '{}',
          responseHeaders: {},
          createdAt: new Date(clock.now().getTime() - day - 1000),
        })
      await pruneExpiredRecords(db(), clock.now())
      expect((await recordsOf(user.id)).map((record) => record.key)).toEqual([key])
    })
  })
}
