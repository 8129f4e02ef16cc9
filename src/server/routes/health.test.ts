import { beforeAll, describe, expect, test } from 'vitest'
import * as v from 'valibot'
import { HealthSchema } from '../../core/contract/health'
import { createCorpusStatus } from '../corpus/corpus-status'
import { createTestApp } from '../test-app'
import { insertTestCorpus, TEST_REPORTS } from '../test-corpus'
import { createReadOnlyTestDatabase, createTestDatabase, testDrivers, useTestDatabase } from '../test-database'
import { appVersion } from '../version'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    test('GET /api/health answers ok with the contract shape, version, engine and driver', async () => {
      const { app } = createTestApp(database())
      const response = await app.request(endpointPath(endpoints.health, {}))
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      const body = v.parse(HealthSchema, await response.json())
      expect(body).toEqual({
        status: 'ok',
        version: appVersion(),
        engine: { kind: 'grounded' },
        database: { status: 'ok', driver, writable: true },
        corpus: { reports: 0, chunks: 0, seeding: false },
      })
    })

    test('health names the OpenAI-compatible engine and its model when one is configured', async () => {
      const { app } = createTestApp(database(), {
        env: { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' },
      })
      const body = v.parse(HealthSchema, await (await app.request(endpointPath(endpoints.health, {}))).json())
      expect(body.engine).toEqual({ kind: 'openai-compatible', model: 'llama3.1' })
    })

    test('health counts the reports and chunks of the corpus and says when the demo corpus is being generated', async () => {
      await insertTestCorpus(database().db)
      const corpus = createCorpusStatus(database().db)
      const { app } = createTestApp(database(), { corpus })
      const chunks = TEST_REPORTS.reduce((sum, report) => sum + report.chunks.length, 0)
      const first = v.parse(HealthSchema, await (await app.request(endpointPath(endpoints.health, {}))).json())
      expect(first.corpus).toEqual({ reports: TEST_REPORTS.length, chunks, seeding: false })
      corpus.seeding = true
      const during = v.parse(HealthSchema, await (await app.request(endpointPath(endpoints.health, {}))).json())
      expect(during.corpus).toEqual({ reports: TEST_REPORTS.length, chunks, seeding: true })
    })
  })

  describe.skipIf(skip)(`${name}, database read-only`, () => {
    let readOnly: Awaited<ReturnType<typeof createReadOnlyTestDatabase>>

    beforeAll(async () => {
      readOnly = await createReadOnlyTestDatabase(driver)
      return () => readOnly.dispose()
    })

    test('health is degraded with HTTP 503 and says the database answers but cannot be written', async () => {
      const { app, logs } = createTestApp(readOnly)
      const response = await app.request(endpointPath(endpoints.health, {}))
      expect(response.status).toBe(503)
      const body = v.parse(HealthSchema, await response.json())
      expect(body.status).toBe('degraded')
      expect(body.database).toEqual({ status: 'ok', driver, writable: false })
      expect(logs.some((line) => line.msg === 'Health check: the database cannot be written')).toBe(true)
    })
  })

  describe.skipIf(skip)(`${name}, database closed`, () => {
    let closed: Awaited<ReturnType<typeof createTestDatabase>>

    beforeAll(async () => {
      closed = await createTestDatabase(driver)
      await closed.close()
      return () => closed.dispose()
    })

    test('health is degraded with HTTP 503 and says the database is in error', async () => {
      const { app, logs } = createTestApp(closed)
      const response = await app.request(endpointPath(endpoints.health, {}))
      expect(response.status).toBe(503)
      const body = v.parse(HealthSchema, await response.json())
      expect(body.status).toBe('degraded')
      expect(body.database).toEqual({ status: 'error', driver, writable: false })
      expect(body.corpus).toBeUndefined()
      expect(logs.some((line) => line.msg === 'Health check: database ping failed')).toBe(true)
    })
  })
}
