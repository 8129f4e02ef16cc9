import { expect, test, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UpdateToast } from './update-toast'
import { offerUpdate } from '../offline/sw-update'
import { renderWithTheme } from '../test-utils'

test('shows nothing until a new version is waiting', () => {
  renderWithTheme(<UpdateToast />)
  expect(screen.queryByText('New version available')).toBeNull()
})

test('Reload applies the waiting version', async () => {
  const apply = vi.fn().mockResolvedValue(undefined)
  renderWithTheme(<UpdateToast />)
  act(() => offerUpdate(apply))
  // The toast's code loads when an update is first offered.
  expect(await screen.findByText('New version available')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
  expect(apply).toHaveBeenCalledOnce()
  expect(screen.queryByText('New version available')).toBeNull()
})

test('Later hides the toast without applying the update', async () => {
  const apply = vi.fn().mockResolvedValue(undefined)
  renderWithTheme(<UpdateToast />)
  act(() => offerUpdate(apply))
  await userEvent.click(await screen.findByRole('button', { name: 'Later' }))
  expect(apply).not.toHaveBeenCalled()
  expect(screen.queryByText('New version available')).toBeNull()
})
