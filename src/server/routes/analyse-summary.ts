import { Hono } from 'hono'
import { SummaryRequestSchema } from '../../core/contract/search'
import type { Engine } from '../../core/engine/types'
import type { Database } from '../db/client'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { jsonBody } from '../http/json-body'
import { requireSession } from '../http/session'
import { ModelUnavailableError } from '../llm/model-errors'
import { summariseDocuments } from '../search/analyse-summary'

export type AnalyseSummaryDeps = { db: Database; engine: () => Engine }

/**
 * POST /api/llm/generate (SPEC.md section 7) with prompt_name 'analyse_summary': the summary of the documents an
 * Analyse search found, by their ids (DESIGN.md section 5) or, from a client that sends only SPEC.md's fields, by
 * their text in `variables.context`. Nothing is stored, so a retry simply summarises again.
 */
export function analyseSummaryRoutes({ db, engine }: AnalyseSummaryDeps) {
  return new Hono<AppEnv>().post('/generate', requireSession, jsonBody(SummaryRequestSchema), async (c) => {
    const { variables } = c.req.valid('json')
    try {
      const outcome = await summariseDocuments(db, engine(), {
        level: variables.tech_modes,
        documentIds: variables.document_ids,
        context: variables.context,
        query: variables.query,
      })
      if (!outcome.ok) return errorResponse(c, 400, outcome.detail)
      return c.json(outcome.body)
    } catch (error) {
      // Only with LLM_FALLBACK=false: otherwise the grounded engine has already stood in for the model server.
      if (error instanceof ModelUnavailableError) return errorResponse(c, error.status, error.message)
      throw error
    }
  })
}
