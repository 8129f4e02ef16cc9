import { ChakraProvider } from '@chakra-ui/react'
import { knowledgeBase } from '../../../core/knowledge/knowledge-base'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { reportReachable, reportUnreachable } from '../../offline/connectivity'
import { startLiveReply } from '../../offline/live-replies'
import type { ChatMessageRecord } from '../../offline/records'
import { createAppSystem } from '../../theme'
import { MessageList } from './message-list'

const system = createAppSystem()

afterEach(() => {
  act(() => reportReachable())
})

const SESSION = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'
const ASKED = new Date(2026, 2, 5, 9, 7).toISOString()

function message(
  fields: Partial<ChatMessageRecord> & Pick<ChatMessageRecord, 'id' | 'role' | 'content'>,
): ChatMessageRecord {
  return {
    sessionId: SESSION,
    userEmail: 'ada@example.com',
    timestamp: ASKED,
    position: 1,
    syncState: 'sent',
    ...fields,
  }
}

const question = (fields: Partial<ChatMessageRecord> = {}) =>
  message({ id: 'q1', role: 'user', content: 'What is Scope 3?', ...fields })

function renderList(messages: ChatMessageRecord[]) {
  const onAsk = vi.fn()
  const onProblem = vi.fn()
  render(
    <ChakraProvider value={system}>
      <MessageList messages={messages} sessionRefused={false} onAsk={onAsk} asking={false} onProblem={onProblem} />
    </ChakraProvider>,
  )
  return { onAsk, onProblem, log: screen.getByRole('log', { name: 'Conversation' }) }
}

