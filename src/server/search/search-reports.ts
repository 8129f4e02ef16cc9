import { sql, type SQL } from 'drizzle-orm'
import type { SearchDocument } from '../../core/contract/search'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { MAX_COMBINATION, selectionKeys } from '../corpus/category-keys'
import type { ExcerptRow } from './report-excerpts'
import { labelOf, type SearchFilters } from './search-filters'

// The Analyse attribute search (issue 6, docs/decisions/070). Chunks are ranked by how many of the selected risk and
// action categories they carry, then by full-text relevance to the keywords, then newest report first (by report
// id in a keyword search, where relevance rarely ties); the industry
// filter is a condition, not a score. At most one chunk per report comes first; only when fewer reports match than
// were asked for do further chunks of the same reports fill the list.
//
// Two plans. Without keywords, reports are picked tier by tier ("has a chunk with at least t of the selected
// categories", from the most to one) through the reports' category keys, walking the reports newest first and
// stopping at k, so the cost does not grow with the size of the corpus; the chunks of just those reports are then
// read and the best one of each chosen. With keywords, relevance has to be computed for every chunk that contains
// them, so one query ranks those candidates with a window function.

type ChunkRow = ExcerptRow & {
  ordinal: number
  report_id: string
  seq: number
  exchange: string | null
  keywords?: string[] | null
}

// How many chunks per wanted document the keyword plan's first, bounded pass looks at.
const TOP_CHUNKS_PER_DOCUMENT = 4

// Values travel as one array literal each: the ids are taxonomy ids and UUIDs, which need no quoting.
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`
}

function selected(filters: SearchFilters): string[] {
  return [...filters.risks, ...filters.actions]
}

function toDocument(row: ChunkRow, filters: SearchFilters): SearchDocument {
  const matched = [
    ...(row.sic_division && filters.divisions.includes(row.sic_division as never) ? [`Industry: ${labelOf('industry', row.sic_division)}`] : []),
    ...row.risk_categories.filter((id) => filters.risks.includes(id as never)).map((id) => `Risk: ${labelOf('risk', id)}`),
    ...row.action_categories.filter((id) => filters.actions.includes(id as never)).map((id) => `Action: ${labelOf('action', id)}`),
    ...(row.keywords ?? []).map((word) => `Keyword: ${word}`),
  ]
  return {
    page_content: row.text,
    metadata: {
      id: row.id,
      report_id: row.report_id,
      title: row.title,
      company: row.company,
      ...(row.year !== null ? { year: row.year } : {}),
      ...(row.country !== null ? { country: row.country } : {}),
      ...(row.exchange !== null ? { exchange: row.exchange } : {}),
      ...(row.sic_division !== null ? { industry: labelOf('industry', row.sic_division) } : {}),
      pillar: row.pillar,
      risk_categories: row.risk_categories.map((id) => labelOf('risk', id)),
      action_categories: row.action_categories.map((id) => labelOf('action', id)),
      synthetic: row.synthetic,
      matched,
    },
  }
}

function divisionCondition(filters: SearchFilters): SQL {
  // One division as an equality, so the planner can walk the (sic_division, year, id) index.
  if (filters.divisions.length === 1) return sql`r.sic_division = ${filters.divisions[0]}`
  return filters.divisions.length > 0 ? sql`r.sic_division = any(${arrayLiteral(filters.divisions)}::text[])` : sql`true`
}

function matchesExpression(selection: readonly string[]): SQL {
  return sql`(select count(*) from unnest(c.risk_categories || c.action_categories) as t(id) where t.id = any(${arrayLiteral(selection)}::text[]))::int`
}

/** For the keyword plan, where the keywords' index has already narrowed the chunks. */
function carriesSelection(filters: SearchFilters): SQL {
  if (filters.risks.length + filters.actions.length === 0) return sql`true`
  return sql`(c.risk_categories && ${arrayLiteral(filters.risks)}::text[] or c.action_categories && ${arrayLiteral(filters.actions)}::text[])`
}

/** Query words for "why it matched": the plain words of the keywords, not operators or excluded words. */
function keywordWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-') && word.toLowerCase() !== 'or')
    .map((word) => word.replace(/^["']+|["']+$/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
  return [...new Set(words)].slice(0, 12)
}

// `picked` yields (id, ordinal) rows: the chunks of the answer and their place in it. This adds what the answer shows
// of each chunk and its report, and which of the keywords it contains.
async function withDetails(db: Database, picked: SQL, words: readonly string[]): Promise<ChunkRow[]> {
  const keywords =
    words.length > 0
      ? sql`array(select w.word from json_array_elements_text(${JSON.stringify(words)}::json) as w(word)
                  where c.search_vector @@ plainto_tsquery('english', w.word))`
      : sql`array[]::text[]`
  const rows = rowsOf<ChunkRow>(
    await db.execute(sql`
      select p.ordinal, c.id, c.report_id, c.seq, c.text, c.pillar, c.risk_categories, c.action_categories,
        r.title, r.year, r.country, r.exchange, r.sic_division, r.synthetic, co.name as company, ${keywords} as keywords
      from (${picked}) as p
        join report_chunks c on c.id = p.id
        join reports r on r.id = c.report_id
        join companies co on co.id = r.company_id`),
  )
  return rows.sort((a, b) => Number(a.ordinal) - Number(b.ordinal))
}

async function chooseReports(db: Database, filters: SearchFilters): Promise<string[]> {
  const selection = selected(filters)
  const top = Math.min(selection.length, MAX_COMBINATION)
  const chosen: string[] = []
  // Tier t: reports with a chunk that carries at least t of the selected categories (every report of the chosen
  // industries when no category is selected). Each tier is an index walk, newest first, that stops at what is missing.
  for (let tier = top; tier >= Math.min(top, 1); tier -= 1) {
    const need = filters.k - chosen.length
    if (need <= 0) break
    const categories = tier === 0 ? sql`true` : sql`r.category_keys && ${arrayLiteral(selectionKeys(selection, tier))}::integer[]`
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select r.id from reports r
        where ${divisionCondition(filters)} and ${categories} and not (r.id = any(${arrayLiteral(chosen)}::uuid[]))
        order by r.year desc nulls last, r.id
        limit ${need}`),
    )
    chosen.push(...rows.map((row) => row.id))
  }
  return chosen
}

