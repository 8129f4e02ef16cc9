import { expect, test } from 'vitest'
import { knowledgeBase } from '../knowledge/knowledge-base'
import { categoryLabel } from '../taxonomy'
import { classifyParagraph } from './classifier'
import { PassageIndex } from './retrieval'
import { analyseReports } from './summary-analysis'
import { composeSummary } from './summary-composer'
import type { ReportExcerpt, SummaryInput } from './types'
import type { DetailLevel } from '../contract/search'

const index = new PassageIndex(knowledgeBase)
const deps = { classify: classifyParagraph, label: categoryLabel }

const TEMPLATE =
  'The Board retains ultimate responsibility for the oversight of climate-related risks and opportunities.'

function excerpt(
  id: string,
  company: string,
  year: number,
  text: string,
  extra: Partial<ReportExcerpt> = {},
): ReportExcerpt {
  return { id, company, title: `${company.split(' ')[0]} Climate Report ${year}`, year, text, ...extra }
}

const bank = [
  excerpt(
    'b1',
    'Harbourline Bank Ltd',
    2024,
    `${TEMPLATE} Harbourline Bank lends to households and businesses across Australia, and its mortgage book is exposed to flood and bushfire risk in regional areas. Drought in the Murray-Darling Basin could raise credit losses in our agricultural lending.`,
    { industry: 'Finance, Insurance, and Real Estate' },
  ),
  excerpt(
    'b2',
    'Harbourline Bank Ltd',
    2024,
    'Bushfire and flood damage to mortgaged homes raised arrears in two regional branches. Our operational Scope 1 emissions were 4,100 tCO2-e and Scope 2 (location-based) emissions were 21,500 tCO2-e in FY2024. The Board Risk Committee reviews climate risk in the loan book quarterly.',
    { industry: 'Finance, Insurance, and Real Estate' },
  ),
  // an earlier year of the same bank: counted once, the latest year used
  excerpt(
    'b0',
    'Harbourline Bank Ltd',
    2023,
    'Flooding in northern New South Wales damaged homes held as security for our mortgages.',
    {
      industry: 'Finance, Insurance, and Real Estate',
    },
  ),
]

const miner = [
  excerpt(
    'm1',
    'Redgum Minerals Ltd',
    2024,
    `${TEMPLATE} Redgum Minerals operates open-pit copper and gold mines in the Pilbara and north Queensland. Cyclones and extreme heat stop work on site and flooding cuts haul roads to the port.`,
    { industry: 'Mining' },
  ),
  excerpt(
    'm2',
    'Redgum Minerals Ltd',
    2024,
    'Diesel burnt in haul trucks made up most of our Scope 1 emissions of 312,000 tCO2-e in FY2024. We target a 30% reduction in Scope 1 and 2 emissions by 2030 against a FY2020 baseline.',
    { industry: 'Mining' },
  ),
]

function input(
  excerpts: ReportExcerpt[],
  level: DetailLevel = 'intermediate',
  more: Partial<SummaryInput> = {},
): SummaryInput {
  return { excerpts, level, ...more }
}

test('a templated sentence several companies share is quoted once, attributed to how many companies', () => {
  const analysis = analyseReports(input([...bank, ...miner]), deps)
  expect(analysis.shared.map((s) => s.text)).toContain(TEMPLATE)
  expect(analysis.shared.find((s) => s.text === TEMPLATE)!.companies).toEqual([
    'Harbourline Bank Ltd',
    'Redgum Minerals Ltd',
  ])
  for (const company of analysis.companies) expect(company.quotes.map((q) => q.text)).not.toContain(TEMPLATE)

  const markdown = composeSummary(index, input([...bank, ...miner], 'comprehensive'), deps).markdown
  expect(markdown.split(TEMPLATE)).toHaveLength(2)
  expect(markdown).toContain('(in the reports of 2 companies: Harbourline Bank Ltd and Redgum Minerals Ltd)')
})

