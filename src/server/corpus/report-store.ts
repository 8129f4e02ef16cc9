import { randomUUID } from 'node:crypto'
import { count, inArray, like, sql } from 'drizzle-orm'
import { classifyParagraph } from '../../core/engine/classifier'
import { TCFD_SECTIONS, type TcfdSection } from '../../core/contract/write'
import { ACTION_CATEGORIES, INDUSTRY_CATEGORIES, RISK_CATEGORIES } from '../../core/taxonomy'
import type { Database } from '../db/client'
import { companies, reportChunks, reports } from '../db/schema'
import { chunkCategoryKeys } from './category-keys'

// Writing reports into the corpus: the demo seeding and the ingest CLI both go through insertReports, so a report is
// stored the same way whatever produced it: its company upserted by name, chunks tagged by the grounded classifier
// unless the caller already did, and the report's category combinations kept for the search's first cut.

export type ChunkInput = {
  text: string
  /** Left out: the grounded classifier decides (pillar, risks and actions together). */
  pillar?: TcfdSection | 'none'
  /** Risk category ids (src/core/taxonomy.ts); unknown ids are dropped. */
  risks?: readonly string[]
  /** Action category ids; unknown ids are dropped. */
  actions?: readonly string[]
}

export type ReportInput = {
  /** What identifies the source (a file path, a URL, "demo:..."): storing the same key again replaces the report. */
  sourceKey: string
  title: string
  company: string
  year?: number | undefined
  exchange?: string | undefined
  country?: string | undefined
  /** SIC division code 'A' to 'J'; anything else is stored as unknown. */
  sicDivision?: string | undefined
  /** Where it came from, in words. */
  source: string
  synthetic?: boolean | undefined
  chunks: readonly ChunkInput[]
}

export type StoredReport = { sourceKey: string; reportId: string; chunks: number; replaced: boolean }

const PILLARS = new Set<string>([...TCFD_SECTIONS, 'none'])
const RISK_IDS = new Set<string>(RISK_CATEGORIES.map((category) => category.id))
const ACTION_IDS = new Set<string>(ACTION_CATEGORIES.map((category) => category.id))
const DIVISIONS = new Set<string>(INDUSTRY_CATEGORIES.map((category) => category.code))

// PostgreSQL takes at most 65,535 parameters a statement; seven per chunk row leaves a wide margin.
const CHUNK_ROWS_PER_STATEMENT = 1000

type ChunkRow = typeof reportChunks.$inferInsert

function known(ids: readonly string[], valid: Set<string>): string[] {
  return [...new Set(ids.filter((id) => valid.has(id)))]
}

function tagged(reportId: string, chunk: ChunkInput, seq: number): ChunkRow {
  const text = chunk.text.trim()
  const needsClassifier = chunk.pillar === undefined || chunk.risks === undefined || chunk.actions === undefined
  const classified = needsClassifier ? classifyParagraph(text) : undefined
  const pillar = chunk.pillar !== undefined && PILLARS.has(chunk.pillar) ? chunk.pillar : (classified?.pillar ?? 'none')
  return {
    reportId,
    seq,
    text,
    pillar,
    riskCategories: known(chunk.risks ?? classified?.risks ?? [], RISK_IDS),
    actionCategories: known(chunk.actions ?? classified?.actions ?? [], ACTION_IDS),
  }
}

function categoryKeys(rows: readonly ChunkRow[]): number[] {
  const keys = new Set<number>()
  for (const row of rows)
    for (const key of chunkCategoryKeys([...(row.riskCategories ?? []), ...(row.actionCategories ?? [])])) keys.add(key)
  return [...keys].sort((a, b) => a - b)
}

function checked(report: ReportInput): ReportInput {
  if (report.sourceKey.trim() === '') throw new Error('A report needs a source key')
  if (report.title.trim() === '' || report.company.trim() === '')
    throw new Error(`Report ${report.sourceKey} needs a title and a company`)
  if (!report.chunks.some((chunk) => chunk.text.trim() !== ''))
    throw new Error(`Report ${report.sourceKey} has no text`)
  return report
}

/**
 * Stores reports with their chunks in one transaction, replacing any stored report with the same source key (its
 * old chunks go with it). Blank chunks are skipped. Answers, in input order, what was stored.
 */
