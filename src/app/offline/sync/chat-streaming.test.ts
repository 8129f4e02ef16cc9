import { expect, test, vi } from 'vitest'
import type { SendMessageResponse } from '../../../core/contract/chat'
import { pageRequest, type ApiRequestOptions, type ApiResult } from '../../lib/api-client'
import { createChatSession } from './chat'
import { getOfflineDb } from '../db'
import { getLiveReply, stopLiveReply } from '../live-replies'
import type { RequestFn } from '../../lib/api-fetch'
import { createSyncHarness, quietSyncLogs } from './test-support/sync-harness'
import { askInChat, chatMessagesOf, newChatSession } from './test-support/chat-records'

// Chat replies streamed by the sync engine (docs/decisions/090). The fake server answers in JSON; each test's
// request function plays the stream around it: the deltas, the user's Stop, a stream that breaks.

quietSyncLogs()

type ChatSend = (call: {
  messageId: string
  options: ApiRequestOptions<unknown>
  /** The fake server's JSON answer to the send, under the request's own Idempotency-Key. */
  server: () => Promise<ApiResult<unknown>>
}) => Promise<ApiResult<unknown>>

/** A harness whose chat sends (the requests that ask for a stream) go through `chatSend`; the rest go as usual. */
function streamingHarness(chatSend: ChatSend) {
  const request: RequestFn = <T>(path: string, options?: ApiRequestOptions<T>) => {
    const messageId = (options?.body as { message_id?: string } | undefined)?.message_id
    if (!options?.onDelta || !messageId) return pageRequest(path, options)
    const plain = { ...options, onDelta: undefined, signal: undefined }
    return chatSend({ messageId, options, server: () => pageRequest(path, plain) }) as Promise<ApiResult<T>>
  }
  return createSyncHarness({ engine: { request } })
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A session already on the server, pulled once so the next round sends without pulling. */
async function syncedSession(h: ReturnType<typeof createSyncHarness>) {
  const id = await newChatSession()
  expect(await h.sync()).toBe('done')
  return id
}

const shape = (messages: Awaited<ReturnType<typeof chatMessagesOf>>) =>
  messages.map(({ role, content, syncState, stopped }) => ({
    role,
    content,
    syncState,
    ...(stopped ? { stopped } : {}),
  }))

test('a reply streams into the live reply as it is written, is stored once, and then stops showing as live', async () => {
  const seen: string[] = []
  const h = streamingHarness(async ({ messageId, options, server }) => {
    const result = await server()
    if (!result.ok) return result
    for (const piece of (result.data as SendMessageResponse).message.content.split(/(?<= )/)) {
      options.onDelta?.(piece)
      seen.push(getLiveReply(messageId)?.text ?? 'nothing live')
      await nextTurn()
    }
    return result
  })
  const sessionId = await syncedSession(h)
  const question = await askInChat(sessionId, 'What is Scope 3?')
  expect(await h.sync()).toBe('done')

  expect(seen).toEqual([
    'Answer ',
    'Answer to: ',
    'Answer to: What ',
    'Answer to: What is ',
    'Answer to: What is Scope ',
    'Answer to: What is Scope 3?',
  ])
  expect(getLiveReply(question)).toBeUndefined()
  expect(shape(await chatMessagesOf(sessionId))).toEqual([
    { role: 'user', content: 'What is Scope 3?', syncState: 'sent' },
    { role: 'assistant', content: 'Answer to: What is Scope 3?', syncState: 'sent' },
  ])
  expect(await getOfflineDb().outbox.count()).toBe(0)
})

test('Stop keeps what arrived, labelled stopped; the next pull puts the reply the server stored in its place', async () => {
  const h = streamingHarness(async ({ options, server }) => {
    // The server has the question and writes the whole reply whatever the client does.
    await server()
    options.onDelta?.('Scope 3 covers ')
    options.onDelta?.('the value chain')
    const signal = options.signal!
    return new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    )
  })
  const sessionId = await syncedSession(h)
  const question = await askInChat(sessionId, 'What is Scope 3?')
  const round = h.sync()
  await vi.waitFor(() => expect(getLiveReply(question)).toEqual({ text: 'Scope 3 covers the value chain' }))
  stopLiveReply(question)
  expect(await round).toBe('done')

  expect(getLiveReply(question)).toBeUndefined()
  const messages = await chatMessagesOf(sessionId)
  expect(shape(messages)).toEqual([
    { role: 'user', content: 'What is Scope 3?', syncState: 'sent' },
    { role: 'assistant', content: 'Scope 3 covers the value chain', syncState: 'sent', stopped: true },
  ])
  expect(messages[1]).toMatchObject({ replyTo: question, position: messages[0]!.position + 0.5 })
  expect(await getOfflineDb().outbox.count()).toBe(0)
  expect(await getOfflineDb().chatSessions.get(sessionId)).toMatchObject({ refresh: true })

  expect(await h.sync(true)).toBe('done')
  expect(shape(await chatMessagesOf(sessionId))).toEqual([
    { role: 'user', content: 'What is Scope 3?', syncState: 'sent' },
    { role: 'assistant', content: 'Answer to: What is Scope 3?', syncState: 'sent' },
  ])
  expect(h.server.replies.get(question)).toBe(1)
})

