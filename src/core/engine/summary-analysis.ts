import { TCFD_SECTIONS, type TcfdSection } from '../contract/write'
import { ACTION_CATEGORIES, RISK_CATEGORIES, detectActions, detectRisks } from '../taxonomy'
import { detectSector, type Sector } from './draft-facts'
import { checkAgainstAasbS2, type RequirementCheck, type RequirementStatus } from './gap-check'
import { sectionGuides } from './section-requirements'
import { sentences } from './text'
import type { Classification, ReportExcerpt, SummaryFocus, SummaryInput } from './types'

// What an Analyse summary says, before it is worded: company by company, what the selected reports say about the
// selected risks, actions and keywords; how each report stands against AASB S2 (checkAgainstAasbS2 on the report's
// text, mapped to the four sections by the chunks' pillar tags); and recommendations computed from those gaps and
// from each company's sector. The grounded composer renders this structure as Markdown, and the model provider is
// given the same structure in its prompt, so neither can invent a company or a gap.
//
// Counting is per company: a company's several reporting years count once, and its latest report is the one read.
// A sentence several companies share word for word (a template, or a boilerplate paragraph) is quoted once and
// attributed to how many companies carry it.

export type AnalysisDeps = { classify: (text: string) => Classification }

/** One row of the comparison: an AASB S2 element. The six cross-industry metrics 29(b)-(g) share one row. */
export type ElementRow = { key: string; label: string; reference: string; pillar: TcfdSection }

export type ElementResult = {
  key: string
  status: RequirementStatus
  evidence: string[]
  note: string | null
  toAdd: string | null
  /** The chunk the first evidence sentence comes from, to cite it. */
  source?: ReportExcerpt
}

export type Quote = { text: string; excerpt: ReportExcerpt; topics: string[] }

export type CompanyFinding = {
  company: string
  title: string
  year?: number
  /** Earlier reporting years of the same company among the selected excerpts; they are not counted again. */
  earlierYears: number[]
  industry?: string
  sector?: { key: string; name: string }
  synthetic: boolean
  /** Selected excerpts of the report read (the latest one). */
  excerptCount: number
  /** Risk and action category ids its excerpts carry, selected ones first. */
  risks: string[]
  actions: string[]
  /** Its own sentences on the focus, each quoted once; shared sentences are in SummaryAnalysis.shared. */
  quotes: Quote[]
  /** The excerpt cited for the company as a whole (its first selected excerpt). */
  cite: ReportExcerpt
  /** Its selected excerpts from the report read. */
  excerpts: ReportExcerpt[]
  elements: ElementResult[]
  counts: { addressed: number; partial: number; missing: number }
}

export type SharedSentence = { text: string; companies: string[]; excerpt: ReportExcerpt }

export type Recommendation = {
  kind: 'gap' | 'sector'
  title: string
  /** The advice, in sentences of our own. */
  text: string
  reference: string
  /** Companies the advice is for: those missing or partly disclosing the element, or those in the sector. */
  companies: string[]
  passageIds: string[]
  score: number
}

export type SummaryAnalysis = {
  companies: CompanyFinding[]
  rows: ElementRow[]
  shared: SharedSentence[]
  recommendations: Recommendation[]
  focus: { risks: string[]; actions: string[]; keywords: string[] }
  excerptCount: number
  synthetic: boolean
}

const CROSS_INDUSTRY = new Set(['29(b)', '29(c)', '29(d)', '29(e)', '29(f)', '29(g)'])
const CROSS_ROW: ElementRow = {
  key: '29(b)-(g)',
  label: 'Cross-industry metrics',
  reference: 'AASB S2 paras 29(b)-(g)',
  pillar: 'metrics_targets',
}

