import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useState } from 'react'

type Props = {
  /** The report to delete; the dialog is open while there is one. */
  report: { id: string; title: string } | null
  onCancel: () => void
  /** Deletes the report; resolves when done (the dialog waits, so Delete cannot be pressed twice). */
  onConfirm: (id: string) => Promise<void>
  /** Where focus goes when the dialog closes; null returns it to the button that opened the dialog. */
  finalFocusEl?: () => HTMLElement | null
}

/** Asked before a saved report is deleted; names the report so the user knows which one goes. */
export function DeleteReportDialog({ report, onCancel, onConfirm, finalFocusEl }: Props) {
  const [deleting, setDeleting] = useState(false)
  // Kept while the dialog animates closed, so its text does not go blank.
  const [shown, setShown] = useState(report)
  if (report && report !== shown) setShown(report)

  const confirm = async () => {
    if (!report) return
    setDeleting(true)
    try {
      await onConfirm(report.id)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={report !== null}
      onOpenChange={(event) => !event.open && !deleting && onCancel()}
      closeOnEscape={!deleting}
      closeOnInteractOutside={!deleting}
      placement="center"
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete report</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description wordBreak="break-word">Delete “{shown?.title}”? This cannot be undone.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={deleting}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
