import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { CHAT_QUERY_MAX } from '../../../core/contract/chat'
import { downloadTextFile } from '../../lib/download-file'
import { storeUser } from '../../lib/stored-user'
import type * as ChatModule from '../../offline/sync/chat'
import {
  createChatSession,
  deleteChatSession,
  readChatInput,
  retryChat,
  sendChatMessage,
} from '../../offline/sync/chat'
import { getOfflineDb } from '../../offline/db'
import { requestSync } from '../../offline/sync/sync-request'
import { createAppSystem } from '../../theme'
import { ChatPage } from './chat-page'
import { chatStarterQuestions as STARTER_QUESTIONS } from '../../../core/page-content'

const system = createAppSystem()

// Saving a file is the browser's business (outside the process): the test checks what would be saved.
vi.mock('../../lib/download-file', () => ({ downloadTextFile: vi.fn() }))

// No sync engine runs here: the test checks that the page asks for a round.
vi.mock('../../offline/sync/sync-request', () => ({ requestSync: vi.fn() }))

// The real device database (fake-indexeddb) throughout; the writes are wrapped so a test can see them or make one fail.
vi.mock('../../offline/sync/chat', async (importOriginal) => {
  const actual = await importOriginal<typeof ChatModule>()
  return {
    ...actual,
    createChatSession: vi.fn(actual.createChatSession),
    deleteChatSession: vi.fn(actual.deleteChatSession),
    retryChat: vi.fn(actual.retryChat),
  }
})

const ADA = 'ada@example.com'

beforeEach(() => {
  vi.clearAllMocks()
  storeUser({ email: ADA, first_name: 'Ada' })
})

afterEach(() => {
  sessionStorage.clear()
})

// StrictMode runs effects twice, as in development: the page must still never store a chat by itself.
function renderPage() {
  render(
    <StrictMode>
      <ChakraProvider value={system}>
        <ChatPage />
      </ChakraProvider>
    </StrictMode>,
  )
}

async function seedChat({ title, updatedAt, question }: { title?: string; updatedAt: Date; question?: string }) {
  const created = await createChatSession(title ? { title } : {})
  if (!created.ok) throw new Error(created.error)
  if (question) {
    const sent = await sendChatMessage(created.id, question)
    if (!sent.ok) throw new Error(sent.error)
  }
  await getOfflineDb().chatSessions.update(created.id, { updated_at: updatedAt.toISOString() })
  return created.id
}

/** The server's reply arrives: the question is sent and the answer stored after it. */
async function answer(questionId: string, content: string) {
  const db = getOfflineDb()
  const question = (await db.chatMessages.get(questionId))!
  await db.transaction('rw', db.chatMessages, db.outbox, async () => {
    await db.outbox.where('recordId').equals(questionId).delete()
    await db.chatMessages.update(questionId, { syncState: 'sent' })
    await db.chatMessages.add({
      id: `${questionId}-reply`,
      sessionId: question.sessionId,
      userEmail: ADA,
      role: 'assistant',
      content,
      timestamp: new Date().toISOString(),
      position: question.position + 0.5,
      syncState: 'sent',
      replyTo: questionId,
    })
  })
}

const short = (id: string) => id.slice(0, 8)
const log = () => screen.getByRole('log', { name: 'Conversation' })
// The message area is replaced while a chat's messages are read: look it up afresh on every attempt.
const findInLog = (text: string) => waitFor(() => within(log()).getByText(text))
const findAlertInLog = () => waitFor(() => within(log()).getByRole('alert'))
const history = () => within(screen.getByRole('region', { name: 'Chat history' }))
const entry = (id: string) => history().getByRole('button', { name: new RegExp(`^${short(id)}`) })
const messageBox = () => screen.getByRole('textbox', { name: 'Message' })

/**
 * Chooses an entry of the chat's options menu by keyboard, as a keyboard user does. In jsdom a pointer choice in a
 * Chakra (zag) menu is unreliable once the pointer has been used on an earlier menu: the highlighted entry is gone
 * when the click arrives and nothing is selected. The keyboard path is deterministic.
 */
