import { endpoints } from '../../../../core/contract/endpoints'
import type { SearchRequest } from '../../../../core/contract/search'
import { apiCall } from '../../../lib/api-client'

/** The search: the report excerpts that match the filters, at most k of them. */
export function searchReports(request: SearchRequest, signal?: AbortSignal) {
  return apiCall(endpoints.analyse.search, { body: request, signal })
}
