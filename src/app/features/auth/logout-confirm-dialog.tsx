import { Button, Dialog, Portal } from '@chakra-ui/react'

type Props = {
  /** Unsent changes; the dialog is open while this is a number. */
  count: number | null
  onCancel: () => void
  onConfirm: () => void
}

export function unsentChangesQuestion(count: number): string {
  const changes = count === 1 ? '1 change that has' : `${count} changes that have`
  return `You have ${changes} not reached the server yet. Log out and discard them?`
}

/** Asked before a Logout that would throw away changes still waiting to reach the server. */
export function LogoutConfirmDialog({ count, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root role="alertdialog" open={count !== null} onOpenChange={(event) => !event.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Unsent changes</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{count !== null && unsentChangesQuestion(count)}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                Log out and discard
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
