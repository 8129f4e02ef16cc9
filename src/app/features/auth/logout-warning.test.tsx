import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { isLogoutPending, USER_STORAGE_KEY } from '../../lib/stored-user'
import { getOfflineDb } from '../../offline/db'
import { createDraft } from '../../offline/sync/drafts'
import { apiKey, json, mockApi, openNavigation, renderAppAt, signIn } from '../../test-utils'
import { endpoints } from '../../../core/contract/endpoints'

beforeEach(() => {
  mockApi({ [apiKey(endpoints.auth.logout)]: () => json(200, { message: 'Logged out' }) })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('Logout with unsent changes asks first; Cancel keeps the user and the changes', async () => {
  signIn()
  const router = await renderAppAt('/write')
  await createDraft({ title: 'Written on the train', content: 'Not sent yet' })
  const nav = await openNavigation()
  await userEvent.click(nav.getByRole('button', { name: 'Logout' }))
  const question = await screen.findByRole('alertdialog')
  expect(question).toHaveTextContent('You have 1 change that has not reached the server yet. Log out and discard them?')
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  expect(router.state.location.pathname).toBe('/write')
  expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull()
  expect(await getOfflineDb().drafts.count()).toBe(1)
})

test("confirming discards the user's local data and signs out", async () => {
  signIn()
  const router = await renderAppAt('/write')
  await createDraft({ title: 'One', content: '' })
  await createDraft({ title: 'Two', content: '' })
  const nav = await openNavigation()
  await userEvent.click(nav.getByRole('button', { name: 'Logout' }))
  const question = await screen.findByRole('alertdialog')
  expect(question).toHaveTextContent('You have 2 changes that have not reached the server yet.')
  await userEvent.click(within(question).getByRole('button', { name: 'Log out and discard' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  expect(await getOfflineDb().drafts.count()).toBe(0)
  expect(await getOfflineDb().outbox.count()).toBe(0)
})

test('Logout with everything sent goes straight through', async () => {
  signIn()
  const router = await renderAppAt('/write')
  const nav = await openNavigation()
  await userEvent.click(nav.getByRole('button', { name: 'Logout' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(screen.queryByRole('alertdialog')).toBeNull()
})

test('Logout while the server cannot be reached signs out at once and keeps the logout owed until it can be sent', async () => {
  signIn()
  const api = mockApi({})
  const router = await renderAppAt('/write')
  const nav = await openNavigation()
  await userEvent.click(nav.getByRole('button', { name: 'Logout' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  await waitFor(() => expect(api.callsTo(apiKey(endpoints.auth.logout))).toHaveLength(1))
  expect(isLogoutPending()).toBe(true)
})
