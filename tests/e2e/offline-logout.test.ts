import { expect, inject, test } from 'vitest'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'
import { createApprovedAccount } from './approved-account'
import { DESKTOP, signInAs, useBrowser } from './browser'

// Issue 14: a Logout made offline used to leave the server session alive, so whoever held the device could reach
// the account through the API with the cookie the browser kept. The logout must reach the server after reconnecting.
const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const browser = useBrowser()

/** What the server answers to a GET carrying the given session cookie, from outside the browser. */
async function statusWithCookie(
  entry: typeof endpoints.auth.session | typeof endpoints.drafts.list,
  cookie: string,
): Promise<number> {
  return (await fetch(`${baseUrl}${endpointPath(entry, {})}`, { headers: { Cookie: `cda_session=${cookie}` } })).status
}

test('Logout while offline signs the device out at once and ends the server session once it is back online', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'offlinelogout')
  const context = await browser().newContext(DESKTOP)
  try {
    await signInAs(context, baseUrl, account)
    const cookie = (await context.cookies(baseUrl)).find((entry) => entry.name === 'cda_session')?.value
    if (!cookie) throw new Error('signing in set no session cookie')
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`)
    // Offline, the login screen's code comes from the service worker's precache, as it would on a phone.
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('button', { name: 'Logout' }).waitFor()

    await context.setOffline(true)
    await nav.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('button', { name: 'Log in' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
    // The server has not heard of it yet.
    expect(await statusWithCookie(endpoints.auth.session, cookie)).toBe(200)

    await context.setOffline(false)
    await expect.poll(() => statusWithCookie(endpoints.auth.session, cookie), { timeout: 45_000 }).toBe(401)
    expect(await statusWithCookie(endpoints.drafts.list, cookie)).toBe(401)
    // The logout's answer also took the cookie off the device.
    expect((await context.cookies(baseUrl)).some((entry) => entry.name === 'cda_session')).toBe(false)
  } finally {
    await context.close()
  }
})
