import { Button, Stack, Text } from '@chakra-ui/react'
import { MessageCircleQuestion } from 'lucide-react'
import { chatStarterIntro, chatStarterQuestions } from '../../../core/page-content'

/** An empty chat suggests where to start; choosing a question sends it. */
export function StarterQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <Stack gap="3" py="4" px="1">
      <Text color="fg.muted">{chatStarterIntro}</Text>
      {/* one question to a line, each wrapping inside its button: on a phone none runs off the card */}
      <Stack gap="2" align="stretch">
        {chatStarterQuestions.map((question) => (
          <Button
            key={question}
            variant="outline"
            size="sm"
            h="auto"
            py="2"
            whiteSpace="normal"
            textAlign="start"
            justifyContent="flex-start"
            maxW="full"
            disabled={disabled}
            onClick={() => onAsk(question)}
          >
            <MessageCircleQuestion aria-hidden="true" />
            {question}
          </Button>
        ))}
      </Stack>
    </Stack>
  )
}
