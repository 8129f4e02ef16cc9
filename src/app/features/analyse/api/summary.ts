import { endpoints } from '../../../../core/contract/endpoints'
import {
  ANALYSE_SUMMARY_PROMPT,
  type DetailLevel,
  type SearchDocument,
  type SummaryRequest,
} from '../../../../core/contract/search'
import { apiCall } from '../../../lib/api-client'

// A model server may take a while over fifty excerpts; the grounded engine answers in well under a second.
const SUMMARY_TIMEOUT_MS = 120_000

/** What the analyst chose, so the summary reports on those risks, actions and keywords company by company. */
export type SummaryFilters = { risks: readonly string[]; actions: readonly string[]; keywords: string }

/**
 * The summary request (prompt name, detail level as tech_modes, the documents' text as context), plus the document
 * ids so the summary can cite companies, and the selected categories and keywords (only those chosen) so its findings
 * are about them.
 */
export function summaryRequestFor(
  mode: DetailLevel,
  documents: readonly SearchDocument[],
  filters?: SummaryFilters,
): SummaryRequest {
  const query = filters?.keywords.trim() ?? ''
  return {
    prompt_name: ANALYSE_SUMMARY_PROMPT,
    variables: {
      tech_modes: mode,
      context: documents.map((document) => document.page_content).join('\n\n'),
      document_ids: documents.map((document) => document.metadata.id),
      ...(filters && filters.risks.length > 0 ? { risk_categories: [...filters.risks] } : {}),
      ...(filters && filters.actions.length > 0 ? { action_categories: [...filters.actions] } : {}),
      ...(query ? { query } : {}),
    },
    messages: [],
  }
}

/** The generate call: the summary of the found excerpts, as Markdown in `content`. */
export function generateSummary(
  mode: DetailLevel,
  documents: readonly SearchDocument[],
  signal?: AbortSignal,
  filters?: SummaryFilters,
) {
  return apiCall(endpoints.analyse.summary, {
    body: summaryRequestFor(mode, documents, filters),
    timeoutMs: SUMMARY_TIMEOUT_MS,
    signal,
  })
}
