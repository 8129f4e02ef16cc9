import { expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, seriousA11yFindings, signInAsDemo, useBrowser } from './browser'

// Issue 16: every screen, signed out and signed in, on a phone and on a desktop, has no serious or critical axe
// finding (WCAG 2.1 A and AA and axe's best practices). Each screen is checked once it has settled.
const baseUrl = inject('baseUrl')
const browser = useBrowser()

const SIGNED_OUT = [
  '/',
  '/about',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/confirm-email?token=x',
  '/approve-user',
]
// /library as the demo account (not an administrator) sees it; tests/e2e/library.test.ts checks an administrator's.
const SIGNED_IN = ['/', '/chat', '/analyse', '/write', '/account', '/about', '/library']

async function settled(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`)
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
}

test.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('signed out, %s: no serious accessibility findings on any screen', async (_name, viewport) => {
  const context = await browser().newContext(viewport)
  try {
    const page = await context.newPage()
    const findings: string[] = []
    for (const path of SIGNED_OUT) {
      await settled(page, path)
      findings.push(...(await seriousA11yFindings(page)).map((finding) => `${path} ${finding}`))
    }
    expect(findings).toEqual([])
  } finally {
    await context.close()
  }
})

test.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('signed in, %s: no serious accessibility findings on any screen', async (_name, viewport) => {
  const context = await browser().newContext(viewport)
  try {
    await signInAsDemo(context, baseUrl)
    const page = await context.newPage()
    const findings: string[] = []
    for (const path of SIGNED_IN) {
      await settled(page, path)
      findings.push(...(await seriousA11yFindings(page)).map((finding) => `${path} ${finding}`))
    }
    expect(findings).toEqual([])
  } finally {
    await context.close()
  }
})
