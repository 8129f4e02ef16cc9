import { sql, type SQL } from 'drizzle-orm'
import type { SearchDocument, SearchRelaxation, SearchResponse } from '../../core/contract/search'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { MAX_COMBINATION, selectionKeys } from '../corpus/category-keys'
import type { ExcerptRow } from './report-excerpts'
import { labelOf, type SearchFilters } from './search-filters'

// The Analyse attribute search (issue 6, docs/decisions/070 and 185). The industry, risk and action filters are
// conditions (a chunk must be in a chosen industry and carry at least one selected category); keywords rank within
// them and never exclude a report the filters admit (issue 17). Chunks are ranked by how many of the keywords they
// contain, then by how many of the selected categories they carry, then by full-text relevance; without keywords, by
// categories and then newest report first. At most one chunk per report comes first; only when fewer reports match
// than were asked for do further chunks of the same reports fill the list.
//
// Plans. Without keywords, reports are picked tier by tier ("has a chunk with at least t of the selected
// categories", from the most to one) through the reports' category keys, walking the reports newest first and
// stopping at k, so the cost does not grow with the size of the corpus; the chunks of just those reports are then
// read and the best one of each chosen. With keywords: (A) chunks that contain every keyword, ranked exactly with a
// window function; then, while fewer than k reports are found, (B) with filters, the chunks of the next reports the
// filters admit (one "any selected category" walk, newest first, three per wanted document), ranked by how many
// keywords they contain (some or none); without filters and with several keywords, chunks that contain some of them,
// drawn from a bounded number of candidates per keyword. When the filters themselves leave nothing, the search is
// tried with one filter dropped, and the closest matches are answered with the filter named (findReports).

type ChunkRow = ExcerptRow & {
  ordinal: number
  report_id: string
  seq: number
  exchange: string | null
  keywords?: string[] | null
}

/** A chunk chosen by a plan, in rank order; `first` marks the best chunk of its report within that plan. */
type Chosen = { id: string; report_id: string; first: boolean }

// How many chunks per wanted document the keyword plan's first, bounded pass looks at.
const TOP_CHUNKS_PER_DOCUMENT = 4
// Tier B's candidates per keyword, without filters: a common word ("emissions") is in a large share of all chunks, so ranking every
// chunk that contains some of the keywords would grow with the corpus; tier A already ranks the full matches exactly.
const PARTIAL_CANDIDATES_PER_KEYWORD = 400
const KEYWORDS_MAX = 12
// With filters, the reports whose chunks the partial tiers rank: this many per wanted document.
const CANDIDATE_REPORTS_PER_DOCUMENT = 3

