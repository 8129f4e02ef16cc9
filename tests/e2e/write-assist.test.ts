import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import { expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { createApprovedAccount } from './approved-account'
import { DESKTOP, PHONE, screenshot, signInAs, useBrowser } from './browser'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const browser = useBrowser()

// Enough for every section to draw on the company's own words, and no word about Scope 3.
const COMPANY_INFO = [
  'Banksia Power Ltd runs two gas-fired plants and a wind farm in Queensland.',
  'The board risk committee oversees climate-related risks and is briefed quarterly by the chief executive.',
  'Extreme heat and cyclones threaten our generation assets, and carbon pricing affects our gas plants.',
  'Risks are identified in annual workshops and assessed for likelihood and magnitude in the enterprise risk register.',
  'Our Scope 1 and Scope 2 emissions were 1.2 million tonnes CO2-e in FY25, and our target is net zero by 2045.',
].join(' ')

async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  const bytes = new Uint8Array(await readFile(await download.path()))
  return { name: download.suggestedFilename(), text: strFromU8(bytes), bytes }
}

test('Write Assist: company information to a saved report, both downloads, the AASB S2 check, reopen and delete from the list', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'writer')
  const context = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto('/write')
    await page.getByRole('heading', { level: 1, name: 'Write Assist' }).waitFor()
    await page.getByText('Get assistance writing and structuring your TCFD disclosures.').waitFor()

    await page.getByRole('textbox', { name: /^Company Name/ }).fill('Banksia Power Ltd')
    await page.getByRole('textbox', { name: /^Company Information/ }).fill(COMPANY_INFO)
    await screenshot(page, 'desktop-write-company')
    await page.getByRole('button', { name: 'Continue to Generate Sections' }).click()
    await page.getByRole('heading', { name: 'Generate TCFD Report Sections for Banksia Power Ltd' }).waitFor()

    for (const title of ['Governance', 'Strategy', 'Risk Management', 'Metrics and Targets']) {
      const card = page.getByRole('region', { name: title })
      await card.getByRole('button', { name: 'Generate Section' }).click()
      await card.getByRole('button', { name: `Edit ${title}` }).waitFor()
    }
    // The server's grounded engine drafts from the company's own words and cites the standard.
    await expect(page.getByRole('region', { name: 'Governance' }).textContent()).resolves.toContain('briefed quarterly')
    await expect(page.getByRole('region', { name: 'Metrics and Targets' }).textContent()).resolves.toMatch(
      /AASB S2 para 29/,
    )
    await screenshot(page, 'desktop-write-sections')

    await page.getByRole('button', { name: 'Continue to Full Report' }).click()
    const preview = page.getByRole('region', { name: 'Report preview' })
    await preview.waitFor()
    await expect(preview.textContent()).resolves.toContain('Banksia Power Ltd')

    // The check against AASB S2 notices that nothing is said about Scope 3.
    const check = page.getByRole('region', { name: /Check against AASB S2/ })
    await expect(check.textContent()).resolves.toMatch(/Scope 3[\s\S]*Missing|Missing[\s\S]*Scope 3/)
    await screenshot(page, 'desktop-write-review')
    await page.setViewportSize(PHONE.viewport ?? { width: 390, height: 844 })
    await screenshot(page, 'phone-write-review')
    await page.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 })

    const markdown = await downloadOf(page, () => page.getByRole('button', { name: 'Download as Markdown' }).click())
    expect(markdown.name).toBe('TCFD_Report_Banksia_Power_Ltd.md')
    expect(markdown.text.split('\n\n## ').length).toBeGreaterThanOrEqual(4)
    expect(markdown.text).toContain('## Governance')
    expect(markdown.text).toContain('## Metrics and Targets')
    await page.getByRole('radio', { name: 'Plain Text' }).check({ force: true })
    const text = await downloadOf(page, () => page.getByRole('button', { name: 'Download as Plain Text' }).click())
    expect(text.name).toBe('TCFD_Report_Banksia_Power_Ltd.txt')
    // Plain means plain: the headings are underlined lines, the sources a numbered list, no Markdown marks left.
    expect(text.text).toContain('Governance\n----------\n')
    expect(text.text).toMatch(/\nSources\n1\. /)
    expect(text.text).not.toMatch(/^#|\*\*|\|/m)

    await page.getByRole('radio', { name: 'Word' }).check({ force: true })
    const word = await downloadOf(page, () => page.getByRole('button', { name: 'Download as Word' }).click())
    expect(word.name).toBe('TCFD_Report_Banksia_Power_Ltd.docx')
    const documentXml = strFromU8(unzipSync(word.bytes)['word/document.xml'] ?? new Uint8Array())
    expect(documentXml).toMatch(/<w:pStyle w:val="Heading2"\/>.*?Governance/)
    expect(documentXml).toMatch(/<w:pStyle w:val="Heading3"\/>.*?Sources/)
    expect(documentXml).toContain('briefed quarterly')
    expect(documentXml).not.toContain('**')

    await page.getByLabel(/^Report Title/).fill('FY25 climate statement')
    await page.getByRole('button', { name: 'Save Report' }).click()
    const card = page.getByRole('article', { name: 'FY25 climate statement' })
    await card.waitFor()
    await card.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 })
    const onServer = await (
      await context.request.get(`${baseUrl}${endpointPath(endpoints.drafts.list, {})}`, {
        headers: { 'X-User-Email': account.email },
      })
    ).json()
    expect(onServer.reports).toHaveLength(1)
    expect(onServer.reports[0]).toMatchObject({
      title: 'FY25 climate statement',
      disclosure_type: 'tcfd_full',
      content: markdown.text,
    })

    // Edit opens the report in the workspace; saving there saves over it.
    await card.getByRole('button', { name: 'Edit FY25 climate statement' }).click()
    // The title below is typed only once the report is open, or the opening would put the old title back.
    await page
      .getByRole('status')
      .getByText("'FY25 climate statement' is open in the workspace.", { exact: false })
      .waitFor()
    await page.getByLabel(/^Report Title/).fill('FY25 climate statement v2')
    await page.getByRole('button', { name: 'Save Report' }).click()
    const edited = page.getByRole('article', { name: 'FY25 climate statement v2' })
    // Generous: on a loaded machine the save-over can wait behind the sync round of the first save.
    await edited.getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 })
    await expect(page.getByRole('article').count()).resolves.toBe(1)

    const saved = await downloadOf(page, () =>
      edited.getByRole('button', { name: 'Download FY25 climate statement v2' }).click(),
    )
    expect(saved).toMatchObject({ name: 'FY25_climate_statement_v2.md', text: markdown.text })

    await edited.getByRole('button', { name: 'Delete FY25 climate statement v2' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText("You don't have any saved reports yet.").waitFor()
    await expect
      .poll(
        async () =>
          (await (await context.request.get(`${baseUrl}${endpointPath(endpoints.drafts.list, {})}`)).json()).reports
            .length,
        { timeout: 15_000 },
      )
      .toBe(0)
  } finally {
    await context.close()
  }
})
