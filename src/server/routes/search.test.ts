import * as v from 'valibot'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  CategoriesResponseSchema,
  SearchResponseSchema,
  type SearchDocument,
  type SearchRequest,
  type SearchResponse,
} from '../../core/contract/search'
import { ACTION_CATEGORIES, INDUSTRY_CATEGORIES, RISK_CATEGORIES } from '../../core/taxonomy'
import { insertReports } from '../corpus/report-store'
import { seedDemoCorpus } from '../corpus/seed-demo-corpus'
import { apiClient, signedInUser, type ApiClient } from '../test-api'
import { createTestApp, capturingLogger } from '../test-app'
import { insertTestCorpus } from '../test-corpus'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

type Body = { detail?: string; documents?: SearchDocument[] }

async function search(
  api: ApiClient,
  request: SearchRequest | Record<string, unknown>,
): Promise<{ status: number; body: Body }> {
  const response = await api.post(endpointPath(endpoints.analyse.search, {}), request)
  return { status: response.status, body: (await response.json()) as Body }
}

async function documents(api: ApiClient, request: SearchRequest): Promise<SearchDocument[]> {
  const { status, body } = await search(api, request)
  expect(status, JSON.stringify(body)).toBe(200)
  return v.parse(SearchResponseSchema, body).documents
}

async function answer(api: ApiClient, request: SearchRequest): Promise<SearchResponse> {
  const { status, body } = await search(api, request)
  expect(status, JSON.stringify(body)).toBe(200)
  return v.parse(SearchResponseSchema, body)
}

