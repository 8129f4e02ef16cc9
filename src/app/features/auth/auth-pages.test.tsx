import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { endRejectedSession, getAuthState, sessionExpiredNoted, storeUser } from '../../lib/stored-user'
import { apiKey, json, mockApi, renderAppAt, signIn } from '../../test-utils'
import { endpoints } from '../../../core/contract/endpoints'

afterEach(() => {
  sessionStorage.clear()
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

async function fill(label: string | RegExp, value: string) {
  await userEvent.type(screen.getByLabelText(label), value)
}

// --- login --------------------------------------------------------------------------------------------------------

test('login shows the field rules next to the fields and sends nothing', async () => {
  const api = mockApi({})
  await renderAppAt('/login')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  expect(screen.getByText('Email is required')).toBeInTheDocument()
  expect(screen.getByText('Password is required')).toBeInTheDocument()
  expect(screen.getByLabelText(/^Email/)).toHaveFocus()
  await fill(/^Email/, 'not-an-email')
  await fill(/^Password/, '123')
  expect(screen.getByText('Invalid email address')).toBeInTheDocument()
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.auth.login))).toHaveLength(0)
})

test('a successful login stores the user and goes to returnUrl', async () => {
  const api = mockApi({ [apiKey(endpoints.auth.login)]: () => json(200, ada) })
  const router = await renderAppAt('/login?returnUrl=%2Fwrite')
  await fill(/^Email/, 'ada@example.com')
  await fill(/^Password/, 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/write'))
  expect(api.callsTo(apiKey(endpoints.auth.login))[0]?.body).toEqual({
    email: 'ada@example.com',
    password: 'secret-password',
  })
  expect(getAuthState().user?.email).toBe('ada@example.com')
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject(ada)
})

test('a login to a foreign returnUrl lands on / instead', async () => {
  mockApi({ [apiKey(endpoints.auth.login)]: () => json(200, ada) })
  const router = await renderAppAt('/login?returnUrl=%2F%2Fevil.example')
  await fill(/^Email/, 'ada@example.com')
  await fill(/^Password/, 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

test.each([
  [
    'the server detail',
    () => json(403, { detail: 'Please confirm your email address first.' }),
    'Please confirm your email address first.',
  ],
  ['the fallback without a detail', () => json(401, {}), 'Login failed. Please check your credentials.'],
  [
    'the network text with no response',
    () => Promise.reject(new TypeError('Failed to fetch')),
    'Network error. Server may be unreachable.',
  ],
  [
    'the generic text for an unreadable answer',
    () => json(200, { nonsense: true }),
    'An error occurred. Please try again later.',
  ],
])('a failed login shows %s', async (_name, respond, message) => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  mockApi({ [apiKey(endpoints.auth.login)]: respond })
  await renderAppAt('/login')
  await fill(/^Email/, 'ada@example.com')
  await fill(/^Password/, 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(message)
  expect(getAuthState().user).toBeNull()
})

test('the login button is disabled while the request is on its way', async () => {
  let answer: (response: Response) => void = () => {}
  mockApi({ [apiKey(endpoints.auth.login)]: () => new Promise<Response>((resolve) => (answer = resolve)) })
  await renderAppAt('/login')
  await fill(/^Email/, 'ada@example.com')
  await fill(/^Password/, 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => expect(screen.getByRole('button', { name: /Log/ })).toBeDisabled())
  answer(json(401, { detail: 'Invalid email or password.' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.')
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
})

// --- signup -------------------------------------------------------------------------------------------------------

test('signup checks every field with the messages of the specification', async () => {
  mockApi({})
  await renderAppAt('/signup')
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
  for (const message of [
    'Email is required',
    'Password is required',
    'Confirm password is required',
    'First name is required',
    'Last name is required',
    'Organization is required',
    'Please provide a brief description',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument()
  }
  await fill(/^Password/, 'secret-password')
  await fill(/^Confirm password/, 'different')
  expect(screen.getByText('Passwords must match')).toBeInTheDocument()
})

test('signup sends the payload without confirmPassword and shows the success panel', async () => {
  const api = mockApi({ [apiKey(endpoints.auth.signup)]: () => json(201, { status: 'pending_confirmation' }) })
  const router = await renderAppAt('/signup')
  await fill(/^Email/, 'ada@example.com')
  await fill(/^First name/, 'Ada')
  await fill(/^Last name/, 'Lovelace')
  await fill(/^Organization/, 'Engines Pty Ltd')
  await fill(/^Description/, 'Sustainability analyst')
  await fill(/^Password/, 'secret-password')
  await fill(/^Confirm password/, 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
  expect(
    await screen.findByText('Your account has been created! Please check your email to confirm your registration.'),
  ).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.auth.signup))[0]?.body).toEqual({
    email: 'ada@example.com',
    password: 'secret-password',
    first_name: 'Ada',
    last_name: 'Lovelace',
    organization: 'Engines Pty Ltd',
    description: 'Sustainability analyst',
  })
  await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
})

test.each([
  [
    () => json(409, { detail: 'An account with this email already exists.' }),
    'An account with this email already exists.',
  ],
  [() => json(500, {}), 'Registration failed. Please try again.'],
  [() => Promise.reject(new TypeError('Failed to fetch')), 'An error occurred. Please try again later.'],
])('a failed signup shows the right message (%#)', async (respond, message) => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  mockApi({ [apiKey(endpoints.auth.signup)]: respond })
  await renderAppAt('/signup')
  await fill(/^Email/, 'ada@example.com')
  await fill(/^First name/, 'Ada')
  await fill(/^Last name/, 'Lovelace')
  await fill(/^Organization/, 'Engines')
  await fill(/^Description/, 'Analyst')
  await fill(/^Password/, 'secret-password')
  await fill(/^Confirm password/, 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(message)
})

// --- forgot and reset password ------------------------------------------------------------------------------------

test.each([
  ['success', () => json(200, { message: 'sent' })],
  ['failure', () => json(500, { detail: 'Mail server down' })],
  ['no response', () => Promise.reject(new TypeError('Failed to fetch'))],
])('forgot password shows the same sentence on %s', async (_name, respond) => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  mockApi({ [apiKey(endpoints.account.passwordResetRequest)]: respond })
  await renderAppAt('/forgot-password')
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
  expect(screen.getByText('Email is required')).toBeInTheDocument()
  await fill(/^Email/, 'someone@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
  expect(
    await screen.findByText('If your email exists in our database, you will receive a password reset link shortly.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull()
})

test('reset password without a token says so and links to a new request', async () => {
  mockApi({})
  await renderAppAt('/reset-password')
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Invalid or missing reset token. Please request a new password reset link.',
  )
  expect(screen.getByRole('link', { name: 'Request a new password reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
})

test('reset password checks the new password and sends it with the token', async () => {
  const api = mockApi({ [apiKey(endpoints.account.passwordResetSubmit)]: () => json(200, {}) })
  await renderAppAt('/reset-password?token=tok-123')
  await fill(/^New password/, 'abc')
  await fill(/^Confirm new password/, 'abd')
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
  expect(screen.getByText('Passwords must match')).toBeInTheDocument()
  await userEvent.clear(screen.getByLabelText(/^New password/))
  await userEvent.clear(screen.getByLabelText(/^Confirm new password/))
  await fill(/^New password/, 'new-secret')
  await fill(/^Confirm new password/, 'new-secret')
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
  expect(
    await screen.findByText('Your password has been successfully reset. You can now log in with your new password.'),
  ).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.account.passwordResetSubmit))[0]?.body).toEqual({
    token: 'tok-123',
    new_password: 'new-secret',
  })
})

test('a refused reset shows the server detail, or the fallback', async () => {
  mockApi({
    [apiKey(endpoints.account.passwordResetSubmit)]: () => json(400, { detail: 'This reset link has expired.' }),
  })
  await renderAppAt('/reset-password?token=old')
  await fill(/^New password/, 'new-secret')
  await fill(/^Confirm new password/, 'new-secret')
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.')
  expect(screen.getByRole('link', { name: 'Request a new password reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
})

// --- confirmation and approval ------------------------------------------------------------------------------------

test('confirm-email without a token says so', async () => {
  mockApi({})
  await renderAppAt('/confirm-email')
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing confirmation token.')
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login')
})

test('a refused confirmation link offers a new one, which is asked for by e-mail address', async () => {
  const api = mockApi({
    [apiKey(endpoints.auth.confirm)]: () => json(400, { detail: 'This confirmation link is invalid or has expired.' }),
    [apiKey(endpoints.auth.resendConfirmation)]: () =>
      json(200, {
        message: 'If an account at this address is waiting for confirmation, a new confirmation link is on its way.',
      }),
  })
  const router = await renderAppAt('/confirm-email?token=old')
  await userEvent.click(await screen.findByRole('link', { name: 'Send me a new confirmation link' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/resend-confirmation'))
  await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
  expect(await screen.findByText('Email is required')).toBeInTheDocument()
  await fill(/^Email/, 'grace@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
  expect(await screen.findByRole('status')).toHaveTextContent('a new confirmation link is on its way')
  expect(api.callsTo(apiKey(endpoints.auth.resendConfirmation)).map((call) => call.body)).toEqual([
    { email: 'grace@example.com' },
  ])
})

test('asking for a new confirmation link too often shows the server detail', async () => {
  mockApi({
    [apiKey(endpoints.auth.resendConfirmation)]: () =>
      json(429, { detail: 'Too many requests. Please wait and try again.' }),
  })
  await renderAppAt('/resend-confirmation')
  await fill(/^Email/, 'grace@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait and try again.')
})

test('confirm-email spends its token once and shows the outcome', async () => {
  const api = mockApi({ [apiKey(endpoints.auth.confirm)]: () => json(200, { message: 'Confirmed, thanks!' }) })
  await renderAppAt('/confirm-email?token=abc')
  expect(await screen.findByText('Confirmed, thanks!')).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.auth.confirm))).toHaveLength(1)
})

test.each([
  [() => json(200, {}), 'Your email has been confirmed successfully!'],
  [
    () => json(400, { detail: 'This confirmation link is invalid or has expired.' }),
    'This confirmation link is invalid or has expired.',
  ],
  [() => json(500, {}), 'Email confirmation failed. Please try again.'],
])('confirm-email outcome texts (%#)', async (respond, message) => {
  mockApi({ [apiKey(endpoints.auth.confirm)]: respond })
  await renderAppAt('/confirm-email?token=abc')
  expect(await screen.findByText(message)).toBeInTheDocument()
})

test('approve-user needs both parameters', async () => {
  mockApi({})
  await renderAppAt('/approve-user?token=abc')
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing approval parameters.')
})

test('approve-user posts the email and token once and shows the outcome', async () => {
  const api = mockApi({ [apiKey(endpoints.auth.approve)]: () => json(200, {}) })
  await renderAppAt('/approve-user?token=abc&email=ada%40example.com')
  expect(await screen.findByText('User has been approved successfully!')).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.auth.approve))).toEqual([
    { key: apiKey(endpoints.auth.approve), body: { email: 'ada@example.com', token: 'abc' } },
  ])
})

test('a refused approval shows the detail, or the fallback', async () => {
  mockApi({ [apiKey(endpoints.auth.approve)]: () => json(400, {}) })
  await renderAppAt('/approve-user?token=abc&email=ada%40example.com')
  expect(await screen.findByText('User approval failed. Please try again.')).toBeInTheDocument()
})

// --- logout -------------------------------------------------------------------------------------------------------

test('Logout ends the server session, forgets the user and goes to /login, also when offline', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  for (const respond of [() => json(200, {}), () => Promise.reject(new TypeError('Failed to fetch'))]) {
    signIn(ada)
    const api = mockApi({ [apiKey(endpoints.auth.logout)]: respond })
    const router = await renderAppAt('/')
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(api.callsTo(apiKey(endpoints.auth.logout))).toHaveLength(1)
    expect(localStorage.getItem('user')).toBeNull()
    document.body.innerHTML = ''
  }
})

test('a stored user whose session the server no longer knows is signed out at start, and /login says why', async () => {
  signIn(ada)
  mockApi({ [apiKey(endpoints.auth.session)]: () => json(401, { detail: 'Not signed in' }) })
  const router = await renderAppAt('/chat')
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(localStorage.getItem('user')).toBeNull()
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your session has ended, so you have been signed out. Please log in again to continue.',
  )
})

test("the page's other requests answered 401 just after the first keep the note", () => {
  storeUser(ada)
  endRejectedSession()
  endRejectedSession()
  expect(sessionExpiredNoted()).toBe(true)
  storeUser(ada)
  expect(sessionExpiredNoted()).toBe(false)
})

test('a visitor who was never signed in sees no session note on /login', async () => {
  mockApi({})
  await renderAppAt('/login')
  expect(screen.queryByText(/Your session has ended/)).toBeNull()
})

test('an unreachable server leaves the stored user signed in (offline start)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  signIn(ada)
  mockApi({ [apiKey(endpoints.auth.session)]: () => Promise.reject(new TypeError('Failed to fetch')) })
  const router = await renderAppAt('/write')
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(router.state.location.pathname).toBe('/write')
  expect(getAuthState().user?.email).toBe('ada@example.com')
})
