import { expect, test } from 'vitest'
import type { ChatMessageRecord } from '../../offline/records'
import { conversationItems, isAwaitingReply } from './conversation-items'

function message(
  fields: Partial<ChatMessageRecord> & Pick<ChatMessageRecord, 'id' | 'role' | 'position'>,
): ChatMessageRecord {
  return {
    sessionId: 's1',
    userEmail: 'ada@example.com',
    content: fields.id,
    timestamp: '2026-03-05T09:07:00.000Z',
    syncState: 'sent',
    ...fields,
  }
}

const asked = message({ id: 'q1', role: 'user', position: 1 })
const waiting = message({ id: 'q2', role: 'user', position: 2, syncState: 'pending' })
const offlineAnswer = message({ id: 'o2', role: 'assistant', position: 2.25, replyTo: 'q2', offline: true })

const kinds = (messages: ChatMessageRecord[], sessionRefused = false) =>
  conversationItems(messages, sessionRefused).map(
    (item) => `${item.kind}:${'questionId' in item ? item.questionId : item.message.id}`,
  )

test("a question's waiting reply goes after the answers it already has, before the next question", () => {
  const items = kinds([
    asked,
    message({ id: 'a1', role: 'assistant', position: 1.5, replyTo: 'q1' }),
    waiting,
    offlineAnswer,
    message({ id: 'q3', role: 'user', position: 3, syncState: 'failed' }),
  ])
  expect(items).toEqual([
    'message:q1',
    'message:a1',
    'message:q2',
    'message:o2',
    'pending-reply:q2',
    'message:q3',
    'send-failure:q3',
  ])
})

test("an offline answer knows when the server's answer to the same question has arrived", () => {
  const answered = conversationItems([
    asked,
    message({ ...offlineAnswer, replyTo: 'q1' }),
    message({ id: 'a1', role: 'assistant', position: 1.5, replyTo: 'q1' }),
  ])
  expect(answered[1]).toMatchObject({ kind: 'message', answeredByServer: true })
  expect(conversationItems([waiting, offlineAnswer])[1]).toMatchObject({ kind: 'message', answeredByServer: false })
})

test('online, any question waiting for the server blocks sending', () => {
  expect(isAwaitingReply([asked], 'online')).toBe(false)
  expect(isAwaitingReply([asked, waiting], 'online')).toBe(true)
  expect(isAwaitingReply([asked, waiting, offlineAnswer], 'online')).toBe(true)
})

test('offline, only a question still without the offline answer blocks sending', () => {
  expect(isAwaitingReply([asked, waiting], 'offline')).toBe(true)
  expect(isAwaitingReply([asked, waiting, offlineAnswer], 'offline')).toBe(false)
})

test('a question queued behind a refused one waits for its Retry: no Thinking..., and sending is free', () => {
  const refused = message({ id: 'q2', role: 'user', position: 2, syncState: 'failed' })
  const behind = message({ id: 'q3', role: 'user', position: 3, syncState: 'pending' })
  expect(kinds([asked, refused, behind])).toEqual([
    'message:q1',
    'message:q2',
    'send-failure:q2',
    'message:q3',
    'waiting-for-retry:q3',
  ])
  expect(isAwaitingReply([asked, refused, behind], 'online')).toBe(false)
})

test('in a chat the server refused to create, its questions wait for that Retry, and sending is free', () => {
  expect(kinds([waiting], true)).toEqual(['message:q2', 'waiting-for-retry:q2'])
  expect(isAwaitingReply([waiting], 'online', true)).toBe(false)
  expect(isAwaitingReply([waiting], 'online', false)).toBe(true)
})
