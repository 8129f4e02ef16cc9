import type { PassageIndex } from './retrieval'
import { sectionGuides } from './section-requirements'
import { SourceList } from './sources'
import { sentences } from './text'
import type { Classification, DetailLevel, EngineAnswer, ReportExcerpt, SummaryInput, TcfdPillar } from './types'

// The grounded Analyse summary: counts what the selected report excerpts talk about (TCFD pillar, risks, actions),
// quotes them with citations, and turns what they rarely cover into recommendations cited to TCFD and AASB S2.
// The detail level changes how much is shown, never what is claimed.
export type SummaryDeps = {
  classify: (text: string) => Classification
  /** Display label of a risk or action category id. */
  label: (id: string) => string
}

type Tagged = { excerpt: ReportExcerpt; pillar: TcfdPillar | 'none'; risks: string[]; actions: string[] }

const pillars: TcfdPillar[] = ['governance', 'strategy', 'risk_management', 'metrics_targets']
const depth: Record<DetailLevel, { quotes: number; recommendations: number; byPillar: boolean; byCompany: boolean }> = {
  basic: { quotes: 2, recommendations: 3, byPillar: false, byCompany: false },
  intermediate: { quotes: 2, recommendations: 5, byPillar: true, byCompany: false },
  comprehensive: { quotes: 3, recommendations: 8, byPillar: true, byCompany: true },
}
const METRIC_PATTERN = /\d[\d,.]*\s?(%|per ?cent|tco2-?e|tonnes|mwh|gwh|kt|mt)\b/i

function tag(excerpt: ReportExcerpt, deps: SummaryDeps): Tagged {
  const classified = excerpt.pillar && excerpt.risks && excerpt.actions ? undefined : deps.classify(excerpt.text)
  return {
    excerpt,
    pillar: excerpt.pillar ?? classified?.pillar ?? 'none',
    risks: excerpt.risks ?? classified?.risks ?? [],
    actions: excerpt.actions ?? classified?.actions ?? [],
  }
}