// A passage whose first line is plain text, so the rendered Markdown reads the same as the source.
const passage = knowledgeBase.find((candidate) => !/[*_[\]`#|]/.test(candidate.body.split('\n')[0]!))!
const firstLine = passage.body.split('\n')[0]!.slice(0, 80)

test('messages show who wrote them and when; answers render Markdown', () => {
  const { log } = renderList([
    question(),
    message({
      id: 'a1',
      role: 'assistant',
      content: 'Emissions **across the value chain**.',
      position: 1.5,
      replyTo: 'q1',
    }),
  ])
  expect(log).toHaveAttribute('aria-live', 'polite')
  const [asked, answered] = within(log).getAllByRole('article')
  expect(asked).toHaveAccessibleName('You')
  expect(asked).toHaveTextContent('YouMarch 5, 2026 at 9:07 AMWhat is Scope 3?')
  expect(answered).toHaveAccessibleName('Assistant')
  expect(within(answered!).getByText('across the value chain').tagName).toBe('STRONG')
  expect(screen.queryByRole('button', { name: /Export|Stop/ })).toBeNull()
})

test('an empty chat offers starter questions, and choosing one asks it', async () => {
  const { onAsk } = renderList([])
  const starters = screen.getAllByRole('button')
  expect(starters.length).toBeGreaterThanOrEqual(3)
  expect(starters.map((button) => button.textContent).join(' ')).toMatch(
    /board oversight.*scenario analysis.*Scope 3.*TCFD pillars/is,
  )
  await userEvent.click(starters[1]!)
  expect(onAsk).toHaveBeenCalledExactlyOnceWith(starters[1]!.textContent)
})

test('an offline answer and a stopped answer are labelled as such', () => {
  renderList([
    question(),
    message({ id: 'a0', role: 'assistant', content: 'Offline text', position: 1.25, replyTo: 'q1', offline: true }),
    message({ id: 'a1', role: 'assistant', content: 'Cut short', position: 1.5, replyTo: 'q1', stopped: true }),
  ])
  const [, offline, stopped] = screen.getAllByRole('article')
  expect(within(offline!).getByText('Offline answer')).toBeInTheDocument()
  expect(offline).toHaveTextContent(
    "Written on this device while the server could not be reached. The server's answer follows.",
  )
  expect(within(offline!).queryByText('Stopped')).toBeNull()
  expect(within(stopped!).getByText('Stopped')).toBeInTheDocument()
  expect(stopped).toHaveTextContent('You stopped this answer before it was finished.')
  expect(within(stopped!).queryByText('Offline answer')).toBeNull()
})

test("an offline answer given before the server's says that the server's answer will follow", () => {
  renderList([
    question({ syncState: 'pending' }),
    message({ id: 'a0', role: 'assistant', content: 'Offline text', position: 1.25, replyTo: 'q1', offline: true }),
  ])
  const [, offline] = screen.getAllByRole('article')
  expect(offline).toHaveTextContent("The server's answer will follow once your question has been sent.")
})

test('sources are listed once, under the answer, and open in a dialog with the passage text and its public source', async () => {
  const content = `Scope 3 covers the value chain [1].\n\n**Sources**\n\n1. ${passage.title} — ${passage.source} (${passage.url})`
  renderList([
    question(),
    message({
      id: 'a1',
      role: 'assistant',
      content,
      position: 1.5,
      replyTo: 'q1',
      sources: [
        { n: 1, kind: 'passage', id: passage.id, title: passage.title, reference: passage.source, url: passage.url },
      ],
    }),
  ])
  const answer = screen.getAllByRole('article')[1]!
  const sources = within(answer).getByRole('region', { name: 'Sources' })
  expect(within(answer).getAllByText(new RegExp(escape(passage.title)))).toHaveLength(1)

  await userEvent.click(within(sources).getByRole('button', { name: `[1] ${passage.title} — ${passage.source}` }))
  const dialog = await screen.findByRole('dialog', { name: passage.title })
  expect(dialog).toHaveTextContent(passage.source)
  expect(await within(dialog).findByText(new RegExp(escape(firstLine)))).toBeInTheDocument()
  expect(within(dialog).getByRole('link', { name: 'Open the public source' })).toHaveAttribute('href', passage.url)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

test('a cited report shows its reference and whether it is a synthetic demonstration report', async () => {
  renderList([
    question(),
    message({
      id: 'a1',
      role: 'assistant',
      content: 'Acme reports flood risk [1].',
      position: 1.5,
      replyTo: 'q1',
      sources: [
        {
          n: 1,
          kind: 'report',
          id: 'r1',
          title: 'Climate report',
          reference: 'Acme Ltd, Climate report (2024)',
          synthetic: true,
        },
      ],
    }),
  ])
  await userEvent.click(
    screen.getByRole('button', { name: '[1] Acme Ltd, Climate report (2024) synthetic demonstration report' }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Acme Ltd, Climate report (2024)' })
  expect(within(dialog).getByText('synthetic demonstration report')).toBeInTheDocument()
})

test("the copy button puts the answer's Markdown on the clipboard and says Copied", async () => {
  const user = userEvent.setup()
  renderList([
    question(),
    message({ id: 'a1', role: 'assistant', content: 'Copy **me**', position: 1.5, replyTo: 'q1' }),
  ])
  expect(screen.getAllByRole('button', { name: 'Copy answer' })).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Copy answer' }))
  expect(await navigator.clipboard.readText()).toBe('Copy **me**')
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument()
})

test('a question waiting for its answer shows Thinking... online and a queued note offline', () => {
  renderList([question({ syncState: 'pending' })])
  expect(screen.getByText('Thinking...')).toBeInTheDocument()
  act(() => reportUnreachable())
  expect(screen.queryByText('Thinking...')).toBeNull()
  expect(
    screen.getByText('You are offline: this question is queued and will be sent when the connection returns.'),
  ).toBeInTheDocument()
})

test('a streaming reply shows its text so far, and Stop ends the stream', async () => {
  renderList([question({ syncState: 'pending' })])
  let writer!: ReturnType<typeof startLiveReply>
  act(() => {
    writer = startLiveReply('q1')
  })
  expect(screen.getByText('Thinking...')).toBeInTheDocument()
  act(() => writer.append('Scope 3 is the **value chain**'))
  expect(screen.getByText('value chain')).toBeInTheDocument()
  expect(screen.queryByText('Thinking...')).toBeNull()

  await userEvent.click(screen.getByRole('button', { name: 'Stop' }))
  expect(writer.signal.aborted).toBe(true)
  act(() => writer.end())
  expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
})

test('offline, a send the sync engine retries shows the queued note rather than a reply that never comes', () => {
  renderList([question({ syncState: 'pending' })])
  act(() => reportUnreachable())
  let writer!: ReturnType<typeof startLiveReply>
  act(() => {
    writer = startLiveReply('q1')
  })
  expect(
    screen.getByText('You are offline: this question is queued and will be sent when the connection returns.'),
  ).toBeInTheDocument()
  expect(screen.queryByText('Thinking...')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
  act(() => writer.end())
})

test("a question the server refused shows 'Failed to send message' with the server's reason", () => {
  renderList([question({ syncState: 'failed', error: 'The question was refused' })])
  const alert = screen.getByRole('alert')
  expect(alert).toHaveTextContent('Failed to send message')
  expect(alert).toHaveTextContent('The question was refused')
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(screen.queryByText('Thinking...')).toBeNull()
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
