import { Box, Card, HStack, Spinner, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { Markdown } from '../../components/markdown'
import { analyseMessages } from './messages'
import { SyntheticBadge } from './synthetic-badge'

type Props = { loading: boolean; content: string | undefined; synthetic: boolean }

/** The right two thirds: 'Report Summary' while it is being written, once it is there, or a pointer to the filters. */
export function SummaryPanel({ loading, content, synthetic }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // A new summary takes the focus: a screen reader announces it, and on a phone, where the panel sits below the
  // filters, it scrolls into view.
  useEffect(() => {
    if (content !== undefined) headingRef.current?.focus()
  }, [content])

  return (
    <Card.Root as="section" aria-labelledby="analyse-summary-title" variant="outline" bg="bg.panel" minW="0">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title as="h2" id="analyse-summary-title" ref={headingRef} tabIndex={-1} outline="none">
            Report Summary
          </Card.Title>
          {synthetic && content !== undefined && !loading && <SyntheticBadge />}
        </HStack>
        {loading ? (
          <HStack role="status" gap="3" py="8" justify="center">
            <Spinner size="md" />
            <Text>{analyseMessages.generating}</Text>
          </HStack>
        ) : content === undefined ? (
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" color="fg.muted" textAlign="center">
            Use the search filters to choose the reports to analyse, then press Search to generate a summary.
          </Box>
        ) : (
          <Box minW="0" overflowWrap="anywhere">
            <Markdown>{content}</Markdown>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  )
}
