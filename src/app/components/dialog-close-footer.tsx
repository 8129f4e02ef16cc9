import { Button, Dialog } from '@chakra-ui/react'

/** The footer of a dialog that only informs: one Close button, which Escape and the backdrop stand in for. */
export function DialogCloseFooter() {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">Close</Button>
      </Dialog.ActionTrigger>
    </Dialog.Footer>
  )
}