// Values travel as one array literal each: the ids are taxonomy ids and UUIDs, which need no quoting.
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`
}

function selected(filters: SearchFilters): string[] {
  return [...filters.risks, ...filters.actions]
}

function hasFilters(filters: SearchFilters): boolean {
  return filters.divisions.length + filters.risks.length + filters.actions.length > 0
}

function toDocument(
  row: ChunkRow,
  filters: SearchFilters,
  words: readonly string[],
  dropped: readonly string[],
): SearchDocument {
  const contained = row.keywords ?? []
  const matched = [
    ...(row.sic_division && filters.divisions.includes(row.sic_division as never)
      ? [`Industry: ${labelOf('industry', row.sic_division)}`]
      : []),
    ...row.risk_categories
      .filter((id) => filters.risks.includes(id as never))
      .map((id) => `Risk: ${labelOf('risk', id)}`),
    ...row.action_categories
      .filter((id) => filters.actions.includes(id as never))
      .map((id) => `Action: ${labelOf('action', id)}`),
    ...contained.map((word) => `Keyword: ${word}`),
  ]
  const missing = [...dropped, ...words.filter((word) => !contained.includes(word)).map((word) => `Keyword: ${word}`)]
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
      ...(missing.length > 0 ? { missing } : {}),
    },
  }
}

function divisionCondition(filters: SearchFilters): SQL {
  // One division as an equality, so the planner can walk the (sic_division, year, id) index.
  if (filters.divisions.length === 1) return sql`r.sic_division = ${filters.divisions[0]}`
  return filters.divisions.length > 0
    ? sql`r.sic_division = any(${arrayLiteral(filters.divisions)}::text[])`
    : sql`true`
}

function matchesExpression(selection: readonly string[]): SQL {
  return sql`(select count(*) from unnest(c.risk_categories || c.action_categories) as t(id) where t.id = any(${arrayLiteral(selection)}::text[]))::int`
}

/** For the keyword plans, where the keywords' index has already narrowed the chunks. */
function carriesSelection(filters: SearchFilters): SQL {
  if (filters.risks.length + filters.actions.length === 0) return sql`true`
  return sql`(c.risk_categories && ${arrayLiteral(filters.risks)}::text[] or c.action_categories && ${arrayLiteral(filters.actions)}::text[])`
}

/** Reports are only read when an industry is chosen. */
function inIndustry(filters: SearchFilters): SQL {
  return filters.divisions.length > 0
    ? sql`c.report_id in (select r.id from reports r where ${divisionCondition(filters)})`
    : sql`true`
}

function notIn(reportIds: ReadonlySet<string>): SQL {
  return reportIds.size > 0 ? sql`not (c.report_id = any(${arrayLiteral([...reportIds])}::uuid[]))` : sql`true`
}

/** Query words for ranking and "why it matched": the plain words of the keywords, not operators or excluded words. */
function keywordWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-') && word.toLowerCase() !== 'or')
    .map((word) => word.replace(/^["']+|["']+$/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
  return [...new Set(words)].slice(0, KEYWORDS_MAX)
}

function wordQuery(word: string): SQL {
  return sql`plainto_tsquery('english', ${word})`
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

async function chooseReports(
  db: Database,
  filters: SearchFilters,
  exclude: ReadonlySet<string>,
  need: number,
  anyCategory = false,
): Promise<string[]> {
  const selection = selected(filters)
  // `anyCategory`: one walk for "at least one", when the caller ranks the chunks itself.
  const top = anyCategory ? Math.min(selection.length, 1) : Math.min(selection.length, MAX_COMBINATION)
  const chosen: string[] = []
  const excluded = () => arrayLiteral([...exclude, ...chosen])
  // Tier t: reports with a chunk that carries at least t of the selected categories (every report of the chosen
  // industries when no category is selected). Each tier is an index walk, newest first, that stops at what is missing.
  for (let tier = top; tier >= Math.min(top, 1); tier -= 1) {
    const missing = need - chosen.length
    if (missing <= 0) break
    const categories =
      tier === 0 ? sql`true` : sql`r.category_keys && ${arrayLiteral(selectionKeys(selection, tier))}::integer[]`
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select r.id from reports r
        where ${divisionCondition(filters)} and ${categories} and not (r.id = any(${excluded()}::uuid[]))
        order by r.year desc nulls last, r.id
        limit ${missing}`),
    )
    chosen.push(...rows.map((row) => row.id))
  }
  return chosen
}

/** The filters' best chunks, reports chosen by category tiers; up to `k` chunks of reports not in `exclude`. */
async function categoryPicks(db: Database, filters: SearchFilters, exclude: ReadonlySet<string>): Promise<Chosen[]> {
  const reportIds = await chooseReports(db, filters, exclude, filters.k)
  if (reportIds.length === 0) return []
  const reports = arrayLiteral(reportIds)
  const matches = matchesExpression(selected(filters))
  // Within a report the best chunk carries most selected categories, then is one the classifier placed under a TCFD
  // pillar, then says most (most categories), then comes first. Reports keep the order the tiers chose them in, and
  // further chunks of the same reports only follow all the reports' best ones.
  // The condition is on the computed count rather than the category arrays, so the planner reads the few chunks of
  // these reports by report id instead of intersecting the corpus-wide category indexes with them.
  const rows = rowsOf<{ id: string; report_id: string; nth: number }>(
    await db.execute(sql`
    select id, report_id, nth
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
    order by nth > 1, matches desc, array_position(${reports}::uuid[], report_id), seq
    limit ${filters.k}`),
  )
  return rows.map((row) => ({ id: row.id, report_id: row.report_id, first: Number(row.nth) === 1 }))
}

