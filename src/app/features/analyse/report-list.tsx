import { Accordion, Badge, Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReportGroup } from './report-groups'
import { SyntheticBadge } from './synthetic-badge'

type Props = { reports: ReportGroup[]; synthetic: boolean; title?: string }

/**
 * The reports the summary was written from (or the closest matches, when no report satisfied every filter); each
 * says why it was found and what it lacks, and opens to the excerpts that were sent to it.
 */
export function ReportList({ reports, synthetic, title = 'Reports used' }: Props) {
  return (
    <Card.Root as="section" aria-labelledby="analyse-reports-title" variant="outline" bg="bg.panel" minW="0">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title as="h2" id="analyse-reports-title">
            {title} ({reports.length})
          </Card.Title>
          {synthetic && <SyntheticBadge />}
        </HStack>
        <Accordion.Root multiple collapsible>
          {reports.map((report) => (
            <Accordion.Item key={report.reportId} value={report.reportId}>
              <h3>
                <Accordion.ItemTrigger py="3" cursor="pointer" textAlign="start">
                  <Flex flex="1" minW="0" direction="column" gap="0.5">
                    <Text as="span" fontWeight="semibold">
                      {report.company}
                    </Text>
                    <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                      {report.title}
                      {report.year !== undefined && ` (${report.year})`}
                    </Text>
                  </Flex>
                  <Badge variant="outline" size="sm" flexShrink="0">
                    {report.excerpts.length} {report.excerpts.length === 1 ? 'excerpt' : 'excerpts'}
                  </Badge>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </h3>
              <MatchReasons matched={report.matched} missing={report.missing} />
              <Accordion.ItemContent>
                <Accordion.ItemBody pt="0">
                  <Stack gap="3">
                    {report.excerpts.map((excerpt, index) => (
                      <Box
                        key={index}
                        as="blockquote"
                        borderStartWidth="3px"
                        borderColor="brand.muted"
                        ps="3"
                        fontSize="sm"
                        whiteSpace="pre-wrap"
                        overflowWrap="anywhere"
                      >
                        {excerpt}
                      </Box>
                    ))}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Card.Body>
    </Card.Root>
  )
}

/** Issue 17: why a report was found stays visible without opening it. */
function MatchReasons({ matched, missing }: { matched: readonly string[]; missing: readonly string[] }) {
  if (matched.length + missing.length === 0) return null
  return (
    <Stack gap="1" pb="3" fontSize="xs">
      {matched.length > 0 && (
        <HStack gap="1" wrap="wrap" role="group" aria-label="Matched">
          <Text as="span" color="fg.muted">
            Matched:
          </Text>
          {matched.map((reason) => (
            <Badge key={reason} size="sm" variant="subtle" colorPalette="teal">
              {reason}
            </Badge>
          ))}
        </HStack>
      )}
      {missing.length > 0 && (
        <HStack gap="1" wrap="wrap" role="group" aria-label="Not found">
          <Text as="span" color="fg.muted">
            Not found:
          </Text>
          {missing.map((reason) => (
            <Badge key={reason} size="sm" variant="outline" colorPalette="gray">
              {reason}
            </Badge>
          ))}
        </HStack>
      )}
    </Stack>
  )
}
