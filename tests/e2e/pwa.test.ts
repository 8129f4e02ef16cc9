import { expect, inject, test } from 'vitest'
import { collectConsoleErrors, launchPersistent, PHONE, screenshot } from './browser'
import { API_PREFIX, endpointPath, endpoints } from '../../src/core/contract/endpoints'

const baseUrl = inject('baseUrl')

test('the manifest is served with its own type and describes an installable standalone app', async () => {
  const response = await fetch(`${baseUrl}/manifest.webmanifest`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/manifest+json')
  const manifest = (await response.json()) as {
    icons: Array<{ src: string; type: string; sizes: string; purpose?: string }>
  }
  expect(manifest).toMatchObject({
    name: 'Climate Disclosure Assistant',
    short_name: 'Disclosure',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  })
  const sizes = manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? 'any'}`)
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']))
  for (const icon of manifest.icons) {
    const iconResponse = await fetch(`${baseUrl}${icon.src}`)
    expect(iconResponse.status, icon.src).toBe(200)
    expect(iconResponse.headers.get('content-type'), icon.src).toContain(icon.type)
  }
})

test('Chromium finds no manifest or installability errors, and the service worker takes control', async () => {
  const { context, close } = await launchPersistent()
  try {
    const page = await context.newPage()
    const errors = collectConsoleErrors(page)
    await page.goto(baseUrl)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`)
    expect(manifest.errors).toEqual([])
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
    expect(installability.installabilityErrors).toEqual([])
    expect(errors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([])
  } finally {
    await close()
  }
})

test('after going offline a reload still renders the app shell, and the offline banner appears', async () => {
  const { context, close } = await launchPersistent(PHONE)
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: /Welcome to the Climate Disclosure Assistant/ }).waitFor()
    // The start-up health check fails without a network, which is what raises the banner.
    await page.getByText('You are offline').waitFor({ timeout: 15_000 })
    await screenshot(page, 'phone-offline-reload')

    await page.goto(`${baseUrl}/some/deep/link`)
    await page.getByRole('heading', { level: 1 }).waitFor()

    await context.setOffline(false)
    await page.getByText('You are offline').waitFor({ state: 'detached', timeout: 45_000 })
  } finally {
    await close()
  }
})

test('API answers are never replaced by the app shell, even offline', async () => {
  const { context, close } = await launchPersistent()
  try {
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // The functions run in the page, so the paths go in as arguments.
    const online = await page.evaluate(
      async (path) => (await fetch(path)).headers.get('content-type'),
      `${API_PREFIX}/no-such-route`,
    )
    expect(online).toContain('application/json')
    await context.setOffline(true)
    const offline = await page.evaluate(
      async (path) => {
        try {
          await fetch(path)
          return 'answered'
        } catch {
          return 'network error'
        }
      },
      endpointPath(endpoints.health, {}),
    )
    expect(offline).toBe('network error')
  } finally {
    await close()
  }
})
