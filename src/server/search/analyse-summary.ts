import type { SummaryResponse } from '../../core/contract/search'
import type { Engine, ReportExcerpt } from '../../core/engine/types'
import type { DetailLevel } from '../../core/contract/search'
import type { Database } from '../db/client'
import { excerptsByIds, excerptsFromContext } from './report-excerpts'

// The Analyse summary (POST /api/llm/generate with prompt_name 'analyse_summary'): the engine (grounded or model)
// summarises the excerpts the search found and cites them. A summary built from the synthetic demo corpus says so in
// its first lines and carries `synthetic: true`, whichever engine wrote it.

export const summaryMessages = {
  nothingToSummarise:
    'There is nothing to summarise: search for reports first, then send the ids of the documents found (or their text as context).',
  badIds: 'document_ids must be the ids of documents returned by the search.',
} as const

export const SYNTHETIC_NOTICE =
  '> **Synthetic demonstration data.** These reports describe fictional companies generated for demonstration; they are not real disclosures.'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type SummaryRequestInput = {
  level: DetailLevel
  documentIds: readonly string[]
  context: string
  query?: string | undefined
}

export type SummaryOutcome = { ok: true; body: SummaryResponse } | { ok: false; detail: string }

async function excerptsFor(db: Database, input: SummaryRequestInput): Promise<ReportExcerpt[] | { detail: string }> {
  if (input.documentIds.some((id) => !UUID.test(id))) return { detail: summaryMessages.badIds }
  const found = await excerptsByIds(db, input.documentIds)
  // Ids from an older search may name chunks that were re-ingested since; the text the client sent still stands.
  if (found.length > 0) return found
  return excerptsFromContext(input.context)
}

export async function summariseDocuments(
  db: Database,
  engine: Engine,
  input: SummaryRequestInput,
): Promise<SummaryOutcome> {
  const excerpts = await excerptsFor(db, input)
  if ('detail' in excerpts) return { ok: false, detail: excerpts.detail }
  if (excerpts.length === 0) return { ok: false, detail: summaryMessages.nothingToSummarise }
  const answer = await engine.summarise({
    excerpts,
    level: input.level,
    ...(input.query ? { query: input.query } : {}),
  })
  const synthetic = excerpts.some((excerpt) => excerpt.synthetic === true)
  // The grounded engine writes the notice itself; a model is told to, but the label must not depend on it obeying.
  const content =
    synthetic && !answer.markdown.includes('Synthetic demonstration data')
      ? `${SYNTHETIC_NOTICE}\n\n${answer.markdown}`
      : answer.markdown
  return {
    ok: true,
    body: {
      content,
      sources: answer.citations,
      synthetic,
      engine: answer.engine,
      ...(answer.fallback ? { fallback: true } : {}),
    },
  }
}