function counts(values: string[]): Array<[string, number]> {
  const map = new Map<string, number>()
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1)
  return [...map.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function firstSentence(text: string, max = 240): string {
  const sentence = sentences(text)[0] ?? text
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence
}

export function composeSummary(index: PassageIndex, input: SummaryInput, deps: SummaryDeps): EngineAnswer {
  const sources = new SourceList()
  if (input.excerpts.length === 0) {
    return { markdown: 'There are no report excerpts to summarise. Choose other filters and search again.', citations: [], engine: 'grounded', noMatch: true }
  }
  const level = depth[input.level]
  const tagged = input.excerpts.map((excerpt) => tag(excerpt, deps))
  const companies = [...new Set(tagged.map((item) => item.excerpt.company))]
  const years = tagged.map((item) => item.excerpt.year).filter((year): year is number => typeof year === 'number')
  const pillarCounts = counts(tagged.map((item) => item.pillar).filter((pillar) => pillar !== 'none'))
  const riskCounts = counts(tagged.flatMap((item) => item.risks))
  const actionCounts = counts(tagged.flatMap((item) => item.actions))
  const parts: string[] = []

  if (tagged.some((item) => item.excerpt.synthetic)) {
    parts.push('> **Synthetic demonstration data.** These reports describe fictional companies generated for demonstration; they are not real disclosures.')
  }

  const span = years.length > 0 ? ` from ${Math.min(...years)}${Math.max(...years) !== Math.min(...years) ? ` to ${Math.max(...years)}` : ''}` : ''
  const topPillars = pillarCounts.slice(0, 2).map(([pillar]) => sectionGuides[pillar as TcfdPillar].title)
  const overview = [
    `This summary covers ${tagged.length} excerpt${tagged.length === 1 ? '' : 's'} from ${companies.length} compan${companies.length === 1 ? 'y' : 'ies'}${span}.`,
    topPillars.length > 0 ? `Most of the text concerns ${listPhrase(topPillars)}.` : 'The excerpts say little that maps to a TCFD pillar.',
    riskCounts.length > 0 ? `The risks mentioned most often are ${listPhrase(riskCounts.slice(0, 3).map(([id]) => deps.label(id)))}.` : '',
    actionCounts.length > 0 ? `The most common responses are ${listPhrase(actionCounts.slice(0, 3).map(([id]) => deps.label(id)))}.` : '',
  ]
  parts.push(`## Overview\n\n${overview.filter(Boolean).join(' ')}`)

  const quote = (item: Tagged) => `- ${item.excerpt.company}: "${firstSentence(item.excerpt.text)}" [${sources.citeReport(item.excerpt)}]`
  if (level.byPillar) {
    const sections = pillars.map((pillar) => {
      const items = tagged.filter((item) => item.pillar === pillar)
      const title = sectionGuides[pillar].title
      if (items.length === 0) return `### ${title}\n\nNone of the excerpts addresses this pillar.`
      return `### ${title} (${items.length})\n\n${items.slice(0, level.quotes).map(quote).join('\n')}`
    })
    parts.push(`## Findings by TCFD pillar\n\n${sections.join('\n\n')}`)
  } else {
    parts.push(`## Examples\n\n${tagged.slice(0, level.quotes + 1).map(quote).join('\n')}`)
  }

  if (level.byPillar && (riskCounts.length > 0 || actionCounts.length > 0)) {
    const rows = [
      ...riskCounts.slice(0, 6).map(([id, n]) => `| Risk | ${deps.label(id)} | ${n} |`),
      ...actionCounts.slice(0, 6).map(([id, n]) => `| Action | ${deps.label(id)} | ${n} |`),
    ]
    parts.push(`## Risks and actions mentioned\n\n| Kind | Category | Excerpts |\n| --- | --- | --- |\n${rows.join('\n')}`)
  }

  if (level.byCompany) {
    const perCompany = companies.map((company) => {
      const items = tagged.filter((item) => item.excerpt.company === company)
      const covered = [...new Set(items.map((item) => item.pillar).filter((p) => p !== 'none'))].map((p) => sectionGuides[p as TcfdPillar].title)
      const citationsFor = items.map((item) => `[${sources.citeReport(item.excerpt)}]`).join('')
      return `- **${company}**: ${covered.length > 0 ? `covers ${listPhrase(covered)}` : 'no TCFD pillar identified'} ${citationsFor}`
    })
    parts.push(`## Company by company\n\n${perCompany.join('\n')}`)
    const figures = tagged
      .flatMap((item) => sentences(item.excerpt.text).filter((s) => METRIC_PATTERN.test(s)).slice(0, 1).map((s) => ({ item, s })))
      .slice(0, 6)
      .map(({ item, s }) => `- ${item.excerpt.company}: ${s} [${sources.citeReport(item.excerpt)}]`)
    parts.push(`## Metrics and targets seen\n\n${figures.length > 0 ? figures.join('\n') : 'The excerpts give no quantified metrics or targets.'}`)
  }

  // Recommendations start from the pillars the excerpts cover least, then work through the elements in order.
  const pillarOrder = [...pillars].sort(
    (a, b) => (pillarCounts.find(([p]) => p === a)?.[1] ?? 0) - (pillarCounts.find(([p]) => p === b)?.[1] ?? 0),
  )
  const candidates = pillarOrder.flatMap((pillar) => sectionGuides[pillar].requirements.map((requirement) => ({ pillar, requirement })))
  const picked = candidates.filter((_, i) => i % 2 === 0).concat(candidates.filter((_, i) => i % 2 === 1)).slice(0, level.recommendations)
  const recommendations = picked.map(({ pillar, requirement }, i) => {
    const cites = requirement.passageIds
      .map((id) => index.get(id))
      .filter((passage) => passage !== undefined)
      .slice(0, 2)
      .map((passage) => `[${sources.cite(passage)}]`)
      .join('')
    return `${i + 1}. **${sectionGuides[pillar].title}: ${requirement.label}.** ${requirement.recommendation} (${requirement.reference}). ${cites}`
  })
  parts.push(`## Recommendations for TCFD and AASB S2 alignment\n\n${recommendations.join('\n')}`)

  return { markdown: `${parts.join('\n\n')}\n\n${sources.markdown()}`, citations: sources.citations, engine: 'grounded' }
}
