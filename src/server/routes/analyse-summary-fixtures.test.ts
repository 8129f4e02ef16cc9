import { join } from 'node:path'
import * as v from 'valibot'
import { beforeAll, describe, expect, test } from 'vitest'
import { SearchResponseSchema, type SearchDocument, type SummaryResponse } from '../../core/contract/search'
import { createReportStore } from '../ingest/ingest-store'
import { ingestFile } from '../ingest/ingest-file'
import { apiClient, signedInUser, type ApiClient } from '../test-api'
import { createTestApp } from '../test-app'
import { useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

// The six fictional Australian reports of tests/fixtures/reports (their README lists what each deliberately lacks),
// ingested through the real pipeline, searched and summarised through the API.

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/reports')
const BANK = 'Wattlebrook Bank Limited'
const INSURER = 'Lyrebird Insurance Group Limited'
const REIT = 'Saltbush Retail Property Trust'
const MINER = 'Tallowood Resources Limited'
const ENERGY = 'Quandong Energy Limited'
const DAIRY = 'Bellbird Plains Dairy Co-operative Limited'
// What the upload form would hold for each: the metadata ingestion cannot read from a file without front matter.
const REPORTS = [
  { file: 'bank-wattlebrook-fy2026.md', company: BANK, title: 'Climate Statement FY2026', year: 2026, sic: 'H' },
  { file: 'insurer-lyrebird-fy2026.md', company: INSURER, title: 'FY2026 Climate Statement', year: 2026, sic: 'H' },
  {
    file: 'reit-saltbush-fy2025.txt',
    company: REIT,
    title: 'Climate-related Financial Disclosure Report FY2025',
    year: 2025,
    sic: 'H',
  },
  {
    file: 'miner-tallowood-fy2026.md',
    company: MINER,
    title: 'Climate-related Disclosures FY2026',
    year: 2026,
    sic: 'B',
  },
  {
    file: 'energy-quandong-fy2025.html',
    company: ENERGY,
    title: 'Climate Statement and Transition Plan FY2025',
    year: 2025,
    sic: 'E',
  },
  { file: 'dairy-bellbird-fy2025.txt', company: DAIRY, title: 'Climate Report FY2025', year: 2025, sic: 'A' },
] as const

/** The comparison table of a summary: status by element key, then by company. */
function comparison(content: string): {
  companies: string[]
  status: (key: string, company: string) => string | undefined
} {
  const lines = content
    .split('## Comparison against AASB S2')[1]!
    .split('\n')
    .filter((line) => line.startsWith('|'))
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
  const companies = cells(lines[0]!).slice(1)
  const rows = new Map(
    lines
      .slice(2)
      .map((line) => [/\(([^()]*(?:\([^()]*\))*[^()]*)\)$/.exec(cells(line)[0]!)?.[1] ?? '', cells(line).slice(1)]),
  )
  return { companies, status: (key, company) => rows.get(key)?.[companies.indexOf(company)] }
}

function recommendations(content: string): string[] {
  return (content.split('## Recommendations')[1]?.split('**Sources**')[0] ?? '')
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
}

describe('summaries over realistic report fixtures', () => {
  const database = useTestDatabase('pglite')
  let api: ApiClient

  beforeAll(async () => {
    const store = createReportStore(database().db)
    for (const report of REPORTS) {
      const outcome = await ingestFile(join(FIXTURES, report.file), {
        flags: {
          company: report.company,
          title: report.title,
          year: report.year,
          sic: report.sic,
          country: 'Australia',
          exchange: 'ASX',
        },
        store,
        now: new Date('2026-11-01T00:00:00Z'),
      })
      expect(outcome.ok, report.file).toBe(true)
    }
    const { app } = createTestApp(database())
    api = apiClient(app, await signedInUser(database().db))
  }, 60_000)

  async function summary(search: Record<string, unknown>, mode = 'comprehensive', extra: Record<string, unknown> = {}) {
    const response = await api.post(endpointPath(endpoints.analyse.search, {}), { k: 50, ...search })
    const documents: SearchDocument[] = v.parse(SearchResponseSchema, await response.json()).documents
    const answer = await api.post(endpointPath(endpoints.analyse.summary, {}), {
      prompt_name: 'analyse_summary',
      variables: {
        tech_modes: mode,
        context: documents.map((d) => d.page_content).join('\n\n'),
        document_ids: documents.map((d) => d.metadata.id),
        ...extra,
      },
      messages: [],
    })
    expect(answer.status).toBe(200)
    return { documents, body: (await answer.json()) as SummaryResponse }
  }

  test('a summary over the six reports names and compares the companies and finds the gaps each report leaves', async () => {
    const { documents, body } = await summary({ risk_categories: ['Physical – Acute'] }, 'comprehensive', {
      risk_categories: ['Physical – Acute'],
    })
    expect(new Set(documents.map((d) => d.metadata.company)).size).toBe(6)
    expect(body.engine).toBe('grounded')
    expect(body.synthetic).toBe(false)
    expect(body.content).not.toContain('Synthetic demonstration data')

    const table = comparison(body.content)
    expect([...table.companies].sort()).toEqual([BANK, DAIRY, ENERGY, INSURER, MINER, REIT].sort())
    // each company once, its sector named
    expect(body.content).toContain(`This summary compares 6 companies from ${documents.length} selected excerpts`)
    for (const [company, sector] of [
      [BANK, 'a lender'],
      [INSURER, 'an insurer'],
      [MINER, 'a mining or mining services business'],
      [ENERGY, 'an energy business'],
      [DAIRY, 'an agricultural business'],
      [REIT, 'a property owner'],
    ]) {
      expect(body.content).toMatch(new RegExp(`${company}[^.]* (is|are) ${sector}`))
    }

    // The gaps tests/fixtures/reports/README.md lists, as far as the AASB S2 check reads them.
    const notDisclosed = (company: string, keys: string[]) => {
      for (const key of keys) expect(table.status(key, company), `${company} ${key}`).not.toBe('Disclosed')
    }
    notDisclosed(REIT, ['6(a)(ii)', '14', '22', '15-21', '29(a)(vi)', '29(b)-(g)', '36(e)'])
    notDisclosed(DAIRY, ['6(a)(ii)', '6(b)', '14', '22', '15-21', '29(a)(vi)', '29(b)-(g)', '36(e)'])
    notDisclosed(MINER, ['29(a)(vi)', '29(b)-(g)', '15-21'])
    notDisclosed(INSURER, ['14', '29(a)(vi)', '29(b)-(g)'])
    expect(table.status('36(e)', DAIRY)).toBe('Not found')
    // emissions tables read back row by row keep the unit their header gives
    for (const company of [BANK, MINER]) expect(table.status('29(a)', company), company).toBe('Disclosed')
    // the miner and the insurer give neither an internal carbon price nor climate-linked pay
    for (const company of [MINER, INSURER]) {
      const section = body.content.split(`### ${company}`)[1]!.split('### ')[0]!
      expect(section).toMatch(
        /Cross-industry metrics \(29\(b\)-\(g\)\), partly: [^\n]*internal carbon price, remuneration linked to climate/,
      )
    }
    // the strong reports disclose more than the weak ones
    const totals = body.content
      .split('\n')
      .find((line) => line.startsWith('| Disclosed in full |'))!
      .split('|')
      .slice(2, -1)
      .map((cell) => Number(cell.trim().split(' ')[0]))
    const total = (company: string) => totals[table.companies.indexOf(company)]!
    for (const strong of [BANK, ENERGY])
      for (const weak of [REIT, DAIRY]) expect(total(strong)).toBeGreaterThan(total(weak))

    // recommendations computed from those gaps and from each company's sector
    const recs = recommendations(body.content)
    expect(recs.find((line) => line.includes('**Financed emissions of the loan book'))).toContain(BANK)
    expect(recs.find((line) => line.includes('**Insurance-associated and investment emissions'))).toContain(INSURER)
    expect(recs.find((line) => line.includes('**Drought exposure and livestock and land emissions'))).toContain(DAIRY)
    expect(recs.find((line) => line.includes('**Climate resilience and scenario analysis'))).toMatch(
      new RegExp(`${DAIRY}|${REIT}`),
    )
    for (const source of body.sources!) expect(body.content).toContain(`[${source.n}]`)
  }, 60_000)

  test('different filters give different companies and recommendations that follow their sectors', async () => {
    const categories = (await (await api.get(endpointPath(endpoints.analyse.categories, {}))).json()) as {
      industry_categories: string[]
    }
    const industry = (start: string) => categories.industry_categories.find((label) => label.startsWith(start))!
    const finance = await summary(
      { sic_divisions: [industry('Finance')], risk_categories: ['Physical – Acute'] },
      'basic',
      { risk_categories: ['Physical – Acute'] },
    )
    const land = await summary(
      { sic_divisions: [industry('Mining'), industry('Agriculture')], risk_categories: ['Physical – Chronic'] },
      'basic',
      {
        risk_categories: ['Physical – Chronic'],
      },
    )
    expect(comparison(finance.body.content).companies.sort()).toEqual([BANK, INSURER, REIT].sort())
    expect(comparison(land.body.content).companies.sort()).toEqual([DAIRY, MINER].sort())

    const financeRecs = recommendations(finance.body.content)
    const landRecs = recommendations(land.body.content)
    expect(financeRecs).toHaveLength(3)
    expect(landRecs).toHaveLength(3)
    expect(financeRecs.join('\n')).toContain('**Financed emissions of the loan book')
    expect(financeRecs.join('\n')).not.toContain('Drought exposure')
    expect(landRecs.join('\n')).toContain('**Drought exposure and livestock and land emissions')
    expect(landRecs.join('\n')).not.toContain('Financed emissions')
    // a basic summary: the comparison and the top recommendations, no company-by-company detail
    expect(finance.body.content).not.toContain('## Company by company')
  }, 60_000)
})
