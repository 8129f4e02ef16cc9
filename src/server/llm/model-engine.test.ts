import { pino } from 'pino'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createGroundedEngine } from '../../core/engine/grounded-engine'
import { knowledgeBase } from '../../core/knowledge/knowledge-base'
import { PassageIndex } from '../../core/engine/retrieval'
import type { ChatTurn, ReportExcerpt } from '../../core/engine/types'
import type { DetailLevel } from '../../core/contract/search'
import { ModelUnavailableError } from './model-errors'
import { createModelEngine, FALLBACK_NOTE, STREAM_FALLBACK_SEPARATOR, type ModelEngineOptions } from './model-engine'
import { startStubModelServer, type RecordedRequest, type StubModelServer } from './stub-model-server'

const API_KEY = 'sk-test-secret-4f9a2c'
const QUESTION = 'Which companies must report under Group 2?'
const OFF_TOPIC = 'Give me a recipe for banana bread'

const index = new PassageIndex(knowledgeBase)
const grounded = createGroundedEngine(knowledgeBase)
let stub: StubModelServer

beforeAll(async () => {
  stub = await startStubModelServer()
})
afterAll(() => stub.close())
beforeEach(() => {
  stub.requests.length = 0
})

function captureLogs() {
  const lines: Array<Record<string, unknown>> = []
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  return { logger, lines }
}

function setup(overrides: Partial<ModelEngineOptions> = {}) {
  const { logger, lines } = captureLogs()
  const engine = createModelEngine({
    llm: { baseUrl: stub.baseUrl, apiKey: API_KEY, model: 'stub-model' },
    index,
    fallback: grounded,
    fallbackEnabled: true,
    timeoutMs: 2000,
    maxRetries: 2,
    logger,
    ...overrides,
  })
  return { engine, lines }
}

function lastUserMessage(request: RecordedRequest | undefined): string {
  const messages = request?.body.messages ?? []
  return messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''
}

function systemMessage(request: RecordedRequest | undefined): string {
  return request?.body.messages?.find((message) => message.role === 'system')?.content ?? ''
}

function warnings(lines: Array<Record<string, unknown>>) {
  return lines.filter((line) => line.level === 40)
}

const relevant = index.relevant(QUESTION, { k: 5 })

test('the retrieval fixtures hold: the question matches several passages, the off-topic one none', () => {
  expect(relevant.length).toBeGreaterThanOrEqual(3)
  expect(index.relevant(OFF_TOPIC, { k: 5 })).toEqual([])
})

test('a plain answer keeps citations of provided sources, drops the others and ends with the Sources list', async () => {
  const { engine } = setup()
  stub.script({
    kind: 'reply',
    text: 'Group 2 covers mid-sized entities [1]. Thresholds differ [2][9]. An invented one [0].',
  })

  const answer = await engine.answer({ question: QUESTION })

  expect(stub.requests).toHaveLength(1)
  expect(stub.requests[0]!.body).toMatchObject({ model: 'stub-model' })
  expect(stub.requests[0]!.body.stream).toBeFalsy()
  const [first, second] = relevant.map((hit) => hit.passage)
  expect(answer.engine).toBe('model')
  expect(answer.fallback).toBeUndefined()
  expect(answer.markdown).toBe(
    'Group 2 covers mid-sized entities [1]. Thresholds differ [2]. An invented one.\n\n**Sources**\n\n' +
      `1. ${first!.title} — ${first!.source} (${first!.url})\n2. ${second!.title} — ${second!.source} (${second!.url})`,
  )
  expect(answer.citations).toEqual([
    { n: 1, kind: 'passage', id: first!.id, title: first!.title, reference: first!.source, url: first!.url },
    { n: 2, kind: 'passage', id: second!.id, title: second!.title, reference: second!.source, url: second!.url },
  ])
})

