import { Button, Flex, Stack, Text } from '@chakra-ui/react'
import { ComparedText } from './compared-text'

// A workspace field changed on this device and on another one at the same time, in overlapping places
// (docs/decisions/152). The field keeps this device's text, which is what the other devices now receive; the other
// device's text is shown here, above the field, until the user keeps one of the two, so nothing is lost meanwhile.
export function conflictExplanation(label: string): string {
  return `${label} was changed on another device at the same time as on this one. Your text is kept below; the other version is shown here so nothing is lost until you choose.`
}

type Props = { label: string; theirs: string; onKeepMine: () => void; onKeepTheirs: () => void }

export function WorkspaceConflictCopy({ label, theirs, onKeepMine, onKeepTheirs }: Props) {
  return (
    <Stack
      as="section"
      aria-label={`Other version of ${label}`}
      gap="2"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="md"
      p="3"
    >
      <Text fontSize="sm">{conflictExplanation(label)}</Text>
      <ComparedText label={`Theirs (another device): ${label}`} text={theirs} empty="(empty)" />
      <Flex wrap="wrap" gap="2">
        <Button size="sm" variant="outline" onClick={onKeepMine} aria-label={`Keep mine for ${label}`}>
          Keep mine
        </Button>
        <Button size="sm" variant="outline" onClick={onKeepTheirs} aria-label={`Keep theirs for ${label}`}>
          Keep theirs
        </Button>
      </Flex>
    </Stack>
  )
}
