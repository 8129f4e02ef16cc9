import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../core/contract/error'
import { createTestApp, testOrigin } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { jsonBody } from './json-body'

const DraftSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1, 'Title is required')),
  content: v.string('Content must be text'),
})

function post(body: string, contentType = 'application/json'): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': contentType, Origin: testOrigin }, body }
}

// The API's validated routes arrive in later issues; this stand-in route exercises the shared helper through the
// real app, so its error handling is the one production uses.
for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    function appWithDraftRoute() {
      const { app } = createTestApp(database())
      app.post('/api/drafts', jsonBody(DraftSchema), (c) => c.json({ saved: c.req.valid('json').title }, 201))
      return app
    }

    test('a valid JSON body reaches the handler, typed and parsed', async () => {
      const response = await appWithDraftRoute().request('/api/drafts', post('{"title":"Governance","content":"..."}'))
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ saved: 'Governance' })
    })

    test('malformed JSON answers 400 with a detail', async () => {
      const response = await appWithDraftRoute().request('/api/drafts', post('{"title": "Gov'))
      expect(response.status).toBe(400)
      expect(v.parse(ErrorBodySchema, await response.json())).toEqual({ detail: 'Malformed JSON in request body' })
    })

    test('a body that breaks the schema answers 400 with the first message and every field error', async () => {
      const response = await appWithDraftRoute().request('/api/drafts', post('{"title":"","content":5}'))
      expect(response.status).toBe(400)
      expect(v.parse(ErrorBodySchema, await response.json())).toEqual({
        detail: 'Title is required',
        errors: [
          { path: 'title', message: 'Title is required' },
          { path: 'content', message: 'Content must be text' },
        ],
      })
    })

    test('a non-JSON body is refused with 415 instead of being read as an empty object', async () => {
      const response = await appWithDraftRoute().request('/api/drafts', post('title=x&content=y', 'application/x-www-form-urlencoded'))
      expect(response.status).toBe(415)
      expect(v.parse(ErrorBodySchema, await response.json()).detail).toMatch(/JSON/)
    })
  })
}
