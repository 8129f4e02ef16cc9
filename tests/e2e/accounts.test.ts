import { expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser'
import { linkTo, waitForMail } from './outbox'

const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const ADMIN = 'admin@localhost'
const browser = useBrowser()

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test('sign up, confirm by mail, approval by the administrator, log in to returnUrl, edit profile, change password, log out and in again', async () => {
  const context = await browser().newContext({ ...PHONE, baseURL: baseUrl })
  const page = await context.newPage()
  const email = uniqueEmail('grace')

  await page.goto('/signup')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^First name/).fill('Grace')
  await page.getByLabel(/^Last name/).fill('Hopper')
  await page.getByLabel(/^Organization/).fill('Compilers Pty Ltd')
  await page.getByLabel(/^Description/).fill('Head of sustainability reporting')
  // One of the commonest passwords passes the form's own rules; the server refuses it and the form says why.
  await page.getByLabel(/^Password/).fill('123456')
  await page.getByLabel(/^Confirm password/).fill('123456')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.getByText('This password is too easy to guess').waitFor()
  await screenshot(page, 'phone-signup-guessable-password')
  await page.getByLabel(/^Password/).fill('first-secret')
  await page.getByLabel(/^Confirm password/).fill('first-secret')
  await screenshot(page, 'phone-signup-filled')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.getByText('Your account has been created! Please check your email to confirm your registration.').waitFor()

  // Not yet confirmed: the login says which step is missing.
  await page.goto('/login')
  await logIn(page, email, 'first-secret')
  await expect(page.getByRole('alert').textContent()).resolves.toMatch(/confirm/i)

  const confirmation = await waitForMail(dataDir, { to: email, subject: /confirm/i })
  await page.goto(linkTo(confirmation, '/confirm-email'))
  await page
    .getByText('Confirming your email...')
    .or(page.getByRole('link', { name: 'Go to Login' }))
    .first()
    .waitFor()
  await page.getByRole('link', { name: 'Go to Login' }).waitFor()
  await expect(page.locator('[role=status]').first().textContent()).resolves.toMatch(/confirmed/i)

  // Confirmed but not approved.
  await page.goto('/login')
  await logIn(page, email, 'first-secret')
  await expect(page.getByRole('alert').textContent()).resolves.toMatch(/approv/i)

  const approvalRequest = await waitForMail(dataDir, { to: ADMIN, subject: /approv/i })
  const approveLink = linkTo(approvalRequest, '/approve-user')
  expect(new URL(approveLink).searchParams.get('email')).toBe(email)
  await page.goto(approveLink)
  await page
    .getByText('Processing user approval...')
    .or(page.getByRole('link', { name: 'Go to Login' }))
    .first()
    .waitFor()
  await page.getByRole('link', { name: 'Go to Login' }).waitFor()
  await expect(page.locator('[role=status]').first().textContent()).resolves.toMatch(/approved/i)
  await waitForMail(dataDir, { to: email, subject: /approved/i })

  // Log in from a guarded page and land back on it.
  await page.goto('/write')
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnUrl') === '/write')
  await logIn(page, email, 'first-secret')
  await page.waitForURL((url) => url.pathname === '/write')

  await page.goto('/account')
  await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor()
  await page.getByLabel(/^Organization/).fill('Navy Compilers Ltd')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await page.getByText('Your profile has been updated successfully').waitFor()
  await page.getByText('Navy Compilers Ltd', { exact: true }).waitFor()
  await screenshot(page, 'phone-account-profile-saved')

  await page.getByRole('tab', { name: 'Change Password' }).click()
  await page.getByLabel(/^Current password/).fill('first-secret')
  await page.getByLabel(/^New password/).fill('second-secret')
  await page.getByLabel(/^Confirm new password/).fill('second-secret')
  await page.getByRole('button', { name: 'Change password' }).click()
  await page.getByText('Your password has been updated successfully').waitFor()
  await waitForMail(dataDir, { to: email, subject: /password/i })

  await page.getByRole('button', { name: 'Open navigation menu' }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()

  await logIn(page, email, 'first-secret')
  await page.getByRole('alert').waitFor()
  await page.getByLabel(/^Password/).fill('second-secret')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')
  expect(stored).toMatchObject({ email, first_name: 'Grace', organization: 'Navy Compilers Ltd' })
  await context.close()
})

test('forgot password mails a reset link that sets a new password once', async () => {
  const context = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  const page = await context.newPage()
  const email = 'demo@example.com'

  await page.goto('/forgot-password')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await page
    .getByText('If your email exists in our database, you will receive a password reset link shortly.')
    .waitFor()

  const resetMail = await waitForMail(dataDir, { to: email, subject: /reset/i })
  const resetLink = linkTo(resetMail, '/reset-password')
  await page.goto(resetLink)
  await page.getByLabel(/^New password/).fill('reset-secret')
  await page.getByLabel(/^Confirm new password/).fill('reset-secret')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await page
    .getByText('Your password has been successfully reset. You can now log in with your new password.')
    .waitFor()
  await screenshot(page, 'desktop-reset-done')

  // The link works once.
  await page.goto(resetLink)
  await page.getByLabel(/^New password/).fill('again-secret')
  await page.getByLabel(/^Confirm new password/).fill('again-secret')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await page.getByRole('alert').waitFor()

  await page.goto('/login')
  await logIn(page, email, 'reset-secret')
  await page.waitForURL((url) => url.pathname === '/')

  // Put the demo password back for anyone else using this server.
  await page.goto('/account')
  await page.getByRole('tab', { name: 'Change Password' }).click()
  await page.getByLabel(/^Current password/).fill('reset-secret')
  await page.getByLabel(/^New password/).fill('climate-demo')
  await page.getByLabel(/^Confirm new password/).fill('climate-demo')
  await page.getByRole('button', { name: 'Change password' }).click()
  await page.getByText('Your password has been updated successfully').waitFor()
  await context.close()
})

test('reset-password without a token offers a new request', async () => {
  const context = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  const page = await context.newPage()
  await page.goto('/reset-password')
  await page.getByText('Invalid or missing reset token. Please request a new password reset link.').waitFor()
  await page.getByRole('link', { name: 'Request a new password reset link' }).click()
  await page.waitForURL((url) => url.pathname === '/forgot-password')
  await context.close()
})
