import type { Recommendation, SummaryAnalysis } from '../../../core/engine/summary-analysis'
import { STATUS_WORDS } from '../../../core/engine/summary-composer'
import type { ReportExcerpt } from '../../../core/engine/types'
import type { DetailLevel } from '../../../core/contract/search'
import {
  EXPERT_ROLE,
  GROUNDING_RULES,
  numberedSources,
  userText,
  type PromptMessage,
  type PromptSource,
} from './prompt-parts'

// The Analyse summary prompt. The model is given the same structure the grounded engine writes from
// (core/engine/summary-analysis.ts): the companies, each counted once, what each says on the selected topics, the
// comparison against AASB S2, the sentences several companies share, and the ranked recommendations with the
// passages that back them. It words the summary; the companies, statuses and gaps are facts it may not change.

export type AnalyseSummaryPrompt = {
  analysis: SummaryAnalysis
  /** The report excerpts as numbered in the sources: the selected excerpts of each company's latest report. */
  excerpts: readonly ReportExcerpt[]
  passages: readonly PromptSource[]
  level: DetailLevel
  query?: string
  label: (id: string) => string
}

export const SUMMARY_RECOMMENDATIONS: Record<DetailLevel, number> = { basic: 3, intermediate: 5, comprehensive: 10 }

const DEPTH: Record<DetailLevel, (n: number) => string> = {
  basic: (n) => `Detail level: basic.
Write "## Overview": one short paragraph (at most about 120 words) naming every company and the main gaps they share.
Then "## Comparison against AASB S2": the comparison table exactly as given.
Then "## Recommendations": exactly ${n} numbered recommendations: the first ${n} ranked recommendations given, in that order.`,
  intermediate: (n) => `Detail level: intermediate.
Write "## Overview": one paragraph naming every company and the main gaps they share.
Then "## Comparison against AASB S2": the comparison table exactly as given.
Then "## Company by company": a ### heading per company with what it says on the selected topics (quote at most two of its sentences given, with their source numbers) and what it does not disclose.
Then "## Sentences several companies share": each shared sentence quoted once, saying how many companies carry it.
Then "## Recommendations": exactly ${n} numbered recommendations: the first ${n} ranked recommendations given, in that order.`,
  comprehensive: (n) => `Detail level: comprehensive.
Write "## Overview": one paragraph naming every company, its sector where given, and the main gaps they share.
Then "## Comparison against AASB S2": the comparison table exactly as given.
Then "## Company by company": a ### heading per company with every quote given for it, with their source numbers, and the evidence for each element it discloses or partly discloses.
Then "## Sentences several companies share": each shared sentence quoted once, saying how many companies carry it.
Then "## Metrics and targets": every metric and target the excerpts state, with the figure, unit and year exactly as written; say so when there are none.
Then "## Recommendations": exactly ${n} numbered recommendations: the ranked recommendations given, in that order.`,
}

const SYSTEM = `${EXPERT_ROLE}

Task: write an analyst's summary that compares what a set of company climate reports disclose against AASB S2, company by company, and recommends how disclosures like these could align better with TCFD and AASB S2.
- You are given the analysis already made: the companies, what each says, a comparison table, the shared sentences and ranked recommendations. They are facts: do not change a status, do not add or drop a company, and never name a company that is not listed.
- Report excerpts are what the companies wrote. Attribute every finding to its company and cite the excerpt. A sentence several companies share is quoted once.
- Excerpts marked SYNTHETIC come from fictional demonstration reports. If any are present, say so in the first sentence of the overview, and never present them as real companies' disclosures.
- Each recommendation says which companies it concerns, names the AASB S2 paragraph exactly as given, and cites the passage numbers given with it.

${GROUNDING_RULES}`

function cell(text: string): string {
  return text.replace(/\|/g, '/').replace(/\s+/g, ' ').trim()
}

export function comparisonMarkdown(analysis: SummaryAnalysis): string {
  const { companies, rows } = analysis
  return [
    `| AASB S2 element | ${companies.map((c) => cell(c.company)).join(' | ')} |`,
    `| --- | ${companies.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${cell(`${row.label} (${row.key})`)} | ${companies.map((c) => STATUS_WORDS[c.elements.find((e) => e.key === row.key)?.status ?? 'missing']).join(' | ')} |`,
    ),
  ].join('\n')
}

