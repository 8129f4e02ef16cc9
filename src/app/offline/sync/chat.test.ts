import { beforeEach, expect, test } from 'vitest'
import { storeUser } from '../../lib/stored-user'
import { createChatSession, deleteChatSession, recordOfflineAnswer, retryChat, sendChatMessage } from './chat'
import { getOfflineDb } from '../db'
import { clearUserData, unsentChangeCount } from './user-data'

const ADA = 'ada@example.com'

beforeEach(() => {
  storeUser({ email: ADA, first_name: 'Ada' })
})

const outbox = () => getOfflineDb().outbox.orderBy('seq').toArray()

async function session() {
  const result = await createChatSession()
  if (!result.ok) throw new Error(result.error)
  return result.id
}

async function send(sessionId: string, text: string) {
  const result = await sendChatMessage(sessionId, text)
  if (!result.ok) throw new Error(result.error)
  return result.id
}

test('a session and its messages queue on one chain, in the order they were made', async () => {
  const id = await session()
  const first = await send(id, 'What is TCFD?')
  const second = await send(id, 'And AASB S2?')
  expect((await outbox()).map((entry) => [entry.recordType, entry.op, entry.recordId, entry.chainId])).toEqual([
    ['chatSession', 'create', id, id],
    ['chatMessage', 'send', first, id],
    ['chatMessage', 'send', second, id],
  ])
  const messages = await getOfflineDb()
    .chatMessages.where('[sessionId+position]')
    .between([id, -Infinity], [id, Infinity])
    .toArray()
  expect(messages.map((message) => [message.content, message.role, message.syncState, message.position])).toEqual([
    ['What is TCFD?', 'user', 'pending', 1],
    ['And AASB S2?', 'user', 'pending', 2],
  ])
})

test('a blank message is refused and nothing is stored', async () => {
  const id = await session()
  expect(await sendChatMessage(id, '   ')).toEqual({ ok: false, error: 'invalid', detail: 'Please enter a message' })
  expect(await getOfflineDb().chatMessages.count()).toBe(0)
})

test('sending to a session that is not there says so', async () => {
  expect(await sendChatMessage('no-such-session', 'Hello')).toEqual({ ok: false, error: 'not-found' })
})

test('an offline answer goes right after its question and is never sent', async () => {
  const id = await session()
  const question = await send(id, 'Scope 3?')
  await send(id, 'Next question')
  await recordOfflineAnswer(question, { content: 'Offline: Scope 3 covers…' })
  const messages = await getOfflineDb()
    .chatMessages.where('[sessionId+position]')
    .between([id, -Infinity], [id, Infinity])
    .toArray()
  expect(messages.map((message) => [message.content, message.offline ?? false])).toEqual([
    ['Scope 3?', false],
    ['Offline: Scope 3 covers…', true],
    ['Next question', false],
  ])
  expect(
    (await outbox()).every((entry) => entry.recordType !== 'chatMessage' || entry.recordId !== messages[1]!.id),
  ).toBe(true)
})

test("a message keeps the answer it has: a second offline answer, or one after the server's reply, is not added", async () => {
  const id = await session()
  const question = await send(id, 'Scope 3?')
  const first = await recordOfflineAnswer(question, { content: 'From this tab' })
  expect(await recordOfflineAnswer(question, { content: 'From another tab' })).toEqual(first)
  const replied = await send(id, 'Scope 2?')
  const db = getOfflineDb()
  const position = (await db.chatMessages.get(replied))!.position + 0.5
  await db.chatMessages.add({
    id: 'server-reply',
    sessionId: id,
    userEmail: ADA,
    role: 'assistant',
    content: 'From the server',
    timestamp: '2026-11-21T09:00:00Z',
    position,
    syncState: 'sent',
    replyTo: replied,
  })
  expect(await recordOfflineAnswer(replied, { content: 'Too late' })).toEqual({ ok: true, id: 'server-reply' })
  const messages = await db.chatMessages
    .where('[sessionId+position]')
    .between([id, -Infinity], [id, Infinity])
    .toArray()
  expect(messages.map((message) => message.content)).toEqual([
    'Scope 3?',
    'From this tab',
    'Scope 2?',
    'From the server',
  ])
})

test('deleting a session the server never had removes it with its messages and entries', async () => {
  const id = await session()
  await send(id, 'Hello')
  await deleteChatSession(id)
  expect(await getOfflineDb().chatSessions.count()).toBe(0)
  expect(await getOfflineDb().chatMessages.count()).toBe(0)
  expect(await outbox()).toHaveLength(0)
})

test('deleting a synced session drops its unsent messages and queues the DELETE', async () => {
  const id = await session()
  const db = getOfflineDb()
  await db.outbox.clear()
  await db.chatSessions.update(id, { syncState: 'synced' })
  await send(id, 'Never mind')
  await deleteChatSession(id)
  expect((await outbox()).map((entry) => [entry.recordType, entry.op])).toEqual([['chatSession', 'delete']])
  expect(await db.chatMessages.count()).toBe(0)
})

test('retrying a refused message sends it again under a new key', async () => {
  const id = await session()
  const message = await send(id, 'Hello')
  const db = getOfflineDb()
  const entry = (await outbox()).find((candidate) => candidate.recordId === message)!
  await db.outbox.update(entry.seq, { state: 'failed', attempts: 1 })
  await db.chatMessages.update(message, { syncState: 'failed', error: 'Refused' })
  expect(await retryChat(id)).toEqual({ ok: true, retried: 1 })
  const renewed = await db.outbox.get(entry.seq)
  expect(renewed).toMatchObject({ state: 'queued', attempts: 0 })
  expect(renewed!.id).not.toBe(entry.id)
  expect(await db.chatMessages.get(message)).toMatchObject({ syncState: 'pending' })
})

test('unsent changes are counted per user, and clearing one user leaves the other', async () => {
  const id = await session()
  await send(id, 'Hi')
  storeUser({ email: 'bob@example.com' })
  await session()
  expect(await unsentChangeCount(ADA)).toBe(2)
  expect(await unsentChangeCount('bob@example.com')).toBe(1)
  await clearUserData(ADA)
  expect(await unsentChangeCount(ADA)).toBe(0)
  expect(await getOfflineDb().chatSessions.where('userEmail').equals(ADA).count()).toBe(0)
  expect(await getOfflineDb().chatMessages.count()).toBe(0)
  expect(await unsentChangeCount('bob@example.com')).toBe(1)
})
