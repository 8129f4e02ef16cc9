import { Button, Flex, Heading, Spinner, Text } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import { useRef } from 'react'
import { downloadTextFile } from '../../lib/download-file'
import { log } from '../../lib/logger'
import { useConnectivity } from '../../offline/connectivity'
import { useChatMessages } from '../../offline/hooks'
import type { ChatMessageRecord, ChatSessionRecord } from '../../offline/records'
import type { ChatProblem } from './chat-error-alert'
import { ChatOptionsMenu } from './chat-options-menu'
import { chatFileName, chatMarkdown } from './chat-export'
import { ChatInput } from './chat-input'
import { isAwaitingReply } from './conversation-items'
import { sessionTitle } from './messages'
import { MessageList } from './message-list'
import { useOfflineAnswers } from './offline-answers'

type HeaderProps = {
  title: string
  onNewChat: () => void
  canExport: boolean
  canDelete: boolean
  onExport: () => void
  onDelete: () => void
}

/** Above the messages: which chat this is, New chat and the chat's options. */
export function ConversationHeader({ title, onNewChat, canExport, canDelete, onExport, onDelete }: HeaderProps) {
  return (
    <Flex align="center" gap="2" px={{ base: '3', md: '4' }} py="2" borderBottomWidth="1px">
      <Heading as="h2" size="md" flex="1" minW="0" truncate>
        {title}
      </Heading>
      <Button size="sm" variant="outline" onClick={onNewChat} flexShrink="0">
        <Plus aria-hidden="true" />
        New chat
      </Button>
      <ChatOptionsMenu canExport={canExport} canDelete={canDelete} onExport={onExport} onDelete={onDelete} />
    </Flex>
  )
}

export type ConversationProps = {
  sessionId: string | null
  session: ChatSessionRecord | null
  /** Opens a new chat; pressed on a chat with no messages yet, it stays there and puts the cursor in the message box. */
  onNewChat: () => void
  onDelete: () => void
  /** The text being typed; kept by the page so a send can clear it and a retry can still find it. */
  draft: string
  onDraftChange: (text: string) => void
  inputError: string | null
  sending: boolean
  onSend: (text: string, fromInput: boolean) => void
  onProblem: (problem: ChatProblem) => void
}

const noMessages: ChatMessageRecord[] = []

/** The open chat: its header, its messages as they arrive, and the message box. */
export function Conversation(props: ConversationProps) {
  const { sessionId, session, draft, sending, onSend } = props
  const read = useChatMessages(sessionId)
  // A new chat (no id, also while the list of chats is still being read) has no messages to read, so its starter
  // questions and message box show at once rather than after the device's database has opened: on a first visit
  // they are the screen's largest paint (issue 16). Right after another chat is opened, the live query still holds
  // the previous chat's messages for a moment.
  const messages =
    sessionId === null ? noMessages : read?.some((message) => message.sessionId !== sessionId) ? undefined : read
  // Here rather than higher up: it reads the same messages, so a failure to read them stays within this chat.
  useOfflineAnswers(sessionId)
  const connectivity = useConnectivity()
  const messageBox = useRef<HTMLTextAreaElement>(null)
  const sessionRefused = session?.syncState === 'failed'
  const awaitingReply = messages !== undefined && isAwaitingReply(messages, connectivity, sessionRefused)

  const exportChat = () => {
    if (!sessionId || !messages) return
    const named = { id: sessionId, title: session?.title ?? null }
    try {
      downloadTextFile(chatFileName(named), chatMarkdown(named, messages), 'text/markdown')
    } catch (error) {
      log.error('Could not download the chat', error)
    }
  }

  return (
    <>
      <ConversationHeader
        title={sessionId ? sessionTitle({ id: sessionId, title: session?.title ?? null }) : 'New chat'}
        onNewChat={() => (messages?.length ? props.onNewChat() : messageBox.current?.focus())}
        canExport={sessionId !== null && (messages?.length ?? 0) > 0}
        canDelete={session !== null}
        onExport={exportChat}
        onDelete={props.onDelete}
      />
      {messages === undefined ? (
        <Flex role="status" flex="1" align="center" justify="center" gap="2">
          <Spinner size="sm" />
          <Text>Loading chat...</Text>
        </Flex>
      ) : (
        // A new chat opens at its newest message, with the starter questions of its own.
        <MessageList
          key={sessionId ?? 'none'}
          messages={messages}
          sessionRefused={sessionRefused}
          onAsk={(question) => onSend(question, false)}
          asking={sending}
          onProblem={props.onProblem}
        />
      )}
      <ChatInput
        inputRef={messageBox}
        value={draft}
        onChange={props.onDraftChange}
        onSend={() => onSend(draft, true)}
        awaitingReply={awaitingReply}
        sending={sending}
        error={props.inputError}
      />
    </>
  )
}
