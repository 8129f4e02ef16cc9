import { Box, Stack } from '@chakra-ui/react'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { log } from '../../lib/logger'
import type { ChatMessageRecord } from '../../offline/records'
import { retryChat } from '../../offline/sync/chat'
import { requestSync } from '../../offline/sync/sync-request'
import { ChatErrorAlert, type ChatProblem } from './chat-error-alert'
import { ChatMessage } from './chat-message'
import { conversationItems } from './conversation-items'
import { chatErrors } from './messages'
import { PendingReply, WaitingForRetry } from './pending-reply'
import { StarterQuestions } from './starter-questions'

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Whether the element scrolls its own content (the fixed-height panel on wider screens) rather than the page. */
function scrollsItself(element: HTMLElement): boolean {
  return getComputedStyle(element).overflowY !== 'visible'
}

/**
 * Shows the newest question and the answer below it from their start: when a chat opens, when a question is asked
 * and when its answer is stored. An answer is read from its first line, so it is never scrolled to its end (its
 * sources); while it streams it grows below the question, where the user is already looking. On a phone the
 * conversation is part of the page and the page scrolls; on wider screens the message panel scrolls inside itself.
 */
function useShowNewest(ref: RefObject<HTMLElement | null>, newestQuestionId: string | null, messageCount: number) {
  useLayoutEffect(() => {
    const container = ref.current
    if (!container || newestQuestionId === null) return
    const question = container.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(newestQuestionId)}"]`)
    if (!question) return
    const behavior = prefersReducedMotion() ? 'instant' : 'smooth'
    if (scrollsItself(container)) {
      const top =
        container.scrollTop + question.getBoundingClientRect().top - container.getBoundingClientRect().top - 12
      container.scrollTo({ top, behavior })
    } else {
      question.scrollIntoView({ block: 'start', behavior })
    }
  }, [ref, newestQuestionId, messageCount])
}

/** Under a question the server refused: 'Failed to send message', the server's reason, and Retry. */
function SendFailure({
  message,
  onProblem,
}: {
  message: ChatMessageRecord
  onProblem: (problem: ChatProblem) => void
}) {
  const retry = async () => {
    const result = await retryChat(message.sessionId)
    // The renewed entries keep their place in the outbox, which the engine's watch for new entries does not notice.
    if (result.ok) requestSync()
    // not-found: the chat was deleted meanwhile, so there is nothing left to send.
    else if (result.error !== 'not-found' && result.error !== 'not-signed-in') {
      log.error(`Could not queue the chat again: ${result.error}`)
      onProblem({ message: chatErrors.sendFailed, retry })
    }
  }
  return (
    <ChatErrorAlert
      problem={{ message: chatErrors.sendFailed, ...(message.error ? { detail: message.error } : {}), retry }}
    />
  )
}

type Props = {
  messages: ChatMessageRecord[]
  /** The server refused to create this chat: its questions wait for that Retry. */
  sessionRefused: boolean
  onAsk: (question: string) => void
  asking: boolean
  onProblem: (problem: ChatProblem) => void
}

/**
 * The conversation, newest at the bottom; announced politely to screen readers as it grows (role log). On a phone it
 * is part of the page, which scrolls as one; on wider screens it scrolls inside the chat panel.
 */
export function MessageList({ messages, sessionRefused, onAsk, asking, onProblem }: Props) {
  const scroller = useRef<HTMLDivElement>(null)
  useShowNewest(scroller, messages.findLast((message) => message.role === 'user')?.id ?? null, messages.length)

  return (
    <Box
      ref={scroller}
      flex="1"
      minH="0"
      overflowY={{ base: 'visible', md: 'auto' }}
      px={{ base: '3', md: '4' }}
      py="3"
    >
      <Stack role="log" aria-live="polite" aria-relevant="additions text" aria-label="Conversation" gap="3">
        {conversationItems(messages, sessionRefused).map((item) => {
          switch (item.kind) {
            case 'message':
              return (
                <ChatMessage key={item.message.id} message={item.message} answeredByServer={item.answeredByServer} />
              )
            case 'send-failure':
              return <SendFailure key={`${item.message.id}:failure`} message={item.message} onProblem={onProblem} />
            case 'pending-reply':
              return <PendingReply key={`${item.questionId}:pending`} questionId={item.questionId} />
            case 'waiting-for-retry':
              return <WaitingForRetry key={`${item.questionId}:waiting`} />
          }
        })}
      </Stack>
      {messages.length === 0 && <StarterQuestions onAsk={onAsk} disabled={asking} />}
    </Box>
  )
}
