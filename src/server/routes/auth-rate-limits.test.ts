import { describe, expect, test } from 'vitest'
import { tooManyAttempts } from '../auth/auth-messages'
import type { RateLimitRules } from '../auth/rate-limit-rules'
import { hour, minute } from '../clock'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { insertUser, jsonRequest, movableClock, testPassword, uniqueEmail } from '../test-accounts'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const rule = (limit: number) => ({ limit, windowMs: 10 * minute })

// Small limits so a test reaches them in a few requests; the production numbers live in auth/rate-limit-rules.ts.
const small: Partial<RateLimitRules> = {
  loginFailuresPerAccountAndClient: rule(2),
  loginFailuresPerClient: rule(6),
  loginFailuresPerAccount: { free: 3, windowMs: hour, firstDelayMs: minute, maxDelayMs: 4 * minute },
  signupPerClient: rule(2),
  passwordResetPerAddress: rule(2),
  passwordResetPerClient: rule(4),
  checkEmailPerClient: rule(3),
  changePasswordPerAccount: rule(2),
}

type App = ReturnType<typeof createTestApp>['app']

/** A request from the given client, as a trusted proxy would report it. */
function from(client: string, body: unknown) {
  return jsonRequest(body, { headers: { 'X-Forwarded-For': `${client}, 10.0.0.1` } })
}

async function statuses(app: App, path: string, requests: RequestInit[]): Promise<number[]> {
  const answers: number[] = []
  for (const init of requests) answers.push((await app.request(path, init)).status)
  return answers
}

