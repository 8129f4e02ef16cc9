import { useMemo, useState } from 'react'
import { Accordion, Badge, Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react'
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { SECTION_INFO, type TcfdSection } from '../../../core/contract/write'
import {
  checkAgainstAasbS2,
  STATUS_LABELS,
  summaryLine,
  type PillarCheck,
  type RequirementCheck,
  type RequirementStatus,
} from '../../../core/engine/gap-check'

// The review tab's "Check against AASB S2": every element AASB S2 asks of the four sections, whether the draft
// already covers it, the draft's own sentence that status rests on (so the user can see why and disagree), and what
// to add where it does not. Status is shown as words and an icon as well as colour.

const STATUS_STYLE: Record<RequirementStatus, { palette: string; Icon: typeof CircleCheck }> = {
  addressed: { palette: 'green', Icon: CircleCheck },
  partial: { palette: 'orange', Icon: CircleAlert },
  missing: { palette: 'red', Icon: CircleX },
}

function StatusBadge({ status }: { status: RequirementStatus }) {
  const { palette, Icon } = STATUS_STYLE[status]
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" flexShrink={0}>
      <Icon size={14} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  )
}

function RequirementRow({ requirement }: { requirement: RequirementCheck }) {
  return (
    <List.Item display="block" py="3" borderTopWidth="1px" borderColor="border.muted" _first={{ borderTopWidth: 0 }}>
      <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
        <Stack gap="0.5" minW="0" flex="1 1 12rem">
          <Text fontWeight="medium">{requirement.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {requirement.reference}
          </Text>
        </Stack>
        <StatusBadge status={requirement.status} />
      </Flex>
      {requirement.evidence.length > 0 && (
        <Box as="figure" mt="2" ps="3" borderStartWidth="3px" borderColor="border.emphasized">
          <Text as="figcaption" fontSize="xs" color="fg.muted">
            {requirement.foundIn ? `Based on, in ${SECTION_INFO[requirement.foundIn].title}:` : 'Based on:'}
          </Text>
          {requirement.evidence.map((sentence) => (
            <Text as="blockquote" key={sentence} fontSize="sm" fontStyle="italic">
              “{sentence}”
            </Text>
          ))}
        </Box>
      )}
      {requirement.note && (
        <Text fontSize="sm" mt="2" color="fg.warning">
          {requirement.note}
        </Text>
      )}
      {requirement.toAdd && (
        <Text fontSize="sm" mt="2">
          {requirement.toAdd}
        </Text>
      )}
    </List.Item>
  )
}

function pillarCounts(pillar: PillarCheck): string {
  const { addressed, partial, missing, total } = pillar.counts
  return [`${addressed} of ${total} addressed`, partial > 0 && `${partial} partly`, missing > 0 && `${missing} missing`]
    .filter(Boolean)
    .join(', ')
}

export function AasbS2Check({ sections }: { sections: Partial<Record<TcfdSection, string>> }) {
  const check = useMemo(() => checkAgainstAasbS2(sections), [sections])
  // Pillars with something left to do start open; a complete one starts folded to keep the list short on a phone.
  const [open, setOpen] = useState(() =>
    check.pillars.filter((pillar) => pillar.counts.addressed < pillar.counts.total).map((pillar) => pillar.pillar),
  )

  return (
    <Box
      as="section"
      aria-labelledby="aasb-s2-check-title"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      borderRadius="md"
      p={{ base: '3', md: '5' }}
    >
      <Stack gap="3">
        <Heading as="h2" size="lg" id="aasb-s2-check-title">
          Check against AASB S2
        </Heading>
        <Text fontWeight="medium">{summaryLine(check.summary)}</Text>
        <Text fontSize="sm" color="fg.muted">
          This is an automated check of your text, not an assurance opinion: it reads what each sentence claims,
          including figures and statements that something is not yet done, and shows the sentence each result rests on.
          It does not judge whether what you wrote is true or enough to meet AASB S2.
        </Text>
        <Accordion.Root
          multiple
          collapsible
          value={open}
          onValueChange={(details) => setOpen(details.value as TcfdSection[])}
        >
          {check.pillars.map((pillar) => (
            <Accordion.Item key={pillar.pillar} value={pillar.pillar}>
              <Heading as="h3" size="md">
                <Accordion.ItemTrigger py="3" cursor="pointer">
                  <Flex flex="1" gap="1" wrap="wrap" align="baseline" justify="space-between" textAlign="start">
                    <Text as="span">{pillar.title}</Text>
                    <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                      {pillarCounts(pillar)}
                    </Text>
                  </Flex>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody pt="0">
                  {/* role="list" keeps list semantics in Safari, which drops them from lists without bullets. */}
                  <List.Root as="ul" role="list" listStyle="none" aria-label={`${pillar.title} requirements`}>
                    {pillar.requirements.map((requirement) => (
                      <RequirementRow key={requirement.key} requirement={requirement} />
                    ))}
                  </List.Root>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>
    </Box>
  )
}
