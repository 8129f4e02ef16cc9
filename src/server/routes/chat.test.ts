import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import {
  CHAT_QUERY_MAX,
  ChatSessionListSchema,
  ChatSessionSchema,
  SendMessageResponseSchema,
  sessionTitleFrom,
  type ChatSession,
} from '../../core/contract/chat'
import { DeletedSchema } from '../../core/contract/drafts'
import { ErrorBodySchema } from '../../core/contract/error'
import { authMessages } from '../auth/auth-messages'
import { chatMessages, chatSessions } from '../db/schema'
import { ModelUnavailableError } from '../llm/model-errors'
import { apiClient, gatedEngine, signedInUser, type ApiClient } from '../test-api'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { chatDetails } from './chat'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const createPath = endpointPath(endpoints.chat.createSession, {})
const listPath = endpointPath(endpoints.chat.listSessions, {})
const sessionPath = (id: string) => endpointPath(endpoints.chat.getSession, { params: { id } })
const sendPath = (id: string) => endpointPath(endpoints.chat.send, { params: { id } })

const question = 'What should a board disclose about climate governance under TCFD?'
const questionTitle = 'What should a board disclose about climate governance under…'

async function errorOf(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return v.parse(ErrorBodySchema, await response.json())
}

async function newSession(api: ApiClient, body: unknown = {}): Promise<ChatSession> {
  const response = await api.post(createPath, body)
  expect(response.status).toBe(201)
  return v.parse(ChatSessionSchema, await response.json())
}

