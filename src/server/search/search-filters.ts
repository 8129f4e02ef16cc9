import type { CategoriesResponse, SearchRequest } from '../../core/contract/search'
import {
  ACTION_CATEGORIES,
  INDUSTRY_CATEGORIES,
  RISK_CATEGORIES,
  type ActionCategoryId,
  type RiskCategoryId,
  type SicDivisionCode,
} from '../../core/taxonomy'

// The Analyse filters between the wire and the database: the screen sends category labels (what its chips show),
// the database stores taxonomy ids. Ids are accepted too, and labels match whatever their case or dash, so a label
// typed with a hyphen instead of the en dash still finds "Physical – Acute". Anything else is refused with the list
// of valid labels rather than silently ignored: a filter that quietly did nothing would mislead.

export const searchMessages = {
  nothingSelected: 'Please enter a search query or select at least one category',
} as const

export type SearchFilters = {
  divisions: SicDivisionCode[]
  risks: RiskCategoryId[]
  actions: ActionCategoryId[]
  /** Keywords as typed, trimmed; empty for none. */
  query: string
  k: number
}

type Kind = { field: string; noun: string; entries: ReadonlyArray<{ id: string; label: string }> }

const KINDS = {
  industry: {
    field: 'sic_divisions',
    noun: 'industry category',
    entries: INDUSTRY_CATEGORIES.map((c) => ({ id: c.code, label: c.name })),
  },
  risk: {
    field: 'risk_categories',
    noun: 'risk category',
    entries: RISK_CATEGORIES.map((c) => ({ id: c.id, label: c.label })),
  },
  action: {
    field: 'action_categories',
    noun: 'action category',
    entries: ACTION_CATEGORIES.map((c) => ({ id: c.id, label: c.label })),
  },
} satisfies Record<string, Kind>

function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212-]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

const lookups = Object.fromEntries(
  Object.entries(KINDS).map(([kind, { entries }]) => {
    const map = new Map<string, string>()
    for (const { id, label } of entries) {
      map.set(fold(id), id)
      map.set(fold(label), id)
    }
    return [kind, map]
  }),
) as Record<keyof typeof KINDS, Map<string, string>>

export function categoriesResponse(): CategoriesResponse {
  return {
    industry_categories: KINDS.industry.entries.map((entry) => entry.label),
    risk_categories: KINDS.risk.entries.map((entry) => entry.label),
    action_categories: KINDS.action.entries.map((entry) => entry.label),
  }
}

/** The display label of a SIC division code or a risk or action category id. */
export function labelOf(kind: keyof typeof KINDS, id: string): string {
  return KINDS[kind].entries.find((entry) => entry.id === id)?.label ?? id
}

function resolve(kind: keyof typeof KINDS, values: readonly string[]): { ids: string[] } | { detail: string } {
  const ids: string[] = []
  for (const value of values) {
    const id = lookups[kind].get(fold(value))
    if (id === undefined) {
      const { noun, entries } = KINDS[kind]
      return { detail: `Unknown ${noun} "${value}". Valid values: ${entries.map((entry) => entry.label).join('; ')}` }
    }
    if (!ids.includes(id)) ids.push(id)
  }
  return { ids }
}

export type ParsedSearch = Required<
  Pick<SearchRequest, 'sic_divisions' | 'risk_categories' | 'action_categories' | 'k' | 'query'>
>

/** Turns a validated request body into filters, or a detail for a 400 answer. */
export function resolveFilters(body: ParsedSearch): { filters: SearchFilters } | { detail: string } {
  const divisions = resolve('industry', body.sic_divisions)
  if ('detail' in divisions) return divisions
  const risks = resolve('risk', body.risk_categories)
  if ('detail' in risks) return risks
  const actions = resolve('action', body.action_categories)
  if ('detail' in actions) return actions
  const query = body.query.trim()
  if (query === '' && divisions.ids.length + risks.ids.length + actions.ids.length === 0)
    return { detail: searchMessages.nothingSelected }
  return {
    filters: {
      divisions: divisions.ids as SicDivisionCode[],
      risks: risks.ids as RiskCategoryId[],
      actions: actions.ids as ActionCategoryId[],
      query,
      k: body.k,
    },
  }
}
