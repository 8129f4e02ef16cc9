import { inArray, like, sql } from 'drizzle-orm'
import { insertReport, type ReportInput } from '../corpus/report-store'
import type { Database } from '../db/client'
import { companies, reports } from '../db/schema'
import type { IngestedReport, ReportStore } from './ingested-report'

// Ingestion's ReportStore on the corpus tables. Writing goes through corpus/report-store.ts, the one way reports are
// stored (one transaction per report, replacing by source key); the chunks arrive already classified, so the
// classifier does not run twice.

const IDS_PER_STATEMENT = 1000

export function toReportInput(report: IngestedReport): ReportInput {
  return {
    sourceKey: report.sourceKey,
    title: report.title,
    company: report.company,
    year: report.year,
    exchange: report.exchange,
    country: report.country,
    sicDivision: report.industry,
    source: report.source,
    synthetic: false,
    chunks: report.chunks.map(({ text, pillar, risks, actions }) => ({ text, pillar, risks, actions })),
  }
}

/** The reports under a source-key prefix that are not in `keep`, deleted in one transaction with their chunks. */
async function removeStale(db: Database, prefix: string, keep: ReadonlySet<string>): Promise<number> {
  const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`)
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: reports.id, sourceKey: reports.sourceKey })
      .from(reports)
      .where(like(reports.sourceKey, `${escaped}%`))
    const stale = rows.filter((row) => !keep.has(row.sourceKey)).map((row) => row.id)
    if (stale.length === 0) return 0
    for (let i = 0; i < stale.length; i += IDS_PER_STATEMENT)
      await tx.delete(reports).where(inArray(reports.id, stale.slice(i, i + IDS_PER_STATEMENT)))
    // A company whose last report went is no longer part of the collection.
    await tx.execute(
      sql`delete from ${companies} c where not exists (select 1 from ${reports} r where r.company_id = c.id)`,
    )
    return stale.length
  })
}

export function createReportStore(db: Database): ReportStore {
  return {
    write: async (report) => {
      const stored = await insertReport(db, toReportInput(report))
      return { replaced: stored.replaced, reportId: stored.reportId }
    },
    removeStale: (prefix, keep) => removeStale(db, prefix, keep),
  }
}
