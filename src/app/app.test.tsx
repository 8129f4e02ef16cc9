import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearStoredUser, USER_STORAGE_KEY } from './lib/stored-user'
import { apiKey, json, mockApi, openNavigation, renderAppAt as renderAt, signIn } from './test-utils'
import { endpoints } from '../core/contract/endpoints'

beforeEach(() => {
  mockApi({ [apiKey(endpoints.auth.logout)]: () => json(200, { message: 'Logged out' }) })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a signed-out visitor sees the welcome page and the signed-out navigation', async () => {
  await renderAt('/')
  expect(
    screen.getByRole('heading', { level: 1, name: /Welcome to the Climate Disclosure Assistant/ }),
  ).toBeInTheDocument()
  expect(screen.getByText(/No liability/)).toBeInTheDocument()
  expect(screen.getByText(/No warranties/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', expect.stringMatching(/^https:/))
  expect(screen.getByText(/^Funding:/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
  expect(screen.getByText(/© 2025/)).toBeInTheDocument()
  // the way in without the menu, which on a phone is otherwise the only one
  const main = within(screen.getByRole('main'))
  expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')

  const nav = await openNavigation()
  const labels = nav.getAllByRole('link').map((link) => link.textContent)
  expect(labels).toEqual([
    'Climate Disclosure Assistant',
    'Login',
    'Sign Up',
    'Forgot Password',
    'About',
    'Chat with TCFD (log in required)',
    'Analyse Reports (log in required)',
    'Write Assist (log in required)',
  ])
  expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull()
})

test('a dimmed feature entry leads to login with a return URL and an info message', async () => {
  const router = await renderAt('/')
  const nav = await openNavigation()
  const chat = nav.getByRole('link', { name: /Chat with TCFD/ })
  expect(chat).toHaveAttribute('href', '/login?returnUrl=%2Fchat')
  await userEvent.click(chat)
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(router.state.location.search).toEqual({ returnUrl: '/chat' })
  const message = await screen.findByText('Please log in to access this feature')
  expect(message.closest('[role=status]')).toHaveClass('chakra-alert__root')
})

test('a signed-in user sees the feature entries, the account entry with the first name, and Logout', async () => {
  signIn()
  await renderAt('/')
  const nav = await openNavigation()
  const labels = nav.getAllByRole('link').map((link) => link.textContent)
  expect(labels).toEqual([
    'Climate Disclosure Assistant',
    'About',
    'Chat with TCFD',
    'Analyse Reports',
    'Write Assist',
    'Ada',
  ])
  expect(
    within(screen.getByRole('main', { hidden: true })).queryByRole('link', { name: 'Log in', hidden: true }),
  ).toBeNull()
  expect(nav.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/account')
  expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
})

test("the account entry reads 'Account' when the user has no first name", async () => {
  signIn({ email: 'nobody@example.com' })
  await renderAt('/')
  const nav = await openNavigation()
  expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account')
})

test('Logout clears the stored user and goes to /login', async () => {
  signIn()
  const router = await renderAt('/write')
  const nav = await openNavigation()
  await userEvent.click(nav.getByRole('button', { name: 'Logout' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
})

test.each(['/chat', '/analyse', '/write', '/account'])(
  'signed out, %s redirects to /login with returnUrl',
  async (path) => {
    const router = await renderAt(path)
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ returnUrl: path })
  },
)

test.each(['/login', '/signup', '/forgot-password'])('signed in, %s redirects to /', async (path) => {
  signIn()
  const router = await renderAt(path)
  expect(router.state.location.pathname).toBe('/')
})

test.each(['/reset-password?token=abc', '/confirm-email?token=abc', '/approve-user?token=abc&email=a%40b.co'])(
  '%s is reachable signed in and signed out, without side navigation',
  async (path) => {
    const signedOut = await renderAt(path)
    expect(signedOut.state.location.href).toBe(path)
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).toBeNull()
  },
)

test('a signed-in user reaches a signed-in-only page', async () => {
  signIn()
  const router = await renderAt('/analyse')
  expect(router.state.location.pathname).toBe('/analyse')
  expect(screen.getByRole('heading', { level: 1, name: 'Analyse Reports' })).toBeInTheDocument()
})

test('an unknown path redirects to /', async () => {
  const router = await renderAt('/no/such/page')
  expect(router.state.location.pathname).toBe('/')
})

test('signing out elsewhere (a 401, another tab) sends a guarded page to /login', async () => {
  signIn()
  const router = await renderAt('/chat')
  expect(router.state.location.pathname).toBe('/chat')
  act(() => clearStoredUser())
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(router.state.location.search).toEqual({ returnUrl: '/chat' })
})

test('an unparsable stored user is removed and treated as signed out', async () => {
  localStorage.setItem(USER_STORAGE_KEY, '{not json')
  const router = await renderAt('/chat')
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  expect(router.state.location.pathname).toBe('/login')
})

test('a stored user without an email is removed', async () => {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ first_name: 'Ada' }))
  await renderAt('/')
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
})

test("the Chat page's title carries the product name followed by 'Chat'", async () => {
  signIn()
  await renderAt('/chat')
  expect(screen.getByRole('heading', { level: 1, name: 'Climate Disclosure Assistant Chat' })).toBeInTheDocument()
})
