import { expect, inject, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { createApprovedAccount } from './approved-account'
import { PHONE, screenshot, signInAs, useBrowser } from './browser'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Issue 16 on a 390x844 phone: nothing hides under the sticky header, clips, runs off the screen or piles up.
const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const browser = useBrowser()

const header = (page: Page) => page.getByRole('banner')

/** The page is no wider than the screen: nothing runs off to the side. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

/** The element is on screen and not under the sticky header. */
async function expectInViewBelowHeader(page: Page, element: Locator) {
  const box = (await element.boundingBox())!
  const headerBox = (await header(page).boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1)
  expect(box.y).toBeLessThan(844)
}

test('signed out: the welcome page has Log in and Sign up, and the header fits', async () => {
  const context = await browser().newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`)
    const main = page.getByRole('main')
    // the first page of the run may wait on a busy machine
    await main.getByRole('link', { name: 'Log in' }).waitFor({ timeout: 60_000 })
    await main.getByRole('link', { name: 'Sign up' }).waitFor()
    expect(await header(page).getByText('Disclosure', { exact: true }).isVisible()).toBe(true)
    await expectNoSideways(page)
    await screenshot(page, 'phone-welcome-signed-out')

    // A lost confirmation mail: the login page leads to a new link.
    await main.getByRole('link', { name: 'Log in' }).click()
    await page.getByRole('link', { name: 'No confirmation e-mail? Send a new link' }).click()
    // the login page has an Email field too: the new page must be there before the address is typed
    await page.waitForURL('**/resend-confirmation')
    const email = page
      .getByRole('form', { name: 'Send a new confirmation link' })
      .getByRole('textbox', { name: /^Email/ })
    await email.fill('nobody@example.com')
    await page.getByRole('button', { name: 'Send a new link', exact: true }).click()
    await page.getByText('a new confirmation link is on its way').waitFor({ timeout: 60_000 })
  } finally {
    await context.close()
  }
})

test('chat: no empty chat is stored, questions wrap, the page scrolls as one and an answer shows from its start', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'commuter')
  const context = await browser().newContext(PHONE)
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/chat`)
    const chat = page.getByRole('region', { name: 'Current chat' })
    const starters = chat.getByRole('button', { name: /\?$/ })
    await starters.first().waitFor({ timeout: 30_000 })
    await expectNoSideways(page)
    const card = (await chat.boundingBox())!
    for (const starter of await starters.all()) {
      const box = (await starter.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width)
    }
    await screenshot(page, 'phone-chat-empty')

    // New chat on a chat with no question stays put, and nothing reaches the server.
    await chat.getByRole('button', { name: 'New chat' }).click()
    await chat.getByRole('button', { name: 'New chat' }).click()
    const sessions = async () =>
      (
        (await (await context.request.get(`${baseUrl}${endpointPath(endpoints.chat.listSessions, {})}`)).json()) as {
          sessions: unknown[]
        }
      ).sessions
    expect(await sessions()).toEqual([])

    // A question typed on a train survives a reload.
    const input = page.getByRole('textbox', { name: 'Message' })
    await input.fill('What must a transition plan under AASB S2 include?')
    await page.waitForTimeout(300)
    await page.reload()
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue(), { timeout: 15_000 })
      .toBe('What must a transition plan under AASB S2 include?')

    await page.getByRole('textbox', { name: 'Message' }).press('Enter')
    const answer = page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'Assistant' })
    await answer.first().getByRole('region', { name: 'Sources' }).waitFor({ timeout: 30_000 })
    await page.waitForTimeout(800)
    // The question and the start of its answer are in view; the panel does not scroll inside the page.
    const question = page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'You' }).last()
    await expectInViewBelowHeader(page, question)
    const log = page.getByRole('log', { name: 'Conversation' })
    const scrollsItself = await log.evaluate((element) => {
      const panel = element.parentElement!
      return panel.scrollHeight > panel.clientHeight + 1
    })
    expect(scrollsItself).toBe(false)
    await expect.poll(sessions).toHaveLength(1)
    await screenshot(page, 'phone-chat-answer')
  } finally {
    await context.close()
  }
})

