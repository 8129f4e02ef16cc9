import type { Page } from 'playwright-core'
import { expect, inject, test } from 'vitest'
import { createApprovedAccount } from './approved-account'
import { DESKTOP, PHONE, signInAs, useBrowser } from './browser'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const browser = useBrowser()

const COMPANY_INFO =
  'Banksia Power Ltd runs two gas-fired plants in Queensland. The board risk committee oversees climate-related risks and is briefed quarterly.'

/** Write Assist's first step filled in for the test company, then on to the section cards. */
async function startDrafting(page: Page, industry?: string) {
  await page.goto('/write')
  await page.getByRole('textbox', { name: /^Company Name/ }).fill('Banksia Power Ltd')
  if (industry) await page.getByLabel(/^Industry/).selectOption(industry)
  await page.getByRole('textbox', { name: /^Company Information/ }).fill(COMPANY_INFO)
  await page.getByRole('button', { name: 'Continue to Generate Sections' }).click()
}

test('Write Assist: generating edited text again asks first and Undo brings the edit back', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'regenerate')
  const context = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await startDrafting(page)

    const card = page.getByRole('region', { name: 'Governance' })
    await card.getByRole('button', { name: 'Generate Section' }).click()
    await card.getByRole('button', { name: 'Edit Governance' }).click()
    await card.getByLabel('Governance text').fill('Our own governance words.')
    await card.getByRole('button', { name: 'Save Changes' }).click()
    await card.getByText('Our own governance words.').waitFor()

    await card.getByRole('button', { name: 'Generate Section' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Replace your edited text?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect(card.textContent()).resolves.toContain('Our own governance words.')

    await card.getByRole('button', { name: 'Generate Section' }).click()
    await dialog.getByRole('button', { name: 'Replace' }).click()
    await card.getByRole('button', { name: 'Undo new draft of Governance' }).waitFor()
    await expect(card.textContent()).resolves.not.toContain('Our own governance words.')
    await expect(card.textContent()).resolves.toContain('briefed quarterly')

    // The Undo is kept on the device: it survives a reload.
    await page.reload()
    await page.getByRole('button', { name: 'Continue to Generate Sections' }).click()
    await card.getByRole('button', { name: 'Undo new draft of Governance' }).click()
    await card.getByText('Our own governance words.').waitFor()
  } finally {
    await context.close()
  }
})

test('Write Assist: a saved report reopens in the workspace on another device, is checked again and saved over', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'reopen')
  const laptop = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  const phone = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  try {
    await signInAs(laptop, baseUrl, account)
    const page = await laptop.newPage()
    await startDrafting(page)
    for (const title of ['Governance', 'Metrics and Targets']) {
      const card = page.getByRole('region', { name: title })
      await card.getByRole('button', { name: 'Generate Section' }).click()
      await card.getByRole('button', { name: `Edit ${title}` }).waitFor()
    }
    await page.getByRole('button', { name: 'Continue to Full Report' }).click()
    await page.getByLabel(/^Report Title/).fill('FY25 climate statement')
    await page.getByRole('button', { name: 'Save Report' }).click()
    await page
      .getByRole('article', { name: 'FY25 climate statement' })
      .getByText('Saved', { exact: true })
      .waitFor({ timeout: 15_000 })

    await signInAs(phone, baseUrl, account)
    const other = await phone.newPage()
    await other.goto('/write')
    const card = other.getByRole('article', { name: 'FY25 climate statement' })
    await card.getByRole('button', { name: 'Edit FY25 climate statement' }).click()
    const preview = other.getByRole('region', { name: 'Report preview' })
    await expect(preview.textContent()).resolves.toContain('briefed quarterly')
    await expect(preview.textContent()).resolves.toContain('Strategy: not yet generated')
    // The reopened report is checked against AASB S2 again: nothing in it is about strategy.
    const check = other.getByRole('region', { name: /Check against AASB S2/ })
    await expect(check.textContent()).resolves.toMatch(/Missing/)
    await expect(other.getByLabel(/^Report Title/).inputValue()).resolves.toBe('FY25 climate statement')

    await other.getByLabel(/^Report Title/).fill('FY25 climate statement, reviewed')
    await other.getByRole('button', { name: 'Save Report' }).click()
    await other
      .getByRole('article', { name: 'FY25 climate statement, reviewed' })
      .getByText('Saved', { exact: true })
      .waitFor({ timeout: 15_000 })
    const onServer = await (await phone.request.get(`${baseUrl}${endpointPath(endpoints.drafts.list, {})}`)).json()
    expect(onServer.reports).toHaveLength(1)
    expect(onServer.reports[0]).toMatchObject({ title: 'FY25 climate statement, reviewed' })
    expect(onServer.reports[0].content).toContain('briefed quarterly')
    // The reopened report comes with the company information, which the workspace brought from the laptop.
    await other.getByRole('tab', { name: 'Company Information' }).click()
    await expect
      .poll(() => other.getByRole('textbox', { name: /^Company Information/ }).inputValue(), { timeout: 15_000 })
      .toBe(COMPANY_INFO)
  } finally {
    await laptop.close()
    await phone.close()
  }
})

test('Write Assist: the workspace typed on one device appears on another, and a change there comes back', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'workspace-sync')
  const laptop = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  const phone = await browser().newContext({ ...PHONE, baseURL: baseUrl })
  const workspaceOnServer = async () =>
    (await laptop.request.get(`${baseUrl}${endpointPath(endpoints.workspace.get, {})}`)).json()
  try {
    await signInAs(laptop, baseUrl, account)
    const page = await laptop.newPage()
    await startDrafting(page, 'Manufacturing')
    const governance = page.getByRole('region', { name: 'Governance' })
    await governance.getByRole('button', { name: 'Generate Section' }).click()
    await governance.getByRole('button', { name: 'Edit Governance' }).waitFor()
    await expect
      .poll(async () => (await workspaceOnServer()).sections.governance, { timeout: 15_000 })
      .toContain('briefed quarterly')

    // The phone has never seen this workspace: its start-up pull brings it.
    await signInAs(phone, baseUrl, account)
    const other = await phone.newPage()
    await other.goto('/write')
    const name = other.getByRole('textbox', { name: /^Company Name/ })
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('Banksia Power Ltd')
    await expect(other.getByLabel(/^Industry/).inputValue()).resolves.toBe('Manufacturing')
    await expect(other.getByRole('textbox', { name: /^Company Information/ }).inputValue()).resolves.toBe(COMPANY_INFO)
    await other.getByRole('button', { name: 'Continue to Generate Sections' }).click()
    await expect(other.getByRole('region', { name: 'Governance' }).textContent()).resolves.toContain(
      'briefed quarterly',
    )

    // A change on the phone reaches the laptop, whose other fields stay as they were.
    await other.getByRole('tab', { name: 'Company Information' }).click()
    await name.fill('Banksia Power Group')
    await expect
      .poll(async () => (await workspaceOnServer()).company_name, { timeout: 15_000 })
      .toBe('Banksia Power Group')
    await page.reload()
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Company Name/ }).inputValue(), { timeout: 15_000 })
      .toBe('Banksia Power Group')
    await expect(page.getByRole('textbox', { name: /^Company Information/ }).inputValue()).resolves.toBe(COMPANY_INFO)
  } finally {
    await laptop.close()
    await phone.close()
  }
})