function analysisBlock({ analysis, excerpts, passages, level, label }: AnalyseSummaryPrompt): string {
  const numberOf = (excerpt: ReportExcerpt) => `[${excerpts.findIndex((e) => e.id === excerpt.id) + 1}]`
  const passageNumber = (id: string) => {
    const at = passages.findIndex((source) => source.kind === 'passage' && source.passage.id === id)
    return at < 0 ? '' : `[${excerpts.length + at + 1}]`
  }
  const detailed = level === 'comprehensive'
  const focus = [
    ...analysis.focus.risks.map(label),
    ...analysis.focus.actions.map(label),
    ...analysis.focus.keywords.slice(0, 1).map((k) => `"${k}"`),
  ]
  const companies = analysis.companies.map((c) => {
    const lines = [
      `### ${c.company}`,
      `Report: ${c.title}${c.year !== undefined ? ` (${c.year})` : ''}; sources ${c.excerpts.map(numberOf).join('')}${c.sector ? `; sector: ${c.sector.name}` : ''}${c.earlierYears.length > 0 ? `; earlier years among the results, not counted again: ${c.earlierYears.join(', ')}` : ''}.`,
      `Against AASB S2: ${c.counts.addressed} disclosed, ${c.counts.partial} partly, ${c.counts.missing} not found.`,
    ]
    const quotes = c.quotes.slice(0, detailed ? undefined : 2)
    if (quotes.length > 0)
      lines.push(
        'Its own sentences on the selected topics:',
        ...quotes.map(
          (q) => `- ${q.topics.length > 0 ? `(${q.topics.join(', ')}) ` : ''}"${q.text}" ${numberOf(q.excerpt)}`,
        ),
      )
    else lines.push('Its selected excerpts say nothing of its own on the selected topics.')
    if (detailed) {
      const evidence = c.elements.filter((e) => e.status !== 'missing' && e.evidence.length > 0)
      if (evidence.length > 0)
        lines.push(
          'Evidence per element (from its report):',
          ...evidence.map(
            (e) => `- ${e.key} ${STATUS_WORDS[e.status]}: "${e.evidence[0]}"${e.note ? ` (${e.note})` : ''}`,
          ),
        )
    }
    return lines.join('\n')
  })
  const shared = analysis.shared
    .slice(0, 10)
    .map(
      (s) =>
        `- "${s.text}" in ${s.companies.length} companies' reports (${s.companies.join(', ')}) ${numberOf(s.excerpt)}`,
    )
  const recommendation = (rec: Recommendation, i: number) =>
    `${i + 1}. ${rec.title} (${rec.reference}); concerns ${rec.companies.join(', ')}: ${rec.text} Passages: ${rec.passageIds.map(passageNumber).filter(Boolean).slice(0, 2).join('') || 'none given'}`
  return [
    '## The analysis (computed from the reports; facts to work with)',
    `Companies: ${analysis.companies.length}, each counted once, its latest report read; ${analysis.excerptCount} selected excerpts. These are the only companies you may name.`,
    focus.length > 0 ? `Selected topics: ${focus.join(', ')}.` : '',
    companies.join('\n\n'),
    `Comparison table (company by AASB S2 element):\n\n${comparisonMarkdown(analysis)}`,
    shared.length > 0
      ? `Sentences several companies share (quote each once):\n${shared.join('\n')}`
      : 'No sentence is shared word for word by several companies.',
    `Ranked recommendations, from the gaps and sectors above:\n${analysis.recommendations.slice(0, SUMMARY_RECOMMENDATIONS[level]).map(recommendation).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n\n')
}

export function buildAnalyseSummaryMessages(prompt: AnalyseSummaryPrompt): PromptMessage[] {
  const { excerpts, passages, level, query, analysis } = prompt
  const sources: PromptSource[] = [
    ...excerpts.map((excerpt): PromptSource => ({ kind: 'report', excerpt })),
    ...passages,
  ]
  const focus = query?.trim()
    ? `\n\nThe analyst searched for: "${userText(query, 500)}". Give that topic particular attention.`
    : ''
  const count = Math.min(SUMMARY_RECOMMENDATIONS[level], analysis.recommendations.length)
  const user = `Sources [1] to [${excerpts.length}] are report excerpts; sources [${excerpts.length + 1}] onwards are TCFD and AASB S2 passages for the recommendations.

${numberedSources(sources)}

${analysisBlock(prompt)}

${DEPTH[level](count)}${focus}`
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}
