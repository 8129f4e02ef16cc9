// The measuring half of tests/bench/library.ts (the tests' TypeScript project does not compile server code): upload
// throughput of the report library (issue 17), end to end through the HTTP app as an administrator's browser sends
// it: one multipart upload, then the jobs polled until every one is done. Measured on an in-memory PGlite with the
// runner the server uses, one file at a time. PDFs: ten 20-page reports per upload, in pages per second; JSONL: one
// file of 500 reports, in reports per second. Medians of three uploads each.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { createApp } from '../app'
import { createSession } from '../auth/sessions'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { users } from '../db/schema'
import { sessionCookieName } from '../http/session-cookie'
import { makePdf, type PdfPage } from '../ingest/test-pdf'
import { createLibraryRunner } from '../library/job-runner'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

type Row = [string, string]

const RUNS = 3
const PDFS = 10
const PAGES = 20
const JSONL_REPORTS = 500
const logger = pino({ level: 'warn' }, pino.destination(2))

const SENTENCES = [
  'The board oversees climate-related risks and opportunities through its sustainability committee, which meets quarterly.',
  'Acute physical risks such as floods, bushfires and cyclones could damage sites and interrupt supply chains.',
  'Scope 1 and Scope 2 emissions fell 12 per cent against the 2019 baseline; Scope 2 is reported location-based with market-based alongside.',
  'Scenario analysis under SSP1-1.9 and SSP5-8.5 tests the resilience of the strategy to 2050.',
  'Transition risks include carbon pricing under the Safeguard Mechanism and changing customer demand.',
  'Management integrates climate risk into the enterprise risk framework and reports to the audit and risk committee.',
]

const SITES = [
  'Pilbara',
  'Hunter Valley',
  'Gladstone',
  'Kwinana',
  'Bowen Basin',
  'Latrobe Valley',
  'Geelong',
  'Townsville',
  'Mackay',
  'Darwin',
]

// Every page says something of its own: the PDF reader drops lines repeated on most pages as running headers.
function page(company: string, number: number): PdfPage {
  const site = SITES[number % SITES.length]!
  const text = SENTENCES.map(
    (sentence, i) => `At ${site} (section ${number}.${i + 1}) ${company.toLowerCase()} notes: ${sentence}`,
  )
  const lines = text.flatMap((sentence) => sentence.match(/.{1,90}(\s|$)/g) ?? [sentence]).map((line) => line.trim())
  return {
    header: `${company} Climate Report 2024`,
    paragraphs: [{ lines: lines.slice(0, 9) }, { lines: lines.slice(9, 20) }],
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export async function benchLibrary(): Promise<Row[]> {
  const database = await openDatabase({ inMemory: true })
  await migrateDatabase(database)
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LIBRARY_MAX_FILE_BYTES: String(50 * 1024 * 1024),
    LIBRARY_MAX_UPLOAD_BYTES: String(500 * 1024 * 1024),
  })
  const runner = createLibraryRunner({ db: database.db, logger, now: () => new Date() })
  const app = createApp({ config, database, logger, library: runner })
  const at = new Date()
  const [admin] = await database.db
    .insert(users)
    .values({
      email: 'bench-admin@example.com',
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Admin',
      organization: 'Bench',
      createdAt: at,
      updatedAt: at,
      emailConfirmedAt: at,
      approvedAt: at,
      isAdmin: true,
    })
    .returning()
  const { token } = await createSession(database.db, admin!.id, at)
  const headers = { Origin: 'http://localhost', Cookie: `${sessionCookieName}=${token}`, 'X-User-Email': admin!.email }

  const upload = async (
    files: Array<{ name: string; bytes: Uint8Array | string }>,
    metadata: unknown[],
  ): Promise<number> => {
    const form = new FormData()
    for (const file of files) form.append('files', new File([file.bytes], file.name))
    form.append('metadata', JSON.stringify(metadata))
    const started = performance.now()
    const response = await app.request(endpointPath(endpoints.library.upload, {}), {
      method: 'POST',
      headers,
      body: form,
    })
    if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${await response.text()}`)
    const ids = new Set(((await response.json()) as { jobs: Array<{ id: string }> }).jobs.map((job) => job.id))
    for (;;) {
      const { jobs } = (await (await app.request(endpointPath(endpoints.library.jobs, {}), { headers })).json()) as {
        jobs: Array<{ id: string; stage: string; reason?: string }>
      }
      const mine = jobs.filter((job) => ids.has(job.id))
      const failed = mine.find((job) => job.stage === 'failed')
      if (failed) throw new Error(`a bench upload failed: ${failed.reason}`)
      if (mine.length === ids.size && mine.every((job) => job.stage === 'done')) break
      // The browser polls once a second; a tight poll here measures the runner, not the poll interval.
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return (performance.now() - started) / 1000
  }

  const pdfRates: number[] = []
  const jsonlRates: number[] = []
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const files = Array.from({ length: PDFS }, (_, i) => {
        const company = `Bench Company ${run}-${i}`
        return {
          name: `${randomUUID()}-2024.pdf`,
          bytes: makePdf(Array.from({ length: PAGES }, (_, p) => page(company, p + 1))),
          company,
        }
      })
      const seconds = await upload(
        files,
        files.map((file) => ({ company: file.company, title: `${file.company} Climate Report 2024` })),
      )
      pdfRates.push((PDFS * PAGES) / seconds)

      const jsonl = Array.from({ length: JSONL_REPORTS }, (_, i) =>
        JSON.stringify({
          id: `r${i}`,
          company: `Jsonl Company ${run}-${i}`,
          title: `Jsonl Company ${run}-${i} Climate Report`,
          year: 2024,
          paragraphs: SENTENCES.map((s) => `${s} (${i})`),
        }),
      ).join('\n')
      const jsonlSeconds = await upload([{ name: `collection-${run}.jsonl`, bytes: jsonl }], [{}])
      jsonlRates.push(JSONL_REPORTS / jsonlSeconds)
    }
    await database.db.delete(users).where(eq(users.id, admin!.id))
  } finally {
    await runner.stop()
    await database.close()
  }
  return [
    [
      `library upload, PDF: ${PDFS} files of ${PAGES} pages in one upload, to done (PGlite, median of ${RUNS})`,
      `${median(pdfRates).toFixed(1)} pages/s`,
    ],
    [
      `library upload, JSONL: one file of ${JSONL_REPORTS} reports, to done (PGlite, median of ${RUNS})`,
      `${median(jsonlRates).toFixed(1)} reports/s`,
    ],
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await benchLibrary())}\n`)
}