test('streamed deltas arrive in order and add up to the final answer, citation markers split across chunks included', async () => {
  const { engine } = setup()
  stub.script({
    kind: 'reply',
    text: '',
    chunks: ['Group 2 ', 'entities [', '1] must ', 'report [7]', '. See also [', '2', '].'],
  })
  const deltas: string[] = []

  const answer = await engine.answer({ question: QUESTION }, { onDelta: (text) => deltas.push(text) })

  expect(stub.requests[0]!.body.stream).toBe(true)
  expect(deltas.length).toBeGreaterThan(3)
  expect(deltas.join('')).toBe(answer.markdown)
  expect(answer.markdown.startsWith('Group 2 entities [1] must report. See also [2].\n\n**Sources**\n\n1. ')).toBe(true)
  expect(deltas[0]).toBe('Group 2 ')
  expect(answer.citations.map((citation) => citation.id)).toEqual(relevant.slice(0, 2).map((hit) => hit.passage.id))
})

test('the prompt carries the retrieved passages, the grounding rules and the conversation so far', async () => {
  const { engine } = setup()
  const history: ChatTurn[] = [
    { role: 'user', content: 'Who must report under Group 1?' },
    { role: 'assistant', content: 'Large entities report first [1].\n\n**Sources**\n\n1. Group 1 — Corporations Act' },
  ]
  const question = 'And when does Group 2 start?'

  await engine.answer({ question, history })

  const expected = index.relevant(question, { k: 5, context: ['Who must report under Group 1?'] })
  expect(expected.length).toBeGreaterThan(0)
  const messages = stub.requests[0]!.body.messages!
  expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user'])
  expect(messages[1]!.content).toBe('Who must report under Group 1?')
  // Old citations and source lists would point to numbers that now mean other passages.
  expect(messages[2]!.content).toBe('Large entities report first.')
  const latest = lastUserMessage(stub.requests[0])
  expected.forEach(({ passage }, i) => {
    expect(latest).toContain(`[${i + 1}] ${passage.title}\nReference: ${passage.source}`)
    expect(latest).toContain(passage.body.trim())
  })
  expect(latest).toContain(`Question: ${question}`)
  const system = systemMessage(stub.requests[0])
  expect(system).toMatch(/AASB S2/)
  expect(system).toMatch(/Use only the numbered sources/)
  expect(system).toMatch(/Never invent figures/)
})

test("a calculation from the user's figures reaches the prompt with its citations, before the question", async () => {
  const { engine } = setup()
  const question =
    'We are a 30 June balancer with $320m revenue, $450m gross assets and 280 employees, not an NGER reporter. Which group are we in?'

  await engine.answer({ question })

  const latest = lastUserMessage(stub.requests[0])
  expect(latest).toMatch(/Calculation from the user's own figures/)
  expect(latest).toMatch(
    /You are in Group 2, so your first sustainability report covers the financial year 1 July 2026 to 30 June 2027\. \[1\]/,
  )
  // The calculation's [1] is the first numbered source: the Group 2 passage.
  expect(latest).toMatch(/\[1\] Group 2 entities/)
})

test('the prompt asks for the shape the question wants, and names the part to decline', async () => {
  const { engine } = setup()
  await engine.answer({ question: 'Compare AASB S2 and IFRS S2 in a table' })
  expect(lastUserMessage(stub.requests[0])).toMatch(/answer with a Markdown table/)

  await engine.answer({ question: 'What is Scope 3 and can you recommend a good restaurant in Perth?' })
  const mixed = lastUserMessage(stub.requests[1])
  expect(mixed).toMatch(/give every item|Answer directly|define it/)
  expect(mixed).toMatch(/cannot help with it: "can you recommend a good restaurant in Perth\?"/)
})

test('a new topic reaches the model without the earlier turns; a follow-up with them', async () => {
  const { engine } = setup()
  const history: ChatTurn[] = [
    { role: 'user', content: 'What does NZ CS 1 require?' },
    { role: 'assistant', content: 'NZ CS 1 requires ...' },
  ]
  await engine.answer({
    question: 'What are the requirements for disclosing climate-related targets under AASB S2?',
    history,
  })
  const fresh = stub.requests[0]!.body.messages!
  expect(fresh.map((message) => message.role)).toEqual(['system', 'user'])
  expect(lastUserMessage(stub.requests[0])).not.toMatch(/\] NZ CS 1/)

  await engine.answer({ question: 'and what does NZ CS 3 add?', history })
  expect(stub.requests[1]!.body.messages!.map((message) => message.role)).toEqual([
    'system',
    'user',
    'assistant',
    'user',
  ])
})

