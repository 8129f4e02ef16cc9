import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Debian's Chromium, never a downloaded build (DEVELOPERS.md). The background-networking flags keep it from
// reaching for hosts this machine cannot resolve.
export const CHROMIUM_PATH = '/usr/bin/chromium'
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args })
}

/** One browser for a test file: launched before its tests, closed after them. Call at the top of the file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser is not running yet: call it inside a test')
    return browser
  }
}

/** A persistent profile: Chromium reports every incognito context as not installable, so the PWA checks need one. */
export async function launchPersistent(
  options: BrowserContextOptions = DESKTOP,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'cda-chromium-'))
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args, ...options })
  return {
    context,
    close: async () => {
      await context.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'climate-demo' }

/**
 * Signs the context in through the real login call: the session cookie lands in the context's cookie jar, and the
 * login response is stored under "user" as the login page would (once per tab, so a later sign-out sticks).
 */
export async function signInAs(context: BrowserContext, baseUrl: string, account: { email: string; password: string }) {
  const response = await context.request.post(`${baseUrl}${endpointPath(endpoints.auth.login, {})}`, {
    data: account,
    headers: { Origin: baseUrl },
  })
  if (!response.ok()) throw new Error(`Login of ${account.email} failed: ${response.status()} ${await response.text()}`)
  const user = JSON.stringify(await response.json())
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem('signed-in-once')) {
      sessionStorage.setItem('signed-in-once', '1')
      localStorage.setItem('user', stored)
    }
  }, user)
}

/** The embedded mode's demo account. */
export function signInAsDemo(context: BrowserContext, baseUrl: string) {
  return signInAs(context, baseUrl, DEMO_ACCOUNT)
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
}

/** Errors the page printed, so a test can assert that the app ran cleanly (no CSP violations, no crashes). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

type AxeResults = { violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }

/**
 * axe-core's findings on the page as it is now, serious and critical only, each as "rule: help (element)". The
 * engine is evaluated through the DevTools protocol, which the app's Content-Security-Policy does not govern.
 */
export async function seriousA11yFindings(page: Page): Promise<string[]> {
  const { source } = await import('axe-core')
  await page.evaluate(source)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    ),
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${violation.help} (${JSON.stringify(node.target)})`),
    )
}