async function chooseOption(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Chat options' }))
  const menu = await screen.findByRole('menu')
  await waitFor(() => expect(menu).toHaveFocus())
  const item = within(menu).getByRole('menuitem', { name })
  for (let step = 0; step < 3 && !item.hasAttribute('data-highlighted'); step++) await userEvent.keyboard('{ArrowDown}')
  expect(item).toHaveAttribute('data-highlighted')
  await userEvent.keyboard('{Enter}')
}

async function storedMessages(sessionId: string) {
  return getOfflineDb().chatMessages.where('sessionId').equals(sessionId).toArray()
}

test('the page carries the product name followed by Chat', () => {
  renderPage()
  expect(screen.getByRole('heading', { level: 1, name: 'Climate Disclosure Assistant Chat' })).toBeInTheDocument()
  expect(document.title).toContain('Climate Disclosure Assistant Chat')
})

test('with no chats on the device, a new chat opens and nothing is stored until its first question', async () => {
  renderPage()
  expect(await screen.findByRole('button', { name: STARTER_QUESTIONS[0] })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'New chat' })).toBeInTheDocument()
  // Effects that ran twice, or a re-render after the list was read, must not have stored an empty chat.
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(await getOfflineDb().chatSessions.count()).toBe(0)
  expect(await getOfflineDb().outbox.count()).toBe(0)
  expect(createChatSession).not.toHaveBeenCalled()

  await userEvent.type(messageBox(), 'What is AASB S2?{Enter}')
  expect(await findInLog('What is AASB S2?')).toBeInTheDocument()
  const sessions = await getOfflineDb().chatSessions.toArray()
  expect(sessions).toHaveLength(1)
  await waitFor(() => expect(entry(sessions[0]!.id)).toHaveAttribute('aria-current', 'true'))
  expect((await storedMessages(sessions[0]!.id)).map((message) => message.content)).toEqual(['What is AASB S2?'])
})

test('chats that arrive from the server after the page opened open the newest, unless New chat was pressed', async () => {
  renderPage()
  await screen.findByRole('button', { name: STARTER_QUESTIONS[0] })
  const pulled = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Asked on my laptop' })
  expect(await findInLog('Asked on my laptop')).toBeInTheDocument()
  expect(entry(pulled)).toHaveAttribute('aria-current', 'true')

  await userEvent.click(screen.getByRole('button', { name: 'New chat' }))
  await screen.findByRole('button', { name: STARTER_QUESTIONS[0] })
  await seedChat({ updatedAt: new Date(2026, 0, 2), question: 'Asked on my tablet' })
  await waitFor(() => expect(history().getAllByRole('listitem')).toHaveLength(2))
  expect(screen.getByRole('heading', { level: 2, name: 'New chat' })).toBeInTheDocument()
  expect(within(log()).queryByText('Asked on my tablet')).toBeNull()
})

