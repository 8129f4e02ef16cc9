import { pino } from 'pino'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest'
import { ChatSessionSchema } from '../../core/contract/chat'
import { DraftListSchema } from '../../core/contract/drafts'
import { ErrorBodySchema } from '../../core/contract/error'
import {
  DisclosureTypesResponseSchema,
  type GenerateSectionRequestSchema,
  GenerateSectionResponseSchema,
  INDUSTRY_OPTIONS,
  MISSING_CONTEXT_MESSAGE,
  IndustrySectorsResponseSchema,
  SECTION_CONTEXT_MAX,
  SECTION_INFO,
  SECTION_QUESTION_MAX,
  TCFD_SECTIONS,
  sectionRequestMessages,
  type GenerateSectionRequest,
  type TcfdSection,
} from '../../core/contract/write'
import type { DraftInput, Engine } from '../../core/engine/types'
import { authMessages } from '../auth/auth-messages'
import { createEngine } from '../llm/engine-from-config'
import { FALLBACK_NOTE } from '../llm/model-engine'
import { ModelUnavailableError } from '../llm/model-errors'
import { startStubModelServer, type StubModelServer } from '../llm/stub-model-server'
import { apiClient, signedInUser } from '../test-api'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const tcfdPath = endpointPath(endpoints.write.generateSection, {})
const generatePath = endpointPath(endpoints.write.generate, {})
const disclosureTypesPath = endpointPath(endpoints.write.disclosureTypes, {})
const industrySectorsPath = endpointPath(endpoints.write.industrySectors, {})

// A sentence for each section that its grounded draft quotes, so each draft can be checked for the company's own words.
const sentenceFor: Record<TcfdSection, string> = {
  governance: 'The board risk committee reviews climate risks quarterly.',
  strategy: 'Our gas-fired power stations in Queensland face more frequent extreme heat.',
  risk_management: 'We assess climate risks each year in a workshop and record them in the enterprise risk register.',
  metrics_targets: 'We emitted 1.2 million tCO2-e of Scope 1 emissions in FY2025 and target a 40% cut by 2030.',
}
const context = Object.values(sentenceFor).join(' ')
const company = 'Harbour Energy Pty Ltd'
const question = 'How should we describe our scenario analysis?'

async function errorOf(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return v.parse(ErrorBodySchema, await response.json())
}

async function generated(response: Response) {
  expect(response.status).toBe(200)
  return v.parse(GenerateSectionResponseSchema, await response.json())
}

/** The grounded engine, with every draft request recorded; `fail` makes drafting throw instead. */
function recordingEngine() {
  const base = createEngine(
    { llm: undefined, llmFallback: true, llmTimeoutMs: 1000, llmMaxRetries: 0 },
    pino({ level: 'silent' }),
  )
  const drafts: DraftInput[] = []
  let failure: Error | undefined
  const engine: Engine = {
    ...base,
    async draftSection(input, options) {
      drafts.push(input)
      if (failure) throw failure
      return base.draftSection(input, options)
    },
  }
  return { engine, drafts, fail: (error: Error | undefined) => void (failure = error) }
}

