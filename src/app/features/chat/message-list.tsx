import { Box, Stack } from '@chakra-ui/react'
import { useRef } from 'react'
import type { ChatMessageRecord } from '../../offline/records'
import type { ChatProblem } from './chat-error-alert'
import { ChatMessage } from './chat-message'
import { conversationItems } from './conversation-items'
import { PendingReply, WaitingForRetry } from './pending-reply'
import { SendFailure } from './send-failure'
import { StarterQuestions } from './starter-questions'
import { useShowNewest } from './use-show-newest'

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
    <Box ref={scroller} flex="1" minH="0" overflowY={{ base: 'visible', md: 'auto' }} px={{ base: '3', md: '4' }} py="3">
      <Stack role="log" aria-live="polite" aria-relevant="additions text" aria-label="Conversation" gap="3">
        {conversationItems(messages, sessionRefused).map((item) => {
          switch (item.kind) {
            case 'message':
              return <ChatMessage key={item.message.id} message={item.message} answeredByServer={item.answeredByServer} />
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
