import { readFile } from 'node:fs/promises'
import { expect, inject, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { createApprovedAccount } from './approved-account'
import { collectConsoleErrors, DESKTOP, launchPersistent, PHONE, screenshot, signInAs, useBrowser } from './browser'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Issue 7 through the browser against the real server and its grounded engine: a chat with cited answers, its
// history entry, the Markdown export and deletion; and a question asked on a train, answered on the device, kept
// through a reload and answered by the server exactly once when the connection returns.
const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')
const browser = useBrowser()

type ServerMessage = { role: 'user' | 'assistant'; content: string }
type ServerSession = { id: string; title?: string | null; updated_at: string; messages: ServerMessage[] }

async function serverSessions(context: BrowserContext): Promise<Omit<ServerSession, 'messages'>[]> {
  const response = await context.request.get(`${baseUrl}${endpointPath(endpoints.chat.listSessions, {})}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { sessions: Omit<ServerSession, 'messages'>[] }).sessions
}

async function serverSession(context: BrowserContext, id: string): Promise<ServerSession> {
  const response = await context.request.get(`${baseUrl}${endpointPath(endpoints.chat.getSession, { params: { id } })}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as ServerSession
}

const firstQuestion = 'What should our board oversight disclosures cover under TCFD and AASB S2?'
const queuedNote = 'You are offline: this question is queued and will be sent when the connection returns.'
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' })
const answers = (page: Page) => conversation(page).getByRole('article', { name: 'Assistant' })

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Message' })
  await input.fill(question)
  await input.press('Enter')
  // The input is cleared on send.
  await expect.poll(() => input.inputValue()).toBe('')
}

/** The chat page as it opens with no chats: a new chat, stored on the server only once its first question is sent. */
async function openChat(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${baseUrl}/chat`)
  await page.getByRole('heading', { level: 1, name: 'Climate Disclosure Assistant Chat' }).waitFor()
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 30_000 })
  await page.getByRole('heading', { level: 2, name: 'New chat' }).waitFor()
  return page
}

/** The one chat the server holds, once the sync engine has sent it. */
async function onlyServerSession(context: BrowserContext): Promise<string> {
  await expect.poll(async () => (await serverSessions(context)).length, { timeout: 30_000 }).toBe(1)
  const [session] = await serverSessions(context)
  return session!.id
}

test('new chat, two cited answers, a history entry, export as Markdown, delete', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'chatter')
  const context = await browser().newContext({ ...DESKTOP, acceptDownloads: true })
  try {
    await signInAs(context, baseUrl, account)
    const page = await openChat(context)
    const errors = collectConsoleErrors(page)

    // An empty chat offers starter questions; choosing one asks it. Until then nothing is stored on the server.
    const chat = page.getByRole('region', { name: 'Current chat' })
    const starter = chat.getByRole('button', { name: firstQuestion })
    await starter.waitFor()
    await screenshot(page, 'desktop-chat-empty')
    expect(await serverSessions(context)).toEqual([])
    await starter.click()
    const sessionId = await onlyServerSession(context)
    const short = sessionId.slice(0, 8)
    await conversation(page).getByRole('article', { name: 'You' }).getByText(firstQuestion).waitFor()
    await answers(page).first().waitFor({ timeout: 30_000 })
    const first = answers(page).first()
    const sources = first.getByRole('region', { name: 'Sources' }).getByRole('button')
    // The streamed text comes first; the stored reply brings its sources.
    await expect.poll(() => sources.count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // A source opens the passage it cites.
    const sourceName = (await sources.first().textContent()) ?? ''
    expect(sourceName).toMatch(/^\[1\]/)
    await sources.first().click()
    const passage = page.getByRole('dialog')
    await passage.getByRole('link', { name: 'Open the public source' }).waitFor()
    expect(((await passage.textContent()) ?? '').length).toBeGreaterThan(200)
    await passage.getByRole('button', { name: 'Close' }).click()
    await passage.waitFor({ state: 'detached' })

    // A second question in the same chat.
    await ask(page, 'How does scenario analysis work under AASB S2?')
    await expect.poll(() => answers(page).count(), { timeout: 30_000 }).toBe(2)
    await expect
      .poll(async () => (await serverSession(context, sessionId)).messages.map((message) => message.role))
      .toEqual(['user', 'assistant', 'user', 'assistant'])
    expect(await serverSessions(context)).toHaveLength(1)
    // The new question leads the panel, its answer right below it; the page itself stays where it was.
    const panel = await conversation(page).evaluate((log) => log.parentElement!.getBoundingClientRect().top)
    const newest = conversation(page).getByRole('article', { name: 'You' }).last()
    await expect
      .poll(async () => Math.abs((await newest.boundingBox())!.y - panel), { timeout: 10_000 })
      .toBeLessThan(30)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // The history names the chat by the start of its id and its updated date, in US English.
    const history = page.getByRole('region', { name: 'Chat history' })
    const entry = history.getByRole('button', { name: new RegExp(`^${short}`) })
    await expect(entry.getAttribute('aria-current')).resolves.toBe('true')
    expect(await entry.textContent()).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    )
    await screenshot(page, 'desktop-chat-two-answers')

    // Export, twice (a menu chosen with the mouse a second time must still work).
    for (let round = 0; round < 2; round += 1) {
      await chat.getByRole('button', { name: 'Chat options' }).click()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
      ])
      // The file name is the title, sanitised to a-z, 0-9, _ and -, at most 60 characters, .md.
      expect(download.suggestedFilename()).toMatch(/^[a-z0-9_-]{1,60}\.md$/)
      expect(download.suggestedFilename()).toMatch(/^what_should_our_board_oversight_disclosures/)
      const text = await readFile(await download.path(), 'utf8')
      expect(text).toContain(firstQuestion)
      expect(text).toContain('How does scenario analysis work under AASB S2?')
      expect(text.match(/Assistant/g)?.length ?? 0).toBeGreaterThanOrEqual(2)
    }

    // Delete it; the page then opens a new chat, which the server never hears of unless it is asked something.
    await chat.getByRole('button', { name: 'Chat options' }).click()
    await page.getByRole('menuitem', { name: 'Delete chat' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete chat' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await confirm.waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await serverSessions(context)).map((session) => session.id), { timeout: 30_000 })
      .not.toContain(sessionId)
    await expect(history.getByRole('button', { name: new RegExp(`^${short}`) }).count()).resolves.toBe(0)
    await page.getByRole('heading', { level: 2, name: 'New chat' }).waitFor()
    expect(await serverSessions(context)).toEqual([])
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a question asked offline is answered on the device, survives a reload and gets exactly one server reply', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'tunnel')
  const { context, close } = await launchPersistent(PHONE)
  try {
    await signInAs(context, baseUrl, account)
    const page = await openChat(context)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await context.setOffline(true)
    const question = 'What are Scope 3 emissions and when must we report them?'
    await ask(page, question)
    await conversation(page).getByText('Offline answer').waitFor({ timeout: 30_000 })
    await conversation(page).getByText(queuedNote).waitFor()
    await screenshot(page, 'phone-chat-offline-answer')
    expect(await serverSessions(context)).toEqual([])

    await page.reload()
    await conversation(page).getByText(question).waitFor({ timeout: 30_000 })
    await conversation(page).getByText('Offline answer').waitFor()
    await conversation(page).getByText(queuedNote).waitFor({ timeout: 30_000 })
    await expect.poll(() => answers(page).count()).toBe(1)

    await context.setOffline(false)
    // The server's reply joins the offline answer; nothing is left waiting.
    const settled = async () => ({
      answers: await answers(page).count(),
      waiting: await conversation(page)
        .getByText(/^(Thinking\.\.\.|You are offline)/)
        .count(),
    })
    await expect.poll(settled, { timeout: 60_000 }).toEqual({ answers: 2, waiting: 0 })
    const sessionId = await onlyServerSession(context)
    await expect
      .poll(async () => (await serverSession(context, sessionId)).messages.map((message) => message.role), {
        timeout: 30_000,
      })
      .toEqual(['user', 'assistant'])
    await screenshot(page, 'phone-chat-after-reconnect')

    // Nothing more arrives: one question, one reply on the server, the offline answer kept beside it on the device.
    await page.reload()
    await conversation(page).getByText(question).waitFor({ timeout: 30_000 })
    await expect.poll(() => answers(page).count(), { timeout: 10_000 }).toBe(2)
    await expect(conversation(page).getByText('Offline answer').count()).resolves.toBe(1)
    expect((await serverSession(context, sessionId)).messages).toHaveLength(2)
  } finally {
    await close()
  }
})

test("a question the server keeps refusing shows 'Failed to send message' with Retry, keeps the question and frees the input", async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'refused')
  // Without the service worker, so the page's own requests are the ones intercepted below.
  const context = await browser().newContext({ ...DESKTOP, serviceWorkers: 'block' })
  try {
    await signInAs(context, baseUrl, account)
    const page = await openChat(context)
    // Every question sent answers 500, as behind a broken model server; the chat itself is created.
    const sendUrl = new RegExp(`^${baseUrl}${endpoints.chat.send.path.replace(':id', '(?!session)[^/]+')}$`)
    await page.route(sendUrl, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ detail: 'Internal server error' }),
          })
        : route.continue(),
    )
    const question = 'What must a climate transition plan disclose?'
    await ask(page, question)
    const alert = conversation(page).getByRole('alert')
    await alert.getByText('Failed to send message').waitFor({ timeout: 20_000 })
    await expect(alert.getByText('Internal server error').count()).resolves.toBe(1)
    await expect(conversation(page).getByText(question).count()).resolves.toBe(1)
    await expect(conversation(page).getByText('Thinking...').count()).resolves.toBe(0)
    const input = page.getByRole('textbox', { name: 'Message' })
    await input.fill('And its targets?')
    await expect(page.getByRole('button', { name: 'Send message' }).isEnabled()).resolves.toBe(true)
    await input.fill('')
    await screenshot(page, 'desktop-chat-send-failed')

    await page.unroute(sendUrl)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => answers(page).count(), { timeout: 30_000 }).toBe(1)
    const sessionId = await onlyServerSession(context)
    await expect
      .poll(async () => (await serverSession(context, sessionId)).messages.map((message) => message.role), {
        timeout: 30_000,
      })
      .toEqual(['user', 'assistant'])
    await expect(conversation(page).getByRole('alert').count()).resolves.toBe(0)
  } finally {
    await context.close()
  }
})
