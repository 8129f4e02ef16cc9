import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { serve } from '@hono/node-server'
import { and, eq } from 'drizzle-orm'
import { createParser } from 'eventsource-parser'
import { pino } from 'pino'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  CHAT_QUERY_MAX,
  CHAT_STREAM_EVENTS,
  ChatSessionSchema,
  ChatStreamDeltaSchema,
  ChatStreamErrorSchema,
  SendMessageResponseSchema,
  type SendMessageResponse,
} from '../../core/contract/chat'
import { ErrorBodySchema } from '../../core/contract/error'
import type { Engine, RunOptions } from '../../core/engine/types'
import { chatMessages, idempotencyRecords } from '../db/schema'
import { idempotencyMessages } from '../http/idempotency'
import { sessionCookieName } from '../http/session-cookie'
import { createEngine } from '../llm/engine-from-config'
import { FALLBACK_NOTE } from '../llm/model-engine'
import { startStubModelServer, type StubModelServer } from '../llm/stub-model-server'
import { apiClient, gatedEngine, signedInUser, type ApiClient } from '../test-api'
import { createTestApp, type CapturedLog } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { chatDetails } from './chat'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const createPath = endpointPath(endpoints.chat.createSession, {})
const sessionPath = (id: string) => endpointPath(endpoints.chat.getSession, { params: { id } })
const sendPath = (id: string) => endpointPath(endpoints.chat.send, { params: { id } })
const streamed = { Accept: 'text/event-stream' }
const question = 'What should a board disclose about climate governance under TCFD?'

type StreamEvent = { event: string; data: string }

async function newSession(api: ApiClient): Promise<string> {
  const response = await api.post(createPath, {})
  expect(response.status).toBe(201)
  return v.parse(ChatSessionSchema, await response.json()).id
}

function keyed(key: string, headers: Record<string, string> = {}): Record<string, string> {
  return { 'Idempotency-Key': key, ...headers }
}

function expectEventStream(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
  expect(response.headers.get('Cache-Control')).toBe('no-cache')
  expect(response.headers.get('X-Accel-Buffering')).toBe('no')
}

async function eventsOf(response: Response): Promise<StreamEvent[]> {
  expectEventStream(response)
  const events: StreamEvent[] = []
  const parser = createParser({ onEvent: ({ event, data }) => void events.push({ event: event ?? 'message', data }) })
  parser.feed(await response.text())
  return events
}

/** Reads events until `enough` says so, then drops the connection as a closed tab or a lost network would. */
async function readThenDisconnect(
  response: Response,
  enough: (events: StreamEvent[]) => boolean,
): Promise<StreamEvent[]> {
  expectEventStream(response)
  const events: StreamEvent[] = []
  const parser = createParser({ onEvent: ({ event, data }) => void events.push({ event: event ?? 'message', data }) })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  while (!enough(events)) {
    const { done, value } = await reader.read()
    if (done) throw new Error('The stream ended before the expected events')
    parser.feed(decoder.decode(value, { stream: true }))
  }
  await reader.cancel()
  return events
}

/** The deltas joined, the one final event, and the checks every stream must pass: deltas only, then exactly one end. */
function streamParts(events: StreamEvent[]) {
  const last = events.at(-1)
  expect([CHAT_STREAM_EVENTS.done, CHAT_STREAM_EVENTS.error]).toContain(last?.event)
  const rest = events.slice(0, -1)
  expect(rest.every((event) => event.event === CHAT_STREAM_EVENTS.delta)).toBe(true)
  const text = rest.map((event) => v.parse(ChatStreamDeltaSchema, JSON.parse(event.data)).text).join('')
  return { deltas: rest.length, text, last: last! }
}

function doneOf(events: StreamEvent[]): { text: string; deltas: number; data: string; done: SendMessageResponse } {
  const { text, deltas, last } = streamParts(events)
  expect(last.event).toBe(CHAT_STREAM_EVENTS.done)
  return { text, deltas, data: last.data, done: v.parse(SendMessageResponseSchema, JSON.parse(last.data)) }
}

function errorEventOf(events: StreamEvent[]) {
  const { text, last } = streamParts(events)
  expect(last.event).toBe(CHAT_STREAM_EVENTS.error)
  return { text, error: v.parse(ChatStreamErrorSchema, JSON.parse(last.data)) }
}

