import { expect, inject, test } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { collectConsoleErrors, DESKTOP, PHONE, screenshot, signInAsDemo, useBrowser } from './browser'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

async function withContext<T>(
  options: { signedIn: boolean; phone?: boolean },
  run: (context: BrowserContext) => Promise<T>,
) {
  const context = await browser().newContext({ ...(options.phone ? PHONE : DESKTOP), baseURL: baseUrl })
  if (options.signedIn) await signInAsDemo(context, baseUrl)
  try {
    return await run(context)
  } finally {
    await context.close()
  }
}

test.each(['/chat', '/analyse', '/write', '/account'])(
  'signed out, %s redirects to /login with returnUrl',
  async (path) => {
    await withContext({ signedIn: false }, async (context) => {
      const page = await context.newPage()
      await page.goto(path)
      await page.waitForURL((url) => url.pathname === '/login')
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path)
    })
  },
)

test.each(['/login', '/signup', '/forgot-password'])('signed in, %s redirects to /', async (path) => {
  await withContext({ signedIn: true }, async (context) => {
    const page = await context.newPage()
    await page.goto(path)
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Welcome')
  })
})

test('an unknown path redirects to /', async () => {
  await withContext({ signedIn: false }, async (context) => {
    const page = await context.newPage()
    await page.goto('/no/such/page?x=1')
    await page.waitForURL((url) => url.pathname === '/')
  })
})

test('the always-reachable account pages open for both auth states without side navigation', async () => {
  for (const signedIn of [false, true]) {
    await withContext({ signedIn }, async (context) => {
      const page = await context.newPage()
      for (const path of [
        '/reset-password?token=t',
        '/confirm-email?token=t',
        '/approve-user?token=t&email=a%40b.co',
      ]) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).waitFor()
        expect(new URL(page.url()).pathname).toBe(path.split('?')[0])
        expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0)
      }
    })
  }
})

test('desktop, signed out: permanent 240px navigation with dimmed feature entries that lead to login', async () => {
  await withContext({ signedIn: false }, async (context) => {
    const page = await context.newPage()
    const errors = collectConsoleErrors(page)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.waitFor()
    expect((await nav.boundingBox())?.width).toBeCloseTo(240, 0)
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false)
    const labels = await nav.getByRole('link').allTextContents()
    expect(labels.slice(1)).toEqual([
      'Login',
      'Sign Up',
      'Forgot Password',
      'About',
      'Chat with TCFD (log in required)',
      'Analyse Reports (log in required)',
      'Write Assist (log in required)',
    ])
    const opacity = await nav
      .getByRole('link', { name: /Analyse Reports/ })
      .evaluate((el) => getComputedStyle(el).opacity)
    expect(Number(opacity)).toBeLessThan(1)
    await screenshot(page, 'desktop-signed-out-about')

    await nav.getByRole('link', { name: /Analyse Reports/ }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/analyse')
    await page.getByText('Please log in to access this feature').waitFor()
    await screenshot(page, 'desktop-login-with-message')
    expect(errors).toEqual([])
  })
})

test('desktop, signed in: feature entries, account entry with the first name, and Logout', async () => {
  await withContext({ signedIn: true }, async (context) => {
    const page = await context.newPage()
    await page.goto('/chat')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.waitFor()
    const labels = await nav.getByRole('link').allTextContents()
    expect(labels.slice(1)).toEqual(['About', 'Chat with TCFD', 'Analyse Reports', 'Write Assist', 'Demo'])
    expect(await nav.getByRole('link', { name: 'Chat with TCFD' }).getAttribute('aria-current')).toBe('page')
    expect(await page.title()).toContain('Climate Disclosure Assistant Chat')
    await screenshot(page, 'desktop-signed-in-chat')

    // The chat the page opened by itself reaches the server first; Logout would otherwise warn about it.
    await page.getByText('All changes saved').first().waitFor({ timeout: 30_000 })
    await nav.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  })
})

test('phone: the navigation is a drawer behind a menu button', async () => {
  await withContext({ signedIn: false, phone: true }, async (context) => {
    const page = await context.newPage()
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Open navigation menu' })
    await menu.waitFor()
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false)

    await menu.click()
    const drawer = page.getByRole('dialog')
    await drawer.waitFor()
    await drawer.getByRole('link', { name: 'Sign Up' }).waitFor()
    // Measured once the slide-in animation has finished; during it the box is scaled and moving.
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.getBoundingClientRect().x === 0)
    expect((await drawer.boundingBox())?.width).toBeCloseTo(240, 0)
    await screenshot(page, 'phone-drawer-open')

    await drawer.getByRole('link', { name: 'Sign Up' }).click()
    await page.waitForURL((url) => url.pathname === '/signup')
    await drawer.waitFor({ state: 'detached' })
  })
})

test('phone: the drawer closes with Escape and keeps keyboard focus inside while open', async () => {
  await withContext({ signedIn: true, phone: true }, async (context) => {
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.waitFor()
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
  })
})