/** Which elements a selected risk or action bears on most: they rise in the recommendations when the filter is on. */
const FOCUS_ELEMENTS: Record<string, string[]> = {
  physical_acute: ['10', '22', '15-21', '29(b)-(g)'],
  physical_chronic: ['10', '22', '15-21', '29(b)-(g)'],
  transition_policy_legal: ['10', '14', '15-21', '22'],
  transition_technology: ['14', '10', '25(b)'],
  transition_market: ['13', '14', '15-21'],
  transition_reputation: ['10', '6(b)', '25(a)'],
  emissions_targets: ['33-35', '29(a)', '6(a)(v)'],
  renewable_energy: ['14', '33-35', '29(a)'],
  energy_efficiency: ['14', '29(a)', '33-35'],
  adaptation_resilience: ['22', '14', '15-21'],
  governance_oversight: ['6(a)(i)', '6(a)(iii)', '6(b)', '6(a)(ii)'],
  scenario_analysis: ['22', '15-21'],
  disclosure_reporting: ['29(a)', '29(a)(vi)', '25(c)'],
  carbon_credits_offsets: ['36(e)', '33-35'],
  low_carbon_products: ['25(b)', '14', '29(b)-(g)'],
  supply_chain_engagement: ['29(a)(vi)', '13'],
  climate_finance: ['29(b)-(g)', '15-21', '29(a)(vi)'],
  nature_water: ['10', '22'],
}

/**
 * Per sector: the recommendation it gets, and what a report must say to be spared it: a sentence that names each of
 * `covered`'s parts (subject, topic, and last a figure). A report with such a sentence but no figure is told to
 * complete it rather than to start.
 */
type SectorAdvice = { title: string; ask: string; reference: string; covered: RegExp[] }

const EMISSIONS_FIGURE = /\d[\d,.]*\s*(?:m|million|mt|kt|k)?\s*(?:t\s?co2|tco2|tonnes|mt\s?co2)/i
const EXPOSURE_FIGURE = /\d[\d,.]*\s*(?:%|per ?cent|days|hours|million|billion|hectares)|\$\s?\d/i

const SECTOR_ADVICE: Record<string, SectorAdvice> = {
  banking: {
    title: 'Financed emissions of the loan book',
    ask: 'disclose the financed emissions of the loan book by industry and asset class, kept apart from operational Scope 1 and 2, and the concentration of lending in emissions-intensive sectors',
    reference: 'AASB S2 paras 29(a)(vi), B58-B63',
    covered: [/financed emissions/i, EMISSIONS_FIGURE],
  },
  insurance: {
    title: 'Insurance-associated and investment emissions',
    ask: 'disclose the financed emissions of the investment portfolio and the emissions associated with underwriting, and the sums insured in high-hazard areas',
    reference: 'AASB S2 paras 29(a)(vi), B58-B63',
    covered: [/(?:financed|insurance-associated) emissions/i, EMISSIONS_FIGURE],
  },
  'asset-management': {
    title: 'Financed emissions of assets under management',
    ask: 'disclose the financed emissions of the assets managed and the share of them covered by the calculation',
    reference: 'AASB S2 paras 29(a)(vi), B58-B61',
    covered: [/financed emissions/i, EMISSIONS_FIGURE],
  },
  mining: {
    title: 'Physical risk to sites',
    ask: 'name the sites exposed to extreme heat, cyclones, flooding and water scarcity, with the amount or share of production or assets exposed, the lost production days, and the adaptation spending',
    reference: 'AASB S2 paras 10, 22, 29(c)',
    covered: [
      /\b(?:sites?|mines?|operations|assets|production|port|rail)\b/i,
      /\b(?:heat|cyclones?|flood\w*|water scarcity|drought)\b/i,
      EXPOSURE_FIGURE,
    ],
  },
  energy: {
    title: 'Emissions from generation and fuel sold, and capital to the transition',
    ask: 'give Scope 1 from generation and Scope 3 from fuel sold to customers, the utilisation outlook for fossil-fuel assets under the scenarios, and capital deployed to renewables',
    reference: 'AASB S2 paras 14, 29(a), 29(f)',
    covered: [
      /\b(?:capital|capex|invest\w*)\b/i,
      /\b(?:renewable|wind|solar|storage|firming)\b/i,
      /\$\s?\d|\d[\d,.]*\s*(?:million|billion|m|bn)\b/i,
    ],
  },
  property: {
    title: 'Physical risk to the portfolio and tenant energy use',
    ask: 'give the share of portfolio value in high physical-risk areas, tenant energy use (Scope 3) and the cost of electrifying older buildings',
    reference: 'AASB S2 paras 10, 29(c), 29(a)(vi)',
    covered: [
      /\b(?:portfolio|centres|buildings|assets)\b/i,
      /\b(?:flood\w*|bushfire|storm|heat|physical)\b/i,
      /\d[\d,.]*\s*(?:%|per ?cent)/i,
    ],
  },
  agriculture: {
    title: 'Drought exposure and livestock and land emissions',
    ask: 'give the share of land or production in areas projected to become drier, and the methane and land-use emissions that may attract a carbon price',
    reference: 'AASB S2 paras 10, 29(a), 29(c)',
    covered: [
      /\b(?:land|hectares|production|farms?|milk|supply)\b/i,
      /\b(?:drought|drier|rainfall)\b/i,
      /\d[\d,.]*\s*(?:%|per ?cent|hectares)/i,
    ],
  },
  transport: {
    title: 'Fleet fuel and exposed depots and routes',
    ask: 'give fleet fuel use behind Scope 1, the plan and timing for low- and zero-emission vehicles, and the share of depots and routes exposed to flooding and heat',
    reference: 'AASB S2 paras 14, 29(a), 29(c)',
    covered: [/\b(?:depots?|routes?|network)\b/i, /\b(?:flood\w*|heat|storm)\b/i, /\d[\d,.]*\s*(?:%|per ?cent)/i],
  },
}

