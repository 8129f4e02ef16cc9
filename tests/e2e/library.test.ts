import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { createApprovedAccount, type Account } from './approved-account'
import { DESKTOP, PHONE, screenshot, seriousA11yFindings, signInAs, useBrowser } from './browser'
import { startServer, type RunningServer } from './server-process'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// The report library end to end (issue 17 item 1): a server of its own on the embedded database, an account made an
// administrator with `npm run admin -- grant-admin` (the command needs the embedded database to itself, so the
// server is stopped for it and started again on the same DATA_DIR), then that administrator fills the library from
// a phone and from a desktop while the server runs, and Analyse finds the uploaded reports, not labelled synthetic.

const browser = useBrowser()
let server: RunningServer
let admin: Account

const paragraph = (company: string, hazard: string) =>
  `${company} identifies ${hazard} as an acute physical climate risk to its operating sites. The board's risk committee reviews ` +
  'scenario analysis under 1.5 °C and 3 °C pathways each year, and Scope 1 and Scope 2 emissions fell 12 per cent against the 2019 baseline.'

const repoRoot = new URL('../../', import.meta.url).pathname

/** `npm run admin -- <args>` as an operator runs it, on the server's DATA_DIR. */
async function adminCommand(args: string[], dataDir: string): Promise<string> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  await once(child, 'exit')
  return output
}

beforeAll(async () => {
  const first = await startServer()
  admin = await createApprovedAccount(first.url, first.dataDir, 'librarian')
  await first.stop({ keepData: true })
  expect(await adminCommand(['grant-admin', admin.email], first.dataDir)).toContain(
    `${admin.email} is now an administrator.`,
  )
  server = await startServer({}, { dataDir: first.dataDir })
}, 180_000)

afterAll(async () => {
  // Unset when beforeAll failed before starting it.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  await server?.stop()
})

async function openLibrary(options: typeof PHONE, account: Account, viaNavigation: boolean): Promise<Page> {
  const context = await browser().newContext({ ...options, baseURL: server.url, serviceWorkers: 'block' })
  await signInAs(context, server.url, account)
  const page = await context.newPage()
  if (viaNavigation) {
    await page.goto('/')
    // A phone has the navigation in a drawer; a desktop shows it beside the page.
    if (options === PHONE) await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await page.getByRole('link', { name: 'Report Library' }).click()
  } else {
    await page.goto('/library')
  }
  await page.getByRole('heading', { level: 1, name: 'Report Library' }).waitFor()
  return page
}

/** Each named upload reaches Done (the page polls the jobs while they run). */
async function waitForUploads(page: Page, fileNames: readonly string[]) {
  const uploads = page.getByRole('list', { name: 'Uploaded files' })
  for (const name of fileNames)
    await uploads.getByRole('listitem', { name }).locator('[data-stage="done"]').waitFor({ timeout: 60_000 })
}

test('a signed-in non-administrator gets no Library entry and, at its address, the administrators-only message', async () => {
  const member = await createApprovedAccount(server.url, server.dataDir, 'member')
  const page = await openLibrary(PHONE, member, false)
  try {
    await page.getByText('Only administrators can manage the report library.').waitFor()
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await page.getByRole('link', { name: 'Analyse Reports' }).waitFor()
    expect(await page.getByRole('link', { name: 'Report Library' }).count()).toBe(0)
    const response = await page.request.get(`${server.url}${endpointPath(endpoints.library.reports, {})}`, {
      headers: { 'X-User-Email': member.email },
    })
    expect(response.status()).toBe(403)
  } finally {
    await page.context().close()
  }
})

test('from a phone: choose several files, give one its company, follow them to done; a refused file says why', async () => {
  const page = await openLibrary(PHONE, admin, true)
  try {
    await page.getByTestId('library-file-input').setInputFiles([
      {
        name: 'wattle-energy-2024.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(
          `---\ncompany: Wattle Energy\ncountry: Australia\nexchange: ASX\n---\n# Wattle Energy Climate Report 2024\n\n${paragraph('Wattle Energy', 'bushfire smoke and cyclone damage')}\n`,
        ),
      },
      {
        name: 'banksia-bank-2023.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(
          `Banksia Bank Climate Statement 2023\n\n${paragraph('Banksia Bank', 'riverine flooding of mortgaged homes')}\n`,
        ),
      },
      { name: 'board-minutes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a report') },
    ])
    const chosen = page.getByRole('list', { name: 'Chosen files' })
    await chosen.getByText('Not uploaded: Not a supported file type: use PDF, HTML, Markdown, text or JSONL.').waitFor()
    await chosen.getByRole('button', { name: 'Details for banksia-bank-2023.txt' }).click()
    const details = page.getByRole('group', { name: 'Details for banksia-bank-2023.txt' })
    await details.getByLabel('Company').fill('Banksia Bank')
    await details.getByLabel('Industry').selectOption('H')
    await screenshot(page, 'phone-library-chosen')
    await page.getByRole('button', { name: 'Upload 2 files' }).click()
    await page.getByText('2 files sent. Follow their progress under Uploads.').waitFor()
    await waitForUploads(page, ['wattle-energy-2024.md', 'banksia-bank-2023.txt'])
    const reports = page.getByRole('list', { name: 'Library reports' })
    await reports.getByText('Banksia Bank Climate Statement 2023', { exact: true }).waitFor({ timeout: 30_000 })
    await reports.getByText('Wattle Energy Climate Report 2024', { exact: true }).waitFor()
    expect(await seriousA11yFindings(page)).toEqual([])
    await screenshot(page, 'phone-library-done')
  } finally {
    await page.context().close()
  }
}, 120_000)

