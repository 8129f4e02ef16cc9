import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { LibraryReportResponseSchema, LibraryReportsResponseSchema, libraryPaths, type LibraryReportsResponse, type RetagRequest } from '../../../../core/contract/library'
import { apiRequest, API_BASE } from '../../../lib/api-client'
import { LibraryRequestFailed } from './library-jobs'

// The library's reports: listed and searched by company or title, re-tagged and deleted.

const path = (full: string) => full.slice(API_BASE.length)

export async function fetchReports(query: string): Promise<LibraryReportsResponse> {
  const q = query.trim()
  const result = await apiRequest(`${path(libraryPaths.reports)}${q === '' ? '' : `?q=${encodeURIComponent(q)}`}`, { schema: LibraryReportsResponseSchema })
  if (!result.ok) throw new LibraryRequestFailed(result.error)
  return result.data
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

/** PUT /library/reports/:id: the report's company, title, year, country, exchange and industry. */
export function retagReport(id: string, tags: RetagRequest) {
  return apiRequest(path(libraryPaths.report(id)), { method: 'PUT', body: tags, schema: LibraryReportResponseSchema })
}

export function deleteReport(id: string) {
  return apiRequest(path(libraryPaths.report(id)), { method: 'DELETE', schema: v.object({ message: v.string() }) })
}