test('with chats stored, the newest opens; the history lists them newest first with short id and US date', async () => {
  const older = await seedChat({ title: 'Scope 3', updatedAt: new Date(2026, 2, 5, 9, 7), question: 'Older question' })
  const newer = await seedChat({ updatedAt: new Date(2026, 10, 21, 14, 5), question: 'Newer question' })
  renderPage()

  expect(await findInLog('Newer question')).toBeInTheDocument()
  expect(within(log()).queryByText('Older question')).toBeNull()
  const entries = history().getAllByRole('listitem')
  expect(entries.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual([
    `${short(newer)}November 21, 2026 at 2:05 PM`,
    `${short(older)}Scope 3March 5, 2026 at 9:07 AM`,
  ])
  expect(entry(newer)).toHaveAttribute('aria-current', 'true')
  expect(entry(older)).not.toHaveAttribute('aria-current')
  expect(createChatSession).toHaveBeenCalledTimes(2)

  await userEvent.click(entry(older))
  expect(await findInLog('Older question')).toBeInTheDocument()
  expect(within(log()).queryByText('Newer question')).toBeNull()
  expect(entry(older)).toHaveAttribute('aria-current', 'true')
  expect(entry(newer)).not.toHaveAttribute('aria-current')
  expect(screen.getByRole('heading', { level: 2, name: 'Scope 3' })).toBeInTheDocument()
})

test('a reload of the tab returns to the chat that was open', async () => {
  const older = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Come back to me' })
  await seedChat({ updatedAt: new Date(2026, 0, 2), question: 'Newest' })
  renderPage()
  await findInLog('Newest')
  await userEvent.click(entry(older))
  await findInLog('Come back to me')

  cleanup()
  renderPage()
  await findInLog('Come back to me')
  expect(entry(older)).toHaveAttribute('aria-current', 'true')
})

test('New chat opens a new chat with the starter questions; it is stored and listed first once asked', async () => {
  const first = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'An earlier question' })
  renderPage()
  expect(await findInLog('An earlier question')).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'New chat' }))
  expect(await screen.findByRole('button', { name: STARTER_QUESTIONS[0] })).toBeInTheDocument()
  expect(within(log()).queryByText('An earlier question')).toBeNull()
  expect(entry(first)).not.toHaveAttribute('aria-current')
  expect(await getOfflineDb().chatSessions.count()).toBe(1)

  await userEvent.click(screen.getByRole('button', { name: STARTER_QUESTIONS[1] }))
  await waitFor(async () => expect(await getOfflineDb().chatSessions.count()).toBe(2))
  const created = (await getOfflineDb().chatSessions.toArray()).find((session) => session.id !== first)!
  await waitFor(() => expect(entry(created.id)).toHaveAttribute('aria-current', 'true'))
  expect(history().getAllByRole('listitem')[0]).toContainElement(entry(created.id))
})

test('New chat on a chat with no question yet stays on it and puts the cursor in the message box', async () => {
  const empty = await seedChat({ updatedAt: new Date(2026, 0, 2) })
  renderPage()
  await waitFor(() => expect(entry(empty)).toHaveAttribute('aria-current', 'true'))

  await userEvent.click(screen.getByRole('button', { name: 'New chat' }))
  expect(messageBox()).toHaveFocus()
  expect(entry(empty)).toHaveAttribute('aria-current', 'true')
  await userEvent.click(screen.getByRole('button', { name: 'New chat' }))
  expect(await getOfflineDb().chatSessions.count()).toBe(1)
  expect(entry(empty)).toHaveAttribute('aria-current', 'true')
})

test(
  'a question being typed survives a reload of the tab, and sending it clears what was kept',
  { timeout: 20_000 },
  async () => {
    const id = await seedChat({ updatedAt: new Date(2026, 0, 1) })
    renderPage()
    await waitFor(() => expect(entry(id)).toHaveAttribute('aria-current', 'true'))
    await userEvent.type(messageBox(), 'Half a question about Scope 3')

    cleanup()
    renderPage()
    await waitFor(() => expect(messageBox()).toHaveValue('Half a question about Scope 3'))
    await userEvent.type(messageBox(), '{Enter}')
    expect(await findInLog('Half a question about Scope 3')).toBeInTheDocument()
    expect(messageBox()).toHaveValue('')
    await waitFor(async () => expect(await readChatInput(ADA)).toBe(''))
  },
)

