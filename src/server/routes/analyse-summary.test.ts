import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  SearchResponseSchema,
  SummaryResponseSchema,
  type SearchDocument,
  type SummaryRequest,
  type SummaryResponse,
} from '../../core/contract/search'
import { createGroundedEngine } from '../../core/engine/grounded-engine'
import { knowledgeBase } from '../../core/knowledge/knowledge-base'
import type { Engine, SummaryInput } from '../../core/engine/types'
import { seedDemoCorpus } from '../corpus/seed-demo-corpus'
import { ModelUnavailableError } from '../llm/model-errors'
import { startStubModelServer, type StubModelServer } from '../llm/stub-model-server'
import { apiClient, signedInUser, type ApiClient } from '../test-api'
import { capturingLogger, createTestApp } from '../test-app'
import { insertTestCorpus } from '../test-corpus'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

type Answer = { status: number; body: SummaryResponse & { detail?: string } }

function summaryRequest(
  documents: SearchDocument[],
  mode: 'basic' | 'intermediate' | 'comprehensive' = 'basic',
  filters: { risk_categories?: string[]; action_categories?: string[]; query?: string } = {},
): SummaryRequest {
  return {
    prompt_name: 'analyse_summary',
    variables: {
      tech_modes: mode,
      context: documents.map((doc) => doc.page_content).join('\n\n'),
      document_ids: documents.map((doc) => doc.metadata.id),
      ...filters,
    },
    messages: [],
  }
}

