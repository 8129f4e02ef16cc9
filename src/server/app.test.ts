import { sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../core/contract/error'
import { users } from './db/schema'
import { createTestApp, testOrigin } from './test-app'
import { testDrivers, useTestDatabase } from './test-database'
import { staticShellScriptSource } from './http/security-headers'
import { API_PREFIX, endpointPath, endpoints } from '../core/contract/endpoints'

async function errorBody(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return v.parse(ErrorBodySchema, await response.json())
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    test('an unknown /api route answers JSON 404 for GET and for POST', async () => {
      const { app } = createTestApp(database())
      const get = await app.request(`${API_PREFIX}/no-such-route`)
      expect(get.status).toBe(404)
      expect(await errorBody(get)).toEqual({ detail: 'Not found' })

      const post = await app.request(`${API_PREFIX}/auth/nothing`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: testOrigin },
        body: '{"a":1}',
      })
      expect(post.status).toBe(404)
      expect(await errorBody(post)).toEqual({ detail: 'Not found' })
    })

    test('/api itself and wrong methods on known routes answer JSON 404 too', async () => {
      const { app } = createTestApp(database())
      expect(await errorBody(await app.request(API_PREFIX))).toEqual({ detail: 'Not found' })
      const post = await app.request(endpointPath(endpoints.health, {}), {
        method: 'POST',
        headers: { Origin: testOrigin },
      })
      expect(post.status).toBe(404)
      expect(await errorBody(post)).toEqual({ detail: 'Not found' })
    })

    test('a thrown error answers JSON 500 without its message or stack, and is logged', async () => {
      const { app, logs } = createTestApp(database())
      app.get(`${API_PREFIX}/explode`, () => {
        throw new Error('secret connection string postgres://user:pw@host/db')
      })
      const response = await app.request(`${API_PREFIX}/explode`)
      expect(response.status).toBe(500)
      const text = await response.clone().text()
      expect(text).not.toMatch(/secret|postgres:|at .*\.ts|Error:/)
      expect(await errorBody(response)).toEqual({ detail: 'Internal server error' })
      const logged = logs.find((line) => line.msg === 'Unhandled error while answering a request')
      expect(logged).toMatchObject({ level: 50, method: 'GET', path: `${API_PREFIX}/explode` })
      expect(JSON.stringify(logged)).toContain('secret connection string')
    })

    test('a failed query is logged with its statement and code but none of its values: no parameters, no row', async () => {
      const { app, logs } = createTestApp(database())
      const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU'
      app.post(`${API_PREFIX}/failing-query`, async () => {
        // No first_name: the NOT NULL violation's detail would quote the whole row, hash included.
        const at = new Date()
        await database()
          .db.insert(users)
          .values({
            email: 'row@example.com',
            passwordHash: hash,
            firstName: sql`null`,
            lastName: 'L',
            organization: 'O',
            createdAt: at,
            updatedAt: at,
          })
        return new Response(null, { status: 204 })
      })
      const response = await app.request(`${API_PREFIX}/failing-query`, {
        method: 'POST',
        headers: { Origin: testOrigin },
      })
      expect(response.status).toBe(500)
      const logged = logs.find((line) => line.msg === 'Unhandled error while answering a request')
      const text = JSON.stringify(logged)
      expect(text).toContain('insert into \\"users\\"')
      expect(text).toContain('23502')
      expect(text).not.toContain('c2VjcmV0')
      expect(text).not.toContain('row@example.com')
    })

    test('an HTTPException answers its own status with its message as detail', async () => {
      const { app } = createTestApp(database())
      app.get(`${API_PREFIX}/teapot`, () => {
        throw new HTTPException(409, { message: 'Draft was changed elsewhere' })
      })
      const response = await app.request(`${API_PREFIX}/teapot`)
      expect(response.status).toBe(409)
      expect(await errorBody(response)).toEqual({ detail: 'Draft was changed elsewhere' })
    })

    test('a request body over BODY_LIMIT_BYTES answers JSON 413, even with no Content-Length', async () => {
      const { app } = createTestApp(database(), { env: { BODY_LIMIT_BYTES: '2048' } })
      let reached = false
      app.post(`${API_PREFIX}/echo`, async (c) => {
        reached = true
        return c.json({ length: (await c.req.text()).length })
      })
      const small = await app.request(`${API_PREFIX}/echo`, {
        method: 'POST',
        headers: { Origin: testOrigin },
        body: 'x'.repeat(2048),
      })
      expect(small.status).toBe(200)
      reached = false

      const declared = await app.request(`${API_PREFIX}/echo`, {
        method: 'POST',
        headers: { Origin: testOrigin },
        body: 'x'.repeat(2049),
      })
      expect(declared.status).toBe(413)
      expect(await errorBody(declared)).toEqual({ detail: 'Request body is larger than 2048 bytes' })

      const chunks = [new TextEncoder().encode('x'.repeat(1500)), new TextEncoder().encode('y'.repeat(1500))]
      const streamed = await app.request(`${API_PREFIX}/echo`, {
        method: 'POST',
        headers: { Origin: testOrigin },
        body: new ReadableStream({
          pull(controller) {
            const next = chunks.shift()
            if (next) controller.enqueue(next)
            else controller.close()
          },
        }),
        duplex: 'half',
      })
      expect(streamed.status).toBe(413)
      expect(reached).toBe(false)
    })

    test('a too-large body to an unknown /api route is refused before routing', async () => {
      const { app } = createTestApp(database(), { env: { BODY_LIMIT_BYTES: '1024' } })
      const response = await app.request(`${API_PREFIX}/anything`, {
        method: 'POST',
        headers: { Origin: testOrigin },
        body: 'x'.repeat(5000),
      })
      expect(response.status).toBe(413)
    })

    test('every answer carries the security headers, with a CSP that forbids framing', async () => {
      const { app } = createTestApp(database())
      for (const path of [endpointPath(endpoints.health, {}), `${API_PREFIX}/missing`, '/']) {
        const response = await app.request(path)
        const csp = response.headers.get('Content-Security-Policy') ?? ''
        expect(csp).toContain("default-src 'self'")
        // Scripts come from our origin, and the one inline script is admitted by its hash alone (no 'unsafe-inline').
        expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}';/)
        expect(csp).toContain(`script-src 'self' ${staticShellScriptSource};`)
        expect(csp).toContain("style-src 'self' 'unsafe-inline'")
        expect(csp).toContain("img-src 'self' data: blob:")
        expect(csp).toContain("worker-src 'self'")
        expect(csp).toContain("manifest-src 'self'")
        expect(csp).toContain("object-src 'none'")
        expect(csp).toContain("frame-ancestors 'none'")
        expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
        expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
        expect(response.headers.get('X-Frame-Options')).toBe('DENY')
        expect(response.headers.get('Cross-Origin-Embedder-Policy')).toBeNull()
        expect(response.headers.get('Strict-Transport-Security')).toBeNull()
      }
    })

    test('HSTS is sent only when the public URL is https', async () => {
      const { app } = createTestApp(database(), { env: { PUBLIC_URL: 'https://disclosure.example.com' } })
      const response = await app.request(endpointPath(endpoints.health, {}))
      expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/)
    })

    test('without a built app, non-API paths answer JSON 404 rather than HTML', async () => {
      const { app } = createTestApp(database())
      const response = await app.request('/chat')
      expect(response.status).toBe(404)
      expect(await errorBody(response)).toEqual({ detail: 'Not found' })
    })

    test.each([
      ['a foreign site', 'https://evil.example'],
      ['a look-alike of the public origin', 'https://disclosure.example.com.evil.example'],
      ['the public host over plain http', 'http://disclosure.example.com'],
      ['an opaque origin', 'null'],
      ['no Origin at all', undefined],
    ])('a state-changing /api request from %s is refused with 403 before routing', async (_, origin) => {
      const { app } = createTestApp(database(), { env: { PUBLIC_URL: 'https://disclosure.example.com' } })
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const path of [endpointPath(endpoints.auth.logout, {}), `${API_PREFIX}/some/future/route`]) {
          const response = await app.request(path, { method, headers: origin === undefined ? {} : { Origin: origin } })
          expect(response.status).toBe(403)
          expect(await errorBody(response)).toEqual({ detail: 'Cross-origin request refused.' })
        }
      }
    })

    test("PUBLIC_URL's origin and the request's own origin (Vite dev proxy, tests) are accepted; reads are not checked", async () => {
      const { app } = createTestApp(database(), { env: { PUBLIC_URL: 'https://disclosure.example.com' } })
      const logout = (url: string, origin: string) => app.request(url, { method: 'POST', headers: { Origin: origin } })
      expect((await logout(endpointPath(endpoints.auth.logout, {}), 'https://disclosure.example.com')).status).toBe(200)
      expect((await logout(endpointPath(endpoints.auth.logout, {}), 'http://localhost')).status).toBe(200)
      // The dev proxy keeps the browser's Host, so the page's origin is the request's own.
      expect((await logout('http://localhost:5173/api/auth/logout', 'http://localhost:5173')).status).toBe(200)
      expect(
        (await app.request(endpointPath(endpoints.health, {}), { headers: { Origin: 'https://evil.example' } })).status,
      ).toBe(200)
    })

    test('API requests are logged with their path but never their query string', async () => {
      const { app, logs } = createTestApp(database())
      await app.request(`${API_PREFIX}/missing?token=very-secret-token`)
      await app.request(endpointPath(endpoints.health, {}))
      const line = logs.find((entry) => entry.msg === 'request')
      expect(line).toMatchObject({ level: 30, method: 'GET', path: `${API_PREFIX}/missing`, status: 404 })
      expect(JSON.stringify(logs)).not.toContain('very-secret-token')
      expect(logs.find((entry) => entry.path === endpointPath(endpoints.health, {}))).toMatchObject({ level: 20 })
    })
  })
}
