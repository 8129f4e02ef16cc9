import { expect, inject, test } from 'vitest'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { createApprovedAccount } from './approved-account'
import { launchPersistent, PHONE, signInAs } from './browser'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Issue 16's Background Sync through the browser (docs/decisions/175): a question asked offline, the tab closed, the
// connection back, and the service worker alone sends it to the server, with no page of the app open. The test fires
// the sync event through the DevTools protocol rather than wait on when the browser chooses to.
const baseUrl = inject('baseUrl')
const dataDir = inject('dataDir')

type ServerSession = { id: string; messages: Array<{ role: 'user' | 'assistant'; content: string }> }

async function serverSessions(context: BrowserContext): Promise<Array<{ id: string }>> {
  const response = await context.request.get(`${baseUrl}${endpointPath(endpoints.chat.listSessions, {})}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { sessions: Array<{ id: string }> }).sessions
}

async function serverSession(context: BrowserContext, id: string): Promise<ServerSession> {
  const response = await context.request.get(`${baseUrl}${endpointPath(endpoints.chat.getSession, { params: { id } })}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as ServerSession
}

/** The app's service worker registration id, as DevTools knows it. */
async function registrationIdOf(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL.startsWith(baseUrl),
      )
      if (app) resolve(app.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

/** The tags the page's service worker registration has waiting (Background Sync's own view of what is owed). */
function pendingSyncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> }
    }
    return registration.sync.getTags()
  })
}

test('a question queued offline reaches the server through the service worker after its tab is closed', async () => {
  const account = await createApprovedAccount(baseUrl, dataDir, 'bgsync')
  const { context, close } = await launchPersistent(PHONE)
  try {
    await signInAs(context, baseUrl, account)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/chat`)
    const input = page.getByRole('textbox', { name: 'Message' })
    await input.waitFor({ timeout: 30_000 })
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    expect(await page.evaluate(() => 'SyncManager' in window)).toBe(true)

    await context.setOffline(true)
    const question = 'Which scenario analysis does AASB S2 expect from a first-year reporter?'
    await input.fill(question)
    await input.press('Enter')
    await page
      .getByText('You are offline: this question is queued and will be sent when the connection returns.')
      .waitFor({ timeout: 30_000 })
    // The page asked for a background sync under the outbox's tag.
    await expect.poll(() => pendingSyncTags(page), { timeout: 10_000 }).toContain('outbox')
    const cdp = await context.newCDPSession(page)
    const registrationId = await registrationIdOf(cdp)
    await cdp.detach()

    // Nothing has reached the server while the tab was open and offline. Then the tab goes, and no page of the app is
    // open to send anything: from here only the service worker can (the browser may already fire the event when the
    // tab closes, since the emulated offline state is the tab's, so the server is not checked again before the event).
    expect(await serverSessions(context)).toEqual([])
    await page.close()
    // Chromium may fire the pending event by itself as soon as it sees the connection (DevTools' offline emulation
    // holds it back); the test fires it too, so it does not depend on the browser's timing. A second event finds
    // nothing left to send.
    await context.setOffline(false)
    const blank = await context.newPage()
    const browserSide = await context.newCDPSession(blank)
    await browserSide.send('ServiceWorker.enable')
    const fireSync = () =>
      browserSide.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(baseUrl).origin,
        registrationId,
        tag: 'outbox',
        lastChance: false,
      })
    await fireSync()

    // On a loaded machine the worker can still be starting when the first event arrives and let it go; the event is
    // fired again every few seconds until the question is on the server (it is still the worker alone that sends it).
    let polls = 0
    await expect
      .poll(
        async () => {
          const count = (await serverSessions(context)).length
          polls += 1
          if (count === 0 && polls % 10 === 0) await fireSync()
          return count
        },
        { timeout: 45_000 },
      )
      .toBe(1)
    const [session] = await serverSessions(context)
    await expect
      .poll(async () => (await serverSession(context, session!.id)).messages.map((message) => message.role), {
        timeout: 30_000,
      })
      .toEqual(['user', 'assistant'])
    expect((await serverSession(context, session!.id)).messages[0]?.content).toBe(question)
    expect(context.pages().some((open) => open.url().startsWith(baseUrl))).toBe(false)

    // The worker applied the answers as the page would: the device's outbox is empty and the question marked sent.
    // Read from a document of the app's origin that runs none of the app's code (which would sync on its own).
    await blank.goto(`${baseUrl}/manifest.webmanifest`)
    const readDevice = () =>
      blank.evaluate(
        () =>
          new Promise<{ outbox: number; states: string[] }>((resolve, reject) => {
            const opening = indexedDB.open('cda-offline')
            opening.onerror = () => reject(opening.error!)
            opening.onsuccess = () => {
              const db = opening.result
              const tx = db.transaction(['outbox', 'chatMessages'], 'readonly')
              const outbox = tx.objectStore('outbox').count()
              const messages = tx.objectStore('chatMessages').getAll()
              tx.oncomplete = () => {
                resolve({
                  outbox: outbox.result,
                  states: (messages.result as Array<{ role: string; syncState: string }>)
                    .filter((m) => m.role === 'user')
                    .map((m) => m.syncState),
                })
                db.close()
              }
            }
          }),
      )
    await expect.poll(readDevice, { timeout: 10_000 }).toEqual({ outbox: 0, states: ['sent'] })
    expect((await serverSession(context, session!.id)).messages).toHaveLength(2)
  } finally {
    await close()
  }
})
