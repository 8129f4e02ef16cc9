import { Hono } from 'hono'
import { endpoints } from '../../core/contract/endpoints'
import type { CategoriesResponse } from '../../core/contract/search'
import type { Database } from '../db/client'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { mountEndpoint } from '../http/endpoint-route'
import { requireSession } from '../http/session'
import { categoriesResponse, resolveFilters } from '../search/search-filters'
import { findReports } from '../search/search-reports'

export type SearchDeps = { db: Database }

/**
 * Analyse Reports' calls (endpoints.analyse). The category lists are the fixed taxonomy, the same for everyone and free
 * of any user's or report's data, so they are public: the service worker can keep a copy that fills the filter menus
 * offline (docs/decisions/070). Searching the corpus needs a session; when the filters leave nothing, the answer
 * carries the closest matches and names the filter dropped (decision 185).
 */
export function searchRoutes({ db }: SearchDeps) {
  const categories: CategoriesResponse = categoriesResponse()
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.analyse.categories, [], (_c, answer) => answer(categories))
  mountEndpoint(app, endpoints.analyse.search, [requireSession], async (c, answer) => {
    const resolved = resolveFilters(c.req.valid('json'))
    if ('detail' in resolved) return errorResponse(c, 400, resolved.detail)
    return answer(await findReports(db, resolved.filters))
  })
  return app
}
