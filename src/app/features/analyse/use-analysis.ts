import { useCallback, useEffect, useRef, useState } from 'react'
import type { SearchDocument, SearchResponse, SummaryResponse } from '../../../core/contract/search'
import { failureMessage } from '../../lib/failure-message'
import { log } from '../../lib/logger'
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

/**
 * The Analyse states: idle, searching, generating a summary, then a result or a message. Search and summary failures
 * are never replaced by placeholder data; a server's detail wins over the screen's own text, and no answer at all
 * (offline, or a timeout) says that a connection is needed.
 */
export function useAnalysis() {
  const [phase, setPhase] = useState<AnalysisPhase>('idle')
  const [result, setResult] = useState<AnalysisResult | null>(null)
  const [banner, setBanner] = useState<AnalysisBanner | null>(null)
  const running = useRef<AbortController | null>(null)

  // Leaving the page stops a search or summary still under way; its answer would have nowhere to go.
  useEffect(() => () => running.current?.abort(), [])

  const search = useCallback(async (filters: Filters) => {
    if (!hasSearchCriteria(filters)) {
      setBanner({ status: 'error', message: analyseMessages.needsCriteria })
      return
    }
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    const finish = (next: { banner?: AnalysisBanner; result?: AnalysisResult }) => {
      if (controller.signal.aborted) return
      setBanner(next.banner ?? null)
      setResult(next.result ?? null)
      setPhase('idle')
    }

    setBanner(null)
    setResult(null)
    setPhase('searching')
    try {
      const found = await searchReports(toSearchRequest(filters), controller.signal)
      if (!found.ok) {
        const texts = { fallback: analyseMessages.searchFailed, noResponse: analyseMessages.searchNeedsConnection }
        return finish({ banner: { status: 'error', message: failureMessage(found.error, texts) } })
      }
      const { documents, relaxed, keywords_matched: keywordsMatched } = found.data
      if (documents.length === 0) return finish({ banner: { status: 'warning', message: analyseMessages.noDocuments } })
      if (relaxed) {
        const detail = [
          analyseMessages.closestMatches(relaxed.title, relaxed.values),
          ...(relaxed.alternatives?.length ? [analyseMessages.alsoRelax(relaxed.alternatives.map((other) => other.title))] : []),
        ].join(' ')
        return finish({
          banner: { status: 'warning', message: analyseMessages.noDocuments, detail },
          result: { documents, summary: null, relaxed, ...(keywordsMatched ? { keywordsMatched } : {}) },
        })
      }

      if (!controller.signal.aborted) setPhase('summarising')
      const summary = await generateSummary(filters.mode, documents, controller.signal, filters)
      if (!summary.ok) {
        const texts = { fallback: analyseMessages.summaryFailed, noResponse: analyseMessages.summaryNeedsConnection }
        return finish({ banner: { status: 'error', message: failureMessage(summary.error, texts) } })
      }
      finish({ result: { documents, summary: summary.data, ...(keywordsMatched ? { keywordsMatched } : {}) } })
    } catch (error) {
      // Known failures come back as values; only an abort (leaving the page) rejects. Anything else is a bug: log it
      // and give the controls back rather than leave them disabled.
      if (controller.signal.aborted) return
      log.error('Analyse: the search failed unexpectedly', error)
      finish({ banner: { status: 'error', message: analyseMessages.searchFailed } })
    }
  }, [])

  const clear = useCallback(() => {
    running.current?.abort()
    running.current = null
    setBanner(null)
    setResult(null)
    setPhase('idle')
  }, [])

  return { phase, loading: phase !== 'idle', result, banner, search, clear }
}
