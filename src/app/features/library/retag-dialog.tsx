import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { LibraryReport, RetagRequest } from '../../../core/contract/library'
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
  // Busy until the list shows the new details too, then closed.
  const retag = useMutation({
    mutationFn: (tags: RetagRequest) => retagReport(report.id, tags),
    onSuccess: async () => {
      await onSaved()
      onClose()
    },
  })
  const busy = retag.isPending
  const error = retag.isError
    ? failureMessage(retag.error, { fallback: libraryMessages.retagFailed, noResponse: libraryMessages.noResponse })
    : undefined

  const save = () => {
    const parsed = retagTags(draft)
    if ('errors' in parsed) setErrors(parsed.errors)
    else retag.mutate(parsed.tags)
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && !busy && onClose()}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault()
                save()
              }}
              noValidate
            >
              <Dialog.Header>
                <Dialog.Title>Edit report details</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description>Analyse filters and names the report by these details.</Dialog.Description>
                  <MetadataFields
                    idPrefix={`retag-${report.id}`}
                    value={draft}
                    errors={errors}
                    required
                    onChange={(next) => (setDraft(next), setErrors(undefined))}
                  />
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
