import { Badge, Box, Button, List, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { SYNTHETIC_REPORT_LABEL } from './messages'
import type { Citation } from '../../../core/contract/chat'
import { SourceDialog } from './source-dialog'

/** The numbered sources under an answer; each opens in a dialog with its text and a link to the public source. */
export function MessageSources({ heading, sources }: { heading: string; sources: readonly Citation[] }) {
  const headingId = useId()
  const [open, setOpen] = useState<Citation | null>(null)
  return (
    <Box as="section" aria-labelledby={headingId} mt="1">
      <Text id={headingId} fontWeight="semibold" fontSize="sm" mb="1">
        {heading}
      </Text>
      <List.Root as="ol" listStyleType="none" gap="1" m="0" p="0">
        {sources.map((source) => (
          <List.Item key={`${source.kind}:${source.id}`}>
            <Button
              variant="ghost"
              size="xs"
              h="auto"
              py="1"
              whiteSpace="normal"
              textAlign="start"
              justifyContent="flex-start"
              fontWeight="normal"
              onClick={() => setOpen(source)}
            >
              <Text as="span" fontWeight="semibold" flexShrink="0">
                [{source.n}]
              </Text>
              <Text as="span">
                {source.kind === 'passage' ? `${source.title} — ${source.reference}` : source.reference}
                {source.kind === 'report' && source.synthetic && (
                  <Badge colorPalette="orange" variant="subtle" size="sm" ms="2">
                    {SYNTHETIC_REPORT_LABEL}
                  </Badge>
                )}
              </Text>
            </Button>
          </List.Item>
        ))}
      </List.Root>
      <SourceDialog source={open} onClose={() => setOpen(null)} />
    </Box>
  )
}