async function expect429(response: Response, retryAfterSeconds: number) {
  expect(response.status).toBe(429)
  expect(response.headers.get('Retry-After')).toBe(String(retryAfterSeconds))
  expect(await response.json()).toEqual({ detail: tooManyAttempts(retryAfterSeconds) })
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const clock = movableClock()
    const testApp = (env: Record<string, string> = {}, db: DatabaseHandle = database()) =>
      createTestApp(db, { now: clock.now, rateLimits: small, env: { TRUST_PROXY: 'true', ...env } }).app

    test('successful logins are never counted, and a success forgets the typos before it', async () => {
      const app = testApp()
      const { email } = await insertUser(database().db)
      const right = from('192.0.2.1', { email, password: testPassword })
      const typo = from('192.0.2.1', { email, password: 'correct horse batery' })
      const day = [right, right, right, typo, right, right, typo, right, right, right, right, right]
      expect(await statuses(app, endpointPath(endpoints.auth.login, {}), day)).toEqual([
        200, 200, 200, 401, 200, 200, 401, 200, 200, 200, 200, 200,
      ])
    })

    test("a stranger's wrong guesses from many clients never keep the owner out", async () => {
      const app = testApp()
      const { email } = await insertUser(database().db)
      for (let n = 1; n <= 10; n++) {
        const guesses = [
          from(`198.51.100.${n}`, { email, password: 'guess-one' }),
          from(`198.51.100.${n}`, { email, password: 'guess-two' }),
        ]
        for (const status of await statuses(app, endpointPath(endpoints.auth.login, {}), guesses))
          expect([401, 429]).toContain(status)
      }
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.login, {}),
            from('192.0.2.99', { email, password: testPassword }),
          )
        ).status,
      ).toBe(200)
    })

    test('per account and client: after the failures allowed, that client waits for the window, even with the right password', async () => {
      const app = testApp()
      const { email } = await insertUser(database().db)
      const wrong = { email, password: 'wrong-password' }
      expect(
        await statuses(app, endpointPath(endpoints.auth.login, {}), [
          from('192.0.2.2', wrong),
          from('192.0.2.2', wrong),
        ]),
      ).toEqual([401, 401])
      await expect429(
        await app.request(endpointPath(endpoints.auth.login, {}), from('192.0.2.2', { email, password: testPassword })),
        600,
      )

      // The owner on another client is not affected; the same client may still sign in to another account.
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.login, {}),
            from('192.0.2.3', { email, password: testPassword }),
          )
        ).status,
      ).toBe(200)
      const other = await insertUser(database().db)
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.login, {}),
            from('192.0.2.2', { email: other.email, password: testPassword }),
          )
        ).status,
      ).toBe(200)

      clock.advance(4 * minute)
      await expect429(await app.request(endpointPath(endpoints.auth.login, {}), from('192.0.2.2', wrong)), 360)
      clock.advance(6 * minute)
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.login, {}),
            from('192.0.2.2', { email, password: testPassword }),
          )
        ).status,
      ).toBe(200)
    })

    test('per account: past the free failures, clients that already failed wait a delay that doubles up to its cap', async () => {
      const app = testApp()
      const { email } = await insertUser(database().db)
      const guess = (client: string) =>
        app.request(endpointPath(endpoints.auth.login, {}), from(client, { email, password: 'wrong-password' }))
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await guess(client)).status).toBe(401)
      // The fourth failure is one past the free ones: one minute for every client that has failed here.
      expect((await guess('203.0.113.4')).status).toBe(401)
      await expect429(await guess('203.0.113.1'), 60)
      // A client with no failures on this account signs in with the right password...
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.login, {}),
            from('203.0.113.50', { email, password: testPassword }),
          )
        ).status,
      ).toBe(200)
      // ...and one with no failures still gets its one guess, which doubles the delay.
      expect((await guess('203.0.113.5')).status).toBe(401)
      await expect429(await guess('203.0.113.2'), 120)

      clock.advance(2 * minute)
      expect((await guess('203.0.113.2')).status).toBe(401)
      expect((await guess('203.0.113.6')).status).toBe(401)
      await expect429(await guess('203.0.113.3'), 240)
      await expect429(
        await app.request(
          endpointPath(endpoints.auth.login, {}),
          from('203.0.113.3', { email, password: testPassword }),
        ),
        240,
      )

      // The count belongs to the address, whether or not it has an account, so the answers reveal nothing.
      const ghost = uniqueEmail('ghost')
      const ghostGuess = (client: string) =>
        app.request(endpointPath(endpoints.auth.login, {}), from(client, { email: ghost, password: 'wrong-password' }))
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])
        expect((await ghostGuess(client)).status).toBe(401)
      await expect429(await ghostGuess('203.0.113.1'), 60)
    })

    test('per client: one client failing on many accounts is stopped, the right password included', async () => {
      const app = testApp()
      const client = '198.51.100.7'
      const tries = Array.from({ length: 6 }, () =>
        from(client, { email: uniqueEmail('spray'), password: 'x-password' }),
      )
      expect(await statuses(app, endpointPath(endpoints.auth.login, {}), tries)).toEqual([401, 401, 401, 401, 401, 401])
      const { email } = await insertUser(database().db)
      expect(
        (await app.request(endpointPath(endpoints.auth.login, {}), from(client, { email, password: testPassword })))
          .status,
      ).toBe(429)
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.login, {}),
            from('198.51.100.8', { email, password: testPassword }),
          )
        ).status,
      ).toBe(200)
    })

    test('a burst of concurrent guesses from one client checks no more passwords than the limit allows', async () => {
      const app = testApp()
      const { email } = await insertUser(database().db)
      const burst = await Promise.all(
        Array.from({ length: 8 }, async (_, n) =>
          app.request(
            endpointPath(endpoints.auth.login, {}),
            from('192.0.2.77', { email, password: `guess-${n}-pass` }),
          ),
        ),
      )
      expect(burst.filter((response) => response.status === 401)).toHaveLength(2)
      expect(burst.filter((response) => response.status === 429)).toHaveLength(6)
    })

    test('sign-up per client, duplicates included', async () => {
      const app = testApp()
      const body = (email: string) => ({
        email,
        password: 'secret-pass',
        first_name: 'A',
        last_name: 'B',
        organization: 'C',
        description: 'D',
      })
      const { email: taken } = await insertUser(database().db)
      const client = '203.0.113.9'
      expect(
        await statuses(app, endpointPath(endpoints.auth.signup, {}), [
          from(client, body(taken)),
          from(client, body(taken)),
        ]),
      ).toEqual([409, 409])
      expect(
        (await app.request(endpointPath(endpoints.auth.signup, {}), from(client, body(uniqueEmail())))).status,
      ).toBe(429)
    })

    test('password reset requests per address and per client; limited answers do not depend on the address existing', async () => {
      const app = testApp()
      const { email } = await insertUser(database().db)
      const unknown = uniqueEmail('ghost')
      for (const address of [email, unknown]) {
        expect(
          await statuses(app, endpointPath(endpoints.account.passwordResetRequest, {}), [
            from('192.0.2.10', { email: address }),
            from('192.0.2.11', { email: address }),
          ]),
        ).toEqual([200, 200])
      }
      const limitedKnown = await app.request(
        endpointPath(endpoints.account.passwordResetRequest, {}),
        from('192.0.2.12', { email }),
      )
      const limitedUnknown = await app.request(
        endpointPath(endpoints.account.passwordResetRequest, {}),
        from('192.0.2.12', { email: unknown }),
      )
      expect([limitedKnown.status, limitedUnknown.status]).toEqual([429, 429])
      expect(await limitedUnknown.text()).toBe(await limitedKnown.text())

      const client = '192.0.2.20'
      const many = Array.from({ length: 4 }, () => from(client, { email: uniqueEmail() }))
      expect(await statuses(app, endpointPath(endpoints.account.passwordResetRequest, {}), many)).toEqual([
        200, 200, 200, 200,
      ])
      expect(
        (
          await app.request(
            endpointPath(endpoints.account.passwordResetRequest, {}),
            from(client, { email: uniqueEmail() }),
          )
        ).status,
      ).toBe(429)
    })

    test('check_email per client', async () => {
      const app = testApp()
      const client = '192.0.2.30'
      const checks = Array.from({ length: 3 }, () => from(client, { email: uniqueEmail() }))
      expect(await statuses(app, endpointPath(endpoints.auth.checkEmail, {}), checks)).toEqual([200, 200, 200])
      expect(
        (await app.request(endpointPath(endpoints.auth.checkEmail, {}), from(client, { email: uniqueEmail() }))).status,
      ).toBe(429)
    })

    test('without TRUST_PROXY a forged X-Forwarded-For does not give a fresh allowance', async () => {
      const app = testApp({ TRUST_PROXY: 'false' })
      const requests = [1, 2, 3, 4].map((n) => from(`192.0.2.${40 + n}`, { email: uniqueEmail() }))
      // app.request() has no socket, so every request counts as the same client.
      expect(await statuses(app, endpointPath(endpoints.auth.checkEmail, {}), requests)).toEqual([200, 200, 200, 429])
    })

    test('limits hold across two server instances sharing the database', async () => {
      // On PostgreSQL the second instance has its own connection pool, as a second process would.
      const url = database().databaseUrl
      const second = url ? await openDatabase({ databaseUrl: url }) : database()
      try {
        const one = testApp({}, database())
        const two = testApp({}, second)
        const { email } = await insertUser(database().db)
        const attempt = () => from('192.0.2.51', { email, password: 'wrong-password' })
        expect((await one.request(endpointPath(endpoints.auth.login, {}), attempt())).status).toBe(401)
        expect((await two.request(endpointPath(endpoints.auth.login, {}), attempt())).status).toBe(401)
        expect((await one.request(endpointPath(endpoints.auth.login, {}), attempt())).status).toBe(429)
        expect(
          (
            await two.request(
              endpointPath(endpoints.auth.login, {}),
              from('192.0.2.51', { email, password: testPassword }),
            )
          ).status,
        ).toBe(429)
        expect(
          (
            await one.request(
              endpointPath(endpoints.auth.login, {}),
              from('192.0.2.52', { email, password: testPassword }),
            )
          ).status,
        ).toBe(200)

        // Concurrent requests through both instances never let more through than the limit.
        const client = '192.0.2.60'
        const burst = await Promise.all(
          Array.from({ length: 8 }, async (_, n) =>
            (n % 2 === 0 ? one : two).request(
              endpointPath(endpoints.auth.checkEmail, {}),
              from(client, { email: uniqueEmail() }),
            ),
          ),
        )
        expect(burst.filter((response) => response.status === 200)).toHaveLength(3)
        expect(burst.filter((response) => response.status === 429)).toHaveLength(5)
      } finally {
        if (second !== database()) await second.close()
      }
    })

    test('change_password per account', async () => {
      const app = testApp()
      const { email } = await insertUser(database().db)
      const login = await app.request(
        endpointPath(endpoints.auth.login, {}),
        from('192.0.2.70', { email, password: testPassword }),
      )
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
      const attempt = () =>
        jsonRequest({ email, old_password: 'guess-one', new_password: 'new-password' }, { headers: { Cookie: cookie } })
      expect(await statuses(app, endpointPath(endpoints.account.changePassword, {}), [attempt(), attempt()])).toEqual([
        400, 400,
      ])
      expect((await app.request(endpointPath(endpoints.account.changePassword, {}), attempt())).status).toBe(429)
    })
  })
}