function firstPerReport(rows: ReadonlyArray<{ id: string; report_id: string }>): Chosen[] {
  const seen = new Set<string>()
  const firsts: Chosen[] = []
  const rest: Chosen[] = []
  for (const row of rows) {
    if (seen.has(row.report_id)) rest.push({ id: row.id, report_id: row.report_id, first: false })
    else {
      seen.add(row.report_id)
      firsts.push({ id: row.id, report_id: row.report_id, first: true })
    }
  }
  return [...firsts, ...rest]
}

/** Tier A: chunks that contain every keyword (the query's own operators apply), ranked exactly. */
async function fullMatchPicks(db: Database, filters: SearchFilters): Promise<Chosen[]> {
  const selection = selected(filters)
  const matches = selection.length > 0 ? matchesExpression(selection) : sql`0`
  const scored = sql`
    select c.id, c.report_id, c.seq, ${matches} as matches, ts_rank(c.search_vector, q.query) as rank
    from report_chunks c cross join (select websearch_to_tsquery('english', ${filters.query}) as query) as q
    where c.search_vector @@ q.query and ${inIndustry(filters)} and ${carriesSelection(filters)}`

  // Usually the best few chunks already come from k different reports: a bounded top-N (no full sort of every chunk
  // that contains a common word) settles it, and the window query below is only needed when they do not.
  const window = filters.k * TOP_CHUNKS_PER_DOCUMENT
  const top = rowsOf<{ id: string; report_id: string }>(
    await db.execute(
      sql`select id, report_id from (${scored}) as s order by matches desc, rank desc, report_id, seq limit ${window}`,
    ),
  )
  const picks = firstPerReport(top)
  if (picks.filter((pick) => pick.first).length >= filters.k || top.length < window) return picks.slice(0, filters.k)
  const rows = rowsOf<{ id: string; report_id: string; nth: number }>(
    await db.execute(sql`
    select id, report_id, nth
    from (
      select scored.*, row_number() over (partition by report_id order by matches desc, rank desc, seq) as nth
      from (${scored}) as scored
    ) as candidates
    order by nth > 1, matches desc, rank desc, report_id, seq
    limit ${filters.k}`),
  )
  return rows.map((row) => ({ id: row.id, report_id: row.report_id, first: Number(row.nth) === 1 }))
}

/** Tier B without filters: chunks of other reports that contain some of the keywords, more of them first. */
async function partialMatchPicks(
  db: Database,
  filters: SearchFilters,
  words: readonly string[],
  exclude: ReadonlySet<string>,
): Promise<Chosen[]> {
  const selection = selected(filters)
  const matches = selection.length > 0 ? matchesExpression(selection) : sql`0`
  const hits = sql.join(
    words.map((word) => sql`(c.search_vector @@ ${wordQuery(word)})::int`),
    sql` + `,
  )
  const any = sql.join(words.map(wordQuery), sql` || `)
  const candidates = sql.join(
    words.map(
      (word) => sql`(select c.id from report_chunks c
        where c.search_vector @@ ${wordQuery(word)} and ${inIndustry(filters)} and ${carriesSelection(filters)} and ${notIn(exclude)}
        limit ${PARTIAL_CANDIDATES_PER_KEYWORD})`,
    ),
    sql` union `,
  )
  const rows = rowsOf<{ id: string; report_id: string }>(
    await db.execute(sql`
      select id, report_id from (
        select c.id, c.report_id, c.seq, ${hits} as hits, ${matches} as matches, ts_rank(c.search_vector, ${any}) as rank
        from (${candidates}) as candidate join report_chunks c on c.id = candidate.id
      ) as scored
      order by hits desc, matches desc, rank desc, report_id, seq
      limit ${filters.k * TOP_CHUNKS_PER_DOCUMENT}`),
  )
  return firstPerReport(rows)
}

