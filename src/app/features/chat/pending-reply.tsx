import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react'
import { CloudOff, ListEnd, Square } from 'lucide-react'
import { Markdown } from '../../components/markdown'
import { useConnectivity } from '../../offline/connectivity'
import { stopLiveReply, useLiveReply } from '../../offline/live-replies'
import { MessageBubble } from './chat-message'

/**
 * What stands where the answer to a question still waiting for one will be: the reply as it streams in (with Stop),
 * 'Thinking...' while the server works on it, or a note that the question waits for the connection.
 */
export function PendingReply({ questionId }: { questionId: string }) {
  const live = useLiveReply(questionId)
  const connectivity = useConnectivity()

  // A send the sync engine retries while the connection is down fails at once: show the queued note, not a reply.
  if (live && (live.text !== '' || connectivity === 'online')) {
    return (
      <MessageBubble role="assistant">
        {live.text === '' ? (
          <Thinking />
        ) : (
          <Box wordBreak="break-word">
            <Markdown>{live.text}</Markdown>
          </Box>
        )}
        <Flex justify="flex-end" mt="1">
          <Button size="xs" variant="outline" onClick={() => stopLiveReply(questionId)}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        </Flex>
      </MessageBubble>
    )
  }
  if (connectivity === 'offline') {
    return (
      <Flex align="center" gap="2" alignSelf="flex-end" fontSize="sm" color="fg.muted">
        <CloudOff size={14} aria-hidden="true" />
        <Text>You are offline: this question is queued and will be sent when the connection returns.</Text>
      </Flex>
    )
  }
  return (
    <MessageBubble role="assistant">
      <Thinking />
    </MessageBubble>
  )
}

/** Where the answer to a question queued behind something the server refused will be, until that is retried. */
export function WaitingForRetry() {
  return (
    <Flex align="center" gap="2" alignSelf="flex-end" fontSize="sm" color="fg.muted">
      <ListEnd size={14} aria-hidden="true" />
      <Text>Waiting: this question is sent once what failed above is retried.</Text>
    </Flex>
  )
}

function Thinking() {
  return (
    <Flex align="center" gap="2">
      <Spinner size="sm" color="brand.solid" />
      <Text>Thinking...</Text>
    </Flex>
  )
}
