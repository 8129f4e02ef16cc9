import { Alert, Button, Collapsible, List, Stack, Text } from '@chakra-ui/react'
import { ChevronDown, Info } from 'lucide-react'
import { SYNTHETIC_NOTICE } from './messages'

const STEPS = [
  'Choose the level of detail: Basic for a short overview, Intermediate or Comprehensive for a deeper analysis.',
  'Move the slider to set how many reports the summary draws on, from 1 to 50.',
  'Pick the industries, climate risks and climate actions you are interested in from the three category lists.',
  'Optionally type keywords, such as "flood" or "net zero": reports that mention more of them come first.',
  'Press Search: the matching reports are found and their excerpts are summarised.',
  'Read the summary: what each company says on your topics, a table comparing them against AASB S2, and recommendations from their gaps and sectors; then open the reports listed below it to check the excerpts it cites.',
]

/** The 'How does this work?' toggle: what the screen does, a disclaimer and the six steps. */
export function HowItWorks() {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="2"
          css={{ '&[data-state=open] .chevron': { transform: 'rotate(180deg)' } }}
        >
          <Info aria-hidden="true" />
          How does this work?
          <ChevronDown className="chevron" aria-hidden="true" />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="4" mt="3" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel" maxW="4xl">
          <Text>
            Analyse Reports searches a collection of company sustainability and climate-risk reports by industry,
            climate risk and climate action, and summarises what the matching reports disclose, with recommendations for
            aligning your own disclosure with TCFD and AASB S2.
          </Text>
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>
              The summary is written by AI for demonstration only. It can miss or misstate what a report says: check the
              cited reports and the standards before you rely on it. A fresh installation holds a synthetic
              demonstration collection about fictional companies, labelled &ldquo;
              {SYNTHETIC_NOTICE}&rdquo;.
            </Alert.Description>
          </Alert.Root>
          <List.Root as="ol" ps="5" gap="2">
            {STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
