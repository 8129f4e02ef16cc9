import { expect, inject, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { createApprovedAccount } from './approved-account'
import { launchPersistent, PHONE, screenshot, signInAs, useBrowser } from './browser'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Issue 5's promise, seen through the browser: text written offline survives reloads and reaches the server exactly
// once, and two devices editing one report never lose each other's words.
const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const browser = useBrowser()

type ServerDraft = { id: string; title: string; content: string }

async function serverDrafts(context: BrowserContext): Promise<ServerDraft[]> {
  const response = await context.request.get(`${baseUrl}${endpointPath(endpoints.drafts.list, {})}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { reports: ServerDraft[] }).reports
}

function reportCard(page: Page, title: string) {
  return page.getByRole('article', { name: title })
}

/** A report of all four sections, so opening it in the workspace and saving it gives back the same text. */
function shared(board: string, risk: string, target: string): string {
  return `## Governance\n\n${board}\n\n## Strategy\n\nStrategy paragraph.\n\n## Risk Management\n\n${risk}\n\n## Metrics and Targets\n\n${target}`
}

/** Edit opens the report in the workspace: each section with text is changed there, then the report saved over. */
async function editReport(page: Page, title: string, change: (content: string) => string) {
  await reportCard(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click()
  const replacing = page.getByRole('alertdialog', { name: 'Open saved report?' })
  if (await replacing.isVisible()) await replacing.getByRole('button', { name: 'Open' }).click()
  await expect(page.getByLabel(/^Report Title/).inputValue()).resolves.toBe(title)
  await page.getByRole('tab', { name: 'Generate Sections' }).click()
  for (const section of ['Governance', 'Strategy', 'Risk Management', 'Metrics and Targets']) {
    const edit = page.getByRole('region', { name: section }).getByRole('button', { name: `Edit ${section}` })
    if ((await edit.count()) === 0) continue
    await edit.click()
    const editor = page.getByRole('region', { name: section }).getByLabel(`${section} text`)
    await editor.fill(change(await editor.inputValue()))
    await page.getByRole('region', { name: section }).getByRole('button', { name: 'Save Changes' }).click()
  }
  await page.getByRole('tab', { name: 'Review and Export' }).click()
  await page.getByRole('button', { name: 'Save Report' }).click()
  await page.getByText(`'${title}' is saved on this device`).waitFor()
}

test('a report generated, saved and edited offline survives a reload and reaches the server exactly once', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'commuter')
  const { context, close } = await launchPersistent(PHONE)
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/write`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.getByRole('textbox', { name: /^Company Name/ }).fill('Wattle Rail Pty Ltd')
    await page
      .getByRole('textbox', { name: /^Company Information/ })
      .fill('We run regional passenger trains. The board safety committee oversees climate risks.')
    await page.getByRole('button', { name: 'Continue to Generate Sections' }).click()

    await context.setOffline(true)
    const governance = page.getByRole('region', { name: 'Governance' })
    await governance.getByRole('button', { name: 'Generate Section' }).click()
    await governance.getByText('Drafted offline').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Continue to Full Report' }).click()
    await page.getByLabel(/^Report Title/).fill('Written on the train')
    await page.getByRole('button', { name: 'Save Report' }).click()
    await reportCard(page, 'Written on the train').getByText('Waiting to sync').waitFor()
    await editReport(page, 'Written on the train', (content) => `${content}\n\nAdded between stations.`)
    await screenshot(page, 'phone-write-offline-saved')
    expect(await serverDrafts(context)).toEqual([])

    await page.reload()
    const card = reportCard(page, 'Written on the train')
    await card.waitFor({ timeout: 30_000 })
    await card.getByText('Waiting to sync').waitFor()
    await expect(page.getByRole('textbox', { name: /^Company Name/ }).inputValue()).resolves.toBe('Wattle Rail Pty Ltd')

    await context.setOffline(false)
    await card.getByText('Saved', { exact: true }).waitFor({ timeout: 45_000 })
    const drafts = await serverDrafts(context)
    expect(drafts).toHaveLength(1)
    expect(drafts[0]?.title).toBe('Written on the train')
    expect(drafts[0]?.content).toMatch(/^## Governance/)
    expect(drafts[0]?.content).toContain('Added between stations.')

    await page.reload()
    await reportCard(page, 'Written on the train').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 })
    await expect(page.getByRole('article').count()).resolves.toBe(1)
    expect(await serverDrafts(context)).toHaveLength(1)
  } finally {
    await close()
  }
})

test('two devices editing one report: different paragraphs merge, the same paragraph leaves a conflict copy, nothing is lost', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'twodevices')
  const laptop = await browser().newContext({ viewport: { width: 1280, height: 800 } })
  const phone = await browser().newContext(PHONE)
  try {
    await signInAs(laptop, baseUrl, account)
    await signInAs(phone, baseUrl, account)
    const created = await laptop.request.post(`${baseUrl}${endpointPath(endpoints.drafts.create, {})}`, {
      headers: { Origin: baseUrl },
      data: {
        title: 'Shared report',
        content: shared('Board paragraph.', 'Risk paragraph.', 'Target paragraph.'),
        disclosure_type: 'tcfd_full',
      },
    })
    expect(created.status()).toBe(201)

    const onLaptop = await laptop.newPage()
    const onPhone = await phone.newPage()
    for (const page of [onLaptop, onPhone]) {
      await page.goto(`${baseUrl}/write`)
      await reportCard(page, 'Shared report').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 })
    }

    // Different paragraphs: the laptop edits offline while the phone saves; the laptop's change merges on return.
    await laptop.setOffline(true)
    await editReport(onLaptop, 'Shared report', (content) =>
      content.replace('Board paragraph.', 'Board paragraph, edited on the laptop.'),
    )
    await editReport(onPhone, 'Shared report', (content) =>
      content.replace('Target paragraph.', 'Target paragraph, edited on the phone.'),
    )
    await reportCard(onPhone, 'Shared report').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 })
    await laptop.setOffline(false)
    await expect
      .poll(async () => (await serverDrafts(laptop))[0]?.content, { timeout: 45_000 })
      .toBe(
        shared('Board paragraph, edited on the laptop.', 'Risk paragraph.', 'Target paragraph, edited on the phone.'),
      )
    expect(await serverDrafts(laptop)).toHaveLength(1)

    // The same paragraph: the phone's version is saved first, the laptop's comes back in conflict.
    await onPhone.reload()
    await onLaptop.reload()
    await reportCard(onLaptop, 'Shared report').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 })
    await laptop.setOffline(true)
    await editReport(onLaptop, 'Shared report', (content) =>
      content.replace('Risk paragraph.', 'Risk paragraph as the laptop sees it.'),
    )
    await editReport(onPhone, 'Shared report', (content) =>
      content.replace('Risk paragraph.', 'Risk paragraph as the phone sees it.'),
    )
    await reportCard(onPhone, 'Shared report').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 })
    await laptop.setOffline(false)
    const conflicted = reportCard(onLaptop, 'Shared report')
    await conflicted.getByRole('button', { name: 'Keep both for Shared report' }).waitFor({ timeout: 45_000 })
    await screenshot(onLaptop, 'desktop-write-conflict')
    await conflicted.getByRole('button', { name: 'Keep both for Shared report' }).click()

    await expect
      .poll(async () => (await serverDrafts(laptop)).map((draft) => draft.content).sort(), { timeout: 45_000 })
      .toEqual([
        shared(
          'Board paragraph, edited on the laptop.',
          'Risk paragraph as the laptop sees it.',
          'Target paragraph, edited on the phone.',
        ),
        shared(
          'Board paragraph, edited on the laptop.',
          'Risk paragraph as the phone sees it.',
          'Target paragraph, edited on the phone.',
        ),
      ])
  } finally {
    await laptop.close()
    await phone.close()
  }
})
