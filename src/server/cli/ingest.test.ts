import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase } from '../db/client'
import { lockDirectory } from '../db/data-dir-lock'
import { reports } from '../db/schema'
import { ingestUsage } from '../ingest/ingest-args'
import { makePdf, wrapText } from '../ingest/test-pdf'
import { runCli } from '../test-cli'

// The real `npm run ingest` process against an embedded database in a temporary DATA_DIR.

let work: string
let dataDir: string
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'cda-ingest-cli-'))
  dataDir = join(work, 'data')
})
afterAll(() => rm(work, { recursive: true, force: true }))

const ingest = (args: string[]) => runCli('ingest.ts', args, { dataDir, cwd: work })

test('usage errors exit 2 with the usage; --help exits 0', async () => {
  const [missing, badYear, help] = await Promise.all([
    ingest([]),
    ingest(['x.pdf', '--year', 'soon']),
    ingest(['--help']),
  ])
  expect(missing.code).toBe(2)
  expect(missing.stderr).toContain('Name at least one file or folder to ingest')
  expect(missing.stderr).toContain(ingestUsage)
  expect(badYear.code).toBe(2)
  expect(badYear.stderr).toContain('--year must be a four-digit year from 1990 to 2100')
  expect(help).toMatchObject({ code: 0, stdout: `${ingestUsage}\n` })
}, 60_000)

test('a folder is ingested into DATA_DIR; a bad file is reported, skipped and makes the exit code 1', async () => {
  const folder = join(work, 'reports')
  await mkdir(folder)
  const text =
    'The Board oversees climate-related risks and opportunities through its Risk Committee, which meets quarterly.'
  await writeFile(
    join(folder, 'acme-2024.pdf'),
    makePdf([{ paragraphs: [{ lines: ['Acme Climate Report'], size: 18 }, { lines: wrapText(text) }] }]),
  )
  await writeFile(join(folder, 'broken-2024.pdf'), makePdf([{ paragraphs: [{ lines: wrapText(text) }] }]).slice(0, 150))
  await writeFile(join(folder, 'notes-2023.md'), `# Climate Notes\n\n${text}\n`)

  const run = await ingest(['reports', '--company', 'Acme Ltd', '--sic', 'D'])
  expect(run.code).toBe(1)
  expect(run.stdout).toBe('Ingested 2 reports (2 chunks) from 2 files; 1 file failed.\n')
  expect(run.stderr).toBe(
    `Skipped ${join('reports', 'broken-2024.pdf')}: not a valid PDF (the file is damaged or is not a PDF)\n`,
  )

  const again = await ingest([join(folder, 'notes-2023.md'), '--company', 'Acme Ltd'])
  expect(again).toMatchObject({
    code: 0,
    stdout: 'Ingested 1 report (1 chunk) from 1 file; 1 replaced an earlier version; no file failed.\n',
  })

  const database = await openDatabase({ dataDir })
  try {
    const rows = await database.db
      .select({ title: reports.title, year: reports.year, sic: reports.sicDivision, synthetic: reports.synthetic })
      .from(reports)
      .orderBy(asc(reports.title))
    expect(rows).toEqual([
      { title: 'Acme Climate Report', year: 2024, sic: 'D', synthetic: false },
      { title: 'Climate Notes', year: 2023, sic: null, synthetic: false },
    ])
  } finally {
    await database.close()
  }
}, 120_000)

test('while a server holds the embedded database the command says so and exits 1', async () => {
  await mkdir(dataDir, { recursive: true })
  await writeFile(join(work, 'one-2024.txt'), 'Title\n\nText about emissions.')
  // This test process plays the running server.
  const unlock = await lockDirectory(join(dataDir, 'pglite.lock'), 'The database folder')
  try {
    const { code, stderr } = await ingest(['one-2024.txt', '--company', 'Acme Ltd'])
    expect(code).toBe(1)
    expect(stderr).toContain(`The server (pid ${process.pid}) is running on DATA_DIR ${dataDir}`)
    expect(stderr).toContain('stop the server, run this command, then start the server again')
  } finally {
    await unlock()
  }
}, 60_000)