test('the request type a client builds is one the request schema accepts', () => {
  expectTypeOf<GenerateSectionRequest>().toExtend<v.InferInput<typeof GenerateSectionRequestSchema>>()
})

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const setup = async () => {
      const recording = recordingEngine()
      const { app } = createTestApp(database(), { engine: recording.engine })
      const user = await signedInUser(database().db)
      return { app, api: apiClient(app, user), ...recording }
    }

    test('every generation call needs a session: 401 {detail} without one, and nothing is drafted', async () => {
      const { app, drafts } = await setup()
      const anonymous = apiClient(app, undefined)
      const body = { context, section: 'governance', company_name: company }
      for (const response of [
        await anonymous.post(tcfdPath, body),
        await anonymous.post(generatePath, body),
        await anonymous.get(disclosureTypesPath),
        await anonymous.get(industrySectorsPath),
      ]) {
        expect(response.status).toBe(401)
        expect(await errorOf(response)).toEqual({ detail: authMessages.notSignedIn })
      }
      expect(drafts).toEqual([])
    })

    test('each of the four sections is drafted from the company information, with its title, words and sources', async () => {
      const { api, drafts } = await setup()
      for (const section of TCFD_SECTIONS) {
        const body = await generated(
          await api.post(tcfdPath, { context, section, company_name: company, industry: 'Energy' }),
        )
        expect(body.content.startsWith(`## ${SECTION_INFO[section].title}\n`)).toBe(true)
        expect(body.content).toContain(company)
        expect(body.content).toContain(sentenceFor[section])
        expect(body.content).toMatch(/\[1\]/)
        expect(body.content).toContain('**Sources**')
        expect(body.sources?.length).toBeGreaterThan(0)
        expect(body.sources?.[0]).toMatchObject({ n: 1, kind: 'passage' })
        expect(body.engine).toBe('grounded')
        expect(body).not.toHaveProperty('fallback')
      }
      expect(drafts).toEqual(
        TCFD_SECTIONS.map((section) => ({ section, companyName: company, companyInfo: context, industry: 'Energy' })),
      )
    })

    test('the question is passed to the engine and answered in the draft; a blank one counts as none', async () => {
      const { api, drafts } = await setup()
      const plain = await generated(await api.post(tcfdPath, { context, section: 'strategy', company_name: company }))
      const asked = await generated(
        await api.post(tcfdPath, { context, section: 'strategy', company_name: company, question: `  ${question} ` }),
      )
      expect(drafts[1]?.question).toBe(question)
      expect(asked.content).toContain(`### On your question: ${question}`)
      expect(plain.content).not.toContain('On your question')
      expect(asked.content).not.toBe(plain.content)

      for (const blank of ['', '   ', null]) {
        const body = await generated(
          await api.post(tcfdPath, { context, section: 'strategy', company_name: company, question: blank }),
        )
        expect(body.content).toBe(plain.content)
      }
      expect(drafts.filter((input) => 'question' in input)).toHaveLength(1)
    })

    test('the sector framing comes from the company information, and from the industry only when the text names none', async () => {
      const { api, drafts } = await setup()
      const fromText = await generated(
        await api.post(tcfdPath, { context, section: 'strategy', company_name: company }),
      )
      const plain = 'We assess climate risks each year in a workshop.'
      const neutral = await generated(
        await api.post(tcfdPath, { context: plain, section: 'strategy', company_name: company, industry: '  ' }),
      )
      const farming = await generated(
        await api.post(tcfdPath, {
          context: plain,
          section: 'strategy',
          company_name: company,
          industry: ' Agriculture ',
        }),
      )
      expect(drafts.map((input) => input.industry)).toEqual(['Other', 'Other', 'Agriculture'])
      expect(fromText.content).toMatch(
        /For an energy business, the climate-related matters that usually matter most are carbon pricing/,
      )
      expect(neutral.content).not.toMatch(/usually matter most/)
      expect(farming.content).toMatch(
        /For an agricultural business, the climate-related matters that usually matter most are drought/,
      )
    })

    test('compliance flags for the section come with the draft, each citing its rule', async () => {
      const { api } = await setup()
      const metrics = await generated(
        await api.post(tcfdPath, { context, section: 'metrics_targets', company_name: company, industry: 'Energy' }),
      )
      expect(metrics.flags?.map((flag) => flag.rule)).toEqual([
        'AASB S2 para 29(a)(v)',
        'AASB S2 para 29(a)(vi); relief in para C4(b) covers only the first annual reporting period',
        'AASB S2 para 33',
      ])
      const strategy = await generated(
        await api.post(tcfdPath, { context, section: 'strategy', company_name: company, industry: 'Energy' }),
      )
      expect(strategy.flags).toEqual([expect.objectContaining({ rule: 'Corporations Act 2001 s296D(2A)' })])
      const governance = await generated(
        await api.post(tcfdPath, { context, section: 'governance', company_name: company, industry: 'Energy' }),
      )
      expect(governance.flags).toEqual([])
    })

    test('missing or blank company context answers 400 with the exact message, and nothing is drafted', async () => {
      const { api, drafts } = await setup()
      for (const body of [
        { section: 'governance', company_name: company },
        { context: '', section: 'governance', company_name: company },
        { context: ' \n\t ', section: 'governance', company_name: company },
        { context: null, section: 'governance', company_name: company },
        { context: 42, section: 'governance', company_name: company },
      ]) {
        for (const path of [tcfdPath, generatePath]) {
          const response = await api.post(path, body)
          expect(response.status).toBe(400)
          expect(await errorOf(response)).toEqual({
            detail: MISSING_CONTEXT_MESSAGE,
            errors: [{ path: 'context', message: MISSING_CONTEXT_MESSAGE }],
          })
        }
      }
      // The context message comes first when other fields are wrong too.
      const everything = await api.post(tcfdPath, { section: 'board', company_name: ' ' })
      expect(await errorOf(everything)).toEqual({
        detail: MISSING_CONTEXT_MESSAGE,
        errors: [
          { path: 'context', message: MISSING_CONTEXT_MESSAGE },
          { path: 'section', message: sectionRequestMessages.badSection },
          { path: 'company_name', message: sectionRequestMessages.missingCompanyName },
        ],
      })
      expect(drafts).toEqual([])
    })

    test('a bad section, company name, question or industry answers 400 naming the field; nothing is drafted', async () => {
      const { api, drafts } = await setup()
      const valid = { context, section: 'governance', company_name: company }
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ ...valid, section: 'board' }, 'section', sectionRequestMessages.badSection],
        [{ ...valid, section: 'Governance' }, 'section', sectionRequestMessages.badSection],
        [{ context, company_name: company }, 'section', sectionRequestMessages.badSection],
        [{ ...valid, company_name: '   ' }, 'company_name', sectionRequestMessages.missingCompanyName],
        [{ context, section: 'governance' }, 'company_name', sectionRequestMessages.missingCompanyName],
        [{ ...valid, company_name: 'x'.repeat(201) }, 'company_name', sectionRequestMessages.companyNameTooLong],
        [{ ...valid, context: 'x'.repeat(SECTION_CONTEXT_MAX + 1) }, 'context', sectionRequestMessages.contextTooLong],
        [
          { ...valid, question: 'x'.repeat(SECTION_QUESTION_MAX + 1) },
          'question',
          sectionRequestMessages.questionTooLong,
        ],
        [{ ...valid, question: ['why?'] }, 'question', sectionRequestMessages.badQuestion],
        [{ ...valid, industry: 7 }, 'industry', sectionRequestMessages.badIndustry],
      ]
      for (const [body, path, message] of cases) {
        const response = await api.post(tcfdPath, body)
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toEqual({ detail: message, errors: [{ path, message }] })
      }
      const form = await api.post(tcfdPath, 'context=x&section=governance', {
        'Content-Type': 'application/x-www-form-urlencoded',
      })
      expect(form.status).toBe(415)
      expect(drafts).toEqual([])
      // The limits themselves are accepted.
      await generated(
        await api.post(tcfdPath, {
          ...valid,
          context: `${context} ${'x'.repeat(SECTION_CONTEXT_MAX - context.length - 1)}`,
          question: 'q'.repeat(SECTION_QUESTION_MAX),
        }),
      )
    })

    test('POST /write/generate is the same generation with the same answer', async () => {
      const { api, drafts } = await setup()
      const body = { context, section: 'metrics_targets', company_name: company, question }
      const viaTcfd = await generated(await api.post(tcfdPath, body))
      const viaWrite = await generated(await api.post(generatePath, body))
      expect(viaWrite).toEqual(viaTcfd)
      expect(drafts[1]).toEqual(drafts[0])
      expect(viaWrite.content).toContain(sentenceFor.metrics_targets)
    })

    test('GET /write/disclosure-types lists the full report and the four sections', async () => {
      const { api } = await setup()
      const response = await api.get(disclosureTypesPath)
      expect(response.status).toBe(200)
      const { disclosure_types: types } = v.parse(DisclosureTypesResponseSchema, await response.json())
      expect(types.map((type) => type.id)).toEqual([
        'tcfd_full',
        'governance',
        'strategy',
        'risk_management',
        'metrics_targets',
      ])
      expect(types[0]).toMatchObject({ label: 'Full TCFD report' })
      expect(types.find((type) => type.id === 'risk_management')).toEqual({
        id: 'risk_management',
        label: 'Risk Management',
        description: 'How risks are identified, assessed and managed.',
      })
    })

    test("GET /write/industry-sectors lists the form's industries with Energy as the default", async () => {
      const { api } = await setup()
      const response = await api.get(industrySectorsPath)
      expect(response.status).toBe(200)
      const body = v.parse(IndustrySectorsResponseSchema, await response.json())
      expect(body).toEqual({ industry_sectors: [...INDUSTRY_OPTIONS], default: 'Energy' })
      expect(body.industry_sectors).toContain('Agriculture')
    })

    test('the generation call sits beside chat and drafts without shadowing them', async () => {
      const { api } = await setup()
      const session = await api.post(endpointPath(endpoints.chat.createSession, {}), {})
      expect(session.status).toBe(201)
      expect(v.parse(ChatSessionSchema, await session.json()).messages).toEqual([])
      const list = await api.get(endpointPath(endpoints.drafts.list, {}))
      expect(list.status).toBe(200)
      expect(v.parse(DraftListSchema, await list.json())).toEqual({ reports: [], next_cursor: null })
      expect((await api.get(tcfdPath)).status).toBe(404)
    })

    test('a model server that cannot answer (with LLM_FALLBACK=false) answers its status with {detail}', async () => {
      const { api, fail } = await setup()
      const body = { context, section: 'governance', company_name: company }
      fail(new ModelUnavailableError('timeout'))
      const unreachable = await api.post(tcfdPath, body)
      expect(unreachable.status).toBe(503)
      expect(await errorOf(unreachable)).toEqual({ detail: 'The model server could not be reached. Try again later.' })
      fail(new ModelUnavailableError('bad_response'))
      expect((await api.post(generatePath, body)).status).toBe(502)
      fail(undefined)
      await generated(await api.post(tcfdPath, body))
    })

    test('the same-origin and X-User-Email rules apply to generation', async () => {
      const { api, drafts } = await setup()
      const body = { context, section: 'governance', company_name: company }
      expect((await api.post(tcfdPath, body, { Origin: 'https://evil.example' })).status).toBe(403)
      const mismatch = await api.post(tcfdPath, body, { 'X-User-Email': 'other@example.com' })
      expect(mismatch.status).toBe(401)
      expect(await errorOf(mismatch)).toEqual({ detail: authMessages.sessionMismatch })
      expect(drafts).toEqual([])
    })
  })
}