/** Whether one sentence of the report gives what the sector's advice asks for, with (`figures`) or without its figure. */
function givesSectorAsk(advice: SectorAdvice, text: string, figures = true): boolean {
  const parts = figures ? advice.covered : advice.covered.slice(0, -1)
  // "tCO₂e" in the reports; the patterns read "tco2"
  return sentences(text.replace(/₂/g, '2')).some((sentence) => parts.every((part) => part.test(sentence)))
}

const SIC_TO_INDUSTRY: Record<string, string> = {
  'Agriculture, Forestry, and Fishing': 'Agriculture',
  'Finance, Insurance, and Real Estate': 'Financial Services',
}

/** The sectors a SIC division can hold; a division not listed has no sector notes. */
const SECTORS_OF_INDUSTRY: Record<string, string[]> = {
  'Agriculture, Forestry, and Fishing': ['agriculture'],
  Mining: ['mining', 'energy'],
  Construction: ['property'],
  'Transportation, Communications, Electric, Gas, and Sanitary Services': ['energy', 'transport'],
  'Finance, Insurance, and Real Estate': ['banking', 'insurance', 'asset-management', 'property'],
}

const STOP = new Set(['and', 'the', 'of', 'in', 'for', 'to', 'a', 'an', 'on', 'with', 'or', 'our', 'we'])

function companyKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ')
}

/** The text a sentence is compared by: company names blanked, so "Aldvora's Board ..." and "Brantley's Board ..." match. */
function sentenceKey(sentence: string, names: readonly string[]): string {
  let text = sentence.toLowerCase()
  for (const name of names) {
    const short = name.toLowerCase().replace(/\s+(?:ltd|limited|plc|inc|group|holdings|corporation|corp)\.?$/i, '')
    text = text.split(name.toLowerCase()).join(' @ ').split(short).join(' @ ')
  }
  return text.replace(/[^a-z0-9@%]+/g, ' ').trim()
}

function rowsOf(checks: RequirementCheck[]): ElementRow[] {
  const rows: ElementRow[] = []
  for (const check of checks) {
    if (CROSS_INDUSTRY.has(check.key)) {
      if (!rows.includes(CROSS_ROW)) rows.push(CROSS_ROW)
      continue
    }
    const pillar =
      TCFD_SECTIONS.find((section) =>
        sectionGuides[section].requirements.some((req) => req.paragraphs.includes(check.key)),
      ) ?? 'strategy'
    rows.push({ key: check.key, label: check.label, reference: check.reference, pillar })
  }
  return rows
}

