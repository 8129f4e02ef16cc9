import type { PassageIndex, ScoredPassage } from '../../core/engine/retrieval'
import type { ReportExcerpt } from '../../core/engine/types'
import type { TcfdSection } from '../../core/contract/write'
import { categoryWords } from './prompts/prompt-parts'

// What the model engine looks up in the knowledge base for a summary or a section draft. These inputs are not
// questions, so they are turned into topic queries; a summary asks one per topic and takes the best few of each,
// so that one strong topic (say, metrics) cannot crowd out the passages another pillar's recommendations need.

/** Words that find a section's requirements in the knowledge base. */
export const SECTION_QUERY: Record<TcfdSection, string> = {
  governance:
    'governance board oversight committee management role responsibilities climate-related risks opportunities',
  strategy:
    'strategy climate-related risks opportunities time horizons business model value chain transition plan scenario analysis resilience financial effects',
  risk_management:
    'risk management processes identify assess prioritise monitor climate-related risks integrated overall risk management',
  metrics_targets:
    'metrics targets greenhouse gas emissions scope 1 scope 2 scope 3 cross-industry metrics climate-related targets',
}

const ALL_PILLARS = Object.keys(SECTION_QUERY) as TcfdSection[]
const CROSSWALK_QUERY = 'TCFD recommended disclosures AASB S2 crosswalk'
const PER_QUERY = 2

/** The topic queries behind a summary's recommendations, most general first. */
export function summaryQueries(excerpts: readonly ReportExcerpt[], query?: string): string[] {
  const pillars = new Set<TcfdSection>()
  const categories = new Set<string>()
  for (const excerpt of excerpts) {
    if (excerpt.pillar && excerpt.pillar !== 'none') pillars.add(excerpt.pillar)
    for (const id of [...(excerpt.risks ?? []), ...(excerpt.actions ?? [])]) categories.add(categoryWords(id))
  }
  const topics = [...categories, query?.trim() ?? ''].filter(Boolean).join(' ')
  return [
    CROSSWALK_QUERY,
    ...(query?.trim() ? [query.trim()] : []),
    ...(pillars.size > 0 ? [...pillars] : ALL_PILLARS).map((pillar) => SECTION_QUERY[pillar]),
    ...(topics ? [`climate-related ${topics}`] : []),
  ]
}

/** The best passages of each query, taken in turns and without repeats, up to `limit`. */
export function searchEach(index: PassageIndex, queries: readonly string[], limit: number): ScoredPassage[] {
  const lists = queries.map((query) => index.search(query, { k: PER_QUERY + 2 }))
  const picked = new Map<string, ScoredPassage>()
  for (let round = 0; round < PER_QUERY + 2 && picked.size < limit; round++) {
    for (const list of lists) {
      const hit = list[round]
      if (hit && !picked.has(hit.passage.id) && picked.size < limit) picked.set(hit.passage.id, hit)
    }
  }
  return [...picked.values()]
}
