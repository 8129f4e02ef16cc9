import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import type { ChatSessionRecord } from '../../offline/records'
import { shortSessionId } from './messages'

type Props = {
  /** The chat to delete; the dialog is open while there is one. */
  session: ChatSessionRecord | null
  onCancel: () => void
  onConfirm: (id: string) => Promise<void>
  finalFocusEl: () => HTMLElement | null
}

/** Asked before a chat is deleted; names it by its short id (as the history does) and its title. */
export function DeleteChatDialog({ session, onCancel, onConfirm, finalFocusEl }: Props) {
  // Kept while the dialog animates closed, so its text does not go blank.
  const [shown, setShown] = useState(session)
  if (session && session !== shown) setShown(session)
  const named = shown?.title ? ` “${shown.title}”` : ''

  return (
    <ConfirmDialog
      open={session !== null}
      title="Delete chat"
      confirmLabel="Delete"
      onCancel={onCancel}
      onConfirm={() => (session ? onConfirm(session.id) : undefined)}
      finalFocusEl={finalFocusEl}
    >
      Delete chat {shown ? shortSessionId(shown.id) : ''}
      {named}? Its messages are removed from this device and from the server. This cannot be undone.
    </ConfirmDialog>
  )
}
