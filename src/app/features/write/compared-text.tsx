import { Box, Text } from '@chakra-ui/react'

/**
 * One version of a text in a conflict, shown as plain text rather than rendered Markdown so it compares character
 * for character with the other version; focusable and named, so keyboard users can scroll a long text and hear
 * whose it is.
 */
export function ComparedText({ label, text, empty }: { label: string; text: string; empty: string }) {
  return (
    <Box
      tabIndex={0}
      role="group"
      aria-label={label}
      bg="bg.muted"
      borderRadius="md"
      p="2.5"
      maxH="60"
      overflowY="auto"
      fontSize="sm"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {text || (
        <Text as="span" fontStyle="italic" color="fg.muted">
          {empty}
        </Text>
      )}
    </Box>
  )
}
