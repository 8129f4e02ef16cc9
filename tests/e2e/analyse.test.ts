import { expect, inject, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { DESKTOP, PHONE, screenshot, seriousA11yFindings, signInAsDemo, useBrowser } from './browser'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Analyse Reports against the real server and its demo corpus: the categories, the search, the summary and the error
// messages the page shows. The service worker is kept out so that page.route can fail a call on purpose.
const baseUrl = inject('baseUrl')
const browser = useBrowser()

/** The demo corpus is generated in the background after start-up; health says when it is there. */
async function corpusReady() {
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${baseUrl}${endpointPath(endpoints.health, {})}`)).json()) as {
            corpus?: { reports: number; seeding: boolean }
          }
        ).corpus,
      { timeout: 90_000, interval: 500 },
    )
    .toMatchObject({ seeding: false, reports: 400 })
}

async function openAnalyse(options = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  await corpusReady()
  const context = await browser().newContext({ ...options, baseURL: baseUrl, serviceWorkers: 'block' })
  await signInAsDemo(context, baseUrl)
  const page = await context.newPage()
  await page.goto('/analyse')
  await page.getByRole('button', { name: /^Industry Categories/ }).waitFor({ timeout: 30_000 })
  return { context, page }
}

async function choose(page: Page, title: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click()
  // Chakra's checkbox input is visually hidden; a user taps its label.
  await page.getByRole('dialog').getByText(option, { exact: true }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: `Remove ${option}` }).waitFor()
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

test('pick categories, search, read a cited summary of synthetic reports with the report list, then Clear', async () => {
  const { context, page } = await openAnalyse()
  try {
    await choose(page, 'Industry Categories', 'Mining')
    await choose(page, 'Risk Categories', 'Physical – Acute')
    await search(page)
    const summary = page.getByRole('region', { name: 'Report Summary' })
    await summary.getByText('Synthetic demo data: fictional companies').first().waitFor({ timeout: 60_000 })
    await expect(summary.textContent()).resolves.toMatch(/\[1\]/)
    const reports = page.getByRole('region', { name: /^Reports used/ })
    await reports.waitFor()
    const items = reports.getByRole('button')
    expect(await items.count()).toBeGreaterThan(0)
    // Why each report was found stays visible without opening it (issue 17).
    await expect(reports.getByRole('group', { name: 'Matched' }).first().textContent()).resolves.toMatch(
      /Industry: Mining.*Risk: Physical – Acute/,
    )
    await items.first().click()
    await expect(reports.textContent()).resolves.toMatch(/\w{20}/)
    await screenshot(page, 'desktop-analyse-summary')

    await page.getByRole('button', { name: 'Clear' }).click()
    await page.getByRole('button', { name: 'Remove Mining' }).waitFor({ state: 'detached' })
    await expect(summary.textContent()).resolves.not.toMatch(/\[1\]/)
  } finally {
    await context.close()
  }
})

test('a search that finds nothing, and a summary that fails, say so in the banner', async () => {
  const { context, page } = await openAnalyse(PHONE)
  try {
    await page.getByRole('textbox', { name: 'Keywords' }).fill('zzqxv nonexistentterm')
    await search(page)
    await page.getByText('No documents found matching your criteria').waitFor({ timeout: 30_000 })
    await screenshot(page, 'phone-analyse-no-documents')

    await page.route(`**${endpointPath(endpoints.analyse.summary, {})}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.getByRole('textbox', { name: 'Keywords' }).fill('')
    await choose(page, 'Risk Categories', 'Physical – Acute')
    await search(page)
    await page
      .getByText('An error occurred while generating the summary. Please try again.')
      .waitFor({ timeout: 30_000 })
  } finally {
    await context.close()
  }
})

test('on a phone the comparison table scrolls sideways inside the summary card, not the page', async () => {
  const { context, page } = await openAnalyse(PHONE)
  try {
    await page.getByRole('radio', { name: 'Intermediate' }).check({ force: true })
    await choose(page, 'Risk Categories', 'Physical – Acute')
    await search(page)
    const summary = page.getByRole('region', { name: 'Report Summary' })
    const table = summary.getByRole('region', { name: 'Comparison against AASB S2' })
    await table.waitFor({ timeout: 60_000 })
    await summary.getByText('Synthetic demo data: fictional companies').first().waitFor()
    await expect(table.getByRole('rowheader', { name: /Scope 3 emissions/ }).count()).resolves.toBe(1)
    // the page itself is as wide as the phone; the table's own box is what scrolls
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.viewport)
    const box = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
    expect(box.scroll).toBeGreaterThan(box.client)
    await table.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/screenshots/phone-analyse-comparison.png' })
    await table.evaluate((element) => element.scrollBy({ left: 400 }))
    await expect(table.evaluate((element) => element.scrollLeft)).resolves.toBeGreaterThan(0)
    // the element names stay in view while the companies scroll past
    const header = table.getByRole('rowheader').first()
    const [headerBox, tableBox] = [await header.boundingBox(), await table.boundingBox()]
    expect(headerBox!.x).toBeGreaterThanOrEqual(tableBox!.x - 1)
    await page.screenshot({ path: 'test-results/screenshots/phone-analyse-comparison-scrolled.png' })
    // the summary with its tables has no serious or critical axe finding either
    expect(await seriousA11yFindings(page)).toEqual([])
  } finally {
    await context.close()
  }
})