function resultsOf(checks: RequirementCheck[]): ElementResult[] {
  const results: ElementResult[] = []
  const metrics = checks.filter((check) => CROSS_INDUSTRY.has(check.key))
  for (const check of checks) {
    if (CROSS_INDUSTRY.has(check.key)) continue
    results.push({
      key: check.key,
      status: check.status,
      evidence: check.evidence,
      note: check.note,
      toAdd: check.toAdd,
    })
  }
  if (metrics.length > 0) {
    const status: RequirementStatus = metrics.every((m) => m.status === 'addressed')
      ? 'addressed'
      : metrics.every((m) => m.status === 'missing')
        ? 'missing'
        : 'partial'
    const lacking = metrics.filter((m) => m.status !== 'addressed').map((m) => m.label.toLowerCase())
    results.push({
      key: CROSS_ROW.key,
      status,
      evidence: metrics.flatMap((m) => m.evidence).slice(0, 3),
      note: lacking.length > 0 && status === 'partial' ? `Not given: ${lacking.join(', ')}.` : null,
      toAdd:
        status === 'addressed'
          ? null
          : `Give an amount or share for each cross-industry metric${lacking.length > 0 ? `, including ${lacking.join(', ')}` : ''}.`,
    })
  }
  // in the order of the rows
  const order = rowsOf(checks).map((row) => row.key)
  return results.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
}

function sectionsOf(chunks: readonly ReportExcerpt[], deps: AnalysisDeps): Partial<Record<TcfdSection, string>> {
  const texts: Record<TcfdSection, string[]> = {
    governance: [],
    strategy: [],
    risk_management: [],
    metrics_targets: [],
  }
  for (const chunk of chunks) {
    const pillar = chunk.pillar ?? deps.classify(chunk.text).pillar
    // Text with no pillar still counts: the check looks for every element in every section.
    texts[pillar === 'none' ? 'strategy' : pillar].push(chunk.text)
  }
  return Object.fromEntries(TCFD_SECTIONS.map((section) => [section, texts[section].join('\n\n')]))
}

function keywordsOf(query: string | undefined): string[] {
  if (!query?.trim()) return []
  const phrase = query.trim().toLowerCase()
  const words = phrase.split(/[^a-z0-9-]+/).filter((word) => word.length > 2 && !STOP.has(word))
  return [...new Set([phrase, ...words])]
}

type Topic = { id: string; label: string; test: (sentence: string) => boolean }

function topicsFor(focus: SummaryAnalysis['focus']): Topic[] {
  const topics: Topic[] = []
  // A sentence carries less evidence than a chunk: one typical word with a hint is enough to be on the topic.
  const sentenceScore = { minScore: 1.5 }
  for (const id of focus.risks)
    topics.push({
      id,
      label: RISK_CATEGORIES.find((c) => c.id === id)?.label ?? id,
      test: (s) => (detectRisks(s, sentenceScore) as string[]).includes(id),
    })
  for (const id of focus.actions)
    topics.push({
      id,
      label: ACTION_CATEGORIES.find((c) => c.id === id)?.label ?? id,
      test: (s) => (detectActions(s, sentenceScore) as string[]).includes(id),
    })
  const [phrase, ...words] = focus.keywords
  if (phrase) {
    topics.push({
      id: `keywords:${phrase}`,
      label: `"${phrase}"`,
      test: (s) => {
        const lower = s.toLowerCase()
        return (
          lower.includes(phrase) ||
          (words.length > 0 && words.filter((word) => lower.includes(word)).length >= Math.min(2, words.length))
        )
      },
    })
  }
  return topics
}

function counts<T extends string>(values: T[]): T[] {
  const map = new Map<T, number>()
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1)
  return [...map.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value)
}

type Group = { name: string; excerpts: ReportExcerpt[]; chunks: ReportExcerpt[]; earlierYears: number[] }

