import { ANALYSE_SUMMARY_PROMPT, SummaryResponseSchema, type DetailLevelName, type SearchDocument, type SummaryRequest } from '../../../../core/contract/search'
import { apiRequest } from '../../../lib/api-client'

// A model server may take a while over fifty excerpts; the grounded engine answers in well under a second.
const SUMMARY_TIMEOUT_MS = 120_000

/** SPEC.md section 3's summary request, plus DESIGN.md section 5's document ids so the summary can cite companies. */
export function summaryRequestFor(mode: DetailLevelName, documents: readonly SearchDocument[]): SummaryRequest {
  return {
    prompt_name: ANALYSE_SUMMARY_PROMPT,
    variables: {
      tech_modes: mode,
      context: documents.map((document) => document.page_content).join('\n\n'),
      document_ids: documents.map((document) => document.metadata.id),
    },
    messages: [],
  }
}

/** POST /llm/generate (SPEC.md section 7): the summary of the found excerpts, as Markdown in `content`. */
export function generateSummary(mode: DetailLevelName, documents: readonly SearchDocument[], signal?: AbortSignal) {
  return apiRequest('/llm/generate', {
    method: 'POST',
    body: summaryRequestFor(mode, documents),
    schema: SummaryResponseSchema,
    timeoutMs: SUMMARY_TIMEOUT_MS,
    signal,
  })
}
