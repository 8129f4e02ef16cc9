import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { authMessages } from '../auth/auth-messages'
import { hour, minute } from '../clock'
import { users } from '../db/schema'
import {
  insertUser,
  jsonRequest,
  linkIn,
  mailsFor,
  movableClock,
  readOutbox,
  sessionSetCookie,
  sessionTokenFrom,
  testPassword,
  uniqueEmail,
  useTempDataDir,
  withCookie,
} from '../test-accounts'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const publicUrl = 'http://localhost:8080'

type App = ReturnType<typeof createTestApp>['app']

async function logIn(app: App, email: string, password = testPassword): Promise<string> {
  const response = await app.request(endpointPath(endpoints.auth.login, {}), jsonRequest({ email, password }))
  expect(response.status).toBe(200)
  return sessionTokenFrom(response)!
}

async function sessionWorks(app: App, token: string): Promise<boolean> {
  return (await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))).status === 200
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const dataDir = useTempDataDir()
    const clock = movableClock()
    const testApp = () =>
      createTestApp(database(), { now: clock.now, env: { DATA_DIR: dataDir(), PUBLIC_URL: publicUrl } })

    async function resetLink(email: string, index = 0): Promise<string> {
      const mails = await mailsFor(dataDir(), email, 'password-reset')
      const mail = mails[index]
      if (!mail) throw new Error(`no reset mail #${index} for ${email}`)
      expect(mail.subject).toBe('Reset your Climate Disclosure Assistant password')
      const link = linkIn(mail.text, `${publicUrl}/reset-password?token=`)
      expect(mail.html).toContain(`href="${link.href}"`)
      return link.searchParams.get('token')!
    }

    test('forgot-password answers byte for byte the same for a known and an unknown address; only the known one gets mail', async () => {
      const { app, background } = testApp()
      const { email } = await insertUser(database().db)
      const unknownEmail = uniqueEmail('unknown')
      const known = await app.request(endpointPath(endpoints.account.passwordResetRequest, {}), jsonRequest({ email }))
      const unknown = await app.request(
        endpointPath(endpoints.account.passwordResetRequest, {}),
        jsonRequest({ email: unknownEmail }),
      )
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(known.status)
      const knownBody = await known.text()
      expect(knownBody).toBe(JSON.stringify({ message: authMessages.resetRequested }))
      expect(await unknown.text()).toBe(knownBody)
      const headers = (response: Response) => [...response.headers].filter(([key]) => key !== 'date')
      expect(headers(unknown)).toEqual(headers(known))

      await background.idle()
      expect(await mailsFor(dataDir(), email, 'password-reset')).toHaveLength(1)
      expect((await readOutbox(dataDir())).some((mail) => mail.to.includes(unknownEmail))).toBe(false)
    })

    test('a reset link sets the new password, ends every session, mails "password changed" and works only once', async () => {
      const { app, background } = testApp()
      const { email } = await insertUser(database().db)
      const phone = await logIn(app, email)
      const laptop = await logIn(app, email)
      await app.request(endpointPath(endpoints.account.passwordResetRequest, {}), jsonRequest({ email }))
      await background.idle()
      const token = await resetLink(email)

      const reset = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token, new_password: 'brand-new-password' }, { cookie: laptop }),
      )
      expect(reset.status).toBe(200)
      expect(await reset.json()).toEqual({ message: authMessages.resetDone })
      expect(sessionSetCookie(reset)).toMatch(/^cda_session=;.*Max-Age=0/)
      expect(await sessionWorks(app, phone)).toBe(false)
      expect(await sessionWorks(app, laptop)).toBe(false)

      expect(
        (await app.request(endpointPath(endpoints.auth.login, {}), jsonRequest({ email, password: testPassword })))
          .status,
      ).toBe(401)
      await logIn(app, email, 'brand-new-password')
      const [changed] = await mailsFor(dataDir(), email, 'password-changed')
      expect(changed?.subject).toBe('Your Climate Disclosure Assistant password was changed')
      expect(changed?.text).toContain(`${publicUrl}/forgot-password`)

      const reused = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token, new_password: 'another-password' }),
      )
      expect(reused.status).toBe(400)
      expect(await reused.json()).toEqual({ detail: authMessages.resetInvalid })
    })

    test('a reset link expires after an hour, and a newer link retires older ones', async () => {
      const { app, background } = testApp()
      const { email } = await insertUser(database().db)
      await app.request(endpointPath(endpoints.account.passwordResetRequest, {}), jsonRequest({ email }))
      await background.idle()
      const first = await resetLink(email, 0)
      await app.request(endpointPath(endpoints.account.passwordResetRequest, {}), jsonRequest({ email }))
      await background.idle()
      const second = await resetLink(email, 1)

      const retired = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token: first, new_password: 'new-password-1' }),
      )
      expect(retired.status).toBe(400)

      clock.advance(hour + minute)
      const expired = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token: second, new_password: 'new-password-2' }),
      )
      expect(expired.status).toBe(400)
      expect(await expired.json()).toEqual({ detail: authMessages.resetInvalid })
      await logIn(app, email)
    })

    test('a made-up reset token is refused and the new password must follow the rules', async () => {
      const { app } = testApp()
      const bad = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token: 'made-up', new_password: 'long-enough' }),
      )
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ detail: authMessages.resetInvalid })
      const short = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token: 'made-up', new_password: '123' }),
      )
      expect(short.status).toBe(400)
      expect(((await short.json()) as { detail: string }).detail).toBe('Password must be at least 6 characters')
    })

    test('change_password checks the current password, keeps this session, ends the others and mails the user', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const here = await logIn(app, email)
      const elsewhere = await logIn(app, email)

      const wrong = await app.request(
        endpointPath(endpoints.account.changePassword, {}),
        jsonRequest(
          { email, old_password: 'not-my-password', new_password: 'a-new-password' },
          { cookie: here, headers: { 'X-User-Email': email } },
        ),
      )
      expect(wrong.status).toBe(400)
      expect(await wrong.json()).toEqual({ detail: authMessages.wrongCurrentPassword })
      expect(await sessionWorks(app, elsewhere)).toBe(true)

      const changed = await app.request(
        endpointPath(endpoints.account.changePassword, {}),
        jsonRequest(
          { email, old_password: testPassword, new_password: 'a-new-password' },
          { cookie: here, headers: { 'X-User-Email': email } },
        ),
      )
      expect(changed.status).toBe(200)
      expect(await changed.json()).toEqual({ status: 'password_updated' })
      expect(await sessionWorks(app, here)).toBe(true)
      expect(await sessionWorks(app, elsewhere)).toBe(false)
      expect(await mailsFor(dataDir(), email, 'password-changed')).toHaveLength(1)
      await logIn(app, email, 'a-new-password')
    })

    test('a reset link requested before a password change no longer works after it', async () => {
      const { app, background } = testApp()
      const { email } = await insertUser(database().db)
      await app.request(endpointPath(endpoints.account.passwordResetRequest, {}), jsonRequest({ email }))
      await background.idle()
      const token = await resetLink(email)

      const here = await logIn(app, email)
      const changed = await app.request(
        endpointPath(endpoints.account.changePassword, {}),
        jsonRequest(
          { email, old_password: testPassword, new_password: 'a-new-password' },
          { cookie: here, headers: { 'X-User-Email': email } },
        ),
      )
      expect(changed.status).toBe(200)

      const late = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token, new_password: 'the-attackers-password' }),
      )
      expect(late.status).toBe(400)
      expect(await late.json()).toEqual({ detail: authMessages.resetInvalid })
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.login, {}),
            jsonRequest({ email, password: 'the-attackers-password' }),
          )
        ).status,
      ).toBe(401)
      await logIn(app, email, 'a-new-password')
    })

    test('reset and change refuse the commonest and trivially repetitive passwords and keep the old one', async () => {
      const { app, background } = testApp()
      const { email } = await insertUser(database().db)
      await app.request(endpointPath(endpoints.account.passwordResetRequest, {}), jsonRequest({ email }))
      await background.idle()
      const token = await resetLink(email)
      const refused = { detail: authMessages.passwordTooGuessable }

      const reset = await app.request(
        endpointPath(endpoints.account.passwordResetSubmit, {}),
        jsonRequest({ token, new_password: '111111' }),
      )
      expect(reset.status).toBe(400)
      expect(await reset.json()).toEqual({ ...refused, errors: [{ path: 'new_password', message: refused.detail }] })

      const here = await logIn(app, email)
      const change = await app.request(
        endpointPath(endpoints.account.changePassword, {}),
        jsonRequest(
          { email, old_password: testPassword, new_password: 'password1' },
          { cookie: here, headers: { 'X-User-Email': email } },
        ),
      )
      expect(change.status).toBe(400)
      expect(await change.json()).toEqual({ ...refused, errors: [{ path: 'new_password', message: refused.detail }] })
      await logIn(app, email)

      // The link is still good for a password that is not on the list.
      expect(
        (
          await app.request(
            endpointPath(endpoints.account.passwordResetSubmit, {}),
            jsonRequest({ token, new_password: 'river-gum-42' }),
          )
        ).status,
      ).toBe(200)
    })

    test("change_password needs a session and the session user's own address", async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const body = { email, old_password: testPassword, new_password: 'a-new-password' }
      const anonymous = await app.request(endpointPath(endpoints.account.changePassword, {}), jsonRequest(body))
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ detail: authMessages.notSignedIn })

      const other = await insertUser(database().db)
      const token = await logIn(app, other.email)
      const foreign = await app.request(
        endpointPath(endpoints.account.changePassword, {}),
        jsonRequest(body, { cookie: token }),
      )
      expect(foreign.status).toBe(403)
      expect(await foreign.json()).toEqual({ detail: authMessages.notYourAccount })
    })

    test('update_details saves names, organization and description and answers the updated user', async () => {
      const { app } = testApp()
      const { email, user } = await insertUser(database().db)
      const token = await logIn(app, email)
      const response = await app.request(
        endpointPath(endpoints.account.updateDetails, {}),
        jsonRequest(
          { email, first_name: ' Augusta ', last_name: 'King', organization: 'Countess Co', description: '' },
          { cookie: token, headers: { 'X-User-Email': email } },
        ),
      )
      expect(response.status).toBe(200)
      const updated = {
        email,
        first_name: 'Augusta',
        last_name: 'King',
        organization: 'Countess Co',
        description: '',
        is_admin: false,
      }
      expect(await response.json()).toEqual({ status: 'details_updated', user: updated })
      expect(await (await app.request(endpointPath(endpoints.auth.session, {}), withCookie(token))).json()).toEqual(
        updated,
      )
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id))
      expect(row?.email).toBe(email)

      const withoutDescription = await app.request(
        endpointPath(endpoints.account.updateDetails, {}),
        jsonRequest({ email, first_name: 'Ada', last_name: 'King', organization: 'Countess Co' }, { cookie: token }),
      )
      expect(withoutDescription.status).toBe(200)
    })

    test('update_details needs a session, the own address, and the required fields', async () => {
      const { app } = testApp()
      const { email } = await insertUser(database().db)
      const body = { email, first_name: 'A', last_name: 'B', organization: 'C', description: '' }
      expect((await app.request(endpointPath(endpoints.account.updateDetails, {}), jsonRequest(body))).status).toBe(401)
      const token = await logIn(app, email)
      const foreign = await app.request(
        endpointPath(endpoints.account.updateDetails, {}),
        jsonRequest({ ...body, email: uniqueEmail() }, { cookie: token }),
      )
      expect(foreign.status).toBe(403)
      const missing = await app.request(
        endpointPath(endpoints.account.updateDetails, {}),
        jsonRequest({ ...body, organization: '  ' }, { cookie: token }),
      )
      expect(missing.status).toBe(400)
      expect(((await missing.json()) as { detail: string }).detail).toBe('Organization is required')
    })
  })
}
