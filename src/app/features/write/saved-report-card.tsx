import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Download, Pencil, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { formatDateTime } from '../../lib/dates'
import type { DraftRecord } from '../../offline/records'
import { DraftConflictPanel } from './draft-conflict-panel'
import { DraftNotice, DraftSyncBadge, DraftSyncFailure } from './draft-sync-state'

type Props = {
  draft: DraftRecord
  /** Opens the report in the workspace's four sections. */
  onEdit: (draft: DraftRecord) => void
  onDownload: (draft: DraftRecord) => void
  onDelete: (draft: DraftRecord) => void
  onError: (message: string) => void
}

function DateLine({ label, value }: { label: string; value: string }) {
  return (
    <Text as="span">
      {label} <time dateTime={value}>{formatDateTime(value)}</time>
    </Text>
  )
}

/**
 * One saved report. Its buttons carry the report's title in their names, so a screen reader's list of buttons
 * ("Edit Annual climate report", "Delete Annual climate report") tells the cards apart.
 */
export function SavedReportCard({ draft, onEdit, onDownload, onDelete, onError }: Props) {
  const titleId = useId()
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="bg.panel">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h3" size="md" id={titleId} wordBreak="break-word" minW="0" flex="1 1 12rem">
            {draft.title}
          </Heading>
          <DraftSyncBadge state={draft.syncState} />
        </Flex>
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          <DateLine label="Created" value={draft.created_at} />
          <DateLine label="Last edited" value={draft.updated_at} />
        </Stack>
        {draft.syncState === 'failed' && <DraftSyncFailure draft={draft} onError={onError} />}
        {draft.notice && <DraftNotice notice={draft.notice} />}
        {draft.syncState === 'conflict' && <DraftConflictPanel draft={draft} onError={onError} />}
        <Flex wrap="wrap" gap="2">
          <Button size="sm" variant="outline" onClick={() => onEdit(draft)} aria-label={`Edit ${draft.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDownload(draft)} aria-label={`Download ${draft.title}`}>
            <Download aria-hidden="true" />
            Download
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(draft)}
            aria-label={`Delete ${draft.title}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  )
}
