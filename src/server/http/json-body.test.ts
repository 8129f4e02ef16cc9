import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../core/contract/error'
import { createTestApp, testOrigin } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { jsonBody, jsonBodyMessages, JSON_BODY_MAX_DEPTH, JSON_BODY_MAX_VALUES } from './json-body'
import { API_PREFIX } from '../../core/contract/endpoints'

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
      app.post(`${API_PREFIX}/drafts`, jsonBody(DraftSchema), (c) => c.json({ saved: c.req.valid('json').title }, 201))
      return app
    }

    test('a valid JSON body reaches the handler, typed and parsed', async () => {
      const response = await appWithDraftRoute().request(
        `${API_PREFIX}/drafts`,
        post('{"title":"Governance","content":"..."}'),
      )
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ saved: 'Governance' })
    })

    test('malformed JSON answers 400 with a detail', async () => {
      const response = await appWithDraftRoute().request(`${API_PREFIX}/drafts`, post('{"title": "Gov'))
      expect(response.status).toBe(400)
      expect(v.parse(ErrorBodySchema, await response.json())).toEqual({ detail: 'Malformed JSON in request body' })
    })

    test('a body that breaks the schema answers 400 with the first message and every field error', async () => {
      const response = await appWithDraftRoute().request(`${API_PREFIX}/drafts`, post('{"title":"","content":5}'))
      expect(response.status).toBe(400)
      expect(v.parse(ErrorBodySchema, await response.json())).toEqual({
        detail: 'Title is required',
        errors: [
          { path: 'title', message: 'Title is required' },
          { path: 'content', message: 'Content must be text' },
        ],
      })
    })

    test('a body deeper than the nesting bound or with more values than the size bound answers 400 naming the bound', async () => {
      const app = appWithDraftRoute()
      const nested = (levels: number) =>
        `{"title":"T","content":"C","extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`
      expect((await app.request(`${API_PREFIX}/drafts`, post(nested(JSON_BODY_MAX_DEPTH)))).status).toBe(201)
      const deep = await app.request(`${API_PREFIX}/drafts`, post(nested(JSON_BODY_MAX_DEPTH + 1)))
      expect(deep.status).toBe(400)
      expect(v.parse(ErrorBodySchema, await deep.json())).toEqual({ detail: jsonBodyMessages.tooDeep })
      const wide = await app.request(
        `${API_PREFIX}/drafts`,
        post(`{"title":"T","content":"C","extra":[${Array(JSON_BODY_MAX_VALUES).fill(0).join(',')}]}`),
      )
      expect(wide.status).toBe(400)
      expect(v.parse(ErrorBodySchema, await wide.json())).toEqual({ detail: jsonBodyMessages.tooManyValues })
    })

    test('a non-JSON body is refused with 415 instead of being read as an empty object', async () => {
      const response = await appWithDraftRoute().request(
        `${API_PREFIX}/drafts`,
        post('title=x&content=y', 'application/x-www-form-urlencoded'),
      )
      expect(response.status).toBe(415)
      expect(v.parse(ErrorBodySchema, await response.json()).detail).toMatch(/JSON/)
    })
  })
}
