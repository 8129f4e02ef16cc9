import { Box, Field, Flex, IconButton, Textarea, useFieldStyles } from '@chakra-ui/react'
import { SendHorizontal } from 'lucide-react'
import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react'

/** The input grows with its text up to this many rows, then scrolls. */
const CHAT_INPUT_MAX_ROWS = 4
const LINE_HEIGHT = '1.25rem'
// Rows of text plus the textarea's vertical padding (2 × 0.5rem) and border (2 × 1px): beyond it, the text scrolls.
export const CHAT_INPUT_MAX_HEIGHT = `calc(${CHAT_INPUT_MAX_ROWS} * ${LINE_HEIGHT} + 1rem + 2px)`

type Props = {
  inputRef?: Ref<HTMLTextAreaElement>
  value: string
  onChange: (value: string) => void
  onSend: () => void
  /** A question waits for its answer: sending is blocked until it arrives. */
  awaitingReply: boolean
  /** The last send is being stored. */
  sending: boolean
  /** Why the text cannot be sent (too long). */
  error: string | null
}

/** The message box: Enter sends, Shift+Enter adds a line break; it grows with its text up to four rows. */
export function ChatInput({ inputRef, value, onChange, onSend, awaitingReply, sending, error }: Props) {
  const canSend = !awaitingReply && !sending && value.trim() !== ''
  const helpId = useId()

  const send = () => {
    if (canSend) onSend()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return
    // An Enter that completes an IME composition (Japanese, Chinese...) picks the characters: it must not send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return
    event.preventDefault()
    send()
  }

  return (
    <Box
      as="form"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
      borderTopWidth="1px"
      // on a phone the page scrolls, and the message box stays at the bottom of the screen
      position={{ base: 'sticky', md: 'static' }}
      bottom="0"
      bg="bg.panel"
      borderBottomRadius="md"
      px={{ base: '3', md: '4' }}
      py="3"
    >
      <Field.Root invalid={error !== null}>
        <Field.Label srOnly>Message</Field.Label>
        <Flex gap="2" align="flex-end" w="full">
          <Textarea
            ref={inputRef}
            rows={1}
            autoresize
            lineHeight={LINE_HEIGHT}
            maxH={CHAT_INPUT_MAX_HEIGHT}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Ask about TCFD or AASB S2"
            bg="bg"
            aria-describedby={error === null ? helpId : undefined}
          />
          <IconButton type="submit" aria-label="Send message" disabled={!canSend} loading={sending} flexShrink="0">
            <SendHorizontal />
          </IconButton>
        </Flex>
        {error !== null ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          // polite: a second question pressed while the answer loads is told why it waits, and its text stays in the box
          <InputHelp id={helpId}>
            {awaitingReply
              ? 'Wait for the answer before you send another question.'
              : 'Enter sends; Shift+Enter adds a line break.'}
          </InputHelp>
        )}
      </Field.Root>
    </Box>
  )
}

/**
 * The line under the message box, styled as Field.HelperText. Not Field.HelperText itself: the field finds that
 * element in a layout effect and re-renders with it, which makes React run the chat screen's pending effects (the
 * database, the session check) and render again in the same task as the first commit, the longest task of a first
 * visit to /chat (issue 16). The box names this line as its description instead.
 */
function InputHelp({ id, children }: { id: string; children: ReactNode }) {
  const styles = useFieldStyles()
  return (
    <Box id={id} aria-live="polite" css={styles['helperText']}>
      {children}
    </Box>
  )
}
