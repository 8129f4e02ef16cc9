import type { PassageIndex } from './retrieval'
import { SourceList } from './sources'
import {
  analyseReports,
  sharedSentence,
  type CompanyFinding,
  type ElementResult,
  type Recommendation,
  type SummaryAnalysis,
} from './summary-analysis'
import { sentences, tableCell } from './text'
import type { Classification, EngineAnswer, ReportExcerpt, SummaryInput } from './types'
import type { DetailLevel } from '../contract/search'

// The grounded Analyse summary: the structure of summary-analysis.ts written as Markdown. The detail levels differ in
// what they show, not only in length: basic gives the comparison and the top recommendations; intermediate adds
// what each company says on the selected topics and the sentences several companies share; comprehensive adds every
// quote and the evidence for each element. Every company, quote and recommendation is cited.
export type SummaryDeps = {
  classify: (text: string) => Classification
  /** Display label of a risk or action category id. */
  label: (id: string) => string
}

const depth: Record<DetailLevel, { recommendations: number; findings: boolean; quotes: number; evidence: boolean }> = {
  basic: { recommendations: 3, findings: false, quotes: 0, evidence: false },
  intermediate: { recommendations: 5, findings: true, quotes: 2, evidence: false },
  comprehensive: { recommendations: 10, findings: true, quotes: Infinity, evidence: true },
}

export const STATUS_WORDS = { addressed: 'Disclosed', partial: 'Partly', missing: 'Not found' } as const

export const SYNTHETIC_LINE =
  '> **Synthetic demonstration data.** These reports describe fictional companies generated for demonstration; they are not real disclosures.'

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