async function summarise(api: ApiClient, request: unknown): Promise<Answer> {
  const response = await api.post(endpointPath(endpoints.analyse.summary, {}), request)
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function found(api: ApiClient, request: Record<string, unknown>): Promise<SearchDocument[]> {
  const response = await api.post(endpointPath(endpoints.analyse.search, {}), request)
  expect(response.status).toBe(200)
  return v.parse(SearchResponseSchema, await response.json()).documents
}

// A model server stand-in: answers summaries without the synthetic notice (a model may forget it), or fails.
function modelLikeEngine(failing = false): Engine {
  const grounded = createGroundedEngine(knowledgeBase)
  return {
    ...grounded,
    summarise: async (input) => {
      if (failing) throw new ModelUnavailableError('unreachable')
      return {
        markdown: `## Overview\n\nA model's summary of ${input.excerpts.length} excerpts [1].`,
        citations: [],
        engine: 'model',
      }
    },
  }
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(`${name}, hand-made corpus`, () => {
    const database = useTestDatabase(driver)
    let api: ApiClient
    let anonymous: ApiClient
    let documents: SearchDocument[]

    beforeAll(async () => {
      await insertTestCorpus(database().db)
      const { app } = createTestApp(database())
      api = apiClient(app, await signedInUser(database().db))
      anonymous = apiClient(app, undefined)
      documents = await found(api, { risk_categories: ['Physical – Acute'], k: 3 })
    })

    test('the summary of the found documents names and cites their companies', async () => {
      const { status, body } = await summarise(api, summaryRequest(documents))
      expect(status).toBe(200)
      const answer = v.parse(SummaryResponseSchema, body)
      expect(answer.engine).toBe('grounded')
      expect(answer.synthetic).toBe(false)
      expect(answer.content).toContain('## Overview')
      expect(answer.content).toContain('This summary compares 3 companies from 3 selected excerpts')
      expect(answer.content).toContain('## Comparison against AASB S2')
      const companies = [...new Set(documents.map((doc) => doc.metadata.company))]
      expect(answer.content).toContain(`| AASB S2 element | ${companies.join(' | ')} |`)
      expect(answer.content).not.toContain('Synthetic demonstration data')
      const reportSources = answer.sources!.filter((source) => source.kind === 'report')
      expect(reportSources.map((source) => source.id).sort()).toEqual(documents.map((doc) => doc.metadata.id).sort())
      expect(reportSources.map((source) => source.reference).join('\n')).toContain(
        'Aldvora Mining Ltd, Climate Report FY2024 (2024)',
      )
      // Recommendations are cited to the knowledge base.
      expect(answer.sources!.some((source) => source.kind === 'passage')).toBe(true)
      for (const source of answer.sources!) expect(answer.content).toContain(`[${source.n}]`)
    })

    test('a deeper detail level says more', async () => {
      const basic = (await summarise(api, summaryRequest(documents, 'basic'))).body.content
      const comprehensive = (await summarise(api, summaryRequest(documents, 'comprehensive'))).body.content
      expect(comprehensive.length).toBeGreaterThan(basic.length)
      expect(comprehensive).toContain('## Company by company')
      expect(basic).not.toContain('## Company by company')
    })

    test('the findings are about the selected filters, and each company gets its sector', async () => {
      const { body } = await summarise(
        api,
        summaryRequest(documents, 'intermediate', { risk_categories: ['Physical – Acute'] }),
      )
      expect(body.content).toContain('It looks at what they say about Physical – Acute')
      expect(body.content).toContain('On Physical – Acute: "Cyclones flood our open pits')
      expect(body.content).toContain('Aldvora Mining Ltd is a mining or mining services business')
      expect(body.content).toMatch(
        /\*\*Physical risk to sites \(AASB S2 paras 10, 22, 29\(c\)\)\.\*\* For a mining or mining services business: [^\n]*Aldvora Mining Ltd/,
      )
      for (const source of body.sources!) expect(body.content).toContain(`[${source.n}]`)
    })

    test('the engine is given the filters and the whole reports behind the excerpts', async () => {
      const inputs: SummaryInput[] = []
      const grounded = createGroundedEngine(knowledgeBase)
      const recording: Engine = {
        ...grounded,
        summarise: (input, options) => (inputs.push(input), grounded.summarise(input, options)),
      }
      const { app } = createTestApp(database(), { engine: recording })
      const request = summaryRequest(documents, 'basic', {
        risk_categories: ['Physical – Acute'],
        action_categories: ['renewable_energy', 'No such action'],
      })
      expect((await summarise(apiClient(app, await signedInUser(database().db)), request)).status).toBe(200)
      expect(inputs[0]!.focus).toEqual({ risks: ['physical_acute'], actions: ['renewable_energy'] })
      const aldvora = inputs[0]!.reports!.find((report) => report.company === 'Aldvora Mining Ltd')!
      expect(aldvora.chunks.map((chunk) => chunk.text)).toContain('The Board met four times during the year.')
    })

    test("the original client's request without document ids is answered from the context text", async () => {
      const request = summaryRequest(documents)
      const { status, body } = await summarise(api, {
        ...request,
        variables: { tech_modes: 'basic', context: request.variables.context },
      })
      expect(status).toBe(200)
      expect(body.content).toContain('3 selected excerpts')
      // Text of unknown origin is one supplied source, cited by its paragraphs.
      expect(body.content).toContain('Supplied text')
      for (const source of body.sources!.filter((source) => source.kind === 'report'))
        expect(['Excerpt 1', 'Excerpt 2', 'Excerpt 3']).toContain(source.title)
      // Ids that no longer name a chunk fall back to the context too.
      const stale = await summarise(api, {
        ...request,
        variables: { ...request.variables, document_ids: [randomUUID()] },
      })
      expect(stale.status).toBe(200)
      expect(stale.body.content).toContain('3 selected excerpts')
    })

    test('requests that cannot be summarised are refused with a detail', async () => {
      const request = summaryRequest(documents)
      expect((await summarise(anonymous, request)).status).toBe(401)
      const nothing = await summarise(api, {
        prompt_name: 'analyse_summary',
        variables: { document_ids: [randomUUID()] },
        messages: [],
      })
      expect(nothing.status).toBe(400)
      expect(nothing.body.detail).toMatch(/nothing to summarise/)
      const badIds = await summarise(api, { ...request, variables: { document_ids: ['1; drop table reports'] } })
      expect(badIds.status).toBe(400)
      expect(badIds.body.detail).toBe('document_ids must be the ids of documents returned by the search.')
      const wrongPrompt = await summarise(api, { ...request, prompt_name: 'chat' })
      expect(wrongPrompt.status).toBe(400)
      expect(wrongPrompt.body.detail).toBe("prompt_name must be 'analyse_summary'")
      expect(
        (await summarise(api, { ...request, variables: { ...request.variables, tech_modes: 'expert' } })).body.detail,
      ).toBe('tech_modes must be one of basic, intermediate, comprehensive')
      expect(
        (await summarise(api, { ...request, variables: { document_ids: Array.from({ length: 51 }, randomUUID) } }))
          .status,
      ).toBe(400)
    })
  })

  describe.skipIf(skip)(`${name}, synthetic demo corpus`, () => {
    const database = useTestDatabase(driver)
    let documents: SearchDocument[]

    beforeAll(async () => {
      await seedDemoCorpus(database(), { reports: 120, logger: capturingLogger().logger })
      const { app } = createTestApp(database())
      documents = await found(apiClient(app, await signedInUser(database().db)), {
        action_categories: ['Emissions reduction targets'],
        k: 50,
      })
    })

    test('a summary built from the demo corpus says it is synthetic demonstration data, whichever engine writes it', async () => {
      for (const engine of [undefined, modelLikeEngine()]) {
        const { app } = createTestApp(database(), { engine })
        const api = apiClient(app, await signedInUser(database().db))
        const { status, body } = await summarise(api, summaryRequest(documents))
        expect(status).toBe(200)
        expect(body.synthetic).toBe(true)
        expect(body.content.split('\n')[0]).toMatch(/^> \*\*Synthetic demonstration data\.\*\*/)
        expect(body.content).toContain('fictional companies')
      }
    })

    test('with k = 50 the grounded summary cites the reports it used', async () => {
      const { app } = createTestApp(database())
      const { body } = await summarise(
        apiClient(app, await signedInUser(database().db)),
        summaryRequest(documents, 'comprehensive'),
      )
      expect(documents).toHaveLength(50)
      const cited = new Set(
        body.sources!.filter((source) => source.kind === 'report').map((source) => source.reference),
      )
      expect(cited.size).toBeGreaterThan(3)
      // excerpts found, or other paragraphs of the same reports given as evidence against AASB S2
      const reports = documents.map(
        (doc) => `${doc.metadata.company}, ${doc.metadata.title}${doc.metadata.year ? ` (${doc.metadata.year})` : ''}`,
      )
      for (const reference of cited) expect(reports).toContain(reference)
      expect(
        body.sources!.filter((source) => source.kind === 'report').every((source) => source.synthetic === true),
      ).toBe(true)
    })

    test('a model server that fails with LLM_FALLBACK=false is a 503 with a detail', async () => {
      const { app } = createTestApp(database(), { engine: modelLikeEngine(true) })
      const { status, body } = await summarise(
        apiClient(app, await signedInUser(database().db)),
        summaryRequest(documents.slice(0, 3)),
      )
      expect(status).toBe(503)
      expect(body.detail).toBe('The model server could not be reached. Try again later.')
    })
  })
}

// With a model server configured, the app's own engine gives the model the analysis: companies, comparison, gaps.
describe('with an OpenAI-compatible model server', () => {
  const database = useTestDatabase('pglite')
  let stub: StubModelServer
  let documents: SearchDocument[]
  let api: ApiClient
  beforeAll(async () => {
    stub = await startStubModelServer()
    await insertTestCorpus(database().db)
    const { app } = createTestApp(database(), {
      env: { LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'stub-model', LLM_MAX_RETRIES: '0', LLM_TIMEOUT_MS: '10000' },
    })
    api = apiClient(app, await signedInUser(database().db))
    documents = await found(api, { risk_categories: ['Physical – Acute'], k: 3 })
  })
  afterAll(() => stub.close())

  test('the model is prompted with the per-company findings, the comparison and the ranked recommendations', async () => {
    stub.script({ kind: 'reply', text: '## Overview\n\nAldvora Mining Ltd discloses flooding at its pits [1].' })
    const before = stub.requests.length
    const { status, body } = await summarise(
      api,
      summaryRequest(documents, 'intermediate', { risk_categories: ['Physical – Acute'] }),
    )
    expect(status).toBe(200)
    expect(body.engine).toBe('model')
    const sent = stub.requests.slice(before)
    expect(sent).toHaveLength(1)
    const prompt = sent[0]?.body.messages?.find((message) => message.role === 'user')?.content ?? ''
    const companies = [...new Set(documents.map((doc) => doc.metadata.company))]
    for (const company of companies) expect(prompt).toContain(`### ${company}`)
    expect(prompt).toContain(`| AASB S2 element | ${companies.join(' | ')} |`)
    expect(prompt).toContain('Selected topics: Physical – Acute.')
    expect(prompt).toMatch(/Ranked recommendations[^\n]*\n1\. /)
    expect(prompt).toContain('Physical risk to sites')
    expect(prompt).toMatch(
      /### Aldvora Mining Ltd\nReport: Climate Report FY2024 \(2024\); sources \[\d\]; sector: a mining or mining services business\./,
    )
    const system = sent[0]?.body.messages?.find((message) => message.role === 'system')?.content ?? ''
    expect(system).toMatch(/never name a company that is not listed/)
  })
})
