import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { createAppSystem } from '../../theme'
import { CHAT_INPUT_MAX_HEIGHT, ChatInput } from './chat-input'

const system = createAppSystem()

// The input on its own, held the way the page holds it: a send clears the text.
function Harness({
  onSend,
  awaitingReply = false,
  error = null,
}: {
  onSend: (text: string) => void
  awaitingReply?: boolean
  error?: string | null
}) {
  const [value, setValue] = useState('')
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      onSend={() => {
        onSend(value)
        setValue('')
      }}
      awaitingReply={awaitingReply}
      sending={false}
      error={error}
    />
  )
}

function renderInput(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onSend = vi.fn()
  render(
    <ChakraProvider value={system}>
      <Harness onSend={onSend} {...props} />
    </ChakraProvider>,
  )
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) }
}

test('Enter sends the text and the box is cleared', async () => {
  const { onSend, box } = renderInput()
  await userEvent.type(box, 'What is TCFD?{Enter}')
  expect(onSend).toHaveBeenCalledExactlyOnceWith('What is TCFD?')
  expect(box).toHaveValue('')
})

test('the Send button sends too', async () => {
  const { onSend, box } = renderInput()
  expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await userEvent.type(box, 'Hello')
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
  expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello')
})

test('Shift+Enter adds a line break and does not send', async () => {
  const { onSend, box } = renderInput()
  await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line')
  expect(box).toHaveValue('First line\nsecond line')
  expect(onSend).not.toHaveBeenCalled()
  await userEvent.type(box, '{Enter}')
  expect(onSend).toHaveBeenCalledExactlyOnceWith('First line\nsecond line')
})

test('an Enter that completes an IME composition does not send', () => {
  const { onSend, box } = renderInput()
  fireEvent.change(box, { target: { value: 'にほん' } })
  fireEvent.keyDown(box, { key: 'Enter', isComposing: true })
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 })
  expect(onSend).not.toHaveBeenCalled()
  expect(box).toHaveValue('にほん')
})

test('blank text is not sent', async () => {
  const { onSend, box } = renderInput()
  await userEvent.type(box, '   {Shift>}{Enter}{/Shift}  {Enter}')
  expect(onSend).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
})

test('nothing is sent while an answer is loading, and the box says why', async () => {
  const { onSend, box } = renderInput({ awaitingReply: true })
  await userEvent.type(box, 'Next question{Enter}')
  expect(onSend).not.toHaveBeenCalled()
  expect(box).toHaveValue('Next question')
  expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
  expect(box).toHaveAccessibleDescription('Wait for the answer before you send another question.')
})

test('a validation message is shown under the box', () => {
  const { box } = renderInput({ error: 'Messages can be at most 4000 characters' })
  expect(box).toBeInvalid()
  expect(box).toHaveAccessibleErrorMessage('Messages can be at most 4000 characters')
})

test('the box starts one row high and grows to at most four rows', () => {
  const { box } = renderInput()
  expect(box).toHaveAttribute('rows', '1')
  expect(CHAT_INPUT_MAX_HEIGHT).toBe('calc(4 * 1.25rem + 1rem + 2px)')
  expect(getComputedStyle(box).maxHeight).toBe(CHAT_INPUT_MAX_HEIGHT)
  expect(getComputedStyle(box).lineHeight).toBe('1.25rem')
})

test('the box is described by the line under it, and by its error instead when the text cannot be sent', () => {
  const { box } = renderInput()
  expect(box).toHaveAccessibleDescription('Enter sends; Shift+Enter adds a line break.')
  cleanup()
  const { box: invalid } = renderInput({ error: 'Message is too long' })
  expect(invalid).not.toHaveAccessibleDescription('Enter sends; Shift+Enter adds a line break.')
  expect(invalid).toHaveAttribute('aria-invalid', 'true')
})
