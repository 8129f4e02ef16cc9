import { Hono } from 'hono'
import { endpoints } from '../../core/contract/endpoints'
import type { Engine, SummaryFocus } from '../../core/engine/types'
import { ACTION_CATEGORIES, RISK_CATEGORIES } from '../../core/taxonomy'
import { reportTextsFor } from '../analyse/report-texts'
import type { Database } from '../db/client'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { mountEndpoint } from '../http/endpoint-route'
import { requireSession } from '../http/session'
import { summariseDocuments } from '../search/analyse-summary'

export type AnalyseSummaryDeps = { db: Database; engine: () => Engine }

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** Selected categories as taxonomy ids, by label or id; a value that names none is left out (it only steers quotes). */
function idsOf(values: readonly string[], categories: ReadonlyArray<{ id: string; label: string }>): string[] {
  const wanted = new Set(values.map(fold))
  return categories
    .filter((category) => wanted.has(fold(category.label)) || wanted.has(fold(category.id)))
    .map((category) => category.id)
}

/**
 * The engine as the summary uses it: its input gains the filters the analyst chose and the whole reports the
 * excerpts come from, so the comparison judges what each company's report discloses (docs/decisions/190).
 */
function analysingEngine(db: Database, engine: Engine, focus: SummaryFocus): Engine {
  return {
    answer: (input, options) => engine.answer(input, options),
    draftSection: (input, options) => engine.draftSection(input, options),
    classify: (text) => engine.classify(text),
    summarise: async (input, options) => {
      const reports = await reportTextsFor(
        db,
        input.excerpts.map((excerpt) => excerpt.id),
      )
      return engine.summarise({ ...input, focus, ...(reports.length > 0 ? { reports } : {}) }, options)
    },
  }
}

/**
 * endpoints.analyse.summary (the generate call) with prompt_name 'analyse_summary': the summary of the documents an
 * Analyse search found, by their ids (`variables.document_ids`, so it can cite the companies) or, from the original
 * client, by their text in `variables.context`. Nothing is stored, so a retry simply summarises again.
 */
export function analyseSummaryRoutes({ db, engine }: AnalyseSummaryDeps) {
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.analyse.summary, [requireSession], async (c, answer) => {
    const { variables } = c.req.valid('json')
    const focus = {
      risks: idsOf(variables.risk_categories, RISK_CATEGORIES),
      actions: idsOf(variables.action_categories, ACTION_CATEGORIES),
    }
    // a model server that cannot answer is the app's error handler's to answer (502 or 503)
    const outcome = await summariseDocuments(db, analysingEngine(db, engine(), focus), {
      level: variables.tech_modes,
      documentIds: variables.document_ids,
      context: variables.context,
      query: variables.query,
    })
    if (!outcome.ok) return errorResponse(c, 400, outcome.detail)
    return answer(outcome.body)
  })
  return app
}
