import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'

type Props = {
  open: boolean
  title: string
  /** The question asked; it is the dialog's description for screen readers. */
  children: ReactNode
  confirmLabel: string
  onCancel: () => void
  /**
   * Does what was asked. While a returned promise is pending the dialog is busy: the confirm button spins, and
   * Cancel, Escape and a click outside do nothing, so the action cannot be started twice or abandoned halfway.
   */
  onConfirm: () => void | Promise<void>
  /** Where focus goes when the dialog closes; by default back to the element that opened it. */
  finalFocusEl?: () => HTMLElement | null
}

/** Asks before something that cannot be undone (a delete, discarding unsent changes). */
export function ConfirmDialog({ open, title, children, confirmLabel, onCancel, onConfirm, finalFocusEl }: Props) {
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => !event.open && !busy && onCancel()}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description wordBreak="break-word">{children}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
