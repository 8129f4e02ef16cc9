import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { authMessages } from '../auth/auth-messages'
import { hashSecretToken } from '../auth/secret-tokens'
import { day, hour } from '../clock'
import { sessions, users } from '../db/schema'
import {
  insertUser,
  jsonRequest,
  movableClock,
  sessionSetCookie,
  sessionTokenFrom,
  testPassword,
  uniqueEmail,
  withCookie,
} from '../test-accounts'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

type App = ReturnType<typeof createTestApp>['app']

async function logIn(app: App, email: string, password = testPassword) {
  const response = await app.request(endpointPath(endpoints.auth.login, {}), jsonRequest({ email, password }))
  expect(response.status).toBe(200)
  const token = sessionTokenFrom(response)
  if (!token) throw new Error('login set no session cookie')
  return token
}

async function median(times: number, run: () => unknown): Promise<number> {
  const durations: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    durations.push(performance.now() - started)
  }
  return durations.sort((a, b) => a - b)[Math.floor(times / 2)]!
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const clock = movableClock()
    const testApp = (env: Record<string, string> = {}) => createTestApp(database(), { now: clock.now, env })

    test('login answers the public user and sets an HttpOnly, SameSite=Lax session cookie (not Secure outside production)', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const response = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email, password: testPassword }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        organization: 'Analytical Engines Pty Ltd',
        description: 'Sustainability lead',
        is_admin: false,
      })
      const cookie = sessionSetCookie(response)!
      expect(cookie).toMatch(/^cda_session=[\w-]{43};/)
      expect(cookie).toContain('HttpOnly')
      expect(cookie).toContain('SameSite=Lax')
      expect(cookie).toContain('Path=/')
      expect(cookie).toContain(`Max-Age=${14 * 24 * 3600}`)
      expect(cookie).not.toContain('Secure')
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    })

    test('in production the session cookie is Secure', async () => {
      const { app } = testApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://disclosure.example.com' })
      const { email } = await insertUser(database().db)
      // Behind the TLS proxy the request is addressed to PUBLIC_URL's host.
      const response = await app.request(
        'http://disclosure.example.com/api/auth/login',
        jsonRequest({ email, password: testPassword }, { headers: { Origin: 'https://disclosure.example.com' } }),
      )
      expect(response.status).toBe(200)
      expect(sessionSetCookie(response)).toMatch(/; Secure/)
    })

    test('the session is stored as the SHA-256 of the cookie, never the cookie itself', async () => {
      const { app } = testApp()
      const { email, user } = await insertUser(database().db)
      const token = await logIn(app, email)
      const rows = await database().db.select().from(sessions).where(eq(sessions.userId, user.id))
      expect(rows.map((row) => row.tokenHash)).toEqual([hashSecretToken(token)])
      expect(JSON.stringify(rows)).not.toContain(token)
    })

    test('a wrong password and an unknown address get the same 401 and take about as long', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const wrong = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email, password: 'not-the-password' }),
      )
      const unknown = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email: uniqueEmail('nobody'), password: 'not-the-password' }),
      )
      expect([wrong.status, unknown.status]).toEqual([401, 401])
      expect(await wrong.text()).toBe(JSON.stringify({ detail: authMessages.invalidCredentials }))
      expect(await unknown.text()).toBe(JSON.stringify({ detail: authMessages.invalidCredentials }))
      expect(sessionSetCookie(wrong)).toBeUndefined()

      // The unknown address spends a real argon2 verification; a generous bound keeps this robust on busy machines.
      const known = await median(5, () =>
        app.request(endpointPath(endpoints.auth.login, {}), jsonRequest({ email, password: 'not-the-password' })),
      )
      const missing = await median(5, () =>
        app.request(
          endpointPath(endpoints.auth.login, {}),
          jsonRequest({ email: 'ghost@example.com', password: 'x-password' }),
        ),
      )
      expect(missing).toBeGreaterThan(known * 0.5)
    })

    test('login before confirmation and before approval is refused with a detail naming the missing step', async () => {
      const { app } = testApp()
      const unconfirmed = await insertUser(database().db, { confirmed: false, approved: false })
      const unapproved = await insertUser(database().db, { confirmed: true, approved: false })
      const first = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email: unconfirmed.email, password: testPassword }),
      )
      expect(first.status).toBe(403)
      expect(await first.json()).toEqual({ detail: authMessages.notConfirmed })
      const second = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email: unapproved.email, password: testPassword }),
      )
      expect(second.status).toBe(403)
      expect(await second.json()).toEqual({ detail: authMessages.notApproved })
      // Without the password nobody learns the account's state.
      const guess = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email: unapproved.email, password: 'guessing' }),
      )
      expect(guess.status).toBe(401)
    })

    test('GET /session answers the signed-in user, or 401 without a live session', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const token = await logIn(app, email)
      const ok = await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))
      expect(ok.status).toBe(200)
      expect(((await ok.json()) as { email: string }).email).toBe(email)

      const none = await app.request(endpointPath(endpoints.auth.session, {}))
      expect(none.status).toBe(401)
      expect(await none.json()).toEqual({ detail: authMessages.notSignedIn })

      const forged = await app.request(endpointPath(endpoints.auth.session, {}), withCookie('forged-token-value'))
      expect(forged.status).toBe(401)
      // A cookie that names no session is cleared.
      expect(sessionSetCookie(forged)).toMatch(/^cda_session=;.*Max-Age=0/)
    })

    test('X-User-Email naming another user than the session is refused with 401; the same user in any case passes', async () => {
      const { app } = testApp()
      const ada = await insertUser(database().db)
      const other = await insertUser(database().db)
      const token = await logIn(app, ada.email)

      const spoofed = await app.request(
        endpointPath(endpoints.auth.session, {}),
        withCookie(token, { 'X-User-Email': other.email }),
      )
      expect(spoofed.status).toBe(401)
      expect(await spoofed.json()).toEqual({ detail: authMessages.sessionMismatch })
      const spoofedPost = await app.request(
        endpointPath(endpoints.account.updateDetails, {}),
        jsonRequest(
          { email: other.email, first_name: 'Eve', last_name: 'X', organization: 'Y' },
          { cookie: token, headers: { 'X-User-Email': other.email } },
        ),
      )
      expect(spoofedPost.status).toBe(401)
      const [unchanged] = await database().db.select().from(users).where(eq(users.id, other.user.id))
      expect(unchanged?.firstName).toBe('Ada')

      const same = await app.request(
        endpointPath(endpoints.auth.session, {}),
        withCookie(token, { 'X-User-Email': ` ${ada.email.toUpperCase()} ` }),
      )
      expect(same.status).toBe(200)
      // Without a session the header alone proves nothing and signs nobody in.
      const headerOnly = await app.request(
        endpointPath(endpoints.auth.session, {}),
        withCookie(undefined, { 'X-User-Email': ada.email }),
      )
      expect(headerOnly.status).toBe(401)
    })

    test('logout revokes the session and clears the cookie; it also succeeds without one', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const token = await logIn(app, email)
      const logout = await app.request(endpointPath(endpoints.auth.logout, {}), jsonRequest({}, { cookie: token }))
      expect(logout.status).toBe(200)
      expect(await logout.json()).toEqual({ message: authMessages.loggedOut })
      expect(sessionSetCookie(logout)).toMatch(/^cda_session=;.*Max-Age=0/)
      expect((await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))).status).toBe(401)

      const anonymous = await app.request(endpointPath(endpoints.auth.logout, {}), {
        method: 'POST',
        headers: { Origin: 'http://localhost' },
      })
      expect(anonymous.status).toBe(200)
      expect(await anonymous.json()).toEqual({ message: authMessages.loggedOut })
    })

    test('logging in again from the same browser ends the session it held before', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const first = await logIn(app, email)
      const second = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email, password: testPassword }, { cookie: first }),
      )
      expect(second.status).toBe(200)
      expect((await app.request(endpointPath(endpoints.auth.session, {}), withCookie(first))).status).toBe(401)
      expect(
        (await app.request(endpointPath(endpoints.auth.session, {}), withCookie(sessionTokenFrom(second)))).status,
      ).toBe(200)
    })

    test('the session slides: use after an hour extends it and resends the cookie; 14 idle days end it', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const token = await logIn(app, email)

      const soon = await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))
      expect(sessionSetCookie(soon)).toBeUndefined()

      clock.advance(13 * day)
      const refreshed = await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))
      expect(refreshed.status).toBe(200)
      expect(sessionSetCookie(refreshed)).toContain(`cda_session=${token};`)
      expect(sessionSetCookie(refreshed)).toContain(`Max-Age=${14 * 24 * 3600}`)

      clock.advance(13 * day)
      expect((await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))).status).toBe(200)

      clock.advance(14 * day + hour)
      expect((await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))).status).toBe(401)
    })

    test('a hash made with older parameters is upgraded at the next successful login', async () => {
      const { app } = testApp()
      const { hash } = await import('@node-rs/argon2')
      const weak = await hash(testPassword, { memoryCost: 4096, timeCost: 1, parallelism: 1 })
      const { email, user } = await insertUser(database().db, { passwordHash: weak })
      await logIn(app, email)
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id))
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      await logIn(app, email)
    })
  })
}
