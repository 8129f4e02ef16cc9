import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { LibraryReport } from '../../../core/contract/library'
import { failureMessage } from '../../lib/failure-message'
import { retagReport } from './api/library-reports'
import { draftFrom, MetadataFields, retagTags, type MetadataDraft, type MetadataErrors } from './metadata-fields'
import { libraryMessages } from './messages'

type Props = {
  report: LibraryReport
  onClose: () => void
  onSaved: () => Promise<void>
}

/** Corrects a report's company, title, year, country, exchange and industry. */
export function RetagDialog({ report, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<MetadataDraft>(() => draftFrom(report))
  const [errors, setErrors] = useState<MetadataErrors>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const save = async () => {
    const parsed = retagTags(draft)
    if ('errors' in parsed) {
      setErrors(parsed.errors)
      return
    }
    setBusy(true)
    const result = await retagReport(report.id, parsed.tags)
    if (!result.ok) {
      setBusy(false)
      setError(failureMessage(result.error, { fallback: libraryMessages.retagFailed, noResponse: libraryMessages.noResponse }))
      return
    }
    await onSaved()
    setBusy(false)
    onClose()
  }

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && !busy && onClose()} placement="center" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault()
                void save()
              }}
              noValidate
            >
              <Dialog.Header>
                <Dialog.Title>Edit report details</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description>Analyse filters and names the report by these details.</Dialog.Description>
                  <MetadataFields idPrefix={`retag-${report.id}`} value={draft} errors={errors} required onChange={(next) => (setDraft(next), setErrors(undefined))} />
                  {error && (
                    <Text color="fg.error" role="alert">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Save details
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
