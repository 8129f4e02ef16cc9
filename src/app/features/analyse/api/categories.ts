import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { endpoints } from '../../../../core/contract/endpoints'
import type { CategoriesResponse } from '../../../../core/contract/search'
import { apiCall } from '../../../lib/api-client'
import { log } from '../../../lib/logger'
import { SAMPLE_CATEGORIES } from '../sample-categories'

/**
 * The category lists. Offline, the service worker answers from its cache. A failure is thrown, so a failed refetch
 * keeps the lists already shown instead of replacing them.
 */
export function fetchCategories(): Promise<CategoriesResponse> {
  return apiCall(endpoints.analyse.categories, {})
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['search', 'categories'],
    queryFn: fetchCategories,
    // The lists change only when the report collection does.
    staleTime: 10 * 60_000,
    retry: 1,
  })
}

export type CategoryLists = { status: 'loading' } | { status: 'ready'; lists: CategoriesResponse; sample: boolean }

/**
 * The three lists for the filter panel. A failure is only logged and the built-in sample lists stand in, flagged so
 * the panel can say so; no other Analyse call ever falls back to sample data.
 */
export function useCategoryLists(): CategoryLists {
  const query = useQuery(categoriesQueryOptions())
  const failed = query.isError && query.data === undefined
  useEffect(() => {
    if (failed) log.warn('Analyse: using the sample category lists', query.error)
  }, [failed, query.error])

  if (query.data) return { status: 'ready', lists: query.data, sample: false }
  if (failed) return { status: 'ready', lists: SAMPLE_CATEGORIES, sample: true }
  return { status: 'loading' }
}