test('from a desktop: upload a PDF and a JSONL collection, search, re-tag and delete after confirming', async () => {
  const page = await openLibrary(DESKTOP, admin, true)
  try {
    // Two pages written by src/server/ingest/test-pdf.ts: Ironbark Minerals' heat risk at its Pilbara mine sites.
    const pdf = await readFile(new URL('../fixtures/library/ironbark-2024.pdf', import.meta.url))
    const jsonl = [
      JSON.stringify({
        id: 'a',
        company: 'Saltbush Foods',
        title: 'Saltbush Foods Climate Report',
        year: 2024,
        sic: 'D',
        text: paragraph('Saltbush Foods', 'drought in its grain supply regions'),
      }),
      JSON.stringify({
        id: 'b',
        company: 'Coolabah Ports',
        title: 'Coolabah Ports Climate Report',
        year: 2023,
        text: paragraph('Coolabah Ports', 'storm surge at its wharves'),
      }),
    ].join('\n')
    await page.getByTestId('library-file-input').setInputFiles([
      { name: 'ironbark-2024.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
      { name: 'collection.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(jsonl) },
    ])
    await page.getByRole('button', { name: 'Details for ironbark-2024.pdf' }).click()
    await page
      .getByRole('group', { name: 'Details for ironbark-2024.pdf' })
      .getByLabel('Company')
      .fill('Ironbark Minerals')
    await page.getByRole('button', { name: 'Upload 2 files' }).click()
    await waitForUploads(page, ['ironbark-2024.pdf', 'collection.jsonl'])
    await page.getByText('Added to the library: 2 reports.').waitFor()

    await page.getByLabel('Search by company or title').fill('ironbark')
    await page.getByText('1 report match “ironbark”').waitFor()
    await page.getByRole('button', { name: 'Edit details of Ironbark Minerals Sustainability Report 2024' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit report details' })
    await dialog.getByLabel('Industry').selectOption('B')
    await dialog.getByLabel('Exchange').fill('ASX')
    await dialog.getByRole('button', { name: 'Save details' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('2024 · ASX · Mining').waitFor()
    await screenshot(page, 'desktop-library')

    await page.getByLabel('Search by company or title').fill('coolabah')
    await page.getByText('1 report match “coolabah”').waitFor()
    await page.getByRole('button', { name: 'Delete report Coolabah Ports Climate Report' }).click()
    await page.getByRole('alertdialog', { name: 'Delete report' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByText('0 reports match “coolabah”').waitFor()
    expect(await seriousA11yFindings(page)).toEqual([])
  } finally {
    await page.context().close()
  }
}, 120_000)

test('the uploaded reports are found in Analyse search, named, and not labelled synthetic', async () => {
  const context = await browser().newContext({ ...DESKTOP, baseURL: server.url, serviceWorkers: 'block' })
  await signInAs(context, server.url, admin)
  const page = await context.newPage()
  try {
    await page.goto('/analyse')
    await page.getByLabel('Keywords').fill('physical climate risk')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const reports = page.getByRole('region', { name: /^Reports used/ })
    await reports.waitFor({ timeout: 60_000 })
    const text = (await reports.textContent()) ?? ''
    for (const company of ['Ironbark Minerals', 'Banksia Bank', 'Wattle Energy', 'Saltbush Foods'])
      expect(text).toContain(company)
    expect(text).not.toContain('Coolabah Ports')
    // The How-it-works text explains the label; neither the summary nor the report list carries it.
    const summary = page.getByRole('region', { name: 'Report Summary' })
    await expect.poll(() => summary.textContent(), { timeout: 60_000 }).toMatch(/\[1\]/)
    expect(await summary.getByText(/Synthetic demo data/).count()).toBe(0)
    expect(await reports.getByText(/Synthetic demo data/).count()).toBe(0)
    await screenshot(page, 'desktop-library-analyse')
  } finally {
    await context.close()
  }
}, 120_000)
