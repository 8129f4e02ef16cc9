import { Flex, Grid, Heading, Stack } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { chatPageTitle } from '../../../core/page-content'
import { AuthenticationRequired } from '../../components/authentication-required'
import { branding } from '../../lib/branding'
import { log } from '../../lib/logger'
import { usePageTitle } from '../../lib/page-title'
import { useAuth } from '../../lib/stored-user'
import { deleteChatSession, readChatInput, retryChat, saveChatInput, sendChatMessage } from '../../offline/sync/chat'
import { useChatSessions } from '../../offline/hooks'
import type { ChatSessionRecord } from '../../offline/records'
import { requestSync } from '../../offline/sync/sync-request'
import { ChatErrorAlert, type ChatProblem } from './chat-error-alert'
import { CHAT_PANEL_HEIGHT, ChatHistory } from './chat-history'
import { ChatHowItWorks } from './chat-how-it-works'
import { Conversation, ConversationHeader } from './conversation'
import { DeleteChatDialog } from './delete-chat-dialog'
import { chatErrors } from './messages'
import { ReadErrorBoundary } from '../../components/read-error-boundary'
import { useCurrentSession } from './use-current-session'

export const CHAT_PAGE_TITLE = chatPageTitle(branding.productName)

/**
 * The conversation panel matches the history panel on wider screens and scrolls inside itself; on a phone it grows
 * with the conversation, so the page is the only thing that scrolls.
 */
const CONVERSATION_HEIGHT = { ...CHAT_PANEL_HEIGHT, base: 'auto' }

export function ChatPage() {
  usePageTitle(CHAT_PAGE_TITLE)
  const { user } = useAuth()
  return (
    <Stack gap="5" maxW="7xl">
      <Flex align="center" gap="1" wrap="wrap">
        <Heading as="h1" size="2xl">
          {CHAT_PAGE_TITLE}
        </Heading>
        <ChatHowItWorks />
      </Flex>
      {user ? <ChatReader key={user.email} email={user.email} /> : <AuthenticationRequired returnUrl="/chat" />}
    </Stack>
  )
}

/** The device's list of chats cannot be read: 'Failed to load chat sessions', and Retry reads it again. */
function ChatReader({ email }: { email: string }) {
  return (
    <ReadErrorBoundary
      onError={(error) => log.error('Could not read the chat sessions on this device', error)}
      fallback={(retry) => <ChatErrorAlert problem={{ message: chatErrors.loadSessionsFailed, retry }} />}
    >
      <ChatWorkspace email={email} />
    </ReadErrorBoundary>
  )
}

function ChatWorkspace({ email }: { email: string }) {
  const current = useCurrentSession(email, useChatSessions())
  const [problem, setProblem] = useState<ChatProblem | null>(null)
  const [deleting, setDeleting] = useState<ChatSessionRecord | null>(null)
  const [draft, setDraftText] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const historyHeading = useRef<HTMLHeadingElement>(null)
  // After a delete from the history, the button that opened the dialog is gone with its entry.
  const deleted = useRef(false)

  // Chats started on other devices appear without waiting for the next sync round.
  useEffect(() => requestSync(), [])

  // A question typed before a reload or a closed tab comes back, unless the user has started typing again.
  useEffect(() => {
    let current = true
    void readChatInput(email).then((text) => {
      if (current && text !== '') setDraftText((typed) => (typed === '' ? text : typed))
    })
    return () => {
      current = false
    }
  }, [email])

  function setDraft(text: string) {
    setDraftText(text)
    void saveChatInput(email, text)
  }

  async function sendTo(sessionId: string, text: string, fromInput: boolean) {
    setSending(true)
    const result = await sendChatMessage(sessionId, text)
    setSending(false)
    if (result.ok) {
      setProblem(null)
      if (fromInput) setDraft('')
    } else if (result.error === 'invalid') {
      setInputError(result.detail)
    } else if (result.error !== 'not-signed-in') {
      setProblem({ message: chatErrors.sendFailed, retry: () => sendTo(sessionId, text, fromInput) })
    }
  }

  // A new chat is stored with its first question, so an unasked chat never reaches the list or the server.
  async function startAndSend(text: string, fromInput: boolean) {
    setSending(true)
    const sessionId = await current.create()
    setSending(false)
    if (sessionId === null)
      setProblem({ message: chatErrors.createSessionFailed, retry: () => startAndSend(text, fromInput) })
    else await sendTo(sessionId, text, fromInput)
  }

  function send(text: string, fromInput: boolean) {
    setProblem(null)
    if (current.id === null) void startAndSend(text, fromInput)
    else void sendTo(current.id, text, fromInput)
  }

  async function remove(id: string) {
    setProblem(null)
    const result = await deleteChatSession(id)
    setDeleting(null)
    // not-found: it is gone already (deleted in another tab), which is what the user asked for.
    if (!result.ok && result.error !== 'not-found' && result.error !== 'not-signed-in') {
      log.error(`Could not delete the chat session: ${result.error}`)
      setProblem({ message: chatErrors.deleteSessionFailed, retry: () => remove(id) })
      return
    }
    deleted.current = true
    current.forget(id)
  }

  async function retrySession(id: string) {
    const result = await retryChat(id)
    // The renewed entries keep their place in the outbox, which the engine's watch for new entries does not notice.
    if (result.ok) requestSync()
    else if (result.error !== 'not-found' && result.error !== 'not-signed-in')
      log.error(`Could not queue the chat again: ${result.error}`)
  }

  const session = current.session
  const conversationProps = {
    sessionId: current.id,
    session,
    onNewChat: () => {
      setProblem(null)
      current.startNew()
    },
    onDelete: () => {
      deleted.current = false
      setDeleting(session)
    },
  }

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }} gap="5" alignItems="start">
      <Stack gap="3" minW="0">
        {problem && <ChatErrorAlert problem={problem} />}
        {session?.syncState === 'failed' && (
          <ChatErrorAlert
            problem={{
              message: chatErrors.createSessionFailed,
              ...(session.error ? { detail: session.error } : {}),
              retry: () => retrySession(session.id),
            }}
          />
        )}
        <Flex
          as="section"
          aria-label="Current chat"
          direction="column"
          h={CONVERSATION_HEIGHT}
          borderWidth="1px"
          borderRadius="md"
          bg="bg.panel"
          minW="0"
        >
          <ReadErrorBoundary
            resetKey={current.id}
            onError={(error) => log.error('Could not read the chat on this device', error)}
            fallback={(retry) => (
              <>
                <ConversationHeader
                  {...conversationProps}
                  title="Chat"
                  canExport={false}
                  canDelete={current.session !== null}
                  onExport={() => {}}
                />
                <Stack p="4">
                  <ChatErrorAlert problem={{ message: chatErrors.loadSessionFailed, retry }} />
                </Stack>
              </>
            )}
          >
            <Conversation
              {...conversationProps}
              draft={draft}
              onDraftChange={(text) => {
                setDraft(text)
                setInputError(null)
              }}
              inputError={inputError}
              sending={sending}
              onSend={send}
              onProblem={setProblem}
            />
          </ReadErrorBoundary>
        </Flex>
      </Stack>
      <ChatHistory
        sessions={current.sessions}
        currentId={current.id}
        onSelect={current.select}
        onDelete={(chosen) => {
          deleted.current = false
          setDeleting(chosen)
        }}
        headingRef={historyHeading}
      />
      <DeleteChatDialog
        session={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
        finalFocusEl={() => (deleted.current ? historyHeading.current : null)}
      />
    </Grid>
  )
}
