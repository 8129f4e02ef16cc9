import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { storeUser } from '../../lib/stored-user'
import { recordOfflineAnswer } from '../../offline/sync/chat'
import { reportReachable, reportUnreachable } from '../../offline/connectivity'
import { getOfflineDb } from '../../offline/db'
import { answerPendingOffline, useOfflineAnswers } from './offline-answers'
import { askInChat, chatMessagesOf, newChatSession } from '../../offline/sync/test-support/chat-records'

const ADA = 'ada@example.com'

beforeEach(() => {
  storeUser({ email: ADA, first_name: 'Ada' })
})

afterEach(() => {
  // Also stops the probe that going offline starts.
  reportReachable()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('each question waiting to be sent gets one offline answer, in order, with the conversation before it', async () => {
  const id = await newChatSession()
  const first = await askInChat(id, 'How should the board oversee climate risks?')
  const followUp = await askInChat(id, 'and which paragraph covers that?')
  expect(await answerPendingOffline(id, ADA)).toBe(2)

  const messages = await chatMessagesOf(id)
  expect(messages.map((message) => [message.role, message.replyTo ?? null, message.offline ?? false])).toEqual([
    ['user', null, false],
    ['assistant', first, true],
    ['user', null, false],
    ['assistant', followUp, true],
  ])
  // The follow-up means nothing on its own: only the question before it makes it about board oversight, 6(a).
  expect(messages[3]!.content).toMatch(/6\(a\)/)
  expect(messages[1]!.content).toMatch(/\[1\]/)

  expect(await answerPendingOffline(id, ADA)).toBe(0)
  expect(await chatMessagesOf(id)).toHaveLength(4)
})

test('questions already sent or already answered are left alone', async () => {
  const id = await newChatSession()
  const sent = await askInChat(id, 'What is TCFD?')
  const answered = await askInChat(id, 'What is AASB S2?')
  const db = getOfflineDb()
  await db.chatMessages.update(sent, { syncState: 'sent' })
  await recordOfflineAnswer(answered, { content: 'Answered in another tab' })
  expect(await answerPendingOffline(id, ADA)).toBe(0)
  expect((await chatMessagesOf(id)).map((message) => message.content)).toEqual([
    'What is TCFD?',
    'What is AASB S2?',
    'Answered in another tab',
  ])
})

test('two runs at once still answer a question once', async () => {
  const id = await newChatSession()
  await askInChat(id, 'What are Scope 3 emissions?')
  const counts = await Promise.all([answerPendingOffline(id, ADA), answerPendingOffline(id, ADA)])
  expect(counts.sort()).toEqual([0, 1])
  expect((await chatMessagesOf(id)).filter((message) => message.offline)).toHaveLength(1)
})

test("another user's questions are never answered", async () => {
  const id = await newChatSession()
  await askInChat(id, 'What are Scope 3 emissions?')
  expect(await answerPendingOffline(id, 'bob@example.com')).toBe(0)
  expect(await chatMessagesOf(id)).toHaveLength(1)
})

test('the hook answers only while the server cannot be reached, questions typed meanwhile included', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
  const id = await newChatSession()
  await askInChat(id, 'What are Scope 3 emissions?')
  renderHook(() => useOfflineAnswers(id))
  // Online: give the hook time to act, then see that it did not.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect((await chatMessagesOf(id)).some((message) => message.offline)).toBe(false)

  act(() => reportUnreachable())
  await vi.waitFor(async () => expect((await chatMessagesOf(id)).filter((message) => message.offline)).toHaveLength(1))
  const later = await askInChat(id, 'How do I report transition risks?')
  await vi.waitFor(async () =>
    expect((await chatMessagesOf(id)).find((message) => message.replyTo === later)).toMatchObject({ offline: true }),
  )
  expect((await chatMessagesOf(id)).filter((message) => message.offline)).toHaveLength(2)
})

test('a chat not yet stored waits for nothing: the live query does not render the chat again', async () => {
  let renders = 0
  renderHook(() => {
    renders += 1
    useOfflineAnswers(null)
  })
  // Time for the live query to answer (a stored chat's query has answered by then).
  const id = await newChatSession()
  await askInChat(id, 'What is transition risk?')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(renders).toBe(1)
})
