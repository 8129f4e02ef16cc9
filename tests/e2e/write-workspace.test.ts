import { expect, inject, test } from 'vitest'
import { createApprovedAccount } from './approved-account'
import { DESKTOP, signInAs, useBrowser } from './browser'

const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const browser = useBrowser()

const COMPANY_INFO =
  'Banksia Power Ltd runs two gas-fired plants in Queensland. The board risk committee oversees climate-related risks and is briefed quarterly.'

test('Write Assist: generating edited text again asks first and Undo brings the edit back', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'regenerate')
  const context = await browser().newContext({ ...DESKTOP, baseURL: baseUrl })
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto('/write')
    await page.getByRole('textbox', { name: /^Company Name/ }).fill('Banksia Power Ltd')
    await page.getByRole('textbox', { name: /^Company Information/ }).fill(COMPANY_INFO)
    await page.getByRole('button', { name: 'Continue to Generate Sections' }).click()

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