test("counts are per company: a company's several reporting years count once and the latest is read", () => {
  const analysis = analyseReports(input([...bank, ...miner]), deps)
  expect(analysis.companies.map((c) => c.company)).toEqual(['Harbourline Bank Ltd', 'Redgum Minerals Ltd'])
  const harbourline = analysis.companies[0]!
  expect(harbourline.year).toBe(2024)
  expect(harbourline.earlierYears).toEqual([2023])
  expect(harbourline.excerptCount).toBe(2)
  expect(harbourline.quotes.map((q) => q.text).join(' ')).not.toContain('northern New South Wales')

  const markdown = composeSummary(index, input([...bank, ...miner], 'basic'), deps).markdown
  expect(markdown).toContain('This summary compares 2 companies from 4 selected excerpts, each company counted once')
  expect(markdown).toContain('Earlier reporting years found for Harbourline Bank Ltd (2023) are not counted again')
})

test('the comparison gives each company a status per AASB S2 element', () => {
  const analysis = analyseReports(input([...bank, ...miner]), deps)
  const status = (company: number, key: string) =>
    analysis.companies[company]!.elements.find((e) => e.key === key)?.status
  // Both name the board; neither says anything about carbon credits.
  expect(status(0, '6(a)(i)')).not.toBe('missing')
  expect(status(1, '6(a)(i)')).not.toBe('missing')
  expect(status(0, '36(e)')).toBe('missing')
  expect(status(1, '36(e)')).toBe('missing')
  // The miner states a target with a base year and a date; the bank none.
  expect(status(1, '33-35')).not.toBe('missing')
  expect(status(0, '33-35')).toBe('missing')

  const markdown = composeSummary(index, input([...bank, ...miner], 'basic'), deps).markdown
  expect(markdown).toContain('## Comparison against AASB S2')
  expect(markdown).toContain('| AASB S2 element | Harbourline Bank Ltd | Redgum Minerals Ltd |')
  expect(markdown).toMatch(/\| Planned use of carbon credits \(36\(e\)\) \| Not found \| Not found \|/)
  for (const word of ['Disclosed', 'Partly', 'Not found']) expect(markdown).toContain(word)
})

test('recommendations follow the sector: a bank is told about financed emissions, a miner about physical risk to sites', () => {
  const forBank = analyseReports(input(bank), deps)
  const forMiner = analyseReports(input(miner), deps)
  expect(forBank.companies[0]!.sector?.key).toBe('banking')
  expect(forMiner.companies[0]!.sector?.key).toBe('mining')
  expect(forBank.recommendations[0]!.title).toBe('Financed emissions of the loan book')
  expect(forMiner.recommendations[0]!.title).toBe('Physical risk to sites')
  expect(forBank.recommendations.map((r) => r.title)).not.toContain('Physical risk to sites')
  expect(forMiner.recommendations.map((r) => r.title)).not.toContain('Financed emissions of the loan book')

  const bankText = composeSummary(index, input(bank, 'basic'), deps).markdown
  const minerText = composeSummary(index, input(miner, 'basic'), deps).markdown
  expect(bankText).toMatch(
    /1\. \*\*Financed emissions of the loan book[^\n]*For a lender: [^\n]*; Harbourline Bank Ltd does not give it yet\./,
  )
  expect(minerText).toMatch(
    /1\. \*\*Physical risk to sites[^\n]*For a mining or mining services business: [^\n]*; Redgum Minerals Ltd gives it only in part, without the figures\./,
  )
  const section = (text: string) => text.slice(text.indexOf('## Recommendations'), text.indexOf('**Sources'))
  expect(section(bankText)).not.toEqual(section(minerText))
})

test('a sector whose reports already give what it asks gets no sector recommendation', () => {
  const disclosing = [
    ...bank,
    excerpt(
      'b3',
      'Harbourline Bank Ltd',
      2024,
      'Financed emissions of the loan book were 9.8 million tCO2-e in FY2024, measured with PCAF methods.',
    ),
  ]
  expect(analyseReports(input(disclosing), deps).recommendations.map((r) => r.title)).not.toContain(
    'Financed emissions of the loan book',
  )
})

