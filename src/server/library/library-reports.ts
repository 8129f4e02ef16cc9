import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { LibraryReport, RetagRequest } from '../../core/contract/library'
import type { Database } from '../db/client'
import { companies, reportChunks, reports } from '../db/schema'

// The reports the library manages: every real report (uploaded or loaded with `npm run ingest`), never the synthetic
// demo corpus, which the generator owns. Re-tagging changes what Analyse filters on; the chunks stay as they are.

export type ReportMeta = {
  sourceKey: string
  company: string
  title: string
  year: number | null
  country: string | null
  exchange: string | null
  sicDivision: string | null
}

// What the library shows of a report, read the same way for the list and for one report.
const LIBRARY_COLUMNS = {
  id: reports.id,
  company: companies.name,
  title: reports.title,
  year: reports.year,
  country: reports.country,
  exchange: reports.exchange,
  industry: reports.sicDivision,
  source: reports.source,
  ingestedAt: reports.ingestedAt,
  chunks: sql<number>`(select count(*)::int from ${reportChunks} c where c.report_id = ${reports.id})`,
}

type LibraryRow = {
  id: string
  company: string
  title: string
  year: number | null
  country: string | null
  exchange: string | null
  industry: string | null
  source: string
  ingestedAt: Date
  chunks: number
}

function libraryReportOf(row: LibraryRow): LibraryReport {
  return {
    id: row.id,
    company: row.company,
    title: row.title,
    year: row.year ?? undefined,
    country: row.country ?? undefined,
    exchange: row.exchange ?? undefined,
    industry: row.industry ?? undefined,
    source: row.source,
    chunks: Number(row.chunks),
    ingested_at: row.ingestedAt.toISOString(),
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

export async function listLibraryReports(
  db: Database,
  query: string,
  offset: number,
  limit: number,
): Promise<{ reports: LibraryReport[]; total: number }> {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
  // Every word must appear in the company or the title: "bhp 2024" finds BHP's 2024 report.
  const conditions: SQL[] = [eq(reports.synthetic, false)]
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`
    conditions.push(
      or(ilike(companies.name, pattern), ilike(reports.title, pattern), sql`${reports.year}::text = ${word}`)!,
    )
  }
  const where = and(...conditions)
  const [totalRow] = await db
    .select({ n: count() })
    .from(reports)
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .where(where)
  const rows = await db
    .select(LIBRARY_COLUMNS)
    .from(reports)
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .where(where)
    .orderBy(desc(reports.ingestedAt), companies.name, reports.id)
    .offset(offset)
    .limit(limit)
  return {
    total: totalRow?.n ?? 0,
    reports: rows.map(libraryReportOf),
  }
}

export async function findLibraryReport(db: Database, id: string): Promise<LibraryReport | undefined> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.synthetic, false)))
    .limit(1)
  if (rows.length === 0) return undefined
  const { reports: found } = await listByIds(db, id)
  return found[0]
}

async function listByIds(db: Database, id: string) {
  const rows = await db
    .select(LIBRARY_COLUMNS)
    .from(reports)
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .where(eq(reports.id, id))
  return {
    reports: rows.map(libraryReportOf),
  }
}

/** What a replacement keeps of the report it replaces: its source key (so the new file takes its place) and tags. */
export async function reportMeta(db: Database, id: string): Promise<ReportMeta | undefined> {
  const [row] = await db
    .select({
      sourceKey: reports.sourceKey,
      company: companies.name,
      title: reports.title,
      year: reports.year,
      country: reports.country,
      exchange: reports.exchange,
      sicDivision: reports.sicDivision,
    })
    .from(reports)
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .where(and(eq(reports.id, id), eq(reports.synthetic, false)))
    .limit(1)
  return row
}

const orphanCompanies = sql`delete from ${companies} c where not exists (select 1 from ${reports} r where r.company_id = c.id)`

/** Changes a report's tags; a new company name moves it to that company (created when new). */
export async function retagReport(db: Database, id: string, tags: RetagRequest): Promise<LibraryReport | undefined> {
  const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim())
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.id, id), eq(reports.synthetic, false)))
      .limit(1)
    if (!current) return false
    const name = tags.company.trim()
    const [company] = await tx
      .insert(companies)
      .values({
        name,
        exchange: blankToNull(tags.exchange),
        country: blankToNull(tags.country),
        sicDivision: blankToNull(tags.industry),
        synthetic: false,
      })
      .onConflictDoUpdate({ target: companies.name, set: { name: sql`excluded.name` } })
      .returning({ id: companies.id })
    await tx
      .update(reports)
      .set({
        companyId: company!.id,
        title: tags.title.trim(),
        year: tags.year,
        country: blankToNull(tags.country),
        exchange: blankToNull(tags.exchange),
        sicDivision: blankToNull(tags.industry),
      })
      .where(eq(reports.id, id))
    await tx.execute(orphanCompanies)
    return true
  })
  return updated ? findLibraryReport(db, id) : undefined
}

/** Deletes a real report with its chunks; false when there is none by that id. */
export async function deleteLibraryReport(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(reports)
      .where(and(eq(reports.id, id), eq(reports.synthetic, false)))
      .returning({ id: reports.id })
    if (removed.length === 0) return false
    await tx.execute(orphanCompanies)
    return true
  })
}