async function searchByCategories(db: Database, filters: SearchFilters): Promise<SearchDocument[]> {
  const reportIds = await chooseReports(db, filters)
  if (reportIds.length === 0) return []
  const reports = arrayLiteral(reportIds)
  const matches = matchesExpression(selected(filters))
  // Within a report the best chunk carries most selected categories, then is one the classifier placed under a TCFD
  // pillar, then says most (most categories), then comes first. Reports keep the order the tiers chose them in, and
  // further chunks of the same reports only follow all the reports' best ones.
  // The condition is on the computed count rather than the category arrays, so the planner reads the few chunks of
  // these reports by report id instead of intersecting the corpus-wide category indexes with them.
  const picked = sql`
    select id, row_number() over (order by nth > 1, matches desc, array_position(${reports}::uuid[], report_id), seq) as ordinal
    from (
      select scored.*,
        row_number() over (
          partition by report_id
          order by matches desc, (pillar = 'none'), cardinality(risk_categories) + cardinality(action_categories) desc, seq
        ) as nth
      from (
        select c.id, c.report_id, c.seq, c.pillar, c.risk_categories, c.action_categories, ${matches} as matches
        from report_chunks c
        where c.report_id = any(${reports}::uuid[])
      ) as scored
      where ${selected(filters).length > 0 ? sql`scored.matches > 0` : sql`true`}
    ) as candidates
    order by ordinal
    limit ${filters.k}`
  return (await withDetails(db, picked, [])).map((row) => toDocument(row, filters))
}

async function searchByKeywords(db: Database, filters: SearchFilters): Promise<SearchDocument[]> {
  const [parsed] = rowsOf<{ nodes: number }>(await db.execute(sql`select numnode(websearch_to_tsquery('english', ${filters.query})) as nodes`))
  // Only stop words ("the", "and"): no keyword can match, so the categories alone decide, if there are any.
  if (!parsed || Number(parsed.nodes) === 0) {
    return selected(filters).length + filters.divisions.length > 0 ? searchByCategories(db, { ...filters, query: '' }) : []
  }
  const selection = selected(filters)
  const matches = selection.length > 0 ? matchesExpression(selection) : sql`0`
  // Reports are only read when an industry is chosen; ties in relevance (rare with real text) go by report id.
  const industry = filters.divisions.length > 0 ? sql`c.report_id in (select r.id from reports r where ${divisionCondition(filters)})` : sql`true`
  const scored = sql`
    select c.id, c.report_id, c.seq, ${matches} as matches, ts_rank(c.search_vector, q.query) as rank
    from report_chunks c cross join (select websearch_to_tsquery('english', ${filters.query}) as query) as q
    where c.search_vector @@ q.query and ${industry} and ${carriesSelection(filters)}`

  // Usually the best few chunks already come from k different reports: a bounded top-N (no full sort of every chunk
  // that contains a common word) settles it, and the window query below is only needed when they do not.
  const window = filters.k * TOP_CHUNKS_PER_DOCUMENT
  const top = rowsOf<{ id: string; report_id: string }>(
    await db.execute(sql`select id, report_id from (${scored}) as s order by matches desc, rank desc, report_id, seq limit ${window}`),
  )
  const firsts = new Map<string, string>()
  const rest: string[] = []
  for (const row of top) {
    if (firsts.has(row.report_id)) rest.push(row.id)
    else firsts.set(row.report_id, row.id)
  }
  let ids: string[] | undefined
  if (firsts.size >= filters.k || top.length < window) ids = [...firsts.values(), ...rest].slice(0, filters.k)
  const picked = ids
    ? sql`select p.id::uuid as id, p.ordinal from unnest(${arrayLiteral(ids)}::uuid[]) with ordinality as p(id, ordinal)`
    : sql`
    select id, row_number() over (order by nth > 1, matches desc, rank desc, report_id, seq) as ordinal
    from (
      select scored.*, row_number() over (partition by report_id order by matches desc, rank desc, seq) as nth
      from (${scored}) as scored
    ) as candidates
    order by ordinal
    limit ${filters.k}`
  return (await withDetails(db, picked, keywordWords(filters.query))).map((row) => toDocument(row, filters))
}

/** The report excerpts for the Analyse filters, best first (at most filters.k). */
export function searchReports(db: Database, filters: SearchFilters): Promise<SearchDocument[]> {
  return filters.query === '' ? searchByCategories(db, filters) : searchByKeywords(db, filters)
}
