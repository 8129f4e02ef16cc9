import { ConfirmDialog } from '../../components/confirm-dialog'

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
    <ConfirmDialog
      open={count !== null}
      title="Unsent changes"
      confirmLabel="Log out and discard"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {count !== null && unsentChangesQuestion(count)}
    </ConfirmDialog>
  )
}
