import { Button, Flex, Heading } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import { ChatOptionsMenu } from './chat-options-menu'

type Props = { title: string; onNewChat: () => void; canExport: boolean; canDelete: boolean; onExport: () => void; onDelete: () => void }

/** Above the messages: which chat this is, New chat and the chat's options. */
export function ConversationHeader({ title, onNewChat, canExport, canDelete, onExport, onDelete }: Props) {
  return (
    <Flex align="center" gap="2" px={{ base: '3', md: '4' }} py="2" borderBottomWidth="1px">
      <Heading as="h2" size="md" flex="1" minW="0" truncate>
        {title}
      </Heading>
      <Button size="sm" variant="outline" onClick={onNewChat} flexShrink="0">
        <Plus aria-hidden="true" />
        New chat
      </Button>
      <ChatOptionsMenu canExport={canExport} canDelete={canDelete} onExport={onExport} onDelete={onDelete} />
    </Flex>
  )
}
