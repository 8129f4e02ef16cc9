import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../core/contract/error'
import type { Env } from '../config'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { sameOriginMessages } from './same-origin'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

// A DNS-rebinding page (evil.example made to resolve to this machine) sends its own name as Host and its own origin as
// Origin, so Origin alone cannot tell it from the app. Host must name this server.

const production: Env = { NODE_ENV: 'production', PUBLIC_URL: 'https://disclosure.example.com', PORT: '8080' }

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    function logoutVia(env: Env) {
      const { app } = createTestApp(database(), { env })
      return (url: string, origin: string) => app.request(url, { method: 'POST', headers: { Origin: origin } })
    }

    test('a rebinding page whose Host and Origin both name another site is refused with 421, in development too', async () => {
      for (const env of [{}, production]) {
        const logout = logoutVia(env)
        for (const host of ['evil.example:8080', 'evil.example', 'localhost.evil.example:8080', '192.168.1.20:8080']) {
          const response = await logout(`http://${host}${endpointPath(endpoints.auth.logout, {})}`, `http://${host}`)
          expect(response.status).toBe(421)
          expect(v.parse(ErrorBodySchema, await response.json())).toEqual({ detail: sameOriginMessages.misdirected })
        }
      }
    })

    test("in production PUBLIC_URL's host name passes with or without a port, and loopback only on PORT (a local proxy)", async () => {
      const logout = logoutVia(production)
      const origin = 'https://disclosure.example.com'
      for (const host of [
        'disclosure.example.com',
        'disclosure.example.com:443',
        'DISCLOSURE.example.com',
        '127.0.0.1:8080',
        'localhost:8080',
        '[::1]:8080',
      ]) {
        expect((await logout(`http://${host}${endpointPath(endpoints.auth.logout, {})}`, origin)).status, host).toBe(
          200,
        )
      }
      for (const host of ['localhost:5173', '127.0.0.1', 'example.com', 'disclosure.example.com.evil.example']) {
        expect((await logout(`http://${host}${endpointPath(endpoints.auth.logout, {})}`, origin)).status, host).toBe(
          421,
        )
      }
    })

    test("outside production any port of localhost, 127.0.0.1 and [::1] passes (Vite's dev server proxies on its own)", async () => {
      const logout = logoutVia({ PORT: '8787' })
      for (const host of ['localhost:5173', '127.0.0.1:5173', '[::1]:8787', 'localhost']) {
        expect(
          (await logout(`http://${host}${endpointPath(endpoints.auth.logout, {})}`, `http://${host}`)).status,
          host,
        ).toBe(200)
      }
    })

    test('the Host check comes before the Origin check, and reads are never checked', async () => {
      const { app } = createTestApp(database(), { env: production })
      const foreignHost = await app.request('http://evil.example/api/auth/logout', { method: 'POST' })
      expect(foreignHost.status).toBe(421)
      const foreignOrigin = await app.request('http://disclosure.example.com/api/auth/logout', {
        method: 'POST',
        headers: { Origin: 'https://evil.example' },
      })
      expect(foreignOrigin.status).toBe(403)
      expect((await app.request('http://evil.example/api/health')).status).toBe(200)
    })
  })
}