async function ask(api: ApiClient, sessionId: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  const response = await api.post(sendPath(sessionId), body, headers)
  return { response, text: await response.clone().text() }
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const setup = async () => {
      const gated = gatedEngine()
      const { app } = createTestApp(database(), { engine: gated.engine })
      const user = await signedInUser(database().db)
      return { app, user, api: apiClient(app, user), gated }
    }
    const messagesOf = (sessionId: string) =>
      database().db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))
    const sessionRow = async (id: string) =>
      (await database().db.select().from(chatSessions).where(eq(chatSessions.id, id)))[0]

    test('every chat call needs a session: 401 {detail} without one', async () => {
      const { app } = await setup()
      const anonymous = apiClient(app, undefined)
      const id = randomUUID()
      for (const response of [
        await anonymous.post(createPath, {}),
        await anonymous.get(listPath),
        await anonymous.get(sessionPath(id)),
        await anonymous.post(sendPath(id), { query: question }),
        await anonymous.delete(sessionPath(id)),
      ]) {
        expect(response.status).toBe(401)
        expect(await errorOf(response)).toEqual({ detail: authMessages.notSignedIn })
      }
    })

    test('POST /session creates an empty, untitled session from {} or from no body at all', async () => {
      const { app, user, api } = await setup()
      const session = await newSession(api)
      expect(session).toMatchObject({ title: null, messages: [] })
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(new Date(session.created_at).toISOString()).toBe(session.created_at)
      expect(session.updated_at).toBe(session.created_at)

      // The original client sends no payload; neither a missing body nor a missing Content-Type is an error here.
      const bare = await app.request(createPath, {
        method: 'POST',
        headers: { Origin: 'http://localhost', Cookie: `cda_session=${user.cookie}` },
      })
      expect(bare.status).toBe(201)
      expect(v.parse(ChatSessionSchema, await bare.json()).messages).toEqual([])
    })

    test("POST /session keeps a client-chosen id and title; an existing id answers 409, also another user's", async () => {
      const { app, api } = await setup()
      const id = randomUUID()
      const session = await newSession(api, { id, title: '  Scope 3 questions ' })
      expect(session).toMatchObject({ id, title: 'Scope 3 questions' })

      const again = await api.post(createPath, { id })
      expect(again.status).toBe(409)
      expect(await errorOf(again)).toEqual({ detail: chatDetails.idTaken })
      const other = apiClient(app, await signedInUser(database().db))
      const foreign = await other.post(createPath, { id, title: 'mine now' })
      expect(foreign.status).toBe(409)
      expect(await errorOf(foreign)).toEqual({ detail: chatDetails.idTaken })
      expect(await sessionRow(id)).toMatchObject({ title: 'Scope 3 questions' })
    })

    test('sending answers the assistant reply with timestamp and sources, stores both messages and titles the session', async () => {
      const { api, gated } = await setup()
      const session = await newSession(api)
      const messageId = randomUUID()
      const { response } = await ask(api, session.id, { query: `  ${question}  `, message_id: messageId })
      expect(response.status).toBe(200)
      const body = v.parse(SendMessageResponseSchema, await response.json())
      expect(body.message).toMatchObject({ role: 'assistant' })
      expect(body.message.content).toMatch(/\[1\]/)
      expect(body.message.sources?.length).toBeGreaterThan(0)
      expect(body.message.sources?.[0]).toMatchObject({ n: 1, kind: 'passage' })
      expect(new Date(body.message.timestamp!).toISOString()).toBe(body.message.timestamp)
      expect(body.user_message).toEqual({
        id: messageId,
        role: 'user',
        content: question,
        timestamp: body.user_message?.timestamp,
      })
      expect((body.user_message?.timestamp ?? '') <= (body.message.timestamp ?? '')).toBe(true)
      expect(body.session).toEqual({
        id: session.id,
        title: questionTitle,
        created_at: session.created_at,
        updated_at: body.message.timestamp,
      })
      expect(gated.inputs).toEqual([{ question, history: [] }])

      const stored = v.parse(ChatSessionSchema, await (await api.get(sessionPath(session.id))).json())
      expect(stored).toMatchObject({ id: session.id, title: questionTitle, updated_at: body.message.timestamp })
      expect(stored.messages).toEqual([body.user_message, body.message])
      expect(stored.messages[0]).not.toHaveProperty('sources')
    })

    test('a follow-up question sees the conversation so far; messages stay in order and the title stays', async () => {
      const { api, gated } = await setup()
      const session = await newSession(api)
      const first = v.parse(
        SendMessageResponseSchema,
        await (await api.post(sendPath(session.id), { query: question })).json(),
      )
      const second = v.parse(
        SendMessageResponseSchema,
        await (
          await api.post(sendPath(session.id), {
            query: 'And what about scenario analysis?',
            prompt_name: 'tcfd_chat',
            variables: { tech_modes: 'basic' },
          })
        ).json(),
      )
      expect(gated.inputs[1]).toEqual({
        question: 'And what about scenario analysis?',
        history: [
          { role: 'user', content: question },
          { role: 'assistant', content: first.message.content },
        ],
      })
      expect(second.session?.title).toBe(questionTitle)
      const stored = v.parse(ChatSessionSchema, await (await api.get(sessionPath(session.id))).json())
      expect(stored.messages.map((message) => [message.role, message.content])).toEqual([
        ['user', question],
        ['assistant', first.message.content],
        ['user', 'And what about scenario analysis?'],
        ['assistant', second.message.content],
      ])
      expect((await messagesOf(session.id)).map((row) => row.seq).sort()).toEqual([1, 2, 3, 4])
    })

    test('a long first question titles the session with its first words, cut on a word boundary', async () => {
      const { api } = await setup()
      const long = 'How should an Australian mining company describe its transition risks under AASB S2 paragraph 10?'
      const session = await newSession(api)
      const body = v.parse(
        SendMessageResponseSchema,
        await (await api.post(sendPath(session.id), { query: long })).json(),
      )
      expect(body.session?.title).toBe('How should an Australian mining company describe its…')
      expect(body.session?.title).toBe(sessionTitleFrom(long))

      const named = await newSession(api, { title: 'My own title' })
      const kept = v.parse(
        SendMessageResponseSchema,
        await (await api.post(sendPath(named.id), { query: long })).json(),
      )
      expect(kept.session?.title).toBe('My own title')
    })

    test('the title rule: short questions whole, whitespace collapsed, long words cut', () => {
      expect(sessionTitleFrom('  What is   TCFD?\n')).toBe('What is TCFD?')
      expect(sessionTitleFrom('x'.repeat(60))).toBe('x'.repeat(60))
      expect(sessionTitleFrom('y'.repeat(80))).toBe(`${'y'.repeat(60)}…`)
      const exact = `${'word '.repeat(12)}tail`
      const title = sessionTitleFrom(exact)
      expect(title.length).toBeLessThanOrEqual(61)
      expect(title.endsWith('word…')).toBe(true)
    })

    test("GET /sessions lists only the user's sessions, the newest first; a new message does not move one", async () => {
      const { app, api } = await setup()
      const older = await newSession(api, { title: 'Older' })
      const newer = await newSession(api, { title: 'Newer' })
      await newSession(apiClient(app, await signedInUser(database().db)), { title: 'Someone else' })
      let list = v.parse(ChatSessionListSchema, await (await api.get(listPath)).json())
      expect(list.sessions.map((session) => session.id)).toEqual([newer.id, older.id])
      expect(list.next_cursor).toBeNull()

      await api.post(sendPath(older.id), { query: question })
      list = v.parse(ChatSessionListSchema, await (await api.get(listPath)).json())
      expect(list.sessions.map((session) => session.title)).toEqual(['Newer', 'Older'])
      expect(list.sessions[1]!.updated_at > list.sessions[0]!.updated_at).toBe(true)
      expect(list.sessions[0]).not.toHaveProperty('messages')
    })

    test('DELETE /session removes the session and its messages; again, or a missing id, is still 200 deleted', async () => {
      const { api } = await setup()
      const session = await newSession(api)
      await api.post(sendPath(session.id), { query: question })
      const response = await api.delete(sessionPath(session.id))
      expect(response.status).toBe(200)
      expect(v.parse(DeletedSchema, await response.json())).toEqual({ status: 'deleted' })
      expect(await sessionRow(session.id)).toBeUndefined()
      expect(await messagesOf(session.id)).toHaveLength(0)
      expect((await api.get(sessionPath(session.id))).status).toBe(404)
      expect(await (await api.delete(sessionPath(session.id))).json()).toEqual({ status: 'deleted' })
      expect(await (await api.delete(sessionPath(randomUUID()))).json()).toEqual({ status: 'deleted' })
    })

    test("another user's session is answered exactly like a missing one: no reading, asking or deleting it", async () => {
      const { app, api, gated } = await setup()
      const session = await newSession(api, { title: 'Private' })
      await api.post(sendPath(session.id), { query: 'Our confidential transition plan question' })
      const other = apiClient(app, await signedInUser(database().db))
      const missing = randomUUID()
      const callsBefore = gated.calls

      const pairs: Array<[Response, Response]> = [
        [await other.get(sessionPath(session.id)), await other.get(sessionPath(missing))],
        [
          await other.post(sendPath(session.id), { query: question }),
          await other.post(sendPath(missing), { query: question }),
        ],
        [await other.delete(sessionPath(session.id)), await other.delete(sessionPath(missing))],
      ]
      for (const [foreign, absent] of pairs) {
        expect(foreign.status).toBe(absent.status)
        const text = await foreign.text()
        expect(text).toBe(await absent.text())
        expect(text).not.toContain('confidential')
      }
      expect((await other.get(sessionPath(session.id))).status).toBe(404)
      expect(await errorOf(await other.post(sendPath(session.id), { query: question }))).toEqual({
        detail: chatDetails.notFound,
      })
      expect(gated.calls).toBe(callsBefore)
      expect(v.parse(ChatSessionListSchema, await (await other.get(listPath)).json()).sessions).toEqual([])
      expect(await sessionRow(session.id)).toMatchObject({ title: 'Private' })
      expect(await messagesOf(session.id)).toHaveLength(2)
    })

    test('invalid questions and ids answer 400 {detail, errors}; nothing is stored and the engine is not asked', async () => {
      const { api, gated } = await setup()
      const session = await newSession(api)
      const cases: Array<[unknown, string, string]> = [
        [{ query: '' }, 'query', 'Please enter a message'],
        [{ query: '   \n ' }, 'query', 'Please enter a message'],
        [{ query: 'x'.repeat(CHAT_QUERY_MAX + 1) }, 'query', `Messages can be at most ${CHAT_QUERY_MAX} characters`],
        [{ query: 42 }, 'query', 'Please enter a message'],
        [{ query: question, message_id: 'm-1' }, 'message_id', 'message_id must be a UUID'],
      ]
      for (const [body, path, message] of cases) {
        const response = await api.post(sendPath(session.id), body)
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toEqual({ detail: message, errors: [{ path, message }] })
      }
      const missing = await api.post(sendPath(session.id), {})
      expect(missing.status).toBe(400)
      expect((await errorOf(missing)).errors?.[0]?.path).toBe('query')
      expect((await api.post(sendPath(session.id), { query: 'x'.repeat(CHAT_QUERY_MAX) })).status).toBe(200)

      for (const response of [
        await api.post(sendPath('abc'), { query: question }),
        await api.get(sessionPath('abc')),
        await api.delete(sessionPath('abc')),
      ]) {
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toEqual({
          detail: 'id must be a UUID',
          errors: [{ path: 'id', message: 'id must be a UUID' }],
        })
      }
      const badSession = await api.post(createPath, { id: 'not-a-uuid' })
      expect(badSession.status).toBe(400)
      expect((await errorOf(badSession)).errors).toEqual([{ path: 'id', message: 'id must be a UUID' }])
      expect(gated.calls).toBe(1)
      expect(await messagesOf(session.id)).toHaveLength(2)
    })

    test('a message id already used answers 409 and asks nothing; the session keeps one copy', async () => {
      const { api, gated } = await setup()
      const session = await newSession(api)
      const messageId = randomUUID()
      expect((await api.post(sendPath(session.id), { query: question, message_id: messageId })).status).toBe(200)
      const again = await api.post(
        sendPath(session.id),
        { query: question, message_id: messageId },
        { 'Idempotency-Key': randomUUID() },
      )
      expect(again.status).toBe(409)
      expect(await errorOf(again)).toEqual({ detail: chatDetails.messageIdTaken })
      expect(gated.calls).toBe(1)
      expect(await messagesOf(session.id)).toHaveLength(2)
    })

    test('when the model server is unavailable the send answers its status with {detail} and stores nothing', async () => {
      const { api, gated } = await setup()
      const session = await newSession(api)
      gated.fail(new ModelUnavailableError('timeout'))
      const key = randomUUID()
      const response = await api.post(sendPath(session.id), { query: question }, { 'Idempotency-Key': key })
      expect(response.status).toBe(503)
      expect(await errorOf(response)).toEqual({ detail: 'The model server could not be reached. Try again later.' })
      gated.fail(new ModelUnavailableError('bad_response'))
      expect((await api.post(sendPath(session.id), { query: question })).status).toBe(502)
      expect(await messagesOf(session.id)).toHaveLength(0)
      expect((await sessionRow(session.id))?.title).toBeNull()

      // The failed attempt kept nothing under its key: the retry is answered for real.
      gated.fail(undefined)
      const retry = await api.post(sendPath(session.id), { query: question }, { 'Idempotency-Key': key })
      expect(retry.status).toBe(200)
      expect(await messagesOf(session.id)).toHaveLength(2)
    })

    test('the same-origin and X-User-Email rules apply to the chat calls', async () => {
      const { api } = await setup()
      const session = await newSession(api)
      expect(
        (await api.post(sendPath(session.id), { query: question }, { Origin: 'https://evil.example' })).status,
      ).toBe(403)
      expect((await api.delete(sessionPath(session.id), { Origin: 'https://evil.example' })).status).toBe(403)
      const mismatch = await api.post(
        sendPath(session.id),
        { query: question },
        { 'X-User-Email': 'other@example.com' },
      )
      expect(mismatch.status).toBe(401)
      expect(await errorOf(mismatch)).toEqual({ detail: authMessages.sessionMismatch })
      expect(await messagesOf(session.id)).toHaveLength(0)
      expect(await sessionRow(session.id)).toBeDefined()
    })
  })
}
