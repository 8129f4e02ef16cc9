import { Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useId, useRef, useState, type RefObject } from 'react'
import { downloadTextFile } from '../../lib/download-file'
import { log } from '../../lib/logger'
import { deleteDraft } from '../../offline/sync/drafts'
import { useDrafts } from '../../offline/hooks'
import type { DraftRecord } from '../../offline/records'
import { DeleteReportDialog } from './delete-report-dialog'
import { draftFileName, EXPORT_FORMATS } from './file-names'
import { writeMessages } from './messages'
import { ReadErrorBoundary } from '../../components/read-error-boundary'
import { SavedReportCard } from './saved-report-card'

// The Saved Reports list of Write Assist. It is a live view of the drafts on this device, so it shows, downloads and
// deletes them offline as well, and Edit opens one in the workspace above; each change reaches the server through the
// outbox.

type Props = {
  /** Failures for the banner at the top of the page, where Write Assist shows its errors. */
  onError: (message: string) => void
  /** Edit: opens the report in the workspace's sections, to edit, regenerate, check and save it again. */
  onEdit: (draft: DraftRecord) => void
}

type ListProps = Props & { headingRef: RefObject<HTMLHeadingElement | null> }

function SavedReportList({ onError, onEdit, headingRef }: ListProps) {
  const drafts = useDrafts()
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null)
  // After a delete, the button that opened the dialog is gone with its card; focus goes to the list's heading.
  const deleted = useRef(false)

  const download = (draft: DraftRecord) => {
    try {
      downloadTextFile(draftFileName(draft.title), draft.content, EXPORT_FORMATS.markdown.type)
    } catch (error) {
      log.error('Could not download the draft', error)
      onError(writeMessages.downloadDraftFailed)
    }
  }

  const remove = async (id: string) => {
    const result = await deleteDraft(id)
    // not-found: it is gone already (deleted in another tab), which is what the user asked for.
    if (!result.ok && result.error !== 'not-found') {
      log.error(`Could not delete the draft: ${result.error}`)
      onError(writeMessages.deleteReportFailed)
    } else {
      deleted.current = true
    }
    setDeleting(null)
  }

  if (drafts === undefined) {
    return (
      <Flex role="status" align="center" gap="3" py="4">
        <Spinner color="brand.solid" />
        <Text>Loading saved reports...</Text>
      </Flex>
    )
  }

  return (
    <>
      {drafts.length === 0 ? (
        <Text color="fg.muted">{writeMessages.noSavedReports}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
          {drafts.map((draft) => (
            <li key={draft.id}>
              <SavedReportCard
                draft={draft}
                onEdit={onEdit}
                onDownload={download}
                onDelete={(current) => {
                  deleted.current = false
                  setDeleting({ id: current.id, title: current.title })
                }}
                onError={onError}
              />
            </li>
          ))}
        </Stack>
      )}
      <DeleteReportDialog
        report={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
        finalFocusEl={() => (deleted.current ? headingRef.current : null)}
      />
    </>
  )
}

/** Rendered by the Write Assist page below its tabs. */
export function SavedReports({ onError, onEdit }: Props) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId} ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        Saved Reports
      </Heading>
      <ReadErrorBoundary
        onError={(error) => {
          log.error('Could not read the saved reports on this device', error)
          onError(writeMessages.loadReportsFailed)
        }}
        fallback={(retry) => (
          <Flex align="center" gap="3" wrap="wrap">
            <Text color="fg.muted">Your saved reports could not be read on this device.</Text>
            <Button size="sm" variant="outline" onClick={retry}>
              Try again
            </Button>
          </Flex>
        )}
      >
        <SavedReportList onError={onError} onEdit={onEdit} headingRef={headingRef} />
      </ReadErrorBoundary>
    </Stack>
  )
}
