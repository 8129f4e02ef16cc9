import { sql } from 'drizzle-orm'
import type { ReportText } from '../../core/engine/types'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { excerptOf, type ExcerptRow } from '../search/report-excerpts'

// The whole reports behind the excerpts an Analyse search found. The summary judges what each company's report
// discloses against AASB S2 from its full text, not only from the few excerpts that matched the filters: a report that
// names its board in a chunk the search did not return still discloses board oversight.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A long report is read up to here; the AASB S2 elements sit in its first few hundred paragraphs. */
export const REPORT_CHUNKS_MAX = 400

type ChunkRow = ExcerptRow & { report_id: string }

/** The reports the chunks with these ids belong to, each with its chunks in order; ids that are not chunks are ignored. */
export async function reportTextsFor(db: Database, chunkIds: readonly string[]): Promise<ReportText[]> {
  const ids = [...new Set(chunkIds.filter((id) => UUID.test(id)))]
  if (ids.length === 0) return []
  const rows = rowsOf<ChunkRow>(
    await db.execute(sql`
      with chosen as (select distinct report_id from report_chunks where id = any(${`{${ids.join(',')}}`}::uuid[]))
      select c.id, c.report_id, c.text, c.pillar, c.risk_categories, c.action_categories,
        r.title, r.year, r.country, r.sic_division, r.synthetic, co.name as company
      from chosen join report_chunks c on c.report_id = chosen.report_id and c.seq < ${REPORT_CHUNKS_MAX}
        join reports r on r.id = c.report_id join companies co on co.id = r.company_id
      order by c.report_id, c.seq`),
  )
  const reports = new Map<string, ReportText>()
  for (const row of rows) {
    const chunk = excerptOf(row)
    const report = reports.get(row.report_id) ?? {
      company: row.company,
      title: row.title,
      ...(row.year !== null ? { year: row.year } : {}),
      chunks: [],
    }
    report.chunks.push(chunk)
    reports.set(row.report_id, report)
  }
  return [...reports.values()]
}