test('time-sensitive passages reach the prompt with their date', async () => {
  const { engine } = setup()
  const question = 'What did the December 2025 amendments to AASB S2 change?'
  await engine.answer({ question })
  const dated = index.relevant(question, { k: 5 }).find((hit) => hit.passage.asOf)
  expect(dated).toBeDefined()
  expect(lastUserMessage(stub.requests[0])).toMatch(/As of: \w+ \d{4} \(time-sensitive/)
})

test('the API key is sent as a Bearer token and never logged, not even when calls fail', async () => {
  const { engine, lines } = setup({ maxRetries: 1 })
  stub.script(
    { kind: 'reply', text: 'Fine [1].' },
    {
      kind: 'status',
      status: 500,
      headers: { 'Retry-After': '0' },
      body: { error: { message: `bad key ${API_KEY}` } },
    },
    { kind: 'status', status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}` } } },
  )
  await engine.answer({ question: QUESTION })
  const failed = await engine.answer({ question: QUESTION })

  expect(failed.fallback).toBe(true)
  expect(stub.requests.map((request) => request.headers.authorization)).toEqual([
    `Bearer ${API_KEY}`,
    `Bearer ${API_KEY}`,
    `Bearer ${API_KEY}`,
  ])
  expect(lines.length).toBeGreaterThan(0)
  expect(JSON.stringify(lines)).not.toContain(API_KEY)
})

test('a server without a key gets a placeholder key', async () => {
  const { engine } = setup({ llm: { baseUrl: stub.baseUrl, apiKey: undefined, model: 'stub-model' } })
  await engine.answer({ question: QUESTION })
  expect(stub.requests[0]!.headers.authorization).toBe('Bearer not-needed')
})

test('500 and 429 are retried with backoff, honouring Retry-After, until the model answers', async () => {
  const { engine } = setup({ maxRetries: 2 })
  stub.script(
    { kind: 'status', status: 500 },
    { kind: 'status', status: 429, headers: { 'Retry-After': '0' } },
    { kind: 'reply', text: 'Answered after retries [1].' },
  )
  const started = Date.now()

  const answer = await engine.answer({ question: QUESTION })

  expect(stub.requests).toHaveLength(3)
  expect(answer.engine).toBe('model')
  expect(answer.markdown).toMatch(/^Answered after retries \[1\]\./)
  // The first retry waits the SDK's backoff (0.5 s less up to 25 % jitter); the 429's Retry-After: 0 adds nothing.
  expect(Date.now() - started).toBeGreaterThanOrEqual(350)
})

test('streaming requests are retried too', async () => {
  const { engine } = setup({ maxRetries: 1 })
  stub.script(
    { kind: 'status', status: 503, headers: { 'Retry-After': '0' } },
    { kind: 'reply', text: 'Streamed after a retry [1].' },
  )
  const deltas: string[] = []
  const answer = await engine.answer({ question: QUESTION }, { onDelta: (text) => deltas.push(text) })
  expect(stub.requests).toHaveLength(2)
  expect(answer.engine).toBe('model')
  expect(deltas.join('')).toBe(answer.markdown)
})

test('a persistent 500 falls back to the grounded answer, marked as such, after the retries', async () => {
  const { engine, lines } = setup({ maxRetries: 2 })
  const failure = { kind: 'status', status: 500, headers: { 'Retry-After': '0' } } as const
  stub.script(failure, failure, failure)

  const answer = await engine.answer({ question: QUESTION })

  expect(stub.requests).toHaveLength(3)
  const expected = await grounded.answer({ question: QUESTION })
  expect(answer).toEqual({
    ...expected,
    markdown: `${FALLBACK_NOTE}\n\n${expected.markdown}`,
    engine: 'grounded',
    fallback: true,
  })
  expect(answer.markdown.split('\n')[0]).toBe(FALLBACK_NOTE)
  expect(warnings(lines)).toContainEqual(
    expect.objectContaining({ msg: 'Model server call failed', reason: 'error_status', status: 500, task: 'answer' }),
  )
})

test('a 4xx other than 429 is not retried and falls back', async () => {
  const { engine } = setup({ maxRetries: 2 })
  stub.script({ kind: 'status', status: 400, body: { error: { message: 'context length exceeded' } } })
  const answer = await engine.answer({ question: QUESTION })
  expect(stub.requests).toHaveLength(1)
  expect(answer.fallback).toBe(true)
})

test('a server that does not answer within the timeout falls back', async () => {
  const { engine, lines } = setup({ timeoutMs: 300, maxRetries: 0 })
  stub.script({ kind: 'hang' })
  const answer = await engine.answer({ question: QUESTION })
  expect(answer.fallback).toBe(true)
  expect(answer.engine).toBe('grounded')
  expect(warnings(lines)).toContainEqual(expect.objectContaining({ reason: 'timeout' }))
})

test('a server that sends headers and then stalls falls back after the timeout', async () => {
  const { engine, lines } = setup({ timeoutMs: 300, maxRetries: 0 })
  stub.script({ kind: 'headers-then-hang' })
  const answer = await engine.answer({ question: QUESTION })
  expect(answer.fallback).toBe(true)
  expect(warnings(lines)).toContainEqual(expect.objectContaining({ reason: 'timeout' }))
})

test('a stream that stalls after it started ends with the complete fallback answer, separated and marked', async () => {
  const { engine, lines } = setup({ timeoutMs: 300, maxRetries: 0 })
  stub.script({ kind: 'stream-then-hang', chunks: ['Group 2 entities ', 'start [1] in'] })
  const deltas: string[] = []

  const answer = await engine.answer({ question: QUESTION }, { onDelta: (text) => deltas.push(text) })

  const expected = await grounded.answer({ question: QUESTION })
  expect(answer.markdown).toBe(`${FALLBACK_NOTE}\n\n${expected.markdown}`)
  expect(answer.fallback).toBe(true)
  expect(deltas.join('')).toBe(`Group 2 entities start [1] in${STREAM_FALLBACK_SEPARATOR}${answer.markdown}`)
  expect(warnings(lines)).toContainEqual(expect.objectContaining({ reason: 'timeout' }))
})

test('a stream cut off mid-way falls back', async () => {
  const { engine } = setup({ maxRetries: 0 })
  stub.script({ kind: 'stream-then-drop', chunks: ['Partial '] })
  const deltas: string[] = []
  const answer = await engine.answer({ question: QUESTION }, { onDelta: (text) => deltas.push(text) })
  expect(answer.fallback).toBe(true)
  expect(deltas.join('')).toBe(`Partial ${STREAM_FALLBACK_SEPARATOR}${answer.markdown}`)
})

test('a failure before anything was streamed streams the marked fallback answer alone', async () => {
  const { engine } = setup({ maxRetries: 0 })
  stub.script({ kind: 'status', status: 502 })
  const deltas: string[] = []
  const answer = await engine.answer({ question: QUESTION }, { onDelta: (text) => deltas.push(text) })
  expect(deltas).toEqual([answer.markdown])
  expect(answer.markdown.startsWith(FALLBACK_NOTE)).toBe(true)
})

test.each([false, true])(
  'malformed JSON from the server falls back without a retry (streaming: %s)',
  async (streaming) => {
    const { engine, lines } = setup({ maxRetries: 2 })
    stub.script({ kind: 'malformed' })
    const answer = await engine.answer({ question: QUESTION }, streaming ? { onDelta: () => {} } : {})
    expect(stub.requests).toHaveLength(1)
    expect(answer.fallback).toBe(true)
    expect(warnings(lines)).toContainEqual(expect.objectContaining({ reason: 'bad_response' }))
  },
)

test('an empty answer falls back', async () => {
  const { engine } = setup()
  stub.script({ kind: 'reply', text: '  ' })
  expect((await engine.answer({ question: QUESTION })).fallback).toBe(true)
})

test('with the fallback off, failures reject with ModelUnavailableError for routes to answer 502 or 503', async () => {
  const { engine } = setup({ fallbackEnabled: false, maxRetries: 0, timeoutMs: 300 })
  stub.script({ kind: 'status', status: 500 }, { kind: 'hang' })

  const badStatus = await engine.answer({ question: QUESTION }).catch((error: unknown) => error)
  expect(badStatus).toBeInstanceOf(ModelUnavailableError)
  expect(badStatus).toMatchObject({
    status: 502,
    reason: 'error_status',
    message: 'The model server did not return a usable answer. Try again later.',
  })

  const timedOut = await engine.answer({ question: QUESTION }).catch((error: unknown) => error)
  expect(timedOut).toMatchObject({
    status: 503,
    reason: 'timeout',
    message: 'The model server could not be reached. Try again later.',
  })
})

test('a server that cannot be reached at all falls back', async () => {
  const closed = await startStubModelServer()
  await closed.close()
  const { engine, lines } = setup({
    llm: { baseUrl: closed.baseUrl, apiKey: API_KEY, model: 'stub-model' },
    maxRetries: 0,
  })
  const answer = await engine.answer({ question: QUESTION })
  expect(answer.fallback).toBe(true)
  expect(warnings(lines)).toContainEqual(expect.objectContaining({ reason: 'unreachable' }))
})

test('without a relevant passage the model is not asked and the grounded engine says it cannot answer', async () => {
  const { engine } = setup()
  const deltas: string[] = []
  const answer = await engine.answer({ question: OFF_TOPIC }, { onDelta: (text) => deltas.push(text) })
  expect(stub.requests).toHaveLength(0)
  expect(answer).toEqual(await grounded.answer({ question: OFF_TOPIC }))
  expect(answer.noMatch).toBe(true)
  expect(deltas).toEqual([answer.markdown])
})

test('an abort stops a waiting request and rejects with the abort, without falling back', async () => {
  const { engine } = setup({ timeoutMs: 5000 })
  stub.script({ kind: 'hang' })
  const controller = new AbortController()
  setTimeout(() => controller.abort(), 100)
  await expect(engine.answer({ question: QUESTION }, { signal: controller.signal })).rejects.toMatchObject({
    name: 'AbortError',
  })
  expect(stub.requests).toHaveLength(1)
})

test('an abort during a stream stops it and rejects with the abort', async () => {
  const { engine } = setup({ timeoutMs: 5000 })
  stub.script({ kind: 'stream-then-hang', chunks: ['Group 2 '] })
  const controller = new AbortController()
  const deltas: string[] = []
  const result = engine.answer(
    { question: QUESTION },
    { signal: controller.signal, onDelta: (text) => (deltas.push(text), controller.abort()) },
  )
  await expect(result).rejects.toMatchObject({ name: 'AbortError' })
  expect(deltas).toEqual(['Group 2 '])
})

test('an already aborted signal sends nothing', async () => {
  const { engine } = setup()
  await expect(engine.answer({ question: QUESTION }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
    name: 'AbortError',
  })
  expect(stub.requests).toHaveLength(0)
})

test('an error thrown by onDelta reaches the caller instead of causing a fallback', async () => {
  const { engine } = setup()
  const problem = new Error('client went away')
  await expect(
    engine.answer(
      { question: QUESTION },
      {
        onDelta: () => {
          throw problem
        },
      },
    ),
  ).rejects.toBe(problem)
})

test('an answer that cites nothing valid still lists the sources it was given, and the omission is logged', async () => {
  const { engine, lines } = setup()
  stub.script({ kind: 'reply', text: 'Group 2 entities report from 2026 [12].' })
  const answer = await engine.answer({ question: QUESTION })
  expect(answer.markdown).toMatch(/^Group 2 entities report from 2026\.\n\n\*\*Sources provided\*\*\n\n1\. /)
  expect(answer.citations.map((citation) => citation.id)).toEqual(relevant.map((hit) => hit.passage.id))
  expect(warnings(lines)).toContainEqual(
    expect.objectContaining({ msg: expect.stringMatching(/cited none of the sources/) }),
  )
})

test('an answer cut at the length limit says so', async () => {
  const { engine } = setup()
  stub.script({ kind: 'reply', text: 'Group 2 entities [1]', finishReason: 'length' })
  const answer = await engine.answer({ question: QUESTION })
  expect(answer.markdown).toMatch(
    /^Group 2 entities \[1\]\n\n_The model stopped at its length limit[^\n]*_\n\n\*\*Sources\*\*/,
  )
})

const excerpts: ReportExcerpt[] = [
  {
    id: 'rep-1',
    company: 'Coastal Power Ltd',
    title: 'Climate Statement',
    year: 2024,
    text: 'The Board Risk Committee reviews climate risk twice a year. Scope 1 emissions were 1.2 Mt CO2-e in FY2024.',
    pillar: 'governance',
    risks: ['physical_acute'],
    actions: ['emissions_reduction'],
    synthetic: true,
  },
  {
    id: 'rep-2',
    company: 'Southern Grain Co',
    title: 'Sustainability Report',
    year: 2023,
    text: 'We assessed drought scenarios against our storage network.',
    pillar: 'strategy',
  },
]

const levelMarks: Record<DetailLevel, RegExp[]> = {
  basic: [/Detail level: basic/, /## Overview/, /## Comparison against AASB S2/],
  intermediate: [/Detail level: intermediate/, /## Company by company/, /## Sentences several companies share/],
  comprehensive: [
    /Detail level: comprehensive/,
    /## Company by company/,
    /## Metrics and targets/,
    /Evidence per element/,
  ],
}

test.each(['basic', 'intermediate', 'comprehensive'] as const)(
  'a %s summary prompt carries the excerpts, passages and its depth',
  async (level) => {
    const { engine } = setup()
    stub.script({
      kind: 'reply',
      text: 'Coastal Power reviews climate risk twice a year [1]. Boards should oversee climate risk [3].',
    })

    const answer = await engine.summarise({ excerpts, level, query: 'board oversight' })

    const prompt = lastUserMessage(stub.requests[0])
    expect(prompt).toContain('[1] Report excerpt: Coastal Power Ltd, Climate Statement (2024)\nSYNTHETIC')
    expect(prompt).toContain(excerpts[0]!.text)
    expect(prompt).toContain('[2] Report excerpt: Southern Grain Co, Sustainability Report (2023)')
    expect(prompt).toContain(excerpts[1]!.text)
    expect(prompt).toMatch(/\[3\] .+\nReference: /)
    expect(prompt).toContain('The analyst searched for: "board oversight"')
    for (const mark of levelMarks[level]) expect(prompt).toMatch(mark)
    for (const other of Object.keys(levelMarks).filter((name) => name !== level))
      expect(prompt).not.toMatch(levelMarks[other as DetailLevel][0]!)
    expect(systemMessage(stub.requests[0])).toMatch(/SYNTHETIC/)
    expect(systemMessage(stub.requests[0])).toMatch(/AASB S2 paragraph/)
    expect(systemMessage(stub.requests[0])).toMatch(/never name a company that is not listed/)
    // the structure the grounded engine writes from: each company once, the comparison, the ranked recommendations
    expect(prompt).toContain('### Coastal Power Ltd')
    expect(prompt).toContain('### Southern Grain Co')
    expect(prompt).toContain('| AASB S2 element | Coastal Power Ltd | Southern Grain Co |')
    expect(prompt).toMatch(/\| Body responsible for oversight \(6\(a\)\(i\)\) \| (Disclosed|Partly) \| Not found \|/)
    expect(prompt).toMatch(/Ranked recommendations[^\n]*\n1\. .+ Passages: \[\d+\]/)

    expect(answer.citations[0]).toEqual({
      n: 1,
      kind: 'report',
      id: 'rep-1',
      title: 'Climate Statement',
      reference: 'Coastal Power Ltd, Climate Statement (2024)',
      synthetic: true,
    })
    expect(answer.citations[1]).toMatchObject({ n: 2, kind: 'passage' })
    expect(answer.markdown).toContain(
      '**Sources**\n\n1. Coastal Power Ltd, Climate Statement (2024) (synthetic demonstration report)\n2. ',
    )
  },
)

test("a model's summary without the comparison table gets the computed one, before its recommendations", async () => {
  const { engine } = setup()
  stub.script({
    kind: 'reply',
    text: '## Overview\n\nCoastal Power reviews climate risk twice a year [1].\n\n## Recommendations\n\n1. Name the board body [3].',
  })
  const answer = await engine.summarise({ excerpts, level: 'basic' })
  expect(answer.engine).toBe('model')
  const table = answer.markdown.indexOf(
    '## Comparison against AASB S2\n\n| AASB S2 element | Coastal Power Ltd | Southern Grain Co |',
  )
  expect(table).toBeGreaterThan(answer.markdown.indexOf('## Overview'))
  expect(table).toBeLessThan(answer.markdown.indexOf('## Recommendations'))
})

test('a summary of no excerpts is the grounded engine’s, without a model call', async () => {
  const { engine } = setup()
  const answer = await engine.summarise({ excerpts: [], level: 'basic' })
  expect(stub.requests).toHaveLength(0)
  expect(answer.engine).toBe('grounded')
})

test('a section draft prompt carries the same plan as the grounded draft: facts by element, what is missing, nothing from other sections', async () => {
  const { engine } = setup()
  stub.script({
    kind: 'reply',
    text: '## Governance\n\nThe Board Risk Committee oversees climate risk. AASB S2 requires this [1].\n\n**[To be provided: skills]**',
  })

  const answer = await engine.draftSection({
    section: 'governance',
    companyName: 'Coastal Power Ltd',
    companyInfo:
      'Coastal Power Ltd runs two gas plants in Queensland. The Board Risk Committee reviews climate risk twice a year. Scope 1 emissions were 1.2 million tCO2-e.',
    industry: 'Energy',
    question: 'How should we describe board skills?',
  })

  const prompt = lastUserMessage(stub.requests[0])
  expect(prompt).toContain('Draft the Governance section for Coastal Power Ltd (industry: Energy)')
  expect(prompt).toContain('About the company, for context only:\nCoastal Power Ltd runs two gas plants in Queensland.')
  expect(prompt).toMatch(
    /### How and how often the board is informed \(AASB S2 para 6\(a\)\(iii\)\)\nCompany facts:\n- The Board Risk Committee reviews climate risk twice a year\./,
  )
  expect(prompt).toMatch(
    /### Skills and competencies \(AASB S2 para 6\(a\)\(ii\)\)\nCompany facts:\n- \(none given\)\nStill to be provided: how the board makes sure/,
  )
  // The emissions figure is drafted in Metrics and Targets, never here.
  expect(prompt).not.toContain('1.2 million tCO2-e')
  expect(prompt).toContain('further sentence(s) of the company information belong to other sections')
  expect(prompt).toContain('Question to address in the draft: How should we describe board skills?')
  expect(prompt).toMatch(/\[1\] .+\nReference: /)
  const system = systemMessage(stub.requests[0])
  expect(system).toContain('**[To be provided: what the company must supply]**')
  expect(system).toMatch(/come only from the company facts listed under each element/)
  expect(answer.engine).toBe('model')
  expect(answer.citations).toHaveLength(1)
  expect(answer.markdown).toContain('**[To be provided: skills]**')
})

test('classification is the grounded engine’s and never calls the model', () => {
  const { engine } = setup()
  const text = 'The board oversees climate-related risks through its audit and risk committee.'
  expect(engine.classify(text)).toEqual(grounded.classify(text))
  expect(stub.requests).toHaveLength(0)
})
