import { expect, test } from 'vitest'
import { classifyParagraph } from '../../core/engine/classifier'
import { detectIndustries } from '../../core/taxonomy'
import { SCENARIO_WARMING } from './chunk-writers'
import {
  DEMO_CORPUS_REPORTS,
  DEMO_SOURCE,
  generateCorpus,
  splitSentences,
  type GeneratedReport,
} from './generate-corpus'

// One mid-sized corpus shared by the tests: big enough for every market, industry and kind of chunk to appear.
const corpus: GeneratedReport[] = [...generateCorpus({ reports: 900 })]
const chunks = corpus.flatMap((report) => report.chunks)

test('the demo corpus has at least 6,000 reports by default, and exactly as many as asked for', () => {
  expect(DEMO_CORPUS_REPORTS).toBeGreaterThanOrEqual(6000)
  expect(corpus).toHaveLength(900)
  expect([...generateCorpus({ reports: 7 })]).toHaveLength(7)
})

test('the same seed gives the same corpus, another seed a different one', () => {
  const again = [...generateCorpus({ reports: 120 })]
  expect(again).toEqual(corpus.slice(0, 120))
  const other = [...generateCorpus({ seed: 7, reports: 120 })]
  expect(other.map((report) => report.company)).not.toEqual(again.map((report) => report.company))
})

test('every report is marked synthetic and says where it came from', () => {
  for (const report of corpus) {
    expect(report.synthetic).toBe(true)
    expect(report.source).toBe(DEMO_SOURCE)
    expect(report.source).toMatch(/synthetic/i)
    expect(report.sourceKey).toMatch(/^demo:2026:[a-z0-9-]+:\d{4}$/)
  }
  expect(new Set(corpus.map((report) => report.sourceKey)).size).toBe(corpus.length)
})

test('US filers report from 2019, ASX and NZX companies recently, all up to 2025', () => {
  const byExchange = new Map<string, number[]>()
  for (const report of corpus)
    byExchange.set(report.exchange, [...(byExchange.get(report.exchange) ?? []), report.year])
  expect([...byExchange.keys()].sort()).toEqual(['ASX', 'NYSE', 'NZX', 'Nasdaq'])
  for (const [exchange, years] of byExchange) {
    expect(Math.max(...years)).toBe(2025)
    expect(Math.min(...years)).toBeGreaterThanOrEqual(exchange === 'ASX' || exchange === 'NZX' ? 2022 : 2019)
  }
  expect(Math.min(...byExchange.get('NYSE')!)).toBe(2019)
  expect(corpus.filter((report) => report.exchange === 'ASX').every((report) => report.country === 'Australia')).toBe(
    true,
  )
  expect(corpus.filter((report) => report.exchange === 'NZX').every((report) => report.country === 'New Zealand')).toBe(
    true,
  )
})

test('reports have 5 to 15 chunks, every industry division appears, and the text is not repeated', () => {
  for (const report of corpus) {
    expect(report.chunks.length).toBeGreaterThanOrEqual(5)
    expect(report.chunks.length).toBeLessThanOrEqual(15)
  }
  expect(new Set(corpus.map((report) => report.sicDivision))).toEqual(
    new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']),
  )
  // Companies reuse some wording from year to year, as real ones do; across companies hardly any paragraph repeats.
  const companiesOf = new Map<string, Set<string>>()
  for (const report of corpus)
    for (const chunk of report.chunks)
      companiesOf.set(chunk.text, (companiesOf.get(chunk.text) ?? new Set()).add(report.company))
  expect(companiesOf.size / chunks.length).toBeGreaterThan(0.95)
  expect([...companiesOf.values()].filter((companies) => companies.size > 1).length / companiesOf.size).toBeLessThan(
    0.03,
  )
})

test('stored tags are exactly what the grounded classifier says of each chunk', () => {
  for (const chunk of chunks.slice(0, 2000)) {
    const classified = classifyParagraph(chunk.text)
    expect({ pillar: chunk.pillar, risks: chunk.risks, actions: chunk.actions }).toEqual({
      pillar: classified.pillar,
      risks: classified.risks,
      actions: classified.actions,
    })
  }
})