test(
  'deleting a chat asks first; the confirmed delete removes it and the next chat opens',
  { timeout: 20_000 },
  async () => {
    const older = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Keep me' })
    const newer = await seedChat({ title: 'Throwaway', updatedAt: new Date(2026, 0, 2), question: 'Delete me' })
    renderPage()
    await findInLog('Delete me')

    await userEvent.click(history().getByRole('button', { name: `Delete chat ${short(newer)}` }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete chat' })
    expect(dialog).toHaveTextContent(
      `Delete chat ${short(newer)} “Throwaway”? Its messages are removed from this device and from the server. This cannot be undone.`,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deleteChatSession).not.toHaveBeenCalled()
    expect(await getOfflineDb().chatSessions.get(newer)).toBeDefined()

    await userEvent.click(history().getByRole('button', { name: `Delete chat ${short(newer)}` }))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete chat' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deleteChatSession).toHaveBeenCalledExactlyOnceWith(newer)
    expect(await getOfflineDb().chatSessions.get(newer)).toBeUndefined()
    expect(await findInLog('Keep me')).toBeInTheDocument()
    expect(entry(older)).toHaveAttribute('aria-current', 'true')
    expect(history().queryByRole('button', { name: new RegExp(`^${short(newer)}`) })).toBeNull()
    expect(await getOfflineDb().chatSessions.count()).toBe(1)
  },
)

test(
  'deleting the only chat from the options menu opens a new chat, stored only when asked',
  { timeout: 20_000 },
  async () => {
    const only = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Only question' })
    renderPage()
    await findInLog('Only question')

    await chooseOption('Delete chat')
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete chat' })).getByRole('button', { name: 'Delete' }),
    )

    expect(await screen.findByRole('button', { name: STARTER_QUESTIONS[0] })).toBeInTheDocument()
    await waitFor(async () =>
      expect((await getOfflineDb().chatSessions.toArray()).map((session) => session.id)).not.toContain(only),
    )
    expect(await getOfflineDb().chatSessions.count()).toBe(0)
    expect(screen.getByRole('heading', { level: 2, name: 'New chat' })).toBeInTheDocument()
  },
)

test('a delete the device cannot store shows the error alert, and Retry deletes', { timeout: 20_000 }, async () => {
  const id = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Stubborn' })
  vi.mocked(deleteChatSession).mockResolvedValueOnce({ ok: false, error: 'storage-failed' })
  renderPage()
  await findInLog('Stubborn')

  await userEvent.click(history().getByRole('button', { name: `Delete chat ${short(id)}` }))
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete chat' })).getByRole('button', { name: 'Delete' }),
  )
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to delete chat session')
  expect(await getOfflineDb().chatSessions.get(id)).toBeDefined()

  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(async () => expect(await getOfflineDb().chatSessions.get(id)).toBeUndefined())
  expect(deleteChatSession).toHaveBeenCalledTimes(2)
  await waitFor(() => expect(screen.queryByText('Failed to delete chat session')).toBeNull())
})

test(
  'Enter sends the message and clears the box; the next one waits until the answer has arrived',
  { timeout: 20_000 },
  async () => {
    const id = await seedChat({ updatedAt: new Date(2026, 0, 1) })
    renderPage()
    await waitFor(() => expect(entry(id)).toHaveAttribute('aria-current', 'true'))

    await userEvent.type(messageBox(), 'What is a transition risk?{Enter}')
    expect(await findInLog('What is a transition risk?')).toBeInTheDocument()
    expect(messageBox()).toHaveValue('')
    expect(within(log()).getByText('Thinking...')).toBeInTheDocument()
    const [question] = await storedMessages(id)
    expect(question).toMatchObject({ role: 'user', content: 'What is a transition risk?', syncState: 'pending' })

    await userEvent.type(messageBox(), 'And a physical risk?{Enter}')
    expect(messageBox()).toHaveValue('And a physical risk?')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    expect(await storedMessages(id)).toHaveLength(1)

    await answer(question!.id, 'A risk from the **move to a lower-carbon economy**.')
    expect(await findInLog('move to a lower-carbon economy')).toBeInTheDocument()
    expect(within(log()).queryByText('Thinking...')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled())
    await userEvent.type(messageBox(), '{Enter}')
    expect(await findInLog('And a physical risk?')).toBeInTheDocument()
    expect((await storedMessages(id)).filter((message) => message.role === 'user')).toHaveLength(2)
  },
)

