import { Alert, Button } from '@chakra-ui/react'
import { RotateCw } from 'lucide-react'
import { useState } from 'react'

/** Something that went wrong on the Chat screen, and how to try it again. */
export type ChatProblem = {
  /** One of the chat error messages of messages.ts. */
  message: string
  /** What the server said, when it said something. */
  detail?: string
  retry: () => void | Promise<void>
}

/** Chat errors show as an error alert with a Retry action that repeats what failed. */
export function ChatErrorAlert({ problem }: { problem: ChatProblem }) {
  const [retrying, setRetrying] = useState(false)

  const retry = async () => {
    setRetrying(true)
    try {
      await problem.retry()
    } finally {
      setRetrying(false)
    }
  }

  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1 1 12rem" minW="0">
        <Alert.Title>{problem.message}</Alert.Title>
        {problem.detail && <Alert.Description wordBreak="break-word">{problem.detail}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => void retry()} loading={retrying}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </Alert.Root>
  )
}