test('chunks written about a risk or an action are tagged with it almost always', () => {
  const intendedRisks = chunks.flatMap((chunk) => chunk.intended.risks.map((risk) => chunk.risks.includes(risk)))
  const intendedActions = chunks.flatMap((chunk) =>
    chunk.intended.actions.map((action) => chunk.actions.includes(action)),
  )
  expect(intendedRisks.length).toBeGreaterThan(1000)
  expect(intendedRisks.filter(Boolean).length / intendedRisks.length).toBeGreaterThan(0.9)
  expect(intendedActions.filter(Boolean).length / intendedActions.length).toBeGreaterThan(0.9)
  // Every pillar, risk and action category is represented, so every filter finds something.
  expect(new Set(chunks.map((chunk) => chunk.pillar))).toEqual(
    new Set(['governance', 'strategy', 'risk_management', 'metrics_targets', 'none']),
  )
  expect(new Set(chunks.flatMap((chunk) => chunk.risks)).size).toBe(6)
  expect(new Set(chunks.flatMap((chunk) => chunk.actions)).size).toBe(12)
})

test("a report's industry is one the taxonomy finds in its own text", () => {
  const found = corpus.filter((report) =>
    detectIndustries(report.chunks.map((chunk) => chunk.text).join('\n\n')).includes(report.sicDivision),
  )
  expect(found.length / corpus.length).toBeGreaterThan(0.9)
})

test('text varies with the industry: miners write about mines, banks about lending', () => {
  const text = (division: string) =>
    corpus
      .filter((report) => report.sicDivision === division)
      .flatMap((report) => report.chunks.map((chunk) => chunk.text))
      .join(' ')
      .toLowerCase()
  expect(text('B')).toMatch(/\bmine|\bmining/)
  expect(text('H')).toMatch(/lending|insurance|property|portfolio/)
  expect(text('B')).not.toMatch(/mortgage/)
})

test('emissions agree from one year to the next: the stated change matches the previous report', () => {
  const totals = new Map<string, number>()
  const total = (report: GeneratedReport) => {
    const match = report.chunks
      .find((chunk) => chunk.kind === 'emissions')!
      .text.match(/a total of ([\d,]+) tCO2-e and (a decrease|an increase) of ([\d.]+)%/)
    expect(match).not.toBeNull()
    return {
      value: Number(match![1]!.replace(/,/g, '')),
      change: (match![2] === 'a decrease' ? -1 : 1) * Number(match![3]),
    }
  }
  let compared = 0
  for (const report of corpus) {
    const { value, change } = total(report)
    const previous = totals.get(`${report.company}:${report.year - 1}`)
    if (previous !== undefined) {
      // The percentage is stated to one decimal.
      expect(Math.abs(((value - previous) / previous) * 100 - change)).toBeLessThanOrEqual(0.05 + 1e-9)
      compared += 1
    }
    totals.set(`${report.company}:${report.year}`, value)
  }
  expect(compared).toBeGreaterThan(500)
})

// Issue 17: a corpus that reads like real reports.

const companyOf = (report: GeneratedReport) => report.company
const sentencesOf = (report: GeneratedReport) => report.chunks.flatMap((chunk) => splitSentences(chunk.text))

test('no two companies share a sentence, and one company never repeats an excerpt from year to year', () => {
  const writers = new Map<string, string>()
  const shared: string[] = []
  for (const report of corpus) {
    for (const sentence of new Set(sentencesOf(report))) {
      const writer = writers.get(sentence)
      if (writer === undefined) writers.set(sentence, companyOf(report))
      else if (writer !== companyOf(report)) shared.push(`${writer} / ${companyOf(report)}: ${sentence}`)
    }
  }
  expect(shared).toEqual([])
  const excerpts = new Map<string, string>()
  for (const report of corpus) {
    for (const chunk of report.chunks) {
      const key = `${companyOf(report)}\n${chunk.text}`
      expect(
        excerpts.get(key),
        `${report.company} repeats an excerpt of ${excerpts.get(key)} in ${report.year}`,
      ).toBeUndefined()
      excerpts.set(key, String(report.year))
    }
  }
})

test('wording varies between companies: the same statement comes in many phrasings, not one template', () => {
  // The sentence that opens the committee's description, with names and numbers blanked: dozens of shapes.
  const shapes = new Set(
    corpus
      .flatMap((report) => report.chunks.filter((chunk) => chunk.kind === 'governance_board'))
      .map((chunk) =>
        splitSentences(chunk.text)[1]!
          .replace(/^At \S+, /, '')
          .replace(/\d+/g, '#')
          .replace(/the [A-Z][\w ,]+Committee/g, 'the C'),
      ),
  )
  expect(shapes.size).toBeGreaterThan(100)
  // Sector sentences: a coal miner writes about methane, a bank about PCAF, an airline about jet fuel.
  const textOf = (subsector: string) =>
    corpus
      .filter((report) => report.subsector === subsector)
      .flatMap((report) => report.chunks.map((chunk) => chunk.text))
      .join(' ')
  expect(textOf('met-coal')).toMatch(/fugitive methane/)
  expect(textOf('bank')).toMatch(/PCAF/)
  expect(textOf('airline')).toMatch(/jet fuel/)
  expect(textOf('software')).not.toMatch(/diesel burned by haul trucks/)
})

