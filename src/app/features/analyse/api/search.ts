import { SearchResponseSchema, type SearchRequest } from '../../../../core/contract/search'
import { apiRequest } from '../../../lib/api-client'

/** POST /search/attribute (SPEC.md section 7): the report excerpts that match the filters, at most k of them. */
export function searchReports(request: SearchRequest, signal?: AbortSignal) {
  return apiRequest('/search/attribute', { method: 'POST', body: request, schema: SearchResponseSchema, signal })
}
