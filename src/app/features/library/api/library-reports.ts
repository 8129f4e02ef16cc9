import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '../../../../core/contract/endpoints'
import type { LibraryReportsResponse, RetagRequest } from '../../../../core/contract/library'
import { apiCall } from '../../../lib/api-client'

// The library's reports: listed and searched by company or title, re-tagged and deleted.

export function fetchReports(query: string): Promise<LibraryReportsResponse> {
  const q = query.trim()
  return apiCall(endpoints.library.reports, { query: q === '' ? {} : { q } })
}

export function reportsQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['library', 'reports', query.trim()],
    queryFn: () => fetchReports(query),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useLibraryReports(query: string) {
  return useQuery(reportsQueryOptions(query))
}

/** Re-tags a report: its company, title, year, country, exchange and industry. */
export function retagReport(id: string, tags: RetagRequest) {
  return apiCall(endpoints.library.retag, { params: { id }, body: tags })
}

export function deleteReport(id: string) {
  return apiCall(endpoints.library.delete, { params: { id } })
}
