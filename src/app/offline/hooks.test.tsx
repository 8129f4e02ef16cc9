import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { clearStoredUser, storeUser } from '../lib/stored-user'
import { createChatSession, recordOfflineAnswer, sendChatMessage } from './sync/chat'
import { reportReachable, reportUnreachable } from './connectivity'
import { getOfflineDb } from './db'
import { createDraft, updateDraft } from './sync/drafts'
import { useChatMessages, useChatSessions, useDraft, useDrafts, useRecordSyncState, useSyncStatus } from './hooks'
import { SYNC_PAUSED_KEY } from './sync/sync-meta'

const ADA = 'ada@example.com'

beforeEach(() => {
  storeUser({ email: ADA, first_name: 'Ada' })
})

afterEach(() => {
  reportReachable()
})

async function newDraft(title: string) {
  const result = await createDraft({ title, content: 'Text' })
  if (!result.ok) throw new Error(result.error)
  return result.id
}

test("useDrafts shows the signed-in user's drafts, newest first, and follows changes", async () => {
  const { result } = renderHook(() => useDrafts())
  await waitFor(() => expect(result.current).toEqual([]))
  const first = await newDraft('First')
  await new Promise((resolve) => setTimeout(resolve, 5))
  await newDraft('Second')
  await waitFor(() => expect(result.current?.map((draft) => draft.title)).toEqual(['Second', 'First']))
  await new Promise((resolve) => setTimeout(resolve, 5))
  await updateDraft(first, { content: 'Edited' })
  await waitFor(() => expect(result.current?.map((draft) => draft.title)).toEqual(['First', 'Second']))

  act(() => storeUser({ email: 'bob@example.com' }))
  await waitFor(() => expect(result.current).toEqual([]))
})

test('useDraft and useRecordSyncState follow one draft', async () => {
  const id = await newDraft('Report')
  const { result } = renderHook(() => ({ draft: useDraft(id), state: useRecordSyncState('draft', id) }))
  await waitFor(() => expect(result.current.state).toEqual({ state: 'pending' }))
  expect(result.current.draft?.title).toBe('Report')
  await act(() => getOfflineDb().drafts.update(id, { syncState: 'failed', error: 'Title too long' }))
  await waitFor(() => expect(result.current.state).toEqual({ state: 'failed', error: 'Title too long' }))
})

test('useChatSessions and useChatMessages give the conversation in order', async () => {
  const session = await createChatSession()
  if (!session.ok) throw new Error(session.error)
  const { result } = renderHook(() => ({ sessions: useChatSessions(), messages: useChatMessages(session.id) }))
  const question = await sendChatMessage(session.id, 'What is physical risk?')
  if (!question.ok) throw new Error(question.error)
  await sendChatMessage(session.id, 'Examples?')
  await recordOfflineAnswer(question.id, { content: 'Offline answer' })
  await waitFor(() =>
    expect(result.current.messages?.map((message) => message.content)).toEqual([
      'What is physical risk?',
      'Offline answer',
      'Examples?',
    ]),
  )
  expect(result.current.sessions?.map((s) => s.id)).toEqual([session.id])
})

test('useSyncStatus counts waiting changes and tells offline and signed-out states apart', async () => {
  const { result } = renderHook(() => useSyncStatus())
  await waitFor(() => expect(result.current).toEqual({ state: 'synced', pending: 0, failed: 0, conflicts: 0 }))

  const id = await newDraft('Report')
  await newDraft('Other')
  await waitFor(() => expect(result.current).toMatchObject({ state: 'pending', pending: 2 }))

  act(() => reportUnreachable())
  await waitFor(() => expect(result.current.state).toBe('offline'))
  act(() => reportReachable())

  const db = getOfflineDb()
  const entry = await db.outbox.where('recordId').equals(id).first()
  await act(() => db.outbox.update(entry!.seq, { state: 'failed' }))
  await waitFor(() => expect(result.current).toMatchObject({ state: 'pending', pending: 1, failed: 1 }))

  // A 401 signed the user out with changes still waiting.
  await act(() => db.meta.put({ key: SYNC_PAUSED_KEY, value: ADA }))
  act(() => clearStoredUser())
  await waitFor(() => expect(result.current).toMatchObject({ state: 'needs-sign-in', pending: 1 }))
})

test('a chat not yet stored has no messages from the first render, and the live query renders it no more', async () => {
  let renders = 0
  const { result } = renderHook(() => {
    renders += 1
    return useChatMessages(null)
  })
  expect(result.current).toEqual([])
  // Long enough for the live query to answer: another hook on the same page has answered by then.
  const sessions = renderHook(() => useChatSessions())
  await waitFor(() => expect(sessions.result.current).toEqual([]))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(renders).toBe(1)
})
