import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getAuthState } from '../../lib/stored-user'
import { apiKey, json, mockApi, renderAppAt, signIn } from '../../test-utils'
import { endpoints } from '../../../core/contract/endpoints'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const ada = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  organization: 'Engines Pty Ltd',
  description: 'Analyst',
}

test('the header shows initials, full name, email and organization', async () => {
  signIn(ada)
  mockApi({})
  await renderAppAt('/account')
  expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument()
  expect(screen.getByText('AL')).toBeInTheDocument()
  expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0)
  expect(screen.getByText('Engines Pty Ltd')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tab', { name: 'Change Password' })).toBeInTheDocument()
})

test("a user without an organization reads 'No organization'", async () => {
  signIn({ email: 'bo@example.com', first_name: 'Bo' })
  mockApi({})
  await renderAppAt('/account')
  expect(screen.getByText('No organization')).toBeInTheDocument()
})

test('the profile form requires names and organization, keeps the email read-only, and saves', async () => {
  signIn(ada)
  const api = mockApi({
    [apiKey(endpoints.account.updateDetails)]: (body) =>
      json(200, { status: 'details_updated', user: { ...(body as object) } }),
  })
  await renderAppAt('/account')
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
  await userEvent.clear(screen.getByLabelText(/^First name/))
  await userEvent.clear(screen.getByLabelText(/^Organization/))
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
  expect(screen.getByText('First name is required')).toBeInTheDocument()
  expect(screen.getByText('Organization is required')).toBeInTheDocument()
  await userEvent.type(screen.getByLabelText(/^First name/), 'Augusta')
  await userEvent.type(screen.getByLabelText(/^Organization/), 'Analytical Engines')
  await userEvent.clear(screen.getByLabelText(/^Description/))
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
  expect(await screen.findByText('Your profile has been updated successfully')).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.account.updateDetails))[0]?.body).toEqual({
    email: 'ada@example.com',
    first_name: 'Augusta',
    last_name: 'Lovelace',
    organization: 'Analytical Engines',
    description: '',
  })
  expect(getAuthState().user).toMatchObject({ first_name: 'Augusta', organization: 'Analytical Engines' })
  expect(screen.getByRole('heading', { level: 1, name: 'Augusta Lovelace' })).toBeInTheDocument()
})

test.each([
  [() => json(400, { detail: 'Organization is too long' }), 'Organization is too long'],
  [() => json(500, {}), 'Profile update failed'],
  [() => Promise.reject(new TypeError('Failed to fetch')), 'An error occurred. Please try again later.'],
])('a failed profile update shows the right message (%#)', async (respond, message) => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  signIn(ada)
  mockApi({ [apiKey(endpoints.account.updateDetails)]: respond })
  await renderAppAt('/account')
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(message)
})

test('changing the password checks the fields, sends the email, and resets the form on success', async () => {
  signIn(ada)
  const api = mockApi({ [apiKey(endpoints.account.changePassword)]: () => json(200, { status: 'password_updated' }) })
  await renderAppAt('/account')
  await userEvent.click(screen.getByRole('tab', { name: 'Change Password' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Change password' }))
  expect(screen.getByText('Current password is required')).toBeInTheDocument()
  expect(screen.getByText('New password is required')).toBeInTheDocument()
  expect(screen.getByText('Confirm password is required')).toBeInTheDocument()
  await userEvent.type(screen.getByLabelText(/^Current password/), 'old-secret')
  await userEvent.type(screen.getByLabelText(/^New password/), 'new-secret')
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-secret')
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findByText('Your password has been updated successfully')).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.account.changePassword))[0]?.body).toEqual({
    email: 'ada@example.com',
    old_password: 'old-secret',
    new_password: 'new-secret',
  })
  await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''))
})

test('a refused password change shows the detail, or the fallback', async () => {
  signIn(ada)
  mockApi({ [apiKey(endpoints.account.changePassword)]: () => json(400, { detail: 'Current password is incorrect.' }) })
  await renderAppAt('/account')
  await userEvent.click(screen.getByRole('tab', { name: 'Change Password' }))
  await userEvent.type(await screen.findByLabelText(/^Current password/), 'wrong-secret')
  await userEvent.type(screen.getByLabelText(/^New password/), 'new-secret')
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-secret')
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.')
})