export async function insertReports(db: Database, input: readonly ReportInput[]): Promise<StoredReport[]> {
  if (input.length === 0) return []
  const batch = input.map(checked)
  return db.transaction(async (tx) => {
    const companyRows = new Map<string, typeof companies.$inferInsert>()
    for (const report of batch) {
      const name = report.company.trim()
      if (!companyRows.has(name)) {
        companyRows.set(name, {
          name,
          exchange: report.exchange ?? null,
          country: report.country ?? null,
          sicDivision: report.sicDivision && DIVISIONS.has(report.sicDivision) ? report.sicDivision : null,
          synthetic: report.synthetic ?? false,
        })
      }
    }
    // A no-op update so that RETURNING also answers the companies that already existed.
    const storedCompanies = await tx
      .insert(companies)
      .values([...companyRows.values()])
      .onConflictDoUpdate({
        target: companies.name,
        set: {
          exchange: sql`coalesce(excluded.exchange, ${companies.exchange})`,
          country: sql`coalesce(excluded.country, ${companies.country})`,
          sicDivision: sql`coalesce(excluded.sic_division, ${companies.sicDivision})`,
        },
      })
      .returning({ id: companies.id, name: companies.name })
    const companyIds = new Map(storedCompanies.map((row) => [row.name, row.id]))

    const keys = batch.map((report) => report.sourceKey)
    const replaced = new Set(
      (
        await tx.delete(reports).where(inArray(reports.sourceKey, keys)).returning({ sourceKey: reports.sourceKey })
      ).map((row) => row.sourceKey),
    )

    const reportRows: Array<typeof reports.$inferInsert> = []
    const chunkRows: ChunkRow[] = []
    const stored: StoredReport[] = []
    for (const report of batch) {
      const id = randomUUID()
      const rows = report.chunks.filter((chunk) => chunk.text.trim() !== '').map((chunk, seq) => tagged(id, chunk, seq))
      chunkRows.push(...rows)
      reportRows.push({
        id,
        sourceKey: report.sourceKey,
        companyId: companyIds.get(report.company.trim())!,
        title: report.title.trim(),
        year: report.year ?? null,
        exchange: report.exchange ?? null,
        country: report.country ?? null,
        sicDivision: report.sicDivision && DIVISIONS.has(report.sicDivision) ? report.sicDivision : null,
        source: report.source,
        synthetic: report.synthetic ?? false,
        categoryKeys: categoryKeys(rows),
      })
      stored.push({
        sourceKey: report.sourceKey,
        reportId: id,
        chunks: rows.length,
        replaced: replaced.has(report.sourceKey),
      })
    }
    await tx.insert(reports).values(reportRows)
    for (let i = 0; i < chunkRows.length; i += CHUNK_ROWS_PER_STATEMENT) {
      await tx.insert(reportChunks).values(chunkRows.slice(i, i + CHUNK_ROWS_PER_STATEMENT))
    }
    return stored
  })
}

/**
 * Stores one report (replacing a stored one with the same source key) for the ingest CLI. Chunks without tags are
 * classified with the grounded classifier, the same one the demo corpus is tagged with.
 */
export async function insertReport(db: Database, report: ReportInput): Promise<StoredReport> {
  const [stored] = await insertReports(db, [report])
  return stored!
}

export type CorpusCounts = { reports: number; chunks: number }

export async function corpusCounts(db: Database): Promise<CorpusCounts> {
  const [reportCount] = await db.select({ n: count() }).from(reports)
  const [chunkCount] = await db.select({ n: count() }).from(reportChunks)
  return { reports: reportCount?.n ?? 0, chunks: chunkCount?.n ?? 0 }
}

/** Removes every report whose source key starts with the prefix (and companies left without reports). */
export async function deleteReportsBySourcePrefix(db: Database, prefix: string): Promise<number> {
  return db.transaction(async (tx) => {
    const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`)
    const removed = await tx
      .delete(reports)
      .where(like(reports.sourceKey, `${escaped}%`))
      .returning({ id: reports.id })
    await tx.execute(
      sql`delete from ${companies} c where not exists (select 1 from ${reports} r where r.company_id = c.id)`,
    )
    return removed.length
  })
}

/**
 * After a bulk load (the demo corpus, an ingest run): VACUUM sets the pages' visibility and hint bits once, instead of
 * the first searches paying for it page by page, and ANALYZE gives the planner the statistics the search's index walks
 * rely on. PGlite has no autovacuum, and PostgreSQL's would get to it only later.
 */
export async function settleAfterBulkLoad(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) companies, reports, report_chunks`)
}