test('a message over the limit shows why and is not sent', async () => {
  const id = await seedChat({ updatedAt: new Date(2026, 0, 1) })
  renderPage()
  await waitFor(() => expect(entry(id)).toHaveAttribute('aria-current', 'true'))
  await userEvent.click(messageBox())
  await userEvent.paste('x'.repeat(CHAT_QUERY_MAX + 1))
  await userEvent.keyboard('{Enter}')
  await waitFor(() =>
    expect(messageBox()).toHaveAccessibleErrorMessage(`Messages can be at most ${CHAT_QUERY_MAX} characters`),
  )
  expect(messageBox()).toHaveValue('x'.repeat(CHAT_QUERY_MAX + 1))
  expect(await storedMessages(id)).toHaveLength(0)
})

test('a starter question is sent when chosen', async () => {
  renderPage()
  await userEvent.click(await screen.findByRole('button', { name: STARTER_QUESTIONS[2] }))
  expect(await findInLog(STARTER_QUESTIONS[2])).toBeInTheDocument()
  const sessions = await getOfflineDb().chatSessions.toArray()
  expect(sessions).toHaveLength(1)
  expect((await storedMessages(sessions[0]!.id)).map((message) => message.content)).toEqual([STARTER_QUESTIONS[2]])
  expect(screen.queryByRole('button', { name: STARTER_QUESTIONS[0] })).toBeNull()
})

test("a question the server refused shows 'Failed to send message' with its reason, and Retry sends it again", async () => {
  const id = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Refused question' })
  const db = getOfflineDb()
  const [question] = await storedMessages(id)
  const outboxEntry = (await db.outbox.where('recordId').equals(question!.id).first())!
  await db.outbox.update(outboxEntry.seq, {
    state: 'failed',
    attempts: 1,
    lastError: 'The model server is unavailable',
  })
  await db.chatMessages.update(question!.id, { syncState: 'failed', error: 'The model server is unavailable' })
  renderPage()

  const alert = await findAlertInLog()
  expect(alert).toHaveTextContent('Failed to send message')
  expect(alert).toHaveTextContent('The model server is unavailable')
  expect(within(log()).getByText('Refused question')).toBeInTheDocument()
  expect(screen.getByText('Enter sends; Shift+Enter adds a line break.')).toBeInTheDocument()
  vi.mocked(requestSync).mockClear()
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))

  expect(retryChat).toHaveBeenCalledExactlyOnceWith(id)
  // The round starts once the retry has put the question back in the queue.
  await waitFor(() => expect(requestSync).toHaveBeenCalled())
  expect(await findInLog('Thinking...')).toBeInTheDocument()
  expect(within(log()).queryByRole('alert')).toBeNull()
  expect((await db.outbox.get(outboxEntry.seq))?.state).toBe('queued')
})

test("a chat the server refused to create shows 'Failed to create new chat session', keeps its question, and Retry sends it again", async () => {
  const id = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Asked in a refused chat' })
  const db = getOfflineDb()
  const outboxEntry = (await db.outbox.where('recordId').equals(id).first())!
  await db.outbox.update(outboxEntry.seq, { state: 'failed', attempts: 1 })
  await db.chatSessions.update(id, { syncState: 'failed', error: 'You have reached the limit of 1,000 chat sessions.' })
  renderPage()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to create new chat session')
  expect(alert).toHaveTextContent('You have reached the limit of 1,000 chat sessions.')
  expect(await findInLog('Asked in a refused chat')).toBeInTheDocument()
  expect(within(log()).queryByText('Thinking...')).toBeNull()
  expect(
    within(log()).getByText('Waiting: this question is sent once what failed above is retried.'),
  ).toBeInTheDocument()
  expect(screen.getByText('Enter sends; Shift+Enter adds a line break.')).toBeInTheDocument()
  vi.mocked(requestSync).mockClear()
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(retryChat).toHaveBeenCalledExactlyOnceWith(id)
  await waitFor(() => expect(requestSync).toHaveBeenCalled())
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  expect((await db.chatSessions.get(id))?.syncState).toBe('pending')
})

