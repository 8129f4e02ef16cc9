import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react'
import { CloudAlert, CloudCheck, CloudUpload, GitCompareArrows, Info, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { log } from '../../lib/logger'
import { retryDraft } from '../../offline/sync/drafts'
import type { DraftRecord, DraftSyncState } from '../../offline/records'
import { requestSync } from '../../offline/sync/sync-request'
import { writeMessages } from './messages'

// Where one saved report stands with the server: the list works offline, so each card says whether its latest text has
// reached the server, is waiting to, was refused, or clashed with another device.
const states: Record<
  DraftSyncState,
  { label: string; icon: typeof CloudCheck; palette: string; variant: 'plain' | 'subtle' }
> = {
  synced: { label: 'Saved', icon: CloudCheck, palette: 'gray', variant: 'plain' },
  pending: { label: 'Waiting to sync', icon: CloudUpload, palette: 'brand', variant: 'subtle' },
  failed: { label: 'Not saved to the server', icon: CloudAlert, palette: 'red', variant: 'subtle' },
  conflict: { label: 'Conflict', icon: GitCompareArrows, palette: 'orange', variant: 'subtle' },
}

export function syncStateLabel(state: DraftSyncState): string {
  return states[state].label
}

/** A small badge next to the report's title. */
export function DraftSyncBadge({ state }: { state: DraftSyncState }) {
  const { label, icon: Icon, palette, variant } = states[state]
  return (
    <Badge
      colorPalette={palette}
      variant={variant}
      size="sm"
      flexShrink="0"
      gap="1"
      {...(variant === 'plain' ? { px: '0', color: 'fg.muted' } : {})}
    >
      <Icon size={12} aria-hidden="true" />
      {label}
    </Badge>
  )
}

/**
 * The server refused the report's last change: the message for a new report ('Failed to save report') or for changes to
 * a saved one ('Failed to save draft changes'), the server's reason, and a way to send it again.
 */
export function DraftSyncFailure({ draft, onError }: { draft: DraftRecord; onError: (message: string) => void }) {
  const [retrying, setRetrying] = useState(false)

  const retry = async () => {
    setRetrying(true)
    const result = await retryDraft(draft.id)
    setRetrying(false)
    // The renewed entry keeps its place in the outbox, which the engine's watch for new entries does not notice.
    if (result.ok) requestSync()
    else if (result.error !== 'not-found') {
      log.error(`Could not queue the report again: ${result.error}`)
      onError(writeMessages.saveDraftChangesFailed)
    }
  }

  return (
    <Flex
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="2"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      borderRadius="md"
      px="3"
      py="2"
    >
      <Box fontSize="sm" color="fg.error" minW="0" flex="1 1 12rem" wordBreak="break-word">
        <Text fontWeight="medium">
          {draft.rev === null ? writeMessages.saveReportFailed : writeMessages.saveDraftChangesFailed}
        </Text>
        {draft.error && <Text>{draft.error}</Text>}
      </Box>
      <Button
        size="xs"
        variant="outline"
        loading={retrying}
        onClick={() => void retry()}
        aria-label={`Retry ${draft.title}`}
      >
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </Flex>
  )
}

/** Something the user should know about the report that is not an error (e.g. a delete undone to keep text). */
export function DraftNotice({ notice }: { notice: string }) {
  return (
    <Flex gap="2" align="flex-start" fontSize="sm" color="fg.info">
      <Box as="span" pt="0.5" flexShrink="0">
        <Info size={14} aria-hidden="true" />
      </Box>
      <Text>{notice}</Text>
    </Flex>
  )
}