test('Stop before the server has stored the exchange: pulls keep the question and what arrived until it has', async () => {
  const h = streamingHarness(async ({ options }) => {
    options.onDelta?.('Physical risks are')
    const signal = options.signal!
    return new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    )
  })
  const sessionId = await syncedSession(h)
  const question = await askInChat(sessionId, 'What are physical risks?')
  const round = h.sync()
  await vi.waitFor(() => expect(getLiveReply(question)?.text).toBe('Physical risks are'))
  stopLiveReply(question)
  expect(await round).toBe('done')

  // The server is still writing the reply: the session it sends has neither the question nor the reply.
  expect(await h.sync(true)).toBe('done')
  const kept = [
    { role: 'user', content: 'What are physical risks?', syncState: 'sent' },
    { role: 'assistant', content: 'Physical risks are', syncState: 'sent', stopped: true },
  ]
  expect(shape(await chatMessagesOf(sessionId))).toEqual(kept)
  h.server.otherDeviceSend(sessionId, '00000000-0000-4000-a000-000000000007', 'Asked on the laptop meanwhile')
  expect(await h.sync(true)).toBe('done')
  expect(shape(await chatMessagesOf(sessionId))).toEqual([
    { role: 'user', content: 'Asked on the laptop meanwhile', syncState: 'sent' },
    { role: 'assistant', content: 'Answer to: Asked on the laptop meanwhile', syncState: 'sent' },
    ...kept,
  ])

  // The server has stored it now (the session's updated_at moved), so the next pull brings the whole reply.
  h.server.otherDeviceSend(sessionId, question, 'What are physical risks?')
  expect(await h.sync(true)).toBe('done')
  const messages = await chatMessagesOf(sessionId)
  expect(shape(messages).slice(2)).toEqual([
    { role: 'user', content: 'What are physical risks?', syncState: 'sent' },
    { role: 'assistant', content: 'Answer to: What are physical risks?', syncState: 'sent' },
  ])
  expect(messages.some((message) => message.stopped)).toBe(false)
})

test('a stream that breaks puts the send back in the queue; the retry, same key, gets the stored reply once', async () => {
  const attempts: Array<{ key: string | undefined; liveAtStart: string | undefined }> = []
  const h = streamingHarness(async ({ messageId, options, server }) => {
    attempts.push({ key: options.headers?.['Idempotency-Key'], liveAtStart: getLiveReply(messageId)?.text })
    const result = await server()
    if (attempts.length === 1) {
      options.onDelta?.('Half an ans')
      return { ok: false, error: { kind: 'network' } }
    }
    options.onDelta?.('Answer to: ')
    expect(getLiveReply(messageId)).toEqual({ text: 'Answer to: ' })
    return result
  })
  const sessionId = await syncedSession(h)
  const question = await askInChat(sessionId, 'What is a transition plan?')
  expect(await h.sync()).toBe('offline')
  expect(getLiveReply(question)).toBeUndefined()
  expect(await getOfflineDb().chatMessages.get(question)).toMatchObject({ syncState: 'pending' })
  expect(await getOfflineDb().outbox.where('recordId').equals(question).first()).toMatchObject({ state: 'queued' })

  expect(await h.sync()).toBe('done')
  expect(attempts).toHaveLength(2)
  expect(attempts[1]!.key).toBe(attempts[0]!.key)
  expect(attempts.map((attempt) => attempt.liveAtStart)).toEqual(['', ''])
  expect(h.server.counts.replays).toBe(1)
  expect(h.server.replies.get(question)).toBe(1)
  expect(shape(await chatMessagesOf(sessionId))).toEqual([
    { role: 'user', content: 'What is a transition plan?', syncState: 'sent' },
    { role: 'assistant', content: 'Answer to: What is a transition plan?', syncState: 'sent' },
  ])
})

test('requests other than chat sends neither ask for a stream nor carry a Stop signal', async () => {
  const calls: Array<ApiRequestOptions<unknown> | undefined> = []
  const request: RequestFn = (path, options) => {
    calls.push(options)
    return pageRequest(path, options)
  }
  const h = createSyncHarness({ engine: { request } })
  const session = await createChatSession()
  if (!session.ok) throw new Error(session.error)
  await askInChat(session.id, 'Hello')
  expect(await h.sync()).toBe('done')
  const streamed = calls.filter((options) => options?.onDelta)
  expect(streamed).toHaveLength(1)
  expect(streamed[0]!.signal).toBeInstanceOf(AbortSignal)
  expect(calls.filter((options) => !options?.onDelta).every((options) => options?.signal === undefined)).toBe(true)
})