/**
 * Tier B with filters: the filters choose candidate reports through the reports' category
 * keys (newest first, as without keywords), and their chunks are ranked by how many keywords they contain, then by
 * categories and relevance. Reading the chunks of a bounded number of reports keeps the cost flat however common the
 * words are; scanning a common word's chunks for the few that pass narrow filters did not (decision 185).
 */
async function filteredKeywordPicks(
  db: Database,
  filters: SearchFilters,
  words: readonly string[],
  exclude: ReadonlySet<string>,
): Promise<Chosen[]> {
  const reportIds = await chooseReports(db, filters, exclude, filters.k * CANDIDATE_REPORTS_PER_DOCUMENT, true)
  if (reportIds.length === 0) return []
  const reports = arrayLiteral(reportIds)
  const selection = selected(filters)
  const matches = selection.length > 0 ? matchesExpression(selection) : sql`0`
  const hits =
    words.length > 0
      ? sql.join(
          words.map((word) => sql`(c.search_vector @@ ${wordQuery(word)})::int`),
          sql` + `,
        )
      : sql`0`
  const any = words.length > 0 ? sql`ts_rank(c.search_vector, ${sql.join(words.map(wordQuery), sql` || `)})` : sql`0`
  const rows = rowsOf<{ id: string; report_id: string; nth: number }>(
    await db.execute(sql`
    select id, report_id, nth
    from (
      select scored.*, row_number() over (partition by report_id order by hits desc, matches desc, rank desc, seq) as nth
      from (
        select c.id, c.report_id, c.seq, ${hits} as hits, ${matches} as matches, ${any} as rank
        from report_chunks c
        where c.report_id = any(${reports}::uuid[])
      ) as scored
      where ${selection.length > 0 ? sql`scored.matches > 0` : sql`true`}
    ) as candidates
    order by nth > 1, hits desc, matches desc, rank desc, array_position(${reports}::uuid[], report_id), seq
    limit ${filters.k}`),
  )
  return rows.map((row) => ({ id: row.id, report_id: row.report_id, first: Number(row.nth) === 1 }))
}

/** Plans' picks in order: every report's best chunk (the earlier plan's first), then further chunks, up to k. */
function merge(k: number, ...plans: Chosen[][]): string[] {
  const reports = new Set<string>()
  const firsts: string[] = []
  const rest: string[] = []
  for (const plan of plans) {
    for (const pick of plan) {
      if (pick.first && !reports.has(pick.report_id)) {
        reports.add(pick.report_id)
        firsts.push(pick.id)
      } else if (!pick.first) rest.push(pick.id)
    }
  }
  return [...new Set([...firsts, ...rest])].slice(0, k)
}

function reportsOf(...plans: Chosen[][]): Set<string> {
  return new Set(plans.flat().map((pick) => pick.report_id))
}

async function details(
  db: Database,
  ids: readonly string[],
  filters: SearchFilters,
  words: readonly string[],
  dropped: readonly string[],
) {
  if (ids.length === 0) return []
  const picked = sql`select p.id::uuid as id, p.ordinal from unnest(${arrayLiteral(ids)}::uuid[]) with ordinality as p(id, ordinal)`
  return (await withDetails(db, picked, words)).map((row) => toDocument(row, filters, words, dropped))
}

