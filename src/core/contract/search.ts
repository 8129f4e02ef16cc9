import * as v from 'valibot'
import { CitationSchema } from './chat'
import { multiLineText, singleLineText } from './plain-text'

// Analyse Reports: the category lists, the attribute search over the report corpus and the summary request. Categories
// travel as their display labels (the strings the screen shows as chips); the server also accepts the
// taxonomy's ids (src/core/taxonomy.ts).
export const REPORTS_MIN = 1
export const REPORTS_MAX = 50
export const REPORTS_DEFAULT = 10
export const DETAIL_LEVELS = ['basic', 'intermediate', 'comprehensive'] as const
export type DetailLevel = (typeof DETAIL_LEVELS)[number]
export const SEARCH_QUERY_MAX = 500
/** The documents' text the client may send as `variables.context`: 50 excerpts of a few thousand characters. */
export const SUMMARY_CONTEXT_MAX = 200_000
export const ANALYSE_SUMMARY_PROMPT = 'analyse_summary'

export const CategoriesResponseSchema = v.object({
  industry_categories: v.array(v.string()),
  risk_categories: v.array(v.string()),
  action_categories: v.array(v.string()),
})
export type CategoriesResponse = v.InferOutput<typeof CategoriesResponseSchema>

const labels = (field: string) =>
  v.optional(v.array(v.pipe(v.string(), singleLineText(field), v.trim(), v.nonEmpty(), v.maxLength(120))), [])

export const SearchRequestSchema = v.object({
  sic_divisions: labels('sic_divisions'),
  risk_categories: labels('risk_categories'),
  action_categories: labels('action_categories'),
  k: v.optional(
    v.pipe(
      v.number('k must be a number'),
      v.integer('k must be a whole number'),
      v.minValue(REPORTS_MIN, `k must be at least ${REPORTS_MIN}`),
      v.maxValue(REPORTS_MAX, `k must be at most ${REPORTS_MAX}`),
    ),
    REPORTS_DEFAULT,
  ),
  /** The optional Keywords field; a search needs a keyword or at least one category. */
  query: v.optional(
    v.pipe(
      v.string(),
      singleLineText('query'),
      v.trim(),
      v.maxLength(SEARCH_QUERY_MAX, `query must be at most ${SEARCH_QUERY_MAX} characters`),
    ),
    '',
  ),
  mode: v.optional(v.picklist(DETAIL_LEVELS, `mode must be one of ${DETAIL_LEVELS.join(', ')}`), 'basic'),
})
export type SearchRequest = v.InferInput<typeof SearchRequestSchema>

export const DocumentMetadataSchema = v.object({
  /** The chunk's id; `variables.document_ids` of the summary request names these. */
  id: v.string(),
  report_id: v.string(),
  title: v.string(),
  company: v.string(),
  year: v.optional(v.number()),
  country: v.optional(v.string()),
  exchange: v.optional(v.string()),
  industry: v.optional(v.string()),
  pillar: v.optional(v.string()),
  risk_categories: v.optional(v.array(v.string())),
  action_categories: v.optional(v.array(v.string())),
  /** True for the generated demo corpus: the screen labels every such document and summary as synthetic. */
  synthetic: v.optional(v.boolean()),
  /** Why it matched: the selected categories it carries and the keywords it contains. */
  matched: v.optional(v.array(v.string())),
  /** What it does not satisfy: keywords it lacks, and a filter dropped to find it (`relaxed`). */
  missing: v.optional(v.array(v.string())),
})

export const SearchDocumentSchema = v.object({ page_content: v.string(), metadata: DocumentMetadataSchema })
export type SearchDocument = v.InferOutput<typeof SearchDocumentSchema>

const RelaxedFilterSchema = v.object({
  filter: v.picklist(['industry', 'risk', 'action']),
  /** The filter's title on the screen, e.g. 'Industry Categories'. */
  title: v.string(),
  /** Its selected values, as labels. */
  values: v.array(v.string()),
})
export type RelaxedFilter = v.InferOutput<typeof RelaxedFilterSchema>

export const SearchRelaxationSchema = v.object({
  ...RelaxedFilterSchema.entries,
  /** Other filters whose removal would also find reports. */
  alternatives: v.optional(v.array(RelaxedFilterSchema)),
})
export type SearchRelaxation = v.InferOutput<typeof SearchRelaxationSchema>

export const SearchResponseSchema = v.object({
  documents: v.array(SearchDocumentSchema),
  /**
   * Set when no report satisfies all the filters: the documents are the closest matches, found with this filter
   * dropped (issue 17).
   */
  relaxed: v.optional(SearchRelaxationSchema),
  /** With keywords: whether the best result contains all of them, some, or none (then the filters alone matched). */
  keywords_matched: v.optional(v.picklist(['all', 'some', 'none'])),
})
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>

export const SummaryRequestSchema = v.object({
  prompt_name: v.literal(ANALYSE_SUMMARY_PROMPT, `prompt_name must be '${ANALYSE_SUMMARY_PROMPT}'`),
  variables: v.object({
    tech_modes: v.optional(v.picklist(DETAIL_LEVELS, `tech_modes must be one of ${DETAIL_LEVELS.join(', ')}`), 'basic'),
    context: v.optional(
      v.pipe(
        v.string(),
        multiLineText('context'),
        v.maxLength(SUMMARY_CONTEXT_MAX, `context must be at most ${SUMMARY_CONTEXT_MAX} characters`),
      ),
      '',
    ),
    document_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), singleLineText('document_ids'))),
        v.maxLength(REPORTS_MAX, `document_ids may name at most ${REPORTS_MAX} documents`),
      ),
      [],
    ),
    /** The search's keywords, if any: the summary gives that topic particular attention. */
    query: v.optional(v.pipe(v.string(), singleLineText('query'), v.trim(), v.maxLength(SEARCH_QUERY_MAX)), ''),
    /** The search's selected risk and action categories (labels or ids): what each company's findings are about. */
    risk_categories: labels('risk_categories'),
    action_categories: labels('action_categories'),
  }),
  messages: v.optional(v.array(v.unknown()), []),
})
export type SummaryRequest = v.InferInput<typeof SummaryRequestSchema>

export const SummaryResponseSchema = v.object({
  content: v.string(),
  sources: v.optional(v.array(CitationSchema)),
  synthetic: v.optional(v.boolean()),
  /** Which engine wrote it; `fallback` when the model server failed and the grounded engine stood in. */
  engine: v.optional(v.picklist(['grounded', 'model'])),
  fallback: v.optional(v.boolean()),
})
export type SummaryResponse = v.InferOutput<typeof SummaryResponseSchema>
