import { pino } from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createEngine } from './engine-from-config'
import { ModelUnavailableError } from './model-errors'
import { startStubModelServer, type StubModelServer } from './stub-model-server'

const logger = pino({ level: 'silent' })
const QUESTION = 'What does AASB S2 require for Scope 3 emissions?'
let stub: StubModelServer

beforeAll(async () => {
  stub = await startStubModelServer({ kind: 'reply', text: 'Scope 3 is required [1].' })
})
afterAll(() => stub.close())

test('without LLM_BASE_URL the engine is the grounded one and no model server is called', async () => {
  const engine = createEngine(loadConfig({}), logger)
  const answer = await engine.answer({ question: QUESTION })
  expect(answer.engine).toBe('grounded')
  expect(answer.citations.length).toBeGreaterThan(0)
})

test('with LLM_BASE_URL the model engine answers through the configured server and model', async () => {
  const engine = createEngine(
    loadConfig({ LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'llama3.1', LLM_API_KEY: 'k-1' }),
    logger,
  )
  const before = stub.requests.length
  const answer = await engine.answer({ question: QUESTION })
  expect(answer.engine).toBe('model')
  expect(stub.requests.slice(before).map((request) => [request.body.model, request.headers.authorization])).toEqual([
    ['llama3.1', 'Bearer k-1'],
  ])
})

test('LLM_FALLBACK, LLM_TIMEOUT_MS and LLM_MAX_RETRIES reach the model engine', async () => {
  const engine = createEngine(
    loadConfig({
      LLM_BASE_URL: stub.baseUrl,
      LLM_MODEL: 'llama3.1',
      LLM_FALLBACK: 'false',
      LLM_TIMEOUT_MS: '1000',
      LLM_MAX_RETRIES: '1',
    }),
    logger,
  )
  stub.script({ kind: 'status', status: 500, headers: { 'Retry-After': '0' } }, { kind: 'hang' })
  const before = stub.requests.length
  await expect(engine.answer({ question: QUESTION })).rejects.toBeInstanceOf(ModelUnavailableError)
  // One retry after the 500; the hanging second attempt ends at the one-second timeout.
  expect(stub.requests.length - before).toBe(2)
})