/** The excerpts by company, each company's latest report only, in the order the companies first appear. */
function groupByCompany(input: SummaryInput): Group[] {
  const groups = new Map<string, ReportExcerpt[]>()
  for (const excerpt of input.excerpts) {
    const key = companyKey(excerpt.company)
    groups.set(key, [...(groups.get(key) ?? []), excerpt])
  }
  return [...groups.values()].map((excerpts) => {
    const years = [...new Set(excerpts.map((e) => e.year).filter((y): y is number => typeof y === 'number'))].sort(
      (a, b) => b - a,
    )
    const latest = years[0]
    const latestTitle = excerpts.find((e) => e.year === latest)?.title ?? excerpts[0]!.title
    // Without years (text pasted as context) there is no telling reports apart: all of it is read.
    const current =
      latest === undefined ? excerpts : excerpts.filter((e) => e.year === latest && e.title === latestTitle)
    const name = current[0]!.company
    const report = input.reports?.find(
      (r) => companyKey(r.company) === companyKey(name) && r.title === latestTitle && r.year === latest,
    )
    return {
      name,
      excerpts: current,
      chunks: report && report.chunks.length > 0 ? report.chunks : current,
      earlierYears: years.slice(1),
    }
  })
}

export function analyseReports(input: SummaryInput, deps: AnalysisDeps): SummaryAnalysis {
  const groups = groupByCompany(input)
  const names = groups.map((group) => group.name)
  const tagged = (excerpt: ReportExcerpt) => {
    if (excerpt.risks && excerpt.actions) return { risks: excerpt.risks, actions: excerpt.actions }
    const c = deps.classify(excerpt.text)
    return { risks: excerpt.risks ?? c.risks, actions: excerpt.actions ?? c.actions }
  }
  const focus = focusOf(
    input.focus,
    input.query,
    groups.flatMap((g) => g.excerpts.map(tagged)),
  )
  const topics = topicsFor(focus)

  // Every sentence of the selected excerpts, keyed so that a sentence shared by several companies is seen as one.
  const seen = new Map<string, { text: string; companies: Set<string>; excerpt: ReportExcerpt }>()
  for (const group of groups) {
    for (const excerpt of group.excerpts) {
      for (const sentence of sentences(excerpt.text)) {
        if (sentence.length < 25) continue
        const key = sentenceKey(sentence, names)
        const entry = seen.get(key) ?? { text: sentence, companies: new Set<string>(), excerpt }
        entry.companies.add(group.name)
        seen.set(key, entry)
      }
    }
  }
  const shared: SharedSentence[] = [...seen.values()]
    .filter((entry) => entry.companies.size > 1)
    .map((entry) => ({ text: entry.text, companies: [...entry.companies], excerpt: entry.excerpt }))
    .sort((a, b) => b.companies.length - a.companies.length)

  let rows: ElementRow[] = []
  const sectorOf = new Map<string, Sector>()
  const companies = groups.map((group): CompanyFinding => {
    const first = group.excerpts[0]!
    const check = checkAgainstAasbS2(sectionsOf(group.chunks, deps))
    const checks = check.pillars.flatMap((pillar) => pillar.requirements)
    if (rows.length === 0) rows = rowsOf(checks)
    const elements = resultsOf(checks).map((element) => {
      const probe = element.evidence[0]?.slice(0, 40)
      const source = probe ? group.chunks.find((chunk) => chunk.text.includes(probe)) : undefined
      return source ? { ...element, source } : element
    })
    const tags = group.excerpts.map(tagged)
    const risks = counts(tags.flatMap((t) => t.risks))
    const actions = counts(tags.flatMap((t) => t.actions))
    const quotes: Quote[] = []
    const quoted = new Set<string>()
    for (const excerpt of group.excerpts) {
      for (const sentence of sentences(excerpt.text)) {
        const key = sentenceKey(sentence, names)
        if (sentence.length < 25 || quoted.has(key) || (seen.get(key)?.companies.size ?? 1) > 1) continue
        const on = topics.filter((topic) => topic.test(sentence)).map((topic) => topic.label)
        if (topics.length > 0 && on.length === 0) continue
        quoted.add(key)
        quotes.push({ text: sentence, excerpt, topics: on })
      }
    }
    quotes.sort((a, b) => b.topics.length - a.topics.length)
    const industry = first.industry
    const detected = detectSector(
      `${group.name}. ${first.title}. ${group.chunks.map((c) => c.text).join('\n')}`,
      SIC_TO_INDUSTRY[industry ?? ''] ?? '',
    )
    // The report's industry, when known, rules out a sector its words merely touch (a steel mill buying electricity).
    const sector =
      detected && (industry === undefined || (SECTORS_OF_INDUSTRY[industry] ?? []).includes(detected.key))
        ? detected
        : undefined
    if (sector) sectorOf.set(group.name, sector)
    return {
      company: group.name,
      title: first.title,
      ...(first.year !== undefined ? { year: first.year } : {}),
      earlierYears: group.earlierYears,
      ...(industry ? { industry } : {}),
      ...(sector ? { sector: { key: sector.key, name: sector.name } } : {}),
      synthetic: group.excerpts.some((e) => e.synthetic === true),
      excerptCount: group.excerpts.length,
      risks: [...focus.risks.filter((id) => risks.includes(id)), ...risks.filter((id) => !focus.risks.includes(id))],
      actions: [
        ...focus.actions.filter((id) => actions.includes(id)),
        ...actions.filter((id) => !focus.actions.includes(id)),
      ],
      quotes,
      cite: first,
      excerpts: group.excerpts,
      elements,
      counts: {
        addressed: elements.filter((e) => e.status === 'addressed').length,
        partial: elements.filter((e) => e.status === 'partial').length,
        missing: elements.filter((e) => e.status === 'missing').length,
      },
    }
  })

  const chunksOf = new Map(groups.map((group) => [group.name, group.chunks]))
  return {
    companies,
    rows,
    shared,
    recommendations: recommend(
      companies,
      rows,
      focus,
      (name) => chunksOf.get(name) ?? [],
      (name) => sectorOf.get(name),
    ),
    focus,
    excerptCount: groups.reduce((sum, group) => sum + group.excerpts.length, 0),
    synthetic: input.excerpts.some((e) => e.synthetic === true),
  }
}