const companiesOf = (docs: SearchDocument[]) => docs.map((doc) => doc.metadata.company)

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(`${name}, hand-made corpus`, () => {
    const database = useTestDatabase(driver)
    let api: ApiClient
    let other: ApiClient
    let anonymous: ApiClient

    beforeAll(async () => {
      await insertTestCorpus(database().db)
      const { app } = createTestApp(database())
      api = apiClient(app, await signedInUser(database().db))
      other = apiClient(app, await signedInUser(database().db))
      anonymous = apiClient(app, undefined)
    })

    test('GET /api/search/categories lists the taxonomy labels, signed in or not', async () => {
      for (const client of [api, anonymous]) {
        const response = await client.get(endpointPath(endpoints.analyse.categories, {}))
        expect(response.status).toBe(200)
        const body = v.parse(CategoriesResponseSchema, await response.json())
        expect(body.industry_categories).toEqual(INDUSTRY_CATEGORIES.map((category) => category.name))
        expect(body.risk_categories).toEqual(RISK_CATEGORIES.map((category) => category.label))
        expect(body.action_categories).toEqual(ACTION_CATEGORIES.map((category) => category.label))
      }
    })

    test('searching needs a session', async () => {
      const { status, body } = await search(anonymous, { risk_categories: ['Physical – Acute'] })
      expect(status).toBe(401)
      expect(body.detail).toBeTruthy()
    })

    test('chunks carrying more of the selected categories come first, one per report, newest first among equals', async () => {
      const docs = await documents(api, {
        risk_categories: ['Physical – Acute'],
        action_categories: ['Renewable energy'],
        k: 3,
      })
      // Aldvora (2024) and Drevanth (2022) each have a chunk with both; Brenthex only has them in separate chunks.
      expect(companiesOf(docs)).toEqual(['Aldvora Mining Ltd', 'Drevanth Steel Corp', 'Brenthex Power Inc'])
      expect(docs[0]!.page_content).toMatch(/^Cyclones flood our open pits/)
      expect(docs[0]!.metadata.matched).toEqual(['Risk: Physical – Acute', 'Action: Renewable energy'])
      expect(docs[2]!.metadata.matched).toHaveLength(1)
      expect(new Set(docs.map((doc) => doc.metadata.report_id)).size).toBe(3)
    })

    test('when k exceeds the matching reports, their other matching chunks fill the list, best first', async () => {
      const docs = await documents(api, {
        risk_categories: ['Physical – Acute'],
        action_categories: ['Renewable energy'],
        k: 50,
      })
      expect(docs.map((doc) => doc.page_content.slice(0, 20))).toEqual([
        'Cyclones flood our o',
        'Heatwaves stop our m',
        'Storms damaged poles',
        'Flooding closed the ',
        'We added 300 MW of s',
      ])
      // The governance chunk carries neither category and is never offered.
      expect(docs.some((doc) => doc.page_content.startsWith('The Board met'))).toBe(false)
      expect(
        (await documents(api, { risk_categories: ['Physical – Acute'], action_categories: ['Renewable energy'], k: 2 }))
          .length,
      ).toBe(2)
    })

    test('an industry is a condition: only reports of the chosen divisions are returned', async () => {
      const mining = await documents(api, { sic_divisions: ['Mining'], risk_categories: ['Physical – Acute'], k: 1 })
      expect(companiesOf(mining)).toEqual(['Aldvora Mining Ltd'])
      expect(mining[0]!.metadata).toMatchObject({
        industry: 'Mining',
        year: 2024,
        country: 'Australia',
        exchange: 'ASX',
        title: 'Climate Report FY2024',
        synthetic: false,
      })
      expect(mining[0]!.metadata.matched).toEqual(['Industry: Mining', 'Risk: Physical – Acute'])
      const finance = await documents(api, { sic_divisions: ['Finance, Insurance, and Real Estate'], k: 10 })
      expect(new Set(companiesOf(finance))).toEqual(new Set(['Crolvium Bank Ltd']))
    })

    test('when the filters leave nothing, the closest matches come with the filter dropped named', async () => {
      // No construction company reports an acute physical risk: without the industry, the miner's and others' do.
      const construction = await answer(api, {
        sic_divisions: ['Construction'],
        risk_categories: ['Physical – Acute'],
        k: 3,
      })
      expect(construction.relaxed).toEqual({
        filter: 'industry',
        title: 'Industry Categories',
        values: ['Construction'],
      })
      expect(companiesOf(construction.documents)).toEqual([
        'Brenthex Power Inc',
        'Aldvora Mining Ltd',
        'Drevanth Steel Corp',
      ])
      for (const doc of construction.documents) {
        expect(doc.metadata.matched).toEqual(['Risk: Physical – Acute'])
        expect(doc.metadata.missing).toEqual(['Industry: Construction'])
      }
      // Two filters would each help: the action is given up first (the industry names the peers), the other is offered.
      const mining = await answer(api, {
        sic_divisions: ['Mining'],
        action_categories: ['Climate finance and investment'],
      })
      expect(mining.relaxed).toEqual({
        filter: 'action',
        title: 'Action Categories',
        values: ['Climate finance and investment'],
        alternatives: [{ filter: 'industry', title: 'Industry Categories', values: ['Mining'] }],
      })
      expect(new Set(companiesOf(mining.documents))).toEqual(new Set(['Aldvora Mining Ltd']))
      expect(mining.documents[0]!.metadata.missing).toEqual(['Action: Climate finance and investment'])
      // Results that satisfy the filters are never relaxed, and keywords alone have no filter to drop.
      expect((await answer(api, { sic_divisions: ['Mining'], k: 1 })).relaxed).toBeUndefined()
      expect(await answer(api, { query: 'hydrogen' })).toEqual({ documents: [] })
    })

    test('keywords rank within the filters: all of them first, then more before fewer, then the filters alone', async () => {
      const both = await answer(api, { query: 'flood mortgage', k: 10 })
      expect(both.keywords_matched).toBe('all')
      expect(companiesOf(both.documents)[0]).toBe('Crolvium Bank Ltd')
      expect(both.documents[0]!.metadata.matched).toEqual(['Keyword: flood', 'Keyword: mortgage'])
      expect(both.documents[0]!.metadata.missing).toBeUndefined()
      // The miner mentions floods but no mortgage: it follows, and says which keyword it lacks.
      expect(companiesOf(both.documents).slice(1)).toContain('Aldvora Mining Ltd')
      const miner = both.documents.find((doc) => doc.metadata.company === 'Aldvora Mining Ltd')!
      expect(miner.metadata.matched).toEqual(['Keyword: flood'])
      expect(miner.metadata.missing).toEqual(['Keyword: mortgage'])

      // No report has every keyword: the reports with most of them still come, instead of nothing.
      const some = await answer(api, { query: 'hydrogen cyclones wind', k: 10 })
      expect(some.keywords_matched).toBe('some')
      expect(some.documents[0]!.page_content).toMatch(/^Cyclones flood our open pits/)
      expect(some.documents[0]!.metadata.matched).toEqual(['Keyword: cyclones', 'Keyword: wind'])
      expect(some.documents[0]!.metadata.missing).toEqual(['Keyword: hydrogen'])

      // Within filters, a keyword no report contains ranks nothing but excludes nothing either.
      const none = await answer(api, { risk_categories: ['Physical – Acute'], query: 'hydrogen', k: 10 })
      expect(none.keywords_matched).toBe('none')
      expect(new Set(companiesOf(none.documents))).toEqual(
        new Set(['Aldvora Mining Ltd', 'Brenthex Power Inc', 'Drevanth Steel Corp']),
      )
      expect(none.documents.every((doc) => doc.metadata.missing?.includes('Keyword: hydrogen'))).toBe(true)
      // A report containing the keyword comes before those that do not.
      const flood = await answer(api, { risk_categories: ['Physical – Acute'], query: 'storms', k: 10 })
      expect(companiesOf(flood.documents)[0]).toBe('Brenthex Power Inc')
      expect(flood.keywords_matched).toBe('all')
      expect(new Set(companiesOf(flood.documents))).toEqual(
        new Set(['Aldvora Mining Ltd', 'Brenthex Power Inc', 'Drevanth Steel Corp']),
      )
    })

    test('keywords are matched with stemming, ranked by relevance, and said to be why a chunk matched', async () => {
      const docs = await documents(api, { query: 'flooding', k: 10 })
      expect(new Set(companiesOf(docs))).toEqual(new Set(['Aldvora Mining Ltd', 'Crolvium Bank Ltd']))
      expect(docs).toHaveLength(3)
      expect(docs[0]!.metadata.matched).toEqual(['Keyword: flooding'])
      // With a category the keyword must occur in a chunk that carries it.
      const bank = await documents(api, { query: 'flood', risk_categories: ['Transition – Policy and Legal'] })
      expect(companiesOf(bank)).toEqual(['Crolvium Bank Ltd'])
      expect(bank[0]!.metadata.matched).toEqual(['Risk: Transition – Policy and Legal', 'Keyword: flood'])
      expect(await documents(api, { query: 'hydrogen' })).toEqual([])
      // Only stop words: nothing to search for, and no category either.
      expect(await documents(api, { query: 'the and of' })).toEqual([])
    })

    test('a report whose chunks outrank all others still yields one place before the other reports fill the list', async () => {
      const zinc = (company: string, sourceKey: string, texts: string[]) => ({
        sourceKey,
        title: 'Zinc Report 2024',
        company,
        year: 2024,
        sicDivision: 'C',
        source: 'test corpus',
        chunks: texts.map((text) => ({ text, pillar: 'strategy' as const, risks: [], actions: [] })),
      })
      await insertReports(database().db, [
        zinc(
          'Zorvanthex Zinc Corp',
          'test:zinc-a',
          Array.from({ length: 10 }, (_, i) => `Zinc smelting and zinc refining, zinc line ${i}.`),
        ),
        zinc('Quelmora Builders Inc', 'test:zinc-b', ['We also buy some zinc.']),
      ])
      const docs = await documents(api, { query: 'zinc', k: 2 })
      expect(companiesOf(docs)).toEqual(['Zorvanthex Zinc Corp', 'Quelmora Builders Inc'])
      const more = await documents(api, { query: 'zinc', k: 5 })
      expect(companiesOf(more)).toEqual([
        'Zorvanthex Zinc Corp',
        'Quelmora Builders Inc',
        'Zorvanthex Zinc Corp',
        'Zorvanthex Zinc Corp',
        'Zorvanthex Zinc Corp',
      ])
    })

    test('ids, other cases and a plain hyphen are accepted for labels; mode is accepted and changes nothing', async () => {
      const byLabel = await documents(api, { risk_categories: ['Physical – Acute'], k: 5 })
      expect(await documents(api, { risk_categories: ['physical_acute'], k: 5 })).toEqual(byLabel)
      expect(await documents(api, { risk_categories: ['physical - acute'], k: 5, mode: 'comprehensive' })).toEqual(
        byLabel,
      )
      expect(companiesOf(await documents(api, { sic_divisions: ['b'], k: 1 }))).toEqual(['Aldvora Mining Ltd'])
    })

    test('bad filters are refused with a detail that says what is wrong', async () => {
      const unknown = await search(api, { risk_categories: ['Volcanoes'] })
      expect(unknown.status).toBe(400)
      expect(unknown.body.detail).toContain('Unknown risk category "Volcanoes"')
      expect(unknown.body.detail).toContain('Physical – Acute')
      expect((await search(api, { sic_divisions: ['Banking'] })).body.detail).toContain(
        'Finance, Insurance, and Real Estate',
      )
      expect((await search(api, { action_categories: ['Tree hugging'] })).body.detail).toContain('Renewable energy')
      for (const [k, message] of [
        [0, 'k must be at least 1'],
        [51, 'k must be at most 50'],
        [2.5, 'k must be a whole number'],
        ['10', 'k must be a number'],
      ] as const) {
        const { status, body } = await search(api, { risk_categories: ['Physical – Acute'], k })
        expect(status).toBe(400)
        expect(body.detail).toBe(message)
      }
      for (const request of [
        {},
        { query: '   ' },
        { sic_divisions: [], risk_categories: [], action_categories: [], k: 10 },
      ]) {
        const { status, body } = await search(api, request)
        expect(status).toBe(400)
        expect(body.detail).toBe('Please enter a search query or select at least one category')
      }
      expect((await search(api, { query: 'x'.repeat(501) })).body.detail).toBe('query must be at most 500 characters')
      expect((await search(api, { mode: 'expert', query: 'flood' })).status).toBe(400)
    })

    test('the corpus is shared and holds nothing private: users get the same answers and never see drafts', async () => {
      const draft = await api.post(endpointPath(endpoints.drafts.create, {}), {
        title: 'Private plan',
        content: 'Our zyxwvutsr flood plan is secret.',
        disclosure_type: 'tcfd_full',
      })
      expect(draft.status).toBeLessThan(300)
      expect(await documents(api, { query: 'zyxwvutsr' })).toEqual([])
      const request = { risk_categories: ['Physical – Acute'], query: 'flood', k: 50 }
      const mine = await documents(api, request)
      expect(await documents(other, request)).toEqual(mine)
      const text = JSON.stringify(mine)
      expect(text).not.toContain('@example.com')
      expect(text).not.toContain('secret')
    })
  })

  describe.skipIf(skip)(`${name}, generated demo corpus`, () => {
    const database = useTestDatabase(driver)
    let api: ApiClient

    beforeAll(async () => {
      await seedDemoCorpus(database(), { reports: 300, logger: capturingLogger().logger })
      const { app } = createTestApp(database())
      api = apiClient(app, await signedInUser(database().db))
    })

    test('every document satisfies the filters, reports are distinct, and everything is labelled synthetic', async () => {
      const docs = await documents(api, {
        sic_divisions: ['Mining', 'Manufacturing'],
        risk_categories: ['Transition – Policy and Legal'],
        action_categories: ['Emissions reduction targets', 'Renewable energy'],
        k: 50,
      })
      expect(docs).toHaveLength(50)
      expect(new Set(docs.map((doc) => doc.metadata.report_id)).size).toBe(50)
      for (const { metadata } of docs) {
        expect(['Mining', 'Manufacturing']).toContain(metadata.industry)
        const selected = ['Transition – Policy and Legal', 'Emissions reduction targets', 'Renewable energy']
        expect(
          [...(metadata.risk_categories ?? []), ...(metadata.action_categories ?? [])].some((label) =>
            selected.includes(label),
          ),
        ).toBe(true)
        expect(metadata.synthetic).toBe(true)
      }
      // Ranked by the number of selected categories a chunk carries: never more after fewer.
      const counts = docs.map((doc) => doc.metadata.matched!.filter((reason) => !reason.startsWith('Industry')).length)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      expect(counts[0]).toBe(2)
    })

    test('a lender with scenario analysis and "financed emissions" is found, ranked by the keywords', async () => {
      const finance = await answer(api, {
        sic_divisions: ['Finance, Insurance, and Real Estate'],
        action_categories: ['Scenario analysis'],
        query: 'financed emissions',
        k: 10,
      })
      expect(finance.relaxed).toBeUndefined()
      expect(finance.documents.length).toBeGreaterThan(0)
      for (const doc of finance.documents) expect(doc.metadata.industry).toBe('Finance, Insurance, and Real Estate')
      // Not one of them is lost for lacking a keyword; those with more keywords come first.
      const keywords = finance.documents.map(
        (doc) => doc.metadata.matched!.filter((reason) => reason.startsWith('Keyword')).length,
      )
      expect(keywords).toEqual([...keywords].sort((a, b) => b - a))
      const first = await answer(api, { query: 'Scope 3 emissions first year', k: 10 })
      expect(first.documents).toHaveLength(10)
      expect(first.keywords_matched).not.toBe('none')
    })

    test('a keyword search over the generated reports finds chunks that contain the word', async () => {
      const docs = await documents(api, { query: 'flooding', k: 20 })
      expect(docs).toHaveLength(20)
      for (const doc of docs) expect(doc.page_content.toLowerCase()).toContain('flood')
    })
  })
}