function shortQuote(text: string, max = 280): string {
  const clean = text.replace(/\s+/g, ' ').replace(/"/g, "'").trim()
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean
}

function reportName(company: CompanyFinding): string {
  return `${company.title}${company.year !== undefined ? `, ${company.year}` : ''}`
}

export function composeSummary(index: PassageIndex, input: SummaryInput, deps: SummaryDeps): EngineAnswer {
  if (input.excerpts.length === 0) {
    return {
      markdown: 'There are no report excerpts to summarise. Choose other filters and search again.',
      citations: [],
      engine: 'grounded',
      noMatch: true,
    }
  }
  const analysis = analyseReports(input, { classify: deps.classify })
  return renderSummary(index, analysis, input.level, deps)
}

function renderSummary(
  index: PassageIndex,
  analysis: SummaryAnalysis,
  level: DetailLevel,
  deps: SummaryDeps,
): EngineAnswer {
  const sources = new SourceList()
  const show = depth[level]
  const { companies } = analysis
  const cite = (excerpt: ReportExcerpt) => `[${sources.citeReport(excerpt)}]`
  const parts: string[] = []

  if (analysis.synthetic) parts.push(SYNTHETIC_LINE)

  const topicWords = [
    ...analysis.focus.risks.map(deps.label),
    ...analysis.focus.actions.map(deps.label),
    ...analysis.focus.keywords.slice(0, 1).map((k) => `"${k}"`),
  ]
  const earlier = companies.filter((c) => c.earlierYears.length > 0)
  const overview = [
    `This summary compares ${plural(companies.length, 'company', 'companies')} from ${plural(analysis.excerptCount, 'selected excerpt', 'selected excerpts')}, each company counted once: ${companies
      .map((c) => `${c.company} (${reportName(c)}) ${cite(c.cite)}`)
      .join('; ')}.`,
    earlier.length > 0
      ? `Earlier reporting years found for ${listPhrase(earlier.map((c) => `${c.company} (${c.earlierYears.join(', ')})`))} are not counted again; the latest report is used.`
      : '',
    topicWords.length > 0
      ? `It looks at what they say about ${listPhrase(topicWords)}, and at what each report discloses against AASB S2.`
      : 'It looks at what each report discloses against AASB S2.',
    sectorSentence(companies),
    mostMissing(analysis),
    analysis.shared.length > 0
      ? `${plural(analysis.shared.length, 'sentence appears', 'sentences appear')} word for word in more than one company's report; ${analysis.shared.length === 1 ? 'it is' : 'they are'} quoted once${show.findings ? ' below' : ''}.`
      : '',
  ]
  parts.push(`## Overview\n\n${overview.filter(Boolean).join(' ')}`)

  parts.push(comparisonTable(analysis))

  if (show.findings) {
    parts.push(
      `## Company by company\n\n${companies.map((company) => companySection(company, analysis, show, cite, deps)).join('\n\n')}`,
    )
    if (analysis.shared.length > 0) {
      const shared = analysis.shared
        .slice(0, level === 'comprehensive' ? 20 : 5)
        .map(
          (s) =>
            `- "${shortQuote(s.text)}" (in the reports of ${plural(s.companies.length, 'company', 'companies')}: ${listPhrase(s.companies)}) ${cite(s.excerpt)}`,
        )
      parts.push(`## Sentences several companies share\n\n${shared.join('\n')}`)
    }
  }

  if (show.evidence) parts.push(metricsSection(analysis, cite))

  const recommendations = analysis.recommendations
    .slice(0, show.recommendations)
    .map((rec, i) => recommendationLine(rec, i, index, sources))
  parts.push(
    `## Recommendations for TCFD and AASB S2 alignment\n\n${
      recommendations.length > 0
        ? recommendations.join('\n')
        : 'Every selected report discloses each AASB S2 element the check reads; compare the depth of their figures and targets next.'
    }`,
  )

  return {
    markdown: `${parts.join('\n\n')}\n\n${sources.markdown()}`,
    citations: sources.citations,
    engine: 'grounded',
  }
}

function sectorSentence(companies: readonly CompanyFinding[]): string {
  const withSector = companies.filter((c) => c.sector)
  if (withSector.length === 0) return ''
  const bySector = new Map<string, string[]>()
  for (const c of withSector) bySector.set(c.sector!.name, [...(bySector.get(c.sector!.name) ?? []), c.company])
  return `By what their reports describe, ${listPhrase([...bySector].map(([name, members]) => `${listPhrase(members)} ${members.length === 1 ? 'is' : 'are'} ${name}`))}.`
}

function mostMissing(analysis: SummaryAnalysis): string {
  const n = analysis.companies.length
  const gaps = analysis.rows
    .map((row) => ({
      row,
      missing: analysis.companies.filter((c) => c.elements.find((e) => e.key === row.key)?.status === 'missing').length,
    }))
    .filter((gap) => gap.missing > 0)
    .sort((a, b) => b.missing - a.missing)
    .slice(0, 3)
  if (gaps.length === 0) return ''
  return `Most often not found: ${listPhrase(gaps.map((gap) => `${gap.row.label.toLowerCase()} (${gap.missing} of ${n})`))}.`
}

function comparisonTable(analysis: SummaryAnalysis): string {
  const { companies, rows } = analysis
  const header = `| AASB S2 element | ${companies.map((c) => tableCell(c.company)).join(' | ')} |`
  const rule = `| --- | ${companies.map(() => '---').join(' | ')} |`
  const body = rows.map((row) => {
    const cells = companies.map((c) => STATUS_WORDS[c.elements.find((e) => e.key === row.key)?.status ?? 'missing'])
    return `| ${tableCell(`${row.label} (${row.key})`)} | ${cells.join(' | ')} |`
  })
  const totals = `| Disclosed in full | ${companies.map((c) => `${c.counts.addressed} of ${rows.length}`).join(' | ')} |`
  return [
    '## Comparison against AASB S2',
    `_Company by AASB S2 element: ${STATUS_WORDS.addressed}, ${STATUS_WORDS.partial} or ${STATUS_WORDS.missing} in each company's latest report, from an automated reading of its text that is not an assurance opinion._`,
    [header, rule, ...body, totals].join('\n'),
  ].join('\n\n')
}

function companySection(
  company: CompanyFinding,
  analysis: SummaryAnalysis,
  show: (typeof depth)[DetailLevel],
  cite: (excerpt: ReportExcerpt) => string,
  deps: SummaryDeps,
): string {
  const lines: string[] = [`### ${company.company}`]
  const about = [
    `${reportName(company)} ${cite(company.cite)}${company.sector ? `; ${company.sector.name}` : ''}.`,
    `${plural(company.excerptCount, 'selected excerpt', 'selected excerpts')}${company.risks.length > 0 ? `; risks raised: ${listPhrase(company.risks.slice(0, 3).map(deps.label))}` : ''}${company.actions.length > 0 ? `; responses: ${listPhrase(company.actions.slice(0, 3).map(deps.label))}` : ''}.`,
  ]
  lines.push(about.join(' '))
  const quotes = company.quotes.slice(0, show.quotes)
  if (quotes.length > 0) {
    lines.push(
      quotes
        .map(
          (q) =>
            `- ${q.topics.length > 0 ? `On ${listPhrase(q.topics)}: ` : ''}"${shortQuote(q.text)}" ${cite(q.excerpt)}`,
        )
        .join('\n'),
    )
  } else {
    const topics = [...analysis.focus.risks.map(deps.label), ...analysis.focus.actions.map(deps.label)]
    lines.push(
      topics.length > 0
        ? `Its selected excerpts say nothing of its own on ${listPhrase(topics)}.`
        : 'Its selected excerpts say nothing of its own beyond sentences other companies share.',
    )
  }
  const label = (e: ElementResult) => analysis.rows.find((row) => row.key === e.key)?.label.toLowerCase() ?? e.key
  const missing = company.elements.filter((e) => e.status === 'missing').map(label)
  const partial = company.elements.filter((e) => e.status === 'partial').map(label)
  lines.push(
    [
      `Against AASB S2: ${company.counts.addressed} of ${company.elements.length} elements disclosed.`,
      missing.length > 0 ? `Not found: ${listPhrase(missing)}.` : '',
      partial.length > 0 ? `Partly: ${listPhrase(partial)}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  )
  if (show.evidence) {
    const evidence = company.elements
      .filter((e) => e.evidence.length > 0)
      .map((e) => {
        const row = analysis.rows.find((r) => r.key === e.key)
        const shared = sharedSentence(analysis, e.evidence[0]!)
        // a sentence several companies share is quoted once, under "Sentences several companies share"
        const what = shared
          ? `the sentence ${shared.companies.length} companies share (quoted below)`
          : `"${shortQuote(e.evidence[0]!, 200)}"`
        return `- ${row?.label ?? e.key} (${e.key}), ${STATUS_WORDS[e.status].toLowerCase()}: ${what}${e.note ? ` ${e.note}` : ''} ${cite(e.source ?? company.cite)}`
      })
    if (evidence.length > 0) lines.push(`Evidence for each element:\n\n${evidence.join('\n')}`)
  }
  return lines.join('\n\n')
}

const METRIC = /\d[\d,.]*\s?(%|per ?cent|t\s?co2-?e?|tonnes|mwh|gwh|kt|mt|ml|gl|hectares)\b/i

/** Every figure the selected excerpts state, company by company, each sentence once. */
function metricsSection(analysis: SummaryAnalysis, cite: (excerpt: ReportExcerpt) => string): string {
  const seen = new Set<string>()
  const lines = analysis.companies.flatMap((company) =>
    company.excerpts.flatMap((excerpt) =>
      sentences(excerpt.text)
        .filter((sentence) => METRIC.test(sentence) && !seen.has(sentence) && seen.add(sentence))
        .map((sentence) => `- ${company.company}: "${shortQuote(sentence)}" ${cite(excerpt)}`),
    ),
  )
  return `## Metrics and targets stated\n\n${lines.length > 0 ? lines.join('\n') : 'The selected excerpts state no figures with units.'}`
}

function recommendationLine(rec: Recommendation, i: number, index: PassageIndex, sources: SourceList): string {
  const cites = rec.passageIds
    .map((id) => index.get(id))
    .filter((passage) => passage !== undefined)
    .slice(0, 2)
    .map((passage) => `[${sources.cite(passage)}]`)
    .join('')
  return `${i + 1}. **${rec.title} (${rec.reference}).** ${rec.text} ${cites}`.trimEnd()
}