// With a model server configured, the app's own engine (built from LLM_* settings) drafts through it.
describe('with an OpenAI-compatible model server', () => {
  const database = useTestDatabase('pglite')
  let stub: StubModelServer
  beforeAll(async () => {
    stub = await startStubModelServer()
  })
  afterAll(() => stub.close())

  const setup = async (env: Record<string, string> = {}) => {
    const { app } = createTestApp(database(), {
      env: {
        LLM_BASE_URL: stub.baseUrl,
        LLM_MODEL: 'stub-model',
        LLM_MAX_RETRIES: '0',
        LLM_TIMEOUT_MS: '10000',
        ...env,
      },
    })
    return apiClient(app, await signedInUser(database().db))
  }
  const body = { context, section: 'governance', company_name: company, industry: 'Energy', question }

  test('the model drafts from a prompt holding the section, company information and question, citing its sources', async () => {
    const api = await setup()
    stub.script({
      kind: 'reply',
      text: '## Governance\n\nThe board risk committee oversees climate risks, as AASB S2 requires [1].',
    })
    const before = stub.requests.length
    const answer = await generated(await api.post(tcfdPath, body))
    expect(answer.engine).toBe('model')
    expect(answer).not.toHaveProperty('fallback')
    expect(answer.content).toContain('The board risk committee oversees climate risks, as AASB S2 requires [1].')
    expect(answer.content).toContain('**Sources**')
    expect(answer.sources?.[0]).toMatchObject({ n: 1, kind: 'passage' })

    const sent = stub.requests.slice(before)
    expect(sent).toHaveLength(1)
    const prompt = sent[0]?.body.messages?.find((message) => message.role === 'user')?.content ?? ''
    expect(prompt).toContain(`Draft the Governance section for ${company} (industry: Energy)`)
    expect(prompt).toContain(sentenceFor.governance)
    expect(prompt).toContain(`Question to address in the draft: ${question}`)
  })

  test('when the model server fails, the grounded engine drafts instead and the answer says so', async () => {
    const api = await setup()
    stub.script({ kind: 'status', status: 500 })
    const answer = await generated(await api.post(tcfdPath, body))
    expect(answer).toMatchObject({ engine: 'grounded', fallback: true })
    expect(answer.content.startsWith(`${FALLBACK_NOTE}\n\n## Governance\n`)).toBe(true)
    expect(answer.content).toContain(sentenceFor.governance)
    expect(answer.content).toContain(`### On your question: ${question}`)
    expect(answer.sources?.length).toBeGreaterThan(0)
  })

  test('with LLM_FALLBACK=false a failing model server answers 502 {detail} instead', async () => {
    const api = await setup({ LLM_FALLBACK: 'false' })
    stub.script({ kind: 'status', status: 500 })
    const response = await api.post(generatePath, body)
    expect(response.status).toBe(502)
    expect(await errorOf(response)).toEqual({
      detail: 'The model server did not return a usable answer. Try again later.',
    })
  })
})
