import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { SECTION_INFO, type ComplianceFlag, type TcfdSection } from '../../../core/contract/write'
import { Markdown } from '../../components/markdown'
import type { WorkspaceSection } from '../../offline/sync/write-workspace'

type Props = {
  section: TcfdSection
  generated: WorkspaceSection | undefined
  /** What the company information shows is missing for a rule that applies to this section. */
  flags: ComplianceFlag[]
  question: string
  /** Text in the editor; undefined when the section is not being edited. */
  editing: string | undefined
  busy: boolean
  error: string | undefined
  /** A new draft replaced this section's text and the old text can be put back. */
  canUndo: boolean
  onQuestionChange: (question: string) => void
  onGenerate: () => void
  onUndo: () => void
  onEditingChange: (text: string | undefined) => void
  onSave: (text: string) => void
}

/** One of Tab 2's four section cards: what to ask on the left, the generated text (shown or edited) on the right. */
export function SectionCard({
  section,
  generated,
  flags,
  question,
  editing,
  busy,
  error,
  canUndo,
  onQuestionChange,
  onGenerate,
  onUndo,
  onEditingChange,
  onSave,
}: Props) {
  const { title, description } = SECTION_INFO[section]
  const headingId = `section-${section}-title`
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <Stack gap="3">
            <Card.Title as="h3" id={headingId}>
              {title}
            </Card.Title>
            <Card.Description>{description}</Card.Description>
            <Field.Root>
              <Field.Label>Custom question (optional)</Field.Label>
              <Input
                name={`question-${section}`}
                value={question}
                onChange={(event) => onQuestionChange(event.target.value)}
                disabled={busy}
              />
              <Field.HelperText>Steer this section, for example: How do we describe board oversight?</Field.HelperText>
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <Button onClick={onGenerate} loading={busy} loadingText="Generating..." disabled={busy}>
                Generate Section
              </Button>
              {canUndo && !busy && (
                <Button variant="outline" onClick={onUndo} aria-label={`Undo new draft of ${title}`}>
                  Undo
                </Button>
              )}
            </HStack>
            {error && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {error}
              </Text>
            )}
          </Stack>
          <Stack gap="4" minW="0">
            <GeneratedContent
              title={title}
              generated={generated}
              editing={editing}
              onEditingChange={onEditingChange}
              onSave={onSave}
            />
            {generated && flags.length > 0 && <FlagList section={section} title={title} flags={flags} />}
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}

type ContentProps = Pick<Props, 'generated' | 'editing' | 'onEditingChange' | 'onSave'> & { title: string }

function GeneratedContent({ title, generated, editing, onEditingChange, onSave }: ContentProps) {
  if (!generated) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="4" color="fg.muted" fontSize="sm">
        Generated content for {title} appears here.
      </Box>
    )
  }
  return (
    <Stack gap="3" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        {generated.offline ? (
          <Badge colorPalette="orange" variant="subtle">
            Drafted offline
          </Badge>
        ) : (
          <span />
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => onEditingChange(editing === undefined ? generated.content : undefined)}
          aria-label={editing === undefined ? `Edit ${title}` : `Cancel editing ${title}`}
        >
          {editing === undefined ? 'Edit' : 'Cancel'}
        </Button>
      </HStack>
      {generated.offline && (
        <Text fontSize="xs" color="fg.muted">
          Written on this device by the built-in engine while the server could not be reached. Generate again when
          online for the server's version.
        </Text>
      )}
      {editing === undefined ? (
        /* On a phone the section grows with the page, so there is one scroll and nothing is read through a slot; on
           wider screens a long section scrolls in its card, beside the other cards. */
        <Box maxH={{ base: 'none', md: '500px' }} overflowY={{ base: 'visible', md: 'auto' }} pr="2">
          <Markdown>{generated.content}</Markdown>
        </Box>
      ) : (
        <Stack gap="2">
          <Field.Root>
            <Field.Label>{title} text</Field.Label>
            <Textarea rows={10} value={editing} onChange={(event) => onEditingChange(event.target.value)} />
          </Field.Root>
          <Button alignSelf="flex-start" size="sm" onClick={() => onSave(editing)}>
            Save Changes
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

/** The rules the company's facts do not yet meet, each with the rule it rests on, under the section's text. */
function FlagList({ section, title, flags }: { section: TcfdSection; title: string; flags: ComplianceFlag[] }) {
  const headingId = `section-${section}-flags`
  return (
    <Box borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md" p="3">
      <Text id={headingId} fontWeight="semibold" fontSize="sm" mb="2">
        To check before you use the {title} section
      </Text>
      <List.Root aria-labelledby={headingId} gap="2" ps="4" fontSize="sm">
        {flags.map((flag) => (
          <List.Item key={flag.rule + flag.message}>
            {flag.message}{' '}
            <Text as="span" color="fg.muted">
              ({flag.rule})
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  )
}