test('messages at the top of a page come into view below the header and take the focus', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'validator')
  const context = await browser().newContext(PHONE)
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/analyse`)
    const search = page.getByRole('button', { name: 'Search', exact: true })
    await search.scrollIntoViewIfNeeded({ timeout: 30_000 })
    await search.click()
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Please enter a search query or select at least one category' })
    await alert.waitFor()
    await page.waitForTimeout(600)
    await expectInViewBelowHeader(page, alert)
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true)
    await screenshot(page, 'phone-analyse-needs-criteria')

    // Offline, a search says it needs a connection rather than that something failed.
    await page.getByRole('textbox', { name: 'Keywords' }).fill('flood')
    await context.setOffline(true)
    await search.click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Searching the reports needs a connection to the server.' })
      .waitFor({ timeout: 20_000 })
    // The offline banner is one slim line, and the header stays on top when the page scrolls.
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' })
    await banner.waitFor({ timeout: 20_000 })
    expect((await banner.boundingBox())!.height).toBeLessThan(70)
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.waitForTimeout(300)
    expect((await header(page).boundingBox())!.y).toBe(0)
    expect(await banner.isVisible()).toBe(true)
    const bannerBox = await banner.boundingBox()
    expect(bannerBox === null || bannerBox.y + bannerBox.height <= 0).toBe(true)
    await expectNoSideways(page)
    await screenshot(page, 'phone-analyse-offline')
    await context.setOffline(false)

    await page.goto(`${baseUrl}/write`)
    await page.getByRole('button', { name: 'Continue to Generate Sections' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('companyName')
    await expectInViewBelowHeader(page, page.getByRole('alert').first())
    await screenshot(page, 'phone-write-needs-company')
  } finally {
    await context.close()
  }
})

test('write: a generated section grows with the page instead of scrolling inside it', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'phone-writer')
  const context = await browser().newContext(PHONE)
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/write`)
    await page.getByRole('textbox', { name: /^Company Name/ }).fill('Red Gum Mining Services', { timeout: 30_000 })
    await page.getByRole('combobox', { name: /^Industry/ }).selectOption('Other')
    await page
      .getByRole('textbox', { name: /^Company Information/ })
      .fill(
        'Red Gum Mining Services provides drill and blast services to iron ore mines. The Health and Safety Committee oversees climate risks and meets four times a year.',
      )
    await page.getByRole('button', { name: 'Continue to Generate Sections' }).click()
    const card = page.getByRole('region', { name: 'Strategy' })
    await card.getByRole('button', { name: 'Generate Section' }).click()
    await card.getByRole('button', { name: 'Edit Strategy' }).waitFor()
    // every box in the card shows all it holds: the page is the only thing that scrolls
    const inner = await card.evaluate(
      (element) =>
        [...element.querySelectorAll('*')].filter(
          (child) => child.scrollHeight > child.clientHeight + 1 && getComputedStyle(child).overflowY !== 'visible',
        ).length,
    )
    expect(inner).toBe(0)
    expect((await card.boundingBox())!.height).toBeGreaterThan(1000)
    await expectNoSideways(page)
  } finally {
    await context.close()
  }
})

test('a session that ended on the server lands on /login with the reason', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'expired')
  const context = await browser().newContext({ ...PHONE, serviceWorkers: 'block' })
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/account`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // The server forgets the session (it expired, or a password reset elsewhere ended it).
    await context.clearCookies()
    await page.reload()
    await page.waitForURL(/\/login/, { timeout: 30_000 })
    await page
      .getByText('Your session has ended, so you have been signed out. Please log in again to continue.')
      .waitFor()
    await screenshot(page, 'phone-login-session-ended')
  } finally {
    await context.close()
  }
})
