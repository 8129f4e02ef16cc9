import { ChakraProvider } from '@chakra-ui/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { createAppSystem } from '../theme'
import { ConfirmDialog } from './confirm-dialog'

const system = createAppSystem()

function renderDialog(onConfirm: () => void | Promise<void>) {
  const onCancel = vi.fn()
  render(
    <ChakraProvider value={system}>
      <ConfirmDialog open title="Delete chat" confirmLabel="Delete" onCancel={onCancel} onConfirm={onConfirm}>
        Delete chat 1a2b3c4d? This cannot be undone.
      </ConfirmDialog>
    </ChakraProvider>,
  )
  return { onCancel, dialog: screen.getByRole('alertdialog', { name: 'Delete chat' }) }
}

test('asks its question and cancels', async () => {
  const onConfirm = vi.fn()
  const { onCancel, dialog } = renderDialog(onConfirm)
  expect(dialog).toHaveAccessibleDescription('Delete chat 1a2b3c4d? This cannot be undone.')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(onCancel).toHaveBeenCalledOnce()
  expect(onConfirm).not.toHaveBeenCalled()
})

test('while the confirmed action runs, Cancel and Escape do nothing and the action cannot start twice', async () => {
  let finish!: () => void
  const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
  const { onCancel, dialog } = renderDialog(onConfirm)

  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  const busy = within(dialog)
    .getAllByRole('button')
    .find((button) => button.hasAttribute('data-loading'))
  expect(busy).toBeDisabled()
  await userEvent.keyboard('{Escape}')
  expect(onCancel).not.toHaveBeenCalled()
  expect(onConfirm).toHaveBeenCalledOnce()

  finish()
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled())
  await userEvent.keyboard('{Escape}')
  expect(onCancel).toHaveBeenCalledOnce()
})
