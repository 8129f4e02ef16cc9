import { sql } from 'drizzle-orm'
import type { ReportExcerpt } from '../../core/engine/types'
import { TCFD_SECTIONS, type TcfdSection } from '../../core/contract/write'
import { labelOf } from './search-filters'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'

// What the Analyse summary is written from: the chunks a search found, read back by id with their report's facts (so
// the summary can name and cite the companies), or, for the original client, which sends only `context`, that text cut
// into paragraphs.

/** A chunk as the search and the summary read it: its text and tags with its report's facts. */
export type ExcerptRow = {
  id: string
  text: string
  pillar: string
  risk_categories: string[]
  action_categories: string[]
  title: string
  year: number | null
  country: string | null
  sic_division: string | null
  synthetic: boolean
  company: string
}

const PILLARS = new Set<string>([...TCFD_SECTIONS, 'none'])

/** The chunks with these ids, in the order given; ids that name no chunk (any more) are left out. */
export async function excerptsByIds(db: Database, ids: readonly string[]): Promise<ReportExcerpt[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = rowsOf<ExcerptRow>(
    await db.execute(sql`
      select c.id, c.text, c.pillar, c.risk_categories, c.action_categories,
        r.title, r.year, r.country, r.sic_division, r.synthetic, co.name as company
      from report_chunks c join reports r on r.id = c.report_id join companies co on co.id = r.company_id
      where c.id = any(${`{${unique.join(',')}}`}::uuid[])`),
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return unique
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map(excerptOf)
}

/** A chunk's row as the engine reads it, with its report's facts. */
export function excerptOf(row: ExcerptRow): ReportExcerpt {
  return {
    id: row.id,
    text: row.text,
    company: row.company,
    title: row.title,
    ...(row.year !== null ? { year: row.year } : {}),
    ...(row.country !== null ? { country: row.country } : {}),
    ...(row.sic_division !== null ? { industry: labelOf('industry', row.sic_division) } : {}),
    // Tags as stored, so the summary counts what the search showed rather than classifying again.
    pillar: (PILLARS.has(row.pillar) ? row.pillar : 'none') as TcfdSection | 'none',
    risks: row.risk_categories,
    actions: row.action_categories,
    synthetic: row.synthetic,
  }
}

export const CONTEXT_PARAGRAPHS_MAX = 50
const PARAGRAPH_CHARACTERS_MAX = 4000

/**
 * The original client's summary request carries only `context`, the documents' text joined with blank lines: each
 * paragraph becomes an excerpt of unknown origin, classified by the engine.
 */
export function excerptsFromContext(context: string): ReportExcerpt[] {
  return context
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .slice(0, CONTEXT_PARAGRAPHS_MAX)
    .map((paragraph, index) => ({
      id: `context-${index + 1}`,
      text: paragraph.slice(0, PARAGRAPH_CHARACTERS_MAX),
      company: 'Supplied text',
      title: `Excerpt ${index + 1}`,
    }))
}
