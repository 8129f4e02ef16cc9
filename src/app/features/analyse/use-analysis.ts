import { skipToken, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { SearchDocument, SearchResponse, SummaryResponse } from '../../../core/contract/search'
import { failureMessage } from '../../lib/failure-message'
import { searchReports } from './api/search'
import { generateSummary } from './api/summary'
import { hasSearchCriteria, toSearchRequest, type Filters } from './filters'
import { analyseMessages } from './messages'

export type AnalysisPhase = 'idle' | 'searching' | 'summarising'
export type AnalysisBanner = { status: 'error' | 'warning'; message: string; detail?: string }
/**
 * A summary of the documents; or, when no report satisfies every filter, the closest matches (`relaxed` names the
 * filter they were found without) and no summary, since finding nothing clears it.
 */
export type AnalysisResult = {
  documents: SearchDocument[]
  summary: SummaryResponse | null
  relaxed?: SearchResponse['relaxed']
  keywordsMatched?: SearchResponse['keywords_matched']
}

/** One press of Search: numbered, so that searching again with the same filters asks the server again. */
type Run = { id: number; filters: Filters }

// A run's search and summary are asked once and belong to that run alone: never refetched, retried or kept after it.
// When a run is superseded (another search, Clear) or the page is left, its query loses its observer and TanStack
// Query aborts the request through the signal it handed to the query function.
const ONE_RUN = {
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const

type Outcome = { banner: AnalysisBanner | null; result: AnalysisResult | null }

function relaxedDetail(relaxed: NonNullable<SearchResponse['relaxed']>): string {
  return [
    analyseMessages.closestMatches(relaxed.title, relaxed.values),
    ...(relaxed.alternatives?.length
      ? [analyseMessages.alsoRelax(relaxed.alternatives.map((other) => other.title))]
      : []),
  ].join(' ')
}

/**
 * The Analyse states: idle, searching, generating a summary, then a result or a message. Search and summary failures
 * are never replaced by placeholder data; a server's detail wins over the screen's own text, and no answer at all
 * (offline, or a timeout) says that a connection is needed.
 */
export function useAnalysis() {
  const [run, setRun] = useState<Run | null>(null)
  const runs = useRef(0)
  // Search pressed without criteria: said at once, over whatever the last run left on screen.
  const [criteriaBanner, setCriteriaBanner] = useState<AnalysisBanner | null>(null)

  const found = useQuery({
    ...ONE_RUN,
    queryKey: ['analyse', 'search', run],
    queryFn: run ? ({ signal }) => searchReports(toSearchRequest(run.filters), signal) : skipToken,
  })
  const documents = found.data?.documents ?? []
  const summarise = run !== null && documents.length > 0 && !found.data?.relaxed
  const summary = useQuery({
    ...ONE_RUN,
    // The documents are the run's own search answer, so the run names them.
    queryKey: ['analyse', 'summary', run],
    queryFn:
      run && summarise ? ({ signal }) => generateSummary(run.filters.mode, documents, signal, run.filters) : skipToken,
  })

  const phase: AnalysisPhase =
    run !== null && found.isPending ? 'searching' : summarise && summary.isPending ? 'summarising' : 'idle'

  // Memoised so that the banner is a new value only when a run ends, which is when the page reveals it.
  const outcome = useMemo((): Outcome => {
    if (found.isError) {
      const texts = { fallback: analyseMessages.searchFailed, noResponse: analyseMessages.searchNeedsConnection }
      return { banner: { status: 'error', message: failureMessage(found.error, texts) }, result: null }
    }
    if (!found.isSuccess) return { banner: null, result: null }
    const { relaxed, keywords_matched: keywordsMatched } = found.data
    const matched = keywordsMatched ? { keywordsMatched } : {}
    if (found.data.documents.length === 0)
      return { banner: { status: 'warning', message: analyseMessages.noDocuments }, result: null }
    if (relaxed) {
      return {
        banner: { status: 'warning', message: analyseMessages.noDocuments, detail: relaxedDetail(relaxed) },
        result: { documents: found.data.documents, summary: null, relaxed, ...matched },
      }
    }
    if (summary.isError) {
      const texts = { fallback: analyseMessages.summaryFailed, noResponse: analyseMessages.summaryNeedsConnection }
      return { banner: { status: 'error', message: failureMessage(summary.error, texts) }, result: null }
    }
    if (!summary.isSuccess) return { banner: null, result: null }
    return { banner: null, result: { documents: found.data.documents, summary: summary.data, ...matched } }
  }, [
    found.isError,
    found.isSuccess,
    found.error,
    found.data,
    summary.isError,
    summary.isSuccess,
    summary.error,
    summary.data,
  ])

  const search = useCallback((filters: Filters) => {
    if (!hasSearchCriteria(filters)) {
      setCriteriaBanner({ status: 'error', message: analyseMessages.needsCriteria })
      return
    }
    setCriteriaBanner(null)
    runs.current += 1
    setRun({ id: runs.current, filters })
  }, [])

  const clear = useCallback(() => {
    setCriteriaBanner(null)
    setRun(null)
  }, [])

  return {
    phase,
    loading: phase !== 'idle',
    result: outcome.result,
    banner: criteriaBanner ?? outcome.banner,
    search,
    clear,
  }
}
