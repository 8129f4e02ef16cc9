import { Box, Button, Flex, Heading, IconButton, Spinner, Stack, Text } from '@chakra-ui/react'
import { CloudAlert, Trash2 } from 'lucide-react'
import { useId, type RefObject } from 'react'
import { formatDateTime } from '../../lib/dates'
import type { ChatSessionRecord } from '../../offline/records'
import { shortSessionId } from './messages'

/** The height of the chat history panel by breakpoint; on a phone it is at most this high. */
export const CHAT_PANEL_HEIGHT = { base: '500px', md: '600px', lg: '650px', xl: '700px' }

type Props = {
  /** Most recently active first; undefined while the device's list is read. */
  sessions: ChatSessionRecord[] | undefined
  currentId: string | null
  onSelect: (id: string) => void
  onDelete: (session: ChatSessionRecord) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

function HistoryEntry({
  session,
  current,
  onSelect,
  onDelete,
}: { session: ChatSessionRecord; current: boolean } & Pick<Props, 'onSelect' | 'onDelete'>) {
  const shortId = shortSessionId(session.id)
  return (
    <Flex
      as="li"
      align="stretch"
      gap="1"
      borderRadius="md"
      bg={current ? 'brand.subtle' : undefined}
      _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
    >
      <Button
        variant="plain"
        flex="1"
        minW="0"
        h="auto"
        py="2"
        px="3"
        flexDirection="column"
        alignItems="flex-start"
        gap="0.5"
        textAlign="start"
        whiteSpace="normal"
        fontWeight="normal"
        aria-current={current ? 'true' : undefined}
        onClick={() => onSelect(session.id)}
      >
        <Text as="span" fontFamily="mono" fontWeight="semibold" color={current ? 'brand.fg' : 'fg'}>
          {shortId}
        </Text>
        {session.title && (
          <Text as="span" fontSize="sm" lineClamp="2" wordBreak="break-word">
            {session.title}
          </Text>
        )}
        {/* on the open chat's tinted background the muted colour falls below 4.5:1, so its date takes the body colour */}
        <Text as="span" fontSize="xs" color={current ? 'fg' : 'fg.muted'}>
          <time dateTime={session.updated_at}>{formatDateTime(session.updated_at)}</time>
        </Text>
        {session.syncState === 'failed' && (
          <Text as="span" fontSize="xs" color="fg.error" display="inline-flex" alignItems="center" gap="1">
            <CloudAlert size={12} aria-hidden="true" />
            Not saved to the server
          </Text>
        )}
      </Button>
      <IconButton
        variant="ghost"
        size="sm"
        alignSelf="center"
        aria-label={`Delete chat ${shortId}`}
        onClick={() => onDelete(session)}
      >
        <Trash2 />
      </IconButton>
    </Flex>
  )
}

/** The chat history: every chat on this device, newest first, each named by its short id and last activity. */
export function ChatHistory({ sessions, currentId, onSelect, onDelete, headingRef }: Props) {
  const headingId = useId()
  return (
    // On a phone the panel is only as high as its chats, up to its fixed height by breakpoint.
    <Flex
      as="section"
      aria-labelledby={headingId}
      direction="column"
      h={{ ...CHAT_PANEL_HEIGHT, base: 'auto' }}
      maxH={{ base: CHAT_PANEL_HEIGHT.base, md: 'none' }}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      minW="0"
    >
      <Heading
        as="h2"
        size="md"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        _focus={{ outline: 'none' }}
        px="4"
        py="3"
        borderBottomWidth="1px"
      >
        Chat history
      </Heading>
      <Box flex="1" minH="0" overflowY="auto" p="2">
        {sessions === undefined ? (
          <Flex role="status" align="center" gap="2" p="2">
            <Spinner size="sm" />
            <Text>Loading chats...</Text>
          </Flex>
        ) : sessions.length === 0 ? (
          <Text color="fg.muted" p="2">
            No chats yet.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
            {sessions.map((session) => (
              <HistoryEntry
                key={session.id}
                session={session}
                current={session.id === currentId}
                onSelect={onSelect}
                onDelete={onDelete}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Flex>
  )
}
