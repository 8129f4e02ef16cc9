import { REPORTS_DEFAULT, type DetailLevel, type SearchRequest } from '../../../core/contract/search'

/** Everything the filter panel holds; the page owns it so that Search, Clear and the summary see one state. */
export type Filters = {
  mode: DetailLevel
  k: number
  industries: string[]
  risks: string[]
  actions: string[]
  keywords: string
}

export const DEFAULT_FILTERS: Filters = {
  mode: 'basic',
  k: REPORTS_DEFAULT,
  industries: [],
  risks: [],
  actions: [],
  keywords: '',
}

export const DETAIL_LEVEL_LABELS: Record<DetailLevel, string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  comprehensive: 'Comprehensive',
}

/** A search needs a keyword or at least one selected category. */
export function hasSearchCriteria(filters: Filters): boolean {
  return filters.keywords.trim() !== '' || filters.industries.length + filters.risks.length + filters.actions.length > 0
}

/** The filter payload (categories and k), with the detail level as mode and the keywords as query if there are any. */
export function toSearchRequest(filters: Filters): SearchRequest {
  const query = filters.keywords.trim()
  return {
    sic_divisions: filters.industries,
    risk_categories: filters.risks,
    action_categories: filters.actions,
    k: filters.k,
    ...(query ? { query } : {}),
    mode: filters.mode,
  }
}