test('the selected filters change the recommendations and the quotes', () => {
  const physical = analyseReports(
    input([...bank, ...miner], 'basic', { focus: { risks: ['physical_acute'], actions: [] } }),
    deps,
  )
  const credits = analyseReports(
    input([...bank, ...miner], 'basic', { focus: { risks: [], actions: ['carbon_credits_offsets'] } }),
    deps,
  )
  const gaps = (a: typeof physical) => a.recommendations.filter((r) => r.kind === 'gap').map((r) => r.reference)
  expect(gaps(physical)).not.toEqual(gaps(credits))
  expect(gaps(credits)[0]).toBe('AASB S2 para 36(e)')
  const quotes = physical.companies[1]!.quotes
  expect(quotes[0]!.topics).toContain('Physical – Acute')
  expect(quotes[0]!.text).toMatch(/Cyclones and extreme heat/)

  const keywords = analyseReports(input([...bank, ...miner], 'basic', { query: 'haul trucks diesel' }), deps)
  expect(keywords.companies[1]!.quotes.map((q) => q.text).join(' ')).toContain('Diesel burnt in haul trucks')
})

test('the three detail levels differ in content, not only in length', () => {
  const all = [...bank, ...miner]
  const focus = { risks: ['physical_acute', 'physical_chronic'], actions: [] }
  const basic = composeSummary(index, input(all, 'basic', { focus }), deps).markdown
  const intermediate = composeSummary(index, input(all, 'intermediate', { focus }), deps).markdown
  const comprehensive = composeSummary(index, input(all, 'comprehensive', { focus }), deps).markdown
  for (const text of [basic, intermediate, comprehensive]) {
    expect(text).toContain('## Comparison against AASB S2')
    expect(text).toContain('## Recommendations for TCFD and AASB S2 alignment')
  }
  const numbered = (text: string) =>
    (text.slice(text.indexOf('## Recommendations')).match(/^\d+\. \*\*/gm) ?? []).length
  expect(numbered(basic)).toBe(3)
  expect(numbered(intermediate)).toBe(5)
  expect(numbered(comprehensive)).toBeGreaterThan(5)

  expect(basic).not.toContain('## Company by company')
  expect(basic).not.toContain('"Cyclones')
  expect(intermediate).toContain('## Company by company')
  expect(intermediate).toContain('## Sentences several companies share')
  expect(intermediate).not.toContain('Evidence for each element')
  // a bank and a miner: both sector asks, and a gap they share, are among the top three a basic summary shows
  expect(basic).toContain('**Financed emissions of the loan book')
  expect(basic).toContain('**Physical risk to sites')
  expect(comprehensive).toContain('Evidence for each element')
  // comprehensive quotes every sentence on the topics; intermediate at most two a company
  const quoteLines = (text: string) => (text.match(/^- (?:On [^:]+: )?"/gm) ?? []).length
  expect(quoteLines(comprehensive)).toBeGreaterThan(quoteLines(intermediate))
})

test('every company and every cited source is cited in the text; synthetic reports are labelled', () => {
  const answer = composeSummary(
    index,
    input(
      miner.map((e) => ({ ...e, synthetic: true })),
      'comprehensive',
    ),
    deps,
  )
  expect(answer.markdown.split('\n')[0]).toMatch(/^> \*\*Synthetic demonstration data\.\*\*/)
  for (const source of answer.citations) expect(answer.markdown).toContain(`[${source.n}]`)
  expect(answer.citations.filter((c) => c.kind === 'report').every((c) => c.synthetic === true)).toBe(true)
  expect(answer.citations.some((c) => c.kind === 'passage')).toBe(true)
})

test('whole reports, when given, are what the comparison judges', () => {
  const chunk = (id: string, text: string): ReportExcerpt => ({ ...miner[0]!, id, text })
  const reports = [
    {
      company: 'Redgum Minerals Ltd',
      title: miner[0]!.title,
      year: 2024,
      chunks: [
        ...miner,
        chunk(
          'm9',
          'We do not plan to use carbon credits to meet our 2030 target; the reduction comes from our own operations.',
        ),
      ],
    },
  ]
  const withReport = analyseReports(input(miner, 'basic', { reports }), deps)
  const without = analyseReports(input(miner, 'basic'), deps)
  const credits = (a: typeof without) => a.companies[0]!.elements.find((e) => e.key === '36(e)')!
  expect(credits(without).status).toBe('missing')
  expect(credits(withReport).status).not.toBe('missing')
  expect(credits(withReport).source?.id).toBe('m9')
})