test(
  "a new chat the device cannot store says 'Failed to create new chat session', keeps the question, and Retry sends it",
  { timeout: 20_000 },
  async () => {
    vi.mocked(createChatSession).mockResolvedValueOnce({ ok: false, error: 'storage-failed' })
    renderPage()
    await screen.findByRole('button', { name: STARTER_QUESTIONS[0] })

    await userEvent.type(messageBox(), 'Anyone there?{Enter}')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to create new chat session')
    expect(messageBox()).toHaveValue('Anyone there?')
    expect(await getOfflineDb().chatSessions.count()).toBe(0)

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await findInLog('Anyone there?')).toBeInTheDocument()
    expect(messageBox()).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    const sessions = await getOfflineDb().chatSessions.toArray()
    expect(sessions).toHaveLength(1)
    expect((await storedMessages(sessions[0]!.id)).map((message) => message.content)).toEqual(['Anyone there?'])
  },
)

test('Export as Markdown is disabled for an empty chat', async () => {
  const empty = await seedChat({ updatedAt: new Date(2026, 0, 2) })
  renderPage()
  await waitFor(() => expect(entry(empty)).toHaveAttribute('aria-current', 'true'))
  await screen.findByRole('button', { name: STARTER_QUESTIONS[0] })
  await userEvent.click(screen.getByRole('button', { name: 'Chat options' }))
  expect(await screen.findByRole('menuitem', { name: 'Export as Markdown' })).toHaveAttribute('aria-disabled', 'true')
  expect(screen.getByRole('menuitem', { name: 'Delete chat' })).not.toHaveAttribute('aria-disabled')
})

test('Export as Markdown downloads the chat as {title}.md', async () => {
  await seedChat({ title: 'Board oversight', updatedAt: new Date(2026, 0, 1), question: 'Who oversees climate risk?' })
  renderPage()
  await findInLog('Who oversees climate risk?')
  await chooseOption('Export as Markdown')
  expect(downloadTextFile).toHaveBeenCalledTimes(1)
  const [name, text, type] = vi.mocked(downloadTextFile).mock.calls[0]!
  expect(name).toBe('board_oversight.md')
  expect(type).toBe('text/markdown')
  expect(text).toMatch(/^# Board oversight\n\n## You · .+\n\nWho oversees climate risk\?\n$/)
})

test('How does this work? explains the assistant, its sources and offline use', async () => {
  renderPage()
  await userEvent.click(screen.getByRole('button', { name: 'How does this work?' }))
  const dialog = await screen.findByRole('dialog', { name: 'How does this work?' })
  expect(dialog).toHaveTextContent('curated knowledge base of passages on TCFD, AASB S2')
  expect(dialog).toHaveTextContent('not legal, financial or accounting advice')
  expect(dialog).toHaveTextContent('queued and sent when the connection returns')
  expect(dialog).toHaveTextContent('Offline answer')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

test("a device database that cannot be read shows 'Failed to load chat sessions', and Retry reads it again", async () => {
  const id = await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Readable again' })
  const sessions = getOfflineDb().chatSessions
  const where = vi.spyOn(sessions, 'where').mockImplementation(() => {
    throw new Error('IndexedDB is not available')
  })
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  renderPage()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load chat sessions')
  where.mockRestore()
  consoleError.mockRestore()
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await findInLog('Readable again')).toBeInTheDocument()
  expect(entry(id)).toHaveAttribute('aria-current', 'true')
})

test("a chat whose messages cannot be read shows 'Failed to load chat session', and Retry reads them again", async () => {
  await seedChat({ updatedAt: new Date(2026, 0, 1), question: 'Readable later' })
  const messages = getOfflineDb().chatMessages
  const where = vi.spyOn(messages, 'where').mockImplementation(() => {
    throw new Error('IndexedDB is not available')
  })
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  renderPage()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load chat session')
  expect(alert).not.toHaveTextContent('Failed to load chat sessions')
  where.mockRestore()
  consoleError.mockRestore()
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await findInLog('Readable later')).toBeInTheDocument()
})
