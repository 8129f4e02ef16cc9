import { Button, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { log } from '../../lib/logger'
import { resolveConflict, type ConflictChoice } from '../../offline/sync/drafts'
import { useDraftConflict } from '../../offline/hooks'
import type { DraftRecord, DraftText } from '../../offline/records'
import { ComparedText } from './compared-text'
import { writeMessages } from './messages'

// A report edited here and on another device at the same time, in overlapping places (docs/decisions/060): both
// texts stay until the user picks one, both, or the other; nothing is sent for this report meanwhile.
export const CONFLICT_EXPLANATION =
  'This report was changed on another device at the same time as on this one; nothing is deleted until you choose which version to keep.'

const choices: Array<{ choice: ConflictChoice; label: string }> = [
  { choice: 'mine', label: 'Keep mine' },
  { choice: 'theirs', label: 'Keep theirs' },
  { choice: 'both', label: 'Keep both' },
]

/** The three ways out of a conflict, the same wherever one is settled; subject names the report in each label. */
function ConflictChoices({
  pending,
  disabled,
  onChoose,
  subject,
}: {
  pending: ConflictChoice | null
  disabled: boolean
  onChoose: (choice: ConflictChoice) => void
  subject?: string
}) {
  return (
    <Flex wrap="wrap" gap="2">
      {choices.map(({ choice, label }) => (
        <Button
          key={choice}
          size="sm"
          variant={choice === 'both' ? 'solid' : 'outline'}
          loading={pending === choice}
          disabled={disabled}
          onClick={() => onChoose(choice)}
          aria-label={subject === undefined ? undefined : `${label} for ${subject}`}
        >
          {label}
        </Button>
      ))}
    </Flex>
  )
}

function Version({ heading, title, content }: { heading: string; title: string; content: string }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1.5" minW="0">
      <Heading as="h4" size="xs" id={headingId} color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {heading}
      </Heading>
      <Text fontWeight="semibold" wordBreak="break-word">
        {title}
      </Text>
      <ComparedText label={`${heading}: content`} text={content} empty="(no content)" />
    </Stack>
  )
}

/** The local and the server's versions of a report side by side (stacked on a phone), with the three ways out. */
export function DraftConflictPanel({ draft, onError }: { draft: DraftRecord; onError: (message: string) => void }) {
  const conflict = useDraftConflict(draft.id)
  const [resolving, setResolving] = useState<ConflictChoice | null>(null)

  const resolve = async (choice: ConflictChoice) => {
    setResolving(choice)
    const result = await resolveConflict(draft.id, choice)
    setResolving(null)
    // not-found: the conflict was already resolved (in another tab); the list shows the outcome.
    if (!result.ok && result.error !== 'not-found') {
      log.error(`Could not resolve the conflict: ${result.error}`)
      onError(writeMessages.saveDraftChangesFailed)
    }
  }

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md" p="3">
      <Text fontSize="sm">{CONFLICT_EXPLANATION}</Text>
      {conflict === undefined ? (
        <Flex role="status" align="center" gap="2" fontSize="sm">
          <Spinner size="xs" />
          <Text>Loading both versions...</Text>
        </Flex>
      ) : (
        conflict && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Version heading="Mine (this device)" title={draft.title} content={draft.content} />
            <Version heading="Theirs (from the server)" title={conflict.serverTitle} content={conflict.serverContent} />
          </SimpleGrid>
        )
      )}
      <ConflictChoices
        pending={resolving}
        disabled={resolving !== null || !conflict}
        onChoose={(choice) => void resolve(choice)}
        subject={draft.title}
      />
    </Stack>
  )
}

export const SAVE_CONFLICT_EXPLANATION =
  'This report was changed elsewhere (in another tab or on another device) since you opened it, in the same places as your changes. Nothing is saved until you choose which version to keep.'

/**
 * Save Report found the reopened report changed elsewhere where the workspace changed it too: the same three ways
 * out as a conflict between devices. Mine saves the workspace over it, theirs takes the other version into the
 * workspace, both saves the workspace as a new report and leaves the other version as it is.
 */
export function SaveConflictPanel({
  mine,
  theirs,
  busy,
  onChoose,
}: {
  mine: DraftText
  theirs: DraftText
  busy: boolean
  onChoose: (choice: ConflictChoice) => void
}) {
  return (
    <Stack
      role="region"
      aria-label="Conflicting versions of this report"
      gap="3"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="md"
      p="3"
    >
      <Text fontSize="sm">{SAVE_CONFLICT_EXPLANATION}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Version heading="Mine (this workspace)" title={mine.title} content={mine.content} />
        <Version heading="Theirs (saved meanwhile)" title={theirs.title} content={theirs.content} />
      </SimpleGrid>
      <ConflictChoices pending={null} disabled={busy} onChoose={onChoose} />
    </Stack>
  )
}
