import { IconButton, Menu, Portal } from '@chakra-ui/react'
import { Download, EllipsisVertical, Trash2 } from 'lucide-react'

type Props = {
  /** There is something to export: the chat has messages. */
  canExport: boolean
  /** There is a chat open to delete. */
  canDelete: boolean
  onExport: () => void
  onDelete: () => void
}

/** The options of the open chat: its Markdown export, and deleting it. */
export function ChatOptionsMenu({ canExport, canDelete, onExport, onDelete }: Props) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => (details.value === 'export' ? onExport() : onDelete())}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label="Chat options">
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="export" disabled={!canExport}>
              <Download aria-hidden="true" />
              Export as Markdown
            </Menu.Item>
            <Menu.Item
              value="delete"
              disabled={!canDelete}
              color="fg.error"
              _highlighted={{ bg: 'bg.error', color: 'fg.error' }}
            >
              <Trash2 aria-hidden="true" />
              Delete chat
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
