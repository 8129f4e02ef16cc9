import { Box, Card, Flex, Heading, List, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react'
import { useId } from 'react'
import type { CategoryCount, CategoryCounts } from './report-groups'

type Props = { counts: CategoryCounts; reportCount: number }

const GROUPS = [
  { key: 'industry', title: 'By industry' },
  { key: 'risk', title: 'By risk' },
  { key: 'action', title: 'By action' },
] as const

/**
 * How the reports behind the summary spread over the categories: plain bars whose number is always written next to
 * them, in lists a screen reader reads as "label, number reports". The bars themselves are decoration.
 */
export function CategoryChart({ counts, reportCount }: Props) {
  return (
    <Card.Root as="section" aria-labelledby="analyse-chart-title" variant="outline" bg="bg.panel" minW="0">
      <Card.Body gap="4">
        <Box>
          <Card.Title as="h2" id="analyse-chart-title">
            Reports by category
          </Card.Title>
          <Text fontSize="sm" color="fg.muted">
            How many of the {reportCount} {reportCount === 1 ? 'report' : 'reports'} used carry each category.
          </Text>
        </Box>
        <SimpleGrid minChildWidth="220px" gap="5">
          {GROUPS.map(({ key, title }) => (
            <BarList key={key} title={title} counts={counts[key]} total={reportCount} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}

function BarList({ title, counts, total }: { title: string; counts: CategoryCount[]; total: number }) {
  const headingId = useId()
  return (
    <Box minW="0">
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {title}
      </Heading>
      {counts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None recorded
        </Text>
      ) : (
        // role="list" keeps list semantics in Safari, which drops them from lists without bullets.
        <List.Root as="ul" role="list" listStyle="none" gap="2" aria-labelledby={headingId}>
          {counts.map(({ label, count }) => (
            <List.Item key={label} display="block">
              <Flex justify="space-between" gap="2" fontSize="sm">
                <Text as="span" minW="0" overflowWrap="anywhere">
                  {label}
                </Text>
                <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {count}
                  <VisuallyHidden> {count === 1 ? 'report' : 'reports'}</VisuallyHidden>
                </Text>
              </Flex>
              <Box h="2" mt="1" bg="bg.muted" borderRadius="full" aria-hidden="true">
                <Box
                  h="full"
                  w={`${Math.max(2, (count / Math.max(total, 1)) * 100)}%`}
                  bg="brand.solid"
                  borderRadius="full"
                />
              </Box>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  )
}
