import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react'
import { Check, CloudOff, Copy, OctagonX } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Markdown } from '../../components/markdown'
import { formatDateTime } from '../../lib/dates'
import { log } from '../../lib/logger'
import type { ChatMessageRecord } from '../../offline/records'
import { MessageSources } from './message-sources'
import { OFFLINE_ANSWER_LABEL, roleLabels, splitSourcesList, STOPPED_ANSWER_LABEL } from './messages'

const SHOWN_MS = 2000

/** Copies an answer's Markdown to the clipboard and says so for a moment. */
function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch (error) {
      // No clipboard (an insecure origin) or the browser refused it.
      log.warn('Could not copy the answer', error)
      setState('failed')
    }
  }

  return (
    <Button
      size="xs"
      variant="ghost"
      color="fg.muted"
      onClick={() => void copy()}
      aria-label={state === 'idle' ? 'Copy answer' : undefined}
    >
      {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy'}
    </Button>
  )
}

/** The frame both a stored message and a reply that is still streaming are shown in. */
export function MessageBubble({
  role,
  header,
  messageId,
  children,
}: {
  role: ChatMessageRecord['role']
  header?: ReactNode
  messageId?: string
  children: ReactNode
}) {
  const user = role === 'user'
  return (
    <Box
      as="article"
      aria-label={roleLabels[role]}
      data-message-id={messageId}
      alignSelf={user ? 'flex-end' : 'flex-start'}
      maxW={{ base: '92%', md: '85%' }}
      minW="0"
      bg={user ? 'brand.subtle' : 'bg.muted'}
      borderRadius="lg"
      px="4"
      py="3"
    >
      <Flex align="center" gap="2" wrap="wrap" fontSize="xs" color="fg.muted" mb="1">
        <Text as="span" fontWeight="semibold" color="fg">
          {roleLabels[role]}
        </Text>
        {header}
      </Flex>
      {children}
    </Box>
  )
}

function AnswerLabel({ icon: Icon, label, palette }: { icon: typeof CloudOff; label: string; palette: string }) {
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" gap="1">
      <Icon size={12} aria-hidden="true" />
      {label}
    </Badge>
  )
}

type Props = {
  message: ChatMessageRecord
  /** For an offline answer: the server's own answer to the same question is here too. */
  answeredByServer?: boolean
}

/** One message of the conversation: who wrote it and when, its text, and for an answer its sources. */
export function ChatMessage({ message, answeredByServer = false }: Props) {
  const time = <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
  if (message.role === 'user') {
    return (
      <MessageBubble role="user" header={time} messageId={message.id}>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.content}
        </Text>
      </MessageBubble>
    )
  }
  const sources = message.sources ?? []
  const { body, sourcesHeading } =
    sources.length > 0 ? splitSourcesList(message.content) : { body: message.content, sourcesHeading: '' }
  return (
    <MessageBubble
      role="assistant"
      header={
        <>
          {time}
          {message.offline && <AnswerLabel icon={CloudOff} label={OFFLINE_ANSWER_LABEL} palette="orange" />}
          {message.stopped && <AnswerLabel icon={OctagonX} label={STOPPED_ANSWER_LABEL} palette="gray" />}
        </>
      }
    >
      {message.offline && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {answeredByServer
            ? "Written on this device while the server could not be reached. The server's answer follows."
            : "Written on this device from its built-in knowledge base while the server could not be reached. The server's answer will follow once your question has been sent."}
        </Text>
      )}
      {message.stopped && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          You stopped this answer before it was finished.
        </Text>
      )}
      <Box wordBreak="break-word">
        <Markdown>{body}</Markdown>
      </Box>
      {sources.length > 0 && <MessageSources heading={sourcesHeading} sources={sources} />}
      <Flex justify="flex-end" mt="1">
        <CopyButton text={message.content} />
      </Flex>
    </MessageBubble>
  )
}