const number = (text: string) => Number(text.replace(/,/g, ''))

function emissionsOf(report: GeneratedReport) {
  const text = report.chunks.find((chunk) => chunk.kind === 'emissions')!.text
  const total = number(text.match(/a total of ([\d,]+) tCO2-e/)![1]!)
  const financed = text.match(/financed emissions \(Scope 3 category 15\)\D*?([\d,]+) tCO2-e/i)
  return { text, total, financed: financed ? number(financed[1]!) : undefined }
}

test("lenders' and investors' financed emissions are far above their own: more than 50 times Scope 1 and 2", () => {
  const lenders = corpus.filter((report) => ['bank', 'insurer', 'asset-manager'].includes(report.subsector))
  const stated = lenders.map(emissionsOf).filter((figures) => figures.financed !== undefined)
  expect(stated.length).toBeGreaterThan(20)
  for (const { financed, total, text } of stated) expect(financed! / total, text).toBeGreaterThan(50)
  // Nobody else calls its Scope 3 financed emissions.
  for (const report of corpus.filter((report) => !lenders.includes(report)))
    expect(emissionsOf(report).financed).toBeUndefined()
})

test('every Scope 2 figure is given location-based, with market-based alongside', () => {
  for (const report of corpus) {
    const { text } = emissionsOf(report)
    expect(text).toMatch(/location-based/)
    expect(text).toMatch(/market-based/)
    expect(text).not.toMatch(/Scope 2 emissions \(market-based\)/)
  }
  for (const chunk of chunks) if (/market-based/.test(chunk.text)) expect(chunk.text).toMatch(/location-based/)
})

test("miners' Scope 1 is mostly diesel (methane at coal mines); an airline's is jet fuel", () => {
  const share = (report: GeneratedReport, source: RegExp) => {
    const text = emissionsOf(report).text
    const sentence = splitSentences(text).find((candidate) => source.test(candidate) && /Scope 1/.test(candidate))
    expect(sentence, text).toBeDefined()
    return Number(sentence!.match(/(\d+)% of/)![1])
  }
  const of = (subsectors: string[]) => corpus.filter((report) => subsectors.includes(report.subsector))
  expect(of(['copper', 'iron-ore', 'gold', 'lithium']).length).toBeGreaterThan(10)
  for (const report of of(['copper', 'iron-ore', 'gold', 'lithium']))
    expect(share(report, /diesel/i)).toBeGreaterThan(50)
  for (const report of of(['met-coal'])) expect(share(report, /fugitive methane/i)).toBeGreaterThanOrEqual(50)
  for (const report of of(['airline'])) expect(share(report, /jet fuel/i)).toBeGreaterThan(95)
})

test('scenarios carry their correct warming: SSP1-1.9 is the 1.5 °C pathway, SSP1-2.6 about 1.8 °C', () => {
  let named = 0
  for (const chunk of chunks) {
    for (const [, name, warming] of chunk.text.matchAll(
      /(SSP\d-\d\.\d|NGFS Net Zero 2050|NGFS Current Policies|IEA Net Zero Emissions by 2050) \(([^)]*)\)/g,
    )) {
      expect(warming, chunk.text).toBe(SCENARIO_WARMING[name as keyof typeof SCENARIO_WARMING])
      named += 1
    }
    expect(chunk.text).not.toMatch(/SSP1-2\.6[^.]*\b1\.5 ?°C scenario/)
  }
  expect(named).toBeGreaterThan(200)
  expect(SCENARIO_WARMING).toMatchObject({
    'SSP1-1.9': expect.stringContaining('1.5 °C pathway'),
    'SSP1-2.6': expect.stringMatching(/1\.8 °C.*well below 2 °C/),
    'SSP2-4.5': expect.stringContaining('2.7 °C'),
    'SSP5-8.5': 'over 4 °C',
    'NGFS Net Zero 2050': '1.5 °C',
    'NGFS Current Policies': '3 °C or more',
  })
  // Australian reports under AASB S2 pair a 1.5 °C scenario with one well above 2 °C.
  const asx = corpus
    .filter((report) => report.exchange === 'ASX' && report.year >= 2025)
    .flatMap((report) => report.chunks.filter((chunk) => chunk.kind === 'scenario'))
  expect(asx.length).toBeGreaterThan(5)
  for (const chunk of asx) expect(chunk.text).toMatch(/\(1\.5 °C|the 1\.5 °C pathway\)/)
})
