import { Button, Stack, Text, Wrap } from '@chakra-ui/react'
import { MessageCircleQuestion } from 'lucide-react'

export const STARTER_QUESTIONS = [
  'What should our board oversight disclosures cover under TCFD and AASB S2?',
  'How do we carry out climate scenario analysis under AASB S2?',
  'What do we need to report about Scope 3 emissions?',
  'How do the four TCFD pillars map to AASB S2?',
]

/** An empty chat suggests where to start; choosing a question sends it. */
export function StarterQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <Stack gap="3" py="4" px="1">
      <Text color="fg.muted">Ask a question about TCFD or AASB S2, or start with one of these:</Text>
      <Wrap gap="2">
        {STARTER_QUESTIONS.map((question) => (
          <Button
            key={question}
            variant="outline"
            size="sm"
            h="auto"
            py="2"
            whiteSpace="normal"
            textAlign="start"
            disabled={disabled}
            onClick={() => onAsk(question)}
          >
            <MessageCircleQuestion aria-hidden="true" />
            {question}
          </Button>
        ))}
      </Wrap>
    </Stack>
  )
}