async function rankedSearch(
  db: Database,
  filters: SearchFilters,
  dropped: readonly string[] = [],
): Promise<SearchDocument[]> {
  if (filters.query === '')
    return details(db, merge(filters.k, await categoryPicks(db, filters, new Set())), filters, [], dropped)

  // One round trip says whether the query has any searchable word at all, and which of its words do.
  const words = keywordWords(filters.query)
  const [parsed] = rowsOf<{ nodes: number; searchable: string[] }>(
    await db.execute(sql`
      select numnode(websearch_to_tsquery('english', ${filters.query})) as nodes,
        array(select w.word from json_array_elements_text(${JSON.stringify(words)}::json) as w(word)
              where numnode(plainto_tsquery('english', w.word)) > 0) as searchable`),
  )
  // Only stop words ("the", "and"): no keyword can match, so the filters alone decide, if there are any.
  if (!parsed || Number(parsed.nodes) === 0) {
    return hasFilters(filters) ? rankedSearch(db, { ...filters, query: '' }, dropped) : []
  }
  const searchable = parsed.searchable
  const full = await fullMatchPicks(db, filters)
  let partial: Chosen[] = []
  if (reportsOf(full).size < filters.k) {
    // With filters: the filters' reports, ranked by the keywords they contain (some or none). Without: the chunks
    // that contain some of the keywords, found through each keyword's index entries.
    if (hasFilters(filters)) partial = await filteredKeywordPicks(db, filters, searchable, reportsOf(full))
    else if (searchable.length > 1) partial = await partialMatchPicks(db, filters, searchable, reportsOf(full))
  }
  return details(db, merge(filters.k, full, partial), filters, searchable, dropped)
}

/** The report excerpts for the Analyse filters, best first (at most filters.k); nothing when the filters admit none. */
export function searchReports(db: Database, filters: SearchFilters): Promise<SearchDocument[]> {
  return rankedSearch(db, filters)
}

type Dimension = SearchRelaxation['filter']

const DIMENSIONS: ReadonlyArray<{
  filter: Dimension
  title: string
  key: 'divisions' | 'risks' | 'actions'
  kind: 'industry' | 'risk' | 'action'
  noun: string
}> = [
  // The order a filter is given up in when several would help: the industry names the peers an analyst compares,
  // so it is kept longest.
  { filter: 'action', title: 'Action Categories', key: 'actions', kind: 'action', noun: 'Action' },
  { filter: 'risk', title: 'Risk Categories', key: 'risks', kind: 'risk', noun: 'Risk' },
  { filter: 'industry', title: 'Industry Categories', key: 'divisions', kind: 'industry', noun: 'Industry' },
]

/**
 * The search as the route answers it: the ranked documents, and when the filters leave nothing, the closest matches
 * with one filter dropped (`relaxed` names it and any other filter whose removal would also find reports).
 */
export async function findReports(db: Database, filters: SearchFilters): Promise<SearchResponse> {
  const documents = await rankedSearch(db, filters)
  if (documents.length > 0) return { documents, ...keywordCoverage(filters, documents) }
  if (!hasFilters(filters)) return { documents }

  const options: Array<SearchRelaxation & { documents: SearchDocument[] }> = []
  for (const { filter, title, key, kind, noun } of DIMENSIONS) {
    const values = filters[key] as readonly string[]
    if (values.length === 0) continue
    const without: SearchFilters = { ...filters, [key]: [] }
    if (!hasFilters(without) && without.query === '') continue
    const labels = values.map((id) => labelOf(kind, id))
    const found = await rankedSearch(
      db,
      without,
      labels.map((label) => `${noun}: ${label}`),
    )
    if (found.length > 0) options.push({ filter, title, values: labels, documents: found })
  }
  const [best, ...others] = options
  if (!best) return { documents }
  return {
    documents: best.documents,
    relaxed: {
      filter: best.filter,
      title: best.title,
      values: best.values,
      ...(others.length > 0
        ? { alternatives: others.map(({ filter, title, values }) => ({ filter, title, values })) }
        : {}),
    },
    ...keywordCoverage(filters, best.documents),
  }
}

/** Whether the best result contains every keyword, some of them, or none (then only the filters matched). */
function keywordCoverage(
  filters: SearchFilters,
  documents: readonly SearchDocument[],
): Partial<Pick<SearchResponse, 'keywords_matched'>> {
  const [first] = documents
  if (filters.query === '' || !first) return {}
  const matched = (first.metadata.matched ?? []).some((reason) => reason.startsWith('Keyword: '))
  const missing = (first.metadata.missing ?? []).some((reason) => reason.startsWith('Keyword: '))
  if (!matched && !missing) return {}
  return { keywords_matched: !missing ? 'all' : matched ? 'some' : 'none' }
}
