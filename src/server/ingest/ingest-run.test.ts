import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { asc, eq, like } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '../db/client'
import { companies, reportChunks, reports } from '../db/schema'
import { testDrivers, useTestDatabase } from '../test-database'
import type { ReportStore } from './ingested-report'
import { createReportStore } from './ingest-store'
import { collectFiles, formatSummary, runIngest, type ProgressState } from './ingest-run'
import { makePdf, wrapText } from './test-pdf'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cda-ingest-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const now = new Date('2026-11-21T00:00:00Z')
const governance =
  'The Board oversees climate-related risks and opportunities through its Risk Committee, which meets quarterly.'
const emissions =
  'Scope 1 and 2 emissions fell 12% to 41,200 tCO2-e in FY2024, on track for our interim target of a 50% reduction by 2030.'

type StoredChunk = { seq: number; text: string; pillar: string; riskCategories: string[]; actionCategories: string[] }

/** The reports stored from files under this test's folder, by title, with their company and chunks. */
async function storedReports(db: Database) {
  const rows = await db
    .select({ report: reports, company: companies.name })
    .from(reports)
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .where(like(reports.sourceKey, `${pathToFileURL(dir).href}/%`))
  const result = new Map<string, (typeof rows)[number]['report'] & { company: string; chunks: StoredChunk[] }>()
  for (const { report, company } of rows) {
    const chunks = await db
      .select({
        seq: reportChunks.seq,
        text: reportChunks.text,
        pillar: reportChunks.pillar,
        riskCategories: reportChunks.riskCategories,
        actionCategories: reportChunks.actionCategories,
      })
      .from(reportChunks)
      .where(eq(reportChunks.reportId, report.id))
      .orderBy(asc(reportChunks.seq))
    result.set(report.title, { ...report, company, chunks })
  }
  return result
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    async function ingest(inputs: string[], flags = {}, store: ReportStore = createReportStore(database().db)) {
      const { files, failures } = await collectFiles(inputs, dir)
      const summary = await runIngest({ files, failures, flags, store, now, cwd: dir })
      return { summary, files }
    }

    test('each format becomes a classified, non-synthetic report with metadata from flags, the file and its name', async () => {
      await mkdir(join(dir, 'reports'))
      const pdf = makePdf([
        {
          paragraphs: [
            { lines: ['Acme Energy Climate Report'], size: 20 },
            { lines: wrapText(governance) },
            { lines: wrapText(emissions) },
          ],
        },
      ])
      await writeFile(join(dir, 'reports', 'acme-energy-2024.pdf'), pdf)
      await writeFile(
        join(dir, 'reports', 'acme-2023.html'),
        `<title>Acme | Climate 2023</title><h1>Climate Statement</h1><p>${governance}</p><p>${emissions}</p>`,
      )
      await writeFile(join(dir, 'reports', 'notes-2022.txt'), `Sustainability Notes\n\n${governance}\n\n${emissions}\n`)
      await writeFile(
        join(dir, 'reports', 'plan.md'),
        `---\ntitle: Transition Plan\nyear: 2025\nsic: B\n---\n# Ignored Heading\n\n${governance}\n`,
      )
      const record = {
        id: 'x1',
        company: 'Other Co',
        title: 'Other Report',
        year: 2021,
        url: 'https://example.com/other.pdf',
        paragraphs: [governance, emissions],
      }
      await writeFile(join(dir, 'reports', 'collection.jsonl'), `${JSON.stringify(record)}\n`)
      await writeFile(join(dir, 'reports', 'ignored.docx'), 'not looked at')

      const { summary } = await ingest(['reports'], { company: 'Acme Ltd', exchange: 'ASX', country: 'Australia' })
      expect(summary).toMatchObject({ filesIngested: 5, reports: 5, replaced: 0, removed: 0, chunks: 9, failures: [] })
      const stored = await storedReports(database().db)
      expect([...stored.keys()].sort()).toEqual([
        'Acme Energy Climate Report',
        'Climate Statement',
        'Other Report',
        'Sustainability Notes',
        'Transition Plan',
      ])

      const fromPdf = stored.get('Acme Energy Climate Report')!
      const pdfPath = join(dir, 'reports', 'acme-energy-2024.pdf')
      expect(fromPdf).toMatchObject({
        company: 'Acme Ltd',
        year: 2024,
        exchange: 'ASX',
        country: 'Australia',
        synthetic: false,
        source: pdfPath,
      })
      expect(fromPdf.sourceKey).toBe(pathToFileURL(pdfPath).href)
      expect(fromPdf.chunks.map((chunk) => chunk.text)).toEqual([
        `Acme Energy Climate Report\n${governance}`,
        emissions,
      ])
      expect(fromPdf.chunks[0]).toMatchObject({ seq: 0, pillar: 'governance' })
      expect(fromPdf.chunks[1]).toMatchObject({
        seq: 1,
        pillar: 'metrics_targets',
        actionCategories: expect.arrayContaining(['emissions_targets']),
      })

      expect(stored.get('Climate Statement')).toMatchObject({ year: 2023, company: 'Acme Ltd' })
      expect(stored.get('Sustainability Notes')).toMatchObject({ year: 2022 })
      expect(stored.get('Transition Plan')).toMatchObject({ year: 2025, sicDivision: 'B' })
      // Flags win over the record's own metadata.
      const fromJsonl = stored.get('Other Report')!
      expect(fromJsonl).toMatchObject({ company: 'Acme Ltd', year: 2021, source: 'https://example.com/other.pdf' })
      expect(fromJsonl.sourceKey).toBe(`${pathToFileURL(join(dir, 'reports', 'collection.jsonl')).href}#id=x1`)
    })

    test('bad files are reported with their reason and skipped; the others are ingested', async () => {
      const good = makePdf([{ paragraphs: [{ lines: wrapText(governance) }] }])
      await writeFile(join(dir, 'corrupt-2024.pdf'), good.slice(0, 200))
      await writeFile(join(dir, 'scan-2024.pdf'), makePdf([{ paragraphs: [] }]))
      await writeFile(join(dir, 'binary-2024.txt'), new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))
      await writeFile(join(dir, 'undated.txt'), `A Title\n\n${governance}`)
      await writeFile(join(dir, 'fine-2024.txt'), `A Title\n\n${governance}`)
      await writeFile(join(dir, 'slides.pptx'), 'x')

      const inputs = [
        'corrupt-2024.pdf',
        'scan-2024.pdf',
        'binary-2024.txt',
        'undated.txt',
        'slides.pptx',
        'missing.pdf',
        'fine-2024.txt',
      ]
      const { summary } = await ingest(inputs, { company: 'Acme Ltd' })
      expect(summary.failures).toEqual([
        { path: 'missing.pdf', reason: 'not found' },
        { path: 'corrupt-2024.pdf', reason: 'not a valid PDF (the file is damaged or is not a PDF)' },
        { path: 'scan-2024.pdf', reason: 'no text found in the PDF (a scanned document needs text recognition first)' },
        { path: 'binary-2024.txt', reason: 'not a text file (it contains binary data)' },
        { path: 'undated.txt', reason: 'no year (pass --year)' },
        { path: 'slides.pptx', reason: 'not a supported file type (use .pdf .html .htm .txt .md .markdown .jsonl)' },
      ])
      expect([...(await storedReports(database().db)).values()].map((report) => report.source)).toEqual([
        join(dir, 'fine-2024.txt'),
      ])
      expect(formatSummary(summary)).toBe('Ingested 1 report (1 chunk) from 1 file; 6 files failed.')
    })

    test('re-ingesting a file replaces its report, also after an edit; a copy elsewhere is another report', async () => {
      const path = join(dir, 'report-2024.md')
      await writeFile(path, `# Climate Report\n\n${governance}\n`)
      await ingest([path], { company: 'Acme Ltd' })
      const again = await ingest([join(dir, '.', 'report-2024.md'), path], { company: 'Acme Ltd' })
      expect(again.files).toHaveLength(1)
      expect(again.summary).toMatchObject({ reports: 1, replaced: 1 })
      expect(formatSummary(again.summary)).toBe(
        'Ingested 1 report (1 chunk) from 1 file; 1 replaced an earlier version; no file failed.',
      )

      await writeFile(path, `# Climate Report, revised\n\n${governance}\n\n${emissions}\n`)
      await ingest([path], { company: 'Acme Ltd' })
      const stored = await storedReports(database().db)
      expect([...stored.values()].map((report) => [report.title, report.chunks.length])).toEqual([
        ['Climate Report, revised', 2],
      ])

      await symlink(path, join(dir, 'link-2024.md'))
      await ingest([join(dir, 'link-2024.md')], { company: 'Acme Ltd' })
      expect((await storedReports(database().db)).size).toBe(1)
      await mkdir(join(dir, 'copy'))
      await writeFile(join(dir, 'copy', 'report-2024.md'), `# Climate Report\n\n${governance}\n`)
      await ingest([join(dir, 'copy')], { company: 'Acme Ltd' })
      expect((await storedReports(database().db)).size).toBe(2)
    })

    test('a JSONL file is replaced as a whole: edited records replace, dropped ones go; one bad line skips the file', async () => {
      const path = join(dir, 'collection.jsonl')
      const record = (id: string, title: string) =>
        JSON.stringify({ id, company: 'Acme Ltd', title, year: 2024, text: governance })
      const lonely = JSON.stringify({ company: `Lonely Co ${driver}`, title: 'Report C', year: 2023, text: emissions })
      await writeFile(path, [record('a', 'Report A'), record('b', 'Report B'), lonely].join('\n'))
      const first = await ingest([path])
      expect(first.summary).toMatchObject({ reports: 3, replaced: 0, removed: 0 })
      const keys = [...(await storedReports(database().db)).values()]
        .map((report) => report.sourceKey.split('#')[1])
        .sort()
      expect(keys).toEqual(['id=a', 'id=b', 'line=3'])

      await writeFile(path, [record('b', 'Report B, revised'), record('d', 'Report D')].join('\n'))
      const second = await ingest([path])
      expect(second.summary).toMatchObject({ reports: 2, replaced: 1, removed: 2 })
      expect([...(await storedReports(database().db)).keys()].sort()).toEqual(['Report B, revised', 'Report D'])
      // The company whose only report went is gone too.
      expect(
        await database()
          .db.select()
          .from(companies)
          .where(eq(companies.name, `Lonely Co ${driver}`)),
      ).toEqual([])

      const bad = [
        record('b', 'Report B, third'),
        '{"id": "e", "title": "No company", "year": 2024, "text": "x"}',
        record('b', 'Twice'),
        'not json',
      ]
      await writeFile(path, bad.join('\n'))
      const third = await ingest([path])
      expect(third.summary.failures).toEqual([
        {
          path: 'collection.jsonl',
          reason:
            'line 2: no company (add company to the record or pass --company); line 3: the same report as line 1 (id=b); give each record its own "id"; line 4: not valid JSON',
        },
      ])
      expect([...(await storedReports(database().db)).keys()].sort()).toEqual(['Report B, revised', 'Report D'])
    })

    test('progress is reported in bytes over all files, ending at the total', async () => {
      await writeFile(join(dir, 'a-2024.txt'), `Title A\n\n${governance}`)
      await writeFile(join(dir, 'b-2024.txt'), `Title B\n\n${emissions}`)
      const states: ProgressState[] = []
      const notes: string[] = []
      let finished = false
      const { files, failures } = await collectFiles(['.', 'missing'], dir)
      await runIngest({
        files,
        failures,
        flags: { company: 'Acme Ltd' },
        store: createReportStore(database().db),
        now,
        cwd: dir,
        progress: {
          update: (state) => states.push(state),
          note: (line) => notes.push(line),
          done: () => (finished = true),
        },
      })
      const total = files.reduce((sum, file) => sum + file.size, 0)
      expect(files.map((file) => file.path)).toEqual(['a-2024.txt', 'b-2024.txt'])
      expect(states[0]).toEqual({ bytesDone: 0, bytesTotal: total, filesDone: 0, filesTotal: 2, current: 'a-2024.txt' })
      expect(states.at(-1)).toEqual({ bytesDone: total, bytesTotal: total, filesDone: 2, filesTotal: 2 })
      expect(states.every((state, i) => i === 0 || state.bytesDone >= states[i - 1]!.bytesDone)).toBe(true)
      expect(notes).toEqual(['Skipped missing: not found'])
      expect(finished).toBe(true)
    })

    test('an interrupted run stops before the next file and says so', async () => {
      await writeFile(join(dir, 'a-2024.txt'), `Title A\n\n${governance}`)
      await writeFile(join(dir, 'b-2024.txt'), `Title B\n\n${governance}`)
      const interrupt = new AbortController()
      const store = createReportStore(database().db)
      const write = store.write
      store.write = async (report) => {
        interrupt.abort()
        return write(report)
      }
      const { files } = await collectFiles(['.'], dir)
      const summary = await runIngest({
        files,
        flags: { company: 'Acme Ltd' },
        store,
        now,
        cwd: dir,
        signal: interrupt.signal,
      })
      expect(summary).toMatchObject({ reports: 1, stopped: true })
      expect(formatSummary(summary)).toBe(
        'Ingested 1 report (1 chunk) from 1 file; no file failed; stopped before the end.',
      )
      expect([...(await storedReports(database().db)).keys()]).toEqual(['Title A'])
    })

    test('a database failure stops the run instead of being taken for a bad file', async () => {
      await writeFile(join(dir, 'a-2024.txt'), `Title A\n\n${governance}`)
      const { files } = await collectFiles(['.'], dir)
      const broken: ReportStore = {
        write: () => Promise.reject(new Error('connection lost')),
        removeStale: () => Promise.reject(new Error('connection lost')),
      }
      await expect(runIngest({ files, flags: { company: 'Acme Ltd' }, store: broken, now, cwd: dir })).rejects.toThrow(
        'The database failed: connection lost',
      )
    })
  })
}