/** The filters when the client sent them; otherwise what the selected excerpts themselves are tagged with most. */
function focusOf(
  given: SummaryFocus | undefined,
  query: string | undefined,
  tags: { risks: string[]; actions: string[] }[],
): SummaryAnalysis['focus'] {
  const keywords = keywordsOf(query)
  if (given && given.risks.length + given.actions.length > 0)
    return { risks: given.risks, actions: given.actions, keywords }
  if (keywords.length > 0) return { risks: [], actions: [], keywords }
  // Tags most companies share stand for the filters: each must be carried by at least half the excerpts.
  const half = Math.max(1, Math.ceil(tags.length / 2))
  const common = (values: string[]) =>
    counts(values)
      .filter((id) => values.filter((v) => v === id).length >= half)
      .slice(0, 2)
  return { risks: common(tags.flatMap((t) => t.risks)), actions: common(tags.flatMap((t) => t.actions)), keywords }
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function passagesFor(key: string): string[] {
  if (key === CROSS_ROW.key) return ['aasb-s2-cross-industry-metrics', 'tcfd-cross-industry-metrics']
  for (const section of TCFD_SECTIONS) {
    const requirement = sectionGuides[section].requirements.find((req) => req.paragraphs.includes(key))
    if (requirement) return requirement.passageIds
  }
  return []
}

function recommend(
  companies: CompanyFinding[],
  rows: ElementRow[],
  focus: SummaryAnalysis['focus'],
  chunksOf: (company: string) => readonly ReportExcerpt[],
  sectorOf: (company: string) => Sector | undefined,
): Recommendation[] {
  const boosted = new Map<string, number>()
  for (const id of [...focus.risks, ...focus.actions])
    (FOCUS_ELEMENTS[id] ?? []).forEach((key, i) => boosted.set(key, Math.max(boosted.get(key) ?? 0, 3 - i * 0.5)))

  const gaps: Recommendation[] = []
  for (const row of rows) {
    const missing = companies
      .filter((c) => c.elements.find((e) => e.key === row.key)?.status === 'missing')
      .map((c) => c.company)
    const partial = companies
      .filter((c) => c.elements.find((e) => e.key === row.key)?.status === 'partial')
      .map((c) => c.company)
    if (missing.length + partial.length === 0) continue
    const share = (missing.length + 0.5 * partial.length) / companies.length
    const example = companies.map((c) => c.elements.find((e) => e.key === row.key)).find((e) => e?.toAdd)?.toAdd ?? ''
    const who = [
      missing.length > 0
        ? `not found in ${missing.length === companies.length ? `any of the ${companies.length} reports` : listPhrase(missing)}`
        : '',
      partial.length > 0 ? `only partly disclosed by ${listPhrase(partial)}` : '',
    ].filter(Boolean)
    gaps.push({
      kind: 'gap',
      title: row.label,
      text: `${capitalise(listPhrase(who))}. ${example}`.trim(),
      reference: row.reference,
      companies: [...missing, ...partial],
      passageIds: passagesFor(row.key),
      score: share * 4 + (boosted.get(row.key) ?? 0),
    })
  }

  // One recommendation per sector the companies are in, unless every company of the sector already gives it.
  const sectors: Recommendation[] = []
  const bySector = new Map<string, CompanyFinding[]>()
  for (const company of companies)
    if (company.sector) bySector.set(company.sector.key, [...(bySector.get(company.sector.key) ?? []), company])
  for (const [key, members] of bySector) {
    const advice = SECTOR_ADVICE[key]
    if (!advice) continue
    const textOf = (member: CompanyFinding) =>
      chunksOf(member.company)
        .map((c) => c.text)
        .join('\n')
    const lacking = members.filter((member) => !givesSectorAsk(advice, textOf(member)))
    if (lacking.length === 0) continue
    const sector = sectorOf(members[0]!.company)
    const started = lacking.filter((member) => givesSectorAsk(advice, textOf(member), false)).map((c) => c.company)
    const notStarted = lacking.map((c) => c.company).filter((name) => !started.includes(name))
    const who = [
      notStarted.length > 0
        ? `${listPhrase(notStarted)} ${notStarted.length === 1 ? 'does' : 'do'} not give it yet`
        : '',
      started.length > 0
        ? `${listPhrase(started)} ${started.length === 1 ? 'gives' : 'give'} it only in part, without the figures`
        : '',
    ].filter(Boolean)
    sectors.push({
      kind: 'sector',
      title: advice.title,
      text: `For ${members[0]!.sector!.name}: ${advice.ask}; ${listPhrase(who)}. ${sector?.metrics ?? ''}`.trim(),
      reference: advice.reference,
      companies: lacking.map((c) => c.company),
      passageIds: sector ? [...new Set([...sector.passages.metrics, ...sector.passages.risks])] : [],
      // A sector's own ask is what a generic checklist misses, so it ranks high; more so the more companies it concerns.
      score: 7 + (lacking.length / companies.length) * 2,
    })
  }
  const ranked = [...sectors, ...gaps].sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
  // The top three, which a basic summary shows, keep at least one gap the companies share beside the sector asks.
  const firstGap = ranked.findIndex((rec) => rec.kind === 'gap')
  if (firstGap > 2) ranked.splice(2, 0, ...ranked.splice(firstGap, 1))
  return ranked
}

/** Whether a sentence is one several companies share, and so quoted once in SummaryAnalysis.shared. */
export function sharedSentence(analysis: SummaryAnalysis, sentence: string): SharedSentence | undefined {
  const names = analysis.companies.map((c) => c.company)
  const key = sentenceKey(sentence, names)
  return analysis.shared.find((s) => sentenceKey(s.text, names) === key)
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