async function jsonErrorOf(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return v.parse(ErrorBodySchema, await response.json())
}

function errorLogs(logs: CapturedLog[]): CapturedLog[] {
  return logs.filter((line) => line.level >= 50)
}

const grounded = { llm: undefined, llmFallback: true, llmTimeoutMs: 1000, llmMaxRetries: 0 }

/**
 * The grounded answer written in three pieces and held after the first until released, like a model that stalls
 * mid-answer. Records the signal each answer was given, to show that a client leaving aborts nothing.
 */
function pacedEngine() {
  const base = createEngine(grounded, pino({ level: 'silent' }))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const runs: RunOptions[] = []
  let finished = 0
  const engine: Engine = {
    ...base,
    async answer(input, options = {}) {
      runs.push(options)
      const answer = await base.answer(input)
      const third = Math.ceil(answer.markdown.length / 3)
      options.onDelta?.(answer.markdown.slice(0, third))
      await held
      options.onDelta?.(answer.markdown.slice(third, 2 * third))
      options.onDelta?.(answer.markdown.slice(2 * third))
      finished += 1
      return answer
    },
  }
  return {
    engine,
    release,
    runs,
    get finished() {
      return finished
    },
  }
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const db = () => database().db
    const messagesOf = (sessionId: string) =>
      db().select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))
    const recordOf = async (userId: string, key: string) =>
      (
        await db()
          .select()
          .from(idempotencyRecords)
          .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)))
      )[0]

    async function setup(engine: Engine) {
      const { app, logs } = createTestApp(database(), { engine })
      const user = await signedInUser(db())
      return { app, logs, user, api: apiClient(app, user) }
    }

    test('a streamed send: deltas add up to the stored reply, and done carries what a plain send answers', async () => {
      const gated = gatedEngine()
      const { api, user, logs } = await setup(gated.engine)
      const sessionId = await newSession(api)
      const key = randomUUID()
      const messageId = randomUUID()
      const body = { query: question, message_id: messageId }

      const { text, deltas, data, done } = doneOf(
        await eventsOf(await api.post(sendPath(sessionId), body, keyed(key, streamed))),
      )
      expect(deltas).toBeGreaterThan(0)
      expect(text).toBe(done.message.content)
      expect(done.message).toMatchObject({ role: 'assistant' })
      expect(done.message.content).toMatch(/\[1\]/)
      expect(done.message.sources?.[0]).toMatchObject({ n: 1, kind: 'passage' })
      expect(new Date(done.message.timestamp!).toISOString()).toBe(done.message.timestamp)
      expect(done.user_message).toMatchObject({ id: messageId, role: 'user', content: question })
      expect(done.session).toMatchObject({ id: sessionId, updated_at: done.message.timestamp })
      expect(gated.inputs).toEqual([{ question, history: [] }])

      // Stored before done was sent, in the transaction that recorded the same answer under the key.
      const stored = v.parse(ChatSessionSchema, await (await api.get(sessionPath(sessionId))).json())
      expect(stored.messages).toEqual([done.user_message, done.message])
      expect(await recordOf(user.id, key)).toMatchObject({ status: 200, responseBody: data })
      const plainRetry = await api.post(sendPath(sessionId), body, keyed(key))
      expect(plainRetry.headers.get('Idempotent-Replayed')).toBe('true')
      expect(await plainRetry.text()).toBe(data)
      expect(gated.calls).toBe(1)
      expect(errorLogs(logs)).toEqual([])
    })

    test('a follow-up asked as a stream sees the conversation; without the Accept header the answer is JSON as before', async () => {
      const gated = gatedEngine()
      const { api } = await setup(gated.engine)
      const sessionId = await newSession(api)
      const first = doneOf(await eventsOf(await api.post(sendPath(sessionId), { query: question }, streamed))).done
      const plain = await api.post(
        sendPath(sessionId),
        { query: 'And scenario analysis?' },
        { Accept: 'application/json' },
      )
      expect(plain.headers.get('Content-Type')).toMatch(/^application\/json/)
      v.parse(SendMessageResponseSchema, await plain.json())
      expect(gated.inputs[1]?.history).toEqual([
        { role: 'user', content: question },
        { role: 'assistant', content: first.message.content },
      ])
      expect(await messagesOf(sessionId)).toHaveLength(4)
    })

    test('what is refused before any model call answers plain JSON even when a stream was asked for', async () => {
      const gated = gatedEngine()
      const { app, api } = await setup(gated.engine)
      const sessionId = await newSession(api)
      const cases: Array<[unknown, string]> = [
        [{ query: '  ' }, 'Please enter a message'],
        [{ query: 'x'.repeat(CHAT_QUERY_MAX + 1) }, `Messages can be at most ${CHAT_QUERY_MAX} characters`],
      ]
      for (const [body, detail] of cases) {
        const response = await api.post(sendPath(sessionId), body, streamed)
        expect(response.status).toBe(400)
        expect((await jsonErrorOf(response)).detail).toBe(detail)
      }
      const badKey = await api.post(sendPath(sessionId), { query: question }, keyed(' ', streamed))
      expect(badKey.status).toBe(400)
      expect(await jsonErrorOf(badKey)).toEqual({ detail: idempotencyMessages.invalidKey })

      // Another user's session reads exactly like a missing one.
      const other = apiClient(app, await signedInUser(db()))
      const foreign = await other.post(sendPath(sessionId), { query: question }, streamed)
      const missing = await other.post(sendPath(randomUUID()), { query: question }, streamed)
      expect([foreign.status, missing.status]).toEqual([404, 404])
      expect(await foreign.text()).toBe(await missing.text())
      expect(await jsonErrorOf(await other.post(sendPath(sessionId), { query: question }, streamed))).toEqual({
        detail: chatDetails.notFound,
      })

      const messageId = randomUUID()
      doneOf(await eventsOf(await api.post(sendPath(sessionId), { query: question, message_id: messageId }, streamed)))
      const taken = await api.post(sendPath(sessionId), { query: 'Again?', message_id: messageId }, streamed)
      expect(taken.status).toBe(409)
      expect(await jsonErrorOf(taken)).toEqual({ detail: chatDetails.messageIdTaken })
      expect(gated.calls).toBe(1)
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('under an Idempotency-Key a streamed repeat is answered from the record as JSON: replay, or 422 for another body', async () => {
      const gated = gatedEngine()
      const { api } = await setup(gated.engine)
      const sessionId = await newSession(api)
      const key = randomUUID()
      const { data } = doneOf(
        await eventsOf(await api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))),
      )

      const repeat = await api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))
      expect(repeat.status).toBe(200)
      expect(repeat.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(repeat.headers.get('Idempotent-Replayed')).toBe('true')
      expect(await repeat.text()).toBe(data)
      const mismatch = await api.post(sendPath(sessionId), { query: 'Something else?' }, keyed(key, streamed))
      expect(mismatch.status).toBe(422)
      expect(await jsonErrorOf(mismatch)).toEqual({ detail: idempotencyMessages.mismatch })
      expect(gated.calls).toBe(1)
    })

    test('a session deleted while the model was answering ends the stream with error 404 and stores nothing', async () => {
      const gated = gatedEngine()
      const { api, user } = await setup(gated.engine)
      const sessionId = await newSession(api)
      const key = randomUUID()
      gated.hold()
      const reached = gated.nextCall()
      const pending = api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))
      await reached
      expect((await api.delete(sessionPath(sessionId))).status).toBe(200)
      gated.release()

      const { error } = errorEventOf(await eventsOf(await pending))
      expect(error).toEqual({ status: 404, detail: chatDetails.notFound })
      expect(await messagesOf(sessionId)).toHaveLength(0)
      expect(await recordOf(user.id, key)).toBeUndefined()
    })

    test('a message id stored by another send meanwhile ends the stream with error 409 and keeps one copy', async () => {
      const gated = gatedEngine()
      const { api, user } = await setup(gated.engine)
      const quick = apiClient(createTestApp(database(), { engine: gatedEngine().engine }).app, user)
      const sessionId = await newSession(api)
      const messageId = randomUUID()
      gated.hold()
      const reached = gated.nextCall()
      const pending = api.post(sendPath(sessionId), { query: question, message_id: messageId }, streamed)
      await reached
      expect((await quick.post(sendPath(sessionId), { query: question, message_id: messageId })).status).toBe(200)
      gated.release()

      const { error } = errorEventOf(await eventsOf(await pending))
      expect(error).toEqual({ status: 409, detail: chatDetails.messageIdTaken })
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('an unexpected failure after the stream opened ends it with error 500, logged, and frees the key', async () => {
      const gated = gatedEngine()
      const { api, user, logs } = await setup(gated.engine)
      const sessionId = await newSession(api)
      const key = randomUUID()
      gated.fail(new Error('engine bug'))
      const { error } = errorEventOf(
        await eventsOf(await api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))),
      )
      expect(error).toEqual({ status: 500, detail: 'Internal server error' })
      expect(errorLogs(logs).map((line) => line.msg)).toEqual(['Unhandled error while streaming a reply'])
      expect(await recordOf(user.id, key)).toBeUndefined()

      gated.fail(undefined)
      doneOf(await eventsOf(await api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))))
      expect(await messagesOf(sessionId)).toHaveLength(2)
    })

    test('a client that leaves mid-answer aborts nothing: the reply is stored once and its key replays it', async () => {
      const paced = pacedEngine()
      const { api, user, logs } = await setup(paced.engine)
      const sessionId = await newSession(api)
      const key = randomUUID()
      const body = { query: question }

      const seen = await readThenDisconnect(
        await api.post(sendPath(sessionId), body, keyed(key, streamed)),
        (events) => events.length > 0,
      )
      expect(seen.map((event) => event.event)).toEqual([CHAT_STREAM_EVENTS.delta])

      // Still at work: a retry under the key, plain or streamed, hears 409 with Retry-After and starts nothing.
      for (const headers of [keyed(key), keyed(key, streamed)]) {
        const early = await api.post(sendPath(sessionId), body, headers)
        expect(early.status).toBe(409)
        expect(early.headers.get('Retry-After')).toBe('1')
        expect(await jsonErrorOf(early)).toEqual({ detail: idempotencyMessages.pending })
      }
      expect(await messagesOf(sessionId)).toHaveLength(0)

      paced.release()
      await vi.waitFor(async () => expect((await recordOf(user.id, key))?.status).toBe(200), {
        timeout: 10_000,
        interval: 20,
      })
      const retry = await api.post(sendPath(sessionId), body, keyed(key, streamed))
      expect(retry.status).toBe(200)
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
      const reply = v.parse(SendMessageResponseSchema, await retry.json())
      const whole = (await createEngine(grounded, pino({ level: 'silent' })).answer({ question, history: [] })).markdown
      expect(reply.message.content).toBe(whole)
      expect(v.parse(ChatStreamDeltaSchema, JSON.parse(seen[0]!.data)).text).toBe(
        whole.slice(0, Math.ceil(whole.length / 3)),
      )

      const rows = await messagesOf(sessionId)
      expect(rows.filter((row) => row.role === 'assistant')).toHaveLength(1)
      expect(paced.runs).toHaveLength(1)
      expect(paced.runs[0]?.signal).toBeUndefined()
      expect(paced.finished).toBe(1)
      expect(errorLogs(logs)).toEqual([])
    })

    test('over a real socket, a dropped connection leaves the work running to the stored reply', async () => {
      const paced = pacedEngine()
      const { app, user, logs } = await setup(paced.engine)
      const api = apiClient(app, user)
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
      await new Promise<void>((resolve) => server.once('listening', () => resolve()))
      const closed: Array<Promise<void>> = []
      server.on('connection', (socket: Socket) =>
        closed.push(new Promise((resolve) => socket.once('close', () => resolve()))),
      )
      try {
        const { port } = server.address() as AddressInfo
        const sessionId = await newSession(api)
        const key = randomUUID()
        const body = JSON.stringify({ query: question })
        const controller = new AbortController()
        const origin = `http://127.0.0.1:${port}`
        const response = await fetch(`${origin}${sendPath(sessionId)}`, {
          method: 'POST',
          headers: {
            ...streamed,
            'Idempotency-Key': key,
            'Content-Type': 'application/json',
            Origin: origin,
            Cookie: `${sessionCookieName}=${user.cookie}`,
            'X-User-Email': user.email,
          },
          body,
          signal: controller.signal,
        })
        const reader = response.body!.getReader()
        const { value } = await reader.read()
        expect(new TextDecoder().decode(value)).toContain(`event: ${CHAT_STREAM_EVENTS.delta}`)
        controller.abort()
        // The server has seen the connection go before the answer goes on.
        await closed[0]

        paced.release()
        await vi.waitFor(async () => expect((await recordOf(user.id, key))?.status).toBe(200), {
          timeout: 10_000,
          interval: 20,
        })
        const replay = await api.post(sendPath(sessionId), { query: question }, keyed(key))
        expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
        expect(v.parse(SendMessageResponseSchema, await replay.json()).message.content.length).toBeGreaterThan(0)
        expect(await messagesOf(sessionId)).toHaveLength(2)
        expect(errorLogs(logs)).toEqual([])
      } finally {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
      }
    })

    describe('with an OpenAI-compatible model server', () => {
      let stub: StubModelServer
      beforeAll(async () => {
        stub = await startStubModelServer()
      })
      afterAll(() => stub.close())

      async function modelSetup(env: Record<string, string> = {}) {
        const { app, logs } = createTestApp(database(), {
          env: {
            LLM_BASE_URL: stub.baseUrl,
            LLM_MODEL: 'stub-model',
            LLM_MAX_RETRIES: '0',
            LLM_TIMEOUT_MS: '2000',
            ...env,
          },
        })
        const user = await signedInUser(db())
        const api = apiClient(app, user)
        return { api, user, logs, sessionId: await newSession(api) }
      }

      test("the model's answer streams in several deltas and done carries it with its citations", async () => {
        const { api, sessionId } = await modelSetup()
        stub.script({
          kind: 'reply',
          text: '',
          chunks: ['Boards ', 'should describe ', 'their oversight of ', 'climate risks [', '1]', '.'],
        })
        const before = stub.requests.length
        const { text, deltas, done } = doneOf(
          await eventsOf(await api.post(sendPath(sessionId), { query: question }, streamed)),
        )

        expect(stub.requests.slice(before).map((request) => request.body.stream)).toEqual([true])
        expect(deltas).toBeGreaterThan(2)
        expect(text).toBe(done.message.content)
        expect(
          done.message.content.startsWith(
            'Boards should describe their oversight of climate risks [1].\n\n**Sources**\n\n1. ',
          ),
        ).toBe(true)
        expect(done.message.sources).toHaveLength(1)
        expect(done.message.sources?.[0]).toMatchObject({ n: 1, kind: 'passage' })
        const stored = v.parse(ChatSessionSchema, await (await api.get(sessionPath(sessionId))).json())
        expect(stored.messages.at(-1)).toEqual(done.message)
      })

      test('when the model server fails, the grounded answer is streamed instead, opening with the fallback note', async () => {
        const { api, sessionId } = await modelSetup()
        stub.script({ kind: 'status', status: 500 })
        const { text, done } = doneOf(
          await eventsOf(await api.post(sendPath(sessionId), { query: question }, streamed)),
        )
        expect(done.message.content.startsWith(`${FALLBACK_NOTE}\n\n`)).toBe(true)
        expect(text).toBe(done.message.content)
        expect(done.message.sources?.length).toBeGreaterThan(0)
        expect(await messagesOf(sessionId)).toHaveLength(2)
      })

      test('with LLM_FALLBACK=false a failure ends the stream with error {status, detail}; nothing is stored, the key is free', async () => {
        const { api, user, sessionId, logs } = await modelSetup({ LLM_FALLBACK: 'false' })
        const key = randomUUID()
        stub.script({ kind: 'status', status: 500 })
        const refused = errorEventOf(
          await eventsOf(await api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))),
        )
        expect(refused).toEqual({
          text: '',
          error: { status: 502, detail: 'The model server did not return a usable answer. Try again later.' },
        })

        // Part of an answer streamed before the model server dropped the connection: the error still ends the stream.
        stub.script({ kind: 'stream-then-drop', chunks: ['Boards ', 'should '] })
        const cut = errorEventOf(
          await eventsOf(await api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))),
        )
        expect(cut.text).toBe('Boards should ')
        expect(cut.error.status).toBe(503)
        expect(await messagesOf(sessionId)).toHaveLength(0)
        expect(await recordOf(user.id, key)).toBeUndefined()

        stub.script({ kind: 'reply', text: 'Boards oversee climate risks [1].' })
        doneOf(await eventsOf(await api.post(sendPath(sessionId), { query: question }, keyed(key, streamed))))
        expect(await messagesOf(sessionId)).toHaveLength(2)
        expect(errorLogs(logs)).toEqual([])
      })
    })
  })
}
