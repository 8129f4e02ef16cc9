import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { authMessages } from '../auth/auth-messages'
import { hashSecretToken } from '../auth/secret-tokens'
import { day, hour } from '../clock'
import { rowsOf } from '../db/rows'
import { accountTokens, users } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import {
  jsonRequest,
  linkIn,
  mailsFor,
  movableClock,
  readOutbox,
  sessionTokenFrom,
  uniqueEmail,
  useTempDataDir,
  withCookie,
} from '../test-accounts'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { API_PREFIX, endpointPath, endpoints } from '../../core/contract/endpoints'

const publicUrl = 'http://localhost:8080'
const admins = ['admin@localhost', 'second.admin@example.com']

function signupBody(email: string, password = 'sign-up-secret') {
  return {
    email,
    password,
    first_name: 'Grace',
    last_name: 'Hopper',
    organization: 'Cobol & <Compilers> Ltd',
    description: 'Reporting lead for <b>scope 3</b>',
  }
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const dataDir = useTempDataDir()
    const clock = movableClock()

    function testApp(options: { mailer?: Mailer } = {}) {
      return createTestApp(database(), {
        env: { DATA_DIR: dataDir(), PUBLIC_URL: publicUrl, ADMIN_EMAILS: admins.join(', ') },
        now: clock.now,
        ...options,
      })
    }

    test('the whole lifecycle: sign up, confirm from the mail, approve from the admin mail, log in, use the session', async () => {
      const { app } = testApp()
      const email = uniqueEmail('flow')

      const signup = await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))
      expect(signup.status).toBe(201)
      expect(await signup.json()).toEqual({ status: 'pending_confirmation', message: authMessages.signupCreated })

      const [confirmMail, ...moreConfirmMails] = await mailsFor(dataDir(), email, 'confirm')
      expect(moreConfirmMails).toEqual([])
      expect(confirmMail?.file).toMatch(new RegExp(`^\\d{8}T\\d{9}Z-confirm-${email.replace(/[.+]/g, '\\$&')}\\.eml$`))
      expect(confirmMail?.subject).toBe('Confirm your e-mail address for Climate Disclosure Assistant')
      const confirmLink = linkIn(confirmMail!.text, `${publicUrl}/confirm-email?token=`)
      expect(confirmMail!.html).toContain(`href="${confirmLink.href}"`)
      const confirmToken = confirmLink.searchParams.get('token')!

      const early = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email, password: 'sign-up-secret' }),
      )
      expect(early.status).toBe(403)
      expect(await early.json()).toEqual({ detail: authMessages.notConfirmed })

      const confirmed = await app.request(endpointPath(endpoints.auth.confirm, { query: { token: confirmToken } }))
      expect(confirmed.status).toBe(200)
      expect(await confirmed.json()).toEqual({ message: authMessages.confirmed })

      // Every administrator gets the request, with the applicant's details and a link naming the user's address.
      const approvalLinks = []
      for (const admin of admins) {
        const [mail] = await mailsFor(dataDir(), admin, 'approval-request')
        expect(mail?.subject).toBe(
          'Approval needed: Grace Hopper (Cobol & <Compilers> Ltd) signed up for Climate Disclosure Assistant',
        )
        expect(mail?.text).toContain(email)
        expect(mail?.text).toContain('Reporting lead for <b>scope 3</b>')
        expect(mail?.html).toContain('Cobol &#38; &#60;Compilers&#62; Ltd')
        expect(mail?.html).not.toContain('<b>scope 3</b>')
        const link = linkIn(mail!.text, `${publicUrl}/approve-user?token=`)
        expect(link.searchParams.get('email')).toBe(email)
        expect(link.search).toContain(`email=${encodeURIComponent(email)}`)
        approvalLinks.push(link)
      }
      expect(approvalLinks[0]?.href).toBe(approvalLinks[1]?.href)

      const unapproved = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email, password: 'sign-up-secret' }),
      )
      expect(unapproved.status).toBe(403)
      expect(await unapproved.json()).toEqual({ detail: authMessages.notApproved })

      const approveToken = approvalLinks[0]!.searchParams.get('token')!
      const approved = await app.request(
        endpointPath(endpoints.auth.approve, {}),
        jsonRequest({ email, token: approveToken }),
      )
      expect(approved.status).toBe(200)
      expect(await approved.json()).toEqual({ message: authMessages.approved })
      const [approvedMail] = await mailsFor(dataDir(), email, 'approved')
      expect(approvedMail?.subject).toBe('Your Climate Disclosure Assistant account has been approved')
      expect(linkIn(approvedMail!.text, `${publicUrl}/login`).href).toBe(`${publicUrl}/login`)

      const login = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email: email.toUpperCase(), password: 'sign-up-secret' }),
      )
      expect(login.status).toBe(200)
      const user = {
        email,
        first_name: 'Grace',
        last_name: 'Hopper',
        organization: 'Cobol & <Compilers> Ltd',
        description: 'Reporting lead for <b>scope 3</b>',
        is_admin: false,
      }
      expect(await login.json()).toEqual(user)
      const session = await app.request(
        endpointPath(endpoints.auth.session, {}),
        withCookie(sessionTokenFrom(login), { 'X-User-Email': email }),
      )
      expect(session.status).toBe(200)
      expect(await session.json()).toEqual(user)
    })

    test('passwords are stored as argon2id hashes and mailed tokens only as SHA-256 digests', async () => {
      const { app } = testApp()
      const email = uniqueEmail('stored')
      await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email, 'plain-text-never')))
      const [row] = await database().db.select().from(users).where(eq(users.email, email))
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)

      const [mail] = await mailsFor(dataDir(), email, 'confirm')
      const token = linkIn(mail!.text, `${publicUrl}/confirm-email?token=`).searchParams.get('token')!
      expect(token).toMatch(/^[\w-]{43}$/)
      const tokens = await database().db.select().from(accountTokens).where(eq(accountTokens.userId, row!.id))
      expect(tokens.map((t) => t.tokenHash)).toEqual([hashSecretToken(token)])
      const dump = rowsOf<Record<string, unknown>>(
        await database().db.execute(sql`select * from account_tokens, users where users.id = account_tokens.user_id`),
      )
      expect(JSON.stringify(dump)).not.toContain(token)
      expect(JSON.stringify(dump)).not.toContain('plain-text-never')
    })

    test('a second sign-up with the same address, in any case, is 409 and sends no mail', async () => {
      const { app } = testApp()
      const email = uniqueEmail('twice')
      expect((await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))).status).toBe(
        201,
      )
      const again = await app.request(
        endpointPath(endpoints.auth.signup, {}),
        jsonRequest(signupBody(`  ${email.toUpperCase()} `)),
      )
      expect(again.status).toBe(409)
      expect(await again.json()).toEqual({ detail: authMessages.emailTaken })
      expect(await mailsFor(dataDir(), email, 'confirm')).toHaveLength(1)
    })

    test('check_email answers whether an address is free, ignoring case', async () => {
      const { app } = testApp()
      const email = uniqueEmail('check')
      const check = async (address: string) =>
        (await app.request(endpointPath(endpoints.auth.checkEmail, {}), jsonRequest({ email: address }))).json()
      expect(await check(email)).toEqual({ available: true })
      await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))
      expect(await check(email.toUpperCase())).toEqual({ available: false })
    })

    test('sign-up validates its body with the contract and answers every field error', async () => {
      const { app } = testApp()
      const response = await app.request(
        endpointPath(endpoints.auth.signup, {}),
        jsonRequest({
          email: 'nope',
          password: '123',
          first_name: '',
          last_name: 'X',
          organization: 'O',
          description: '',
        }),
      )
      expect(response.status).toBe(400)
      const body = (await response.json()) as { detail: string; errors: { path: string; message: string }[] }
      expect(body.detail).toBe('Invalid email address')
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'email', message: 'Invalid email address' },
          { path: 'password', message: 'Password must be at least 6 characters' },
          { path: 'first_name', message: 'First name is required' },
          { path: 'description', message: 'Please provide a brief description' },
        ]),
      )
    })

    test('sign-up refuses the commonest and trivially repetitive passwords with a message naming the field', async () => {
      const { app } = testApp()
      for (const password of ['123456', 'password', 'aaaaaa', '      ', 'qwerty', 'abcdef', 'abcabcabc']) {
        const email = uniqueEmail('weak')
        const response = await app.request(
          endpointPath(endpoints.auth.signup, {}),
          jsonRequest(signupBody(email, password)),
        )
        expect(response.status, password).toBe(400)
        expect(await response.json()).toEqual({
          detail: authMessages.passwordTooGuessable,
          errors: [{ path: 'password', message: authMessages.passwordTooGuessable }],
        })
        expect(await database().db.select().from(users).where(eq(users.email, email))).toEqual([])
      }
      expect(
        (
          await app.request(
            endpointPath(endpoints.auth.signup, {}),
            jsonRequest(signupBody(uniqueEmail('fine'), 'wattle-tree')),
          )
        ).status,
      ).toBe(201)
    })

    test('when the confirmation mail cannot be sent the sign-up is undone and the answer says so', async () => {
      const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('SMTP down')), close: () => {} }
      const { app, logs } = testApp({ mailer: failing })
      const email = uniqueEmail('nomail')
      const response = await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ detail: authMessages.signupMailFailed })
      expect(await database().db.select().from(users).where(eq(users.email, email))).toEqual([])
      expect(logs.some((line) => line.msg === 'Confirmation mail could not be sent; the sign-up was undone')).toBe(true)
    })

    test('a confirmation link works once; missing, unknown and reused tokens are refused', async () => {
      const { app } = testApp()
      const email = uniqueEmail('reuse')
      await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))
      const [mail] = await mailsFor(dataDir(), email, 'confirm')
      const link = linkIn(mail!.text, `${publicUrl}/confirm-email?token=`)

      const missing = await app.request(endpointPath(endpoints.auth.confirm, {}))
      expect(missing.status).toBe(400)
      expect(await missing.json()).toEqual({ detail: authMessages.confirmMissingToken })
      const unknown = await app.request(endpointPath(endpoints.auth.confirm, { query: { token: 'made-up-token' } }))
      expect(unknown.status).toBe(400)
      expect(await unknown.json()).toEqual({ detail: authMessages.confirmInvalid })

      expect((await app.request(`${API_PREFIX}/auth/confirm${link.search}`)).status).toBe(200)
      const reused = await app.request(`${API_PREFIX}/auth/confirm${link.search}`)
      expect(reused.status).toBe(400)
      expect(await reused.json()).toEqual({ detail: authMessages.confirmInvalid })
      // Only the first use asked the administrators.
      const requests = (await readOutbox(dataDir())).filter(
        (m) => m.file.includes('-approval-request-') && m.text.includes(email),
      )
      expect(requests).toHaveLength(admins.length)
    })

    test('a new confirmation link can be asked for: it retires the old one, and the answer never tells who has an account', async () => {
      const { app, background } = testApp()
      const email = uniqueEmail('lost-mail')
      await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))
      const [first] = await mailsFor(dataDir(), email, 'confirm')

      const resent = await app.request(
        endpointPath(endpoints.auth.resendConfirmation, {}),
        jsonRequest({ email: email.toUpperCase() }),
      )
      const unknown = await app.request(
        endpointPath(endpoints.auth.resendConfirmation, {}),
        jsonRequest({ email: uniqueEmail('nobody') }),
      )
      expect(resent.status).toBe(200)
      expect(await resent.json()).toEqual({ message: authMessages.confirmResent })
      expect(unknown.status).toBe(200)
      expect(await unknown.json()).toEqual({ message: authMessages.confirmResent })
      await background.idle()
      const mails = await mailsFor(dataDir(), email, 'confirm')
      expect(mails).toHaveLength(2)

      const old = linkIn(first!.text, `${publicUrl}/confirm-email?token=`)
      expect((await app.request(`${API_PREFIX}/auth/confirm${old.search}`)).status).toBe(400)
      const fresh = linkIn(mails[1]!.text, `${publicUrl}/confirm-email?token=`)
      expect((await app.request(`${API_PREFIX}/auth/confirm${fresh.search}`)).status).toBe(200)

      // Confirmed: asking again sends nothing, and answers the same.
      const again = await app.request(endpointPath(endpoints.auth.resendConfirmation, {}), jsonRequest({ email }))
      expect(await again.json()).toEqual({ message: authMessages.confirmResent })
      await background.idle()
      expect(await mailsFor(dataDir(), email, 'confirm')).toHaveLength(2)
    })

    test('confirmation links are limited per address', async () => {
      const { app } = testApp()
      const email = uniqueEmail('impatient')
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await app.request(endpointPath(endpoints.auth.resendConfirmation, {}), jsonRequest({ email }))).status,
        )
      expect(statuses).toEqual([200, 200, 200, 429])
    })

    test('a confirmation link expires after 24 hours; logging in with the password then mails a fresh one', async () => {
      const { app, background } = testApp()
      const email = uniqueEmail('late')
      await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))
      const [first] = await mailsFor(dataDir(), email, 'confirm')
      const firstLink = linkIn(first!.text, `${publicUrl}/confirm-email?token=`)

      clock.advance(day + hour)
      const expired = await app.request(`${API_PREFIX}/auth/confirm${firstLink.search}`)
      expect(expired.status).toBe(400)
      expect(await expired.json()).toEqual({ detail: authMessages.confirmInvalid })

      // A wrong password does not earn a new link.
      await app.request(endpointPath(endpoints.auth.login, {}), jsonRequest({ email, password: 'wrong-password' }))
      await background.idle()
      expect(await mailsFor(dataDir(), email, 'confirm')).toHaveLength(1)

      const login = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email, password: 'sign-up-secret' }),
      )
      expect(login.status).toBe(403)
      await background.idle()
      const mails = await mailsFor(dataDir(), email, 'confirm')
      expect(mails).toHaveLength(2)
      const fresh = linkIn(mails[1]!.text, `${publicUrl}/confirm-email?token=`)
      expect((await app.request(`${API_PREFIX}/auth/confirm${fresh.search}`)).status).toBe(200)

      // While that link lives, further logins send nothing more.
      await app.request(endpointPath(endpoints.auth.login, {}), jsonRequest({ email, password: 'sign-up-secret' }))
      await background.idle()
      expect(await mailsFor(dataDir(), email, 'confirm')).toHaveLength(2)
    })

    async function confirmedApplicant() {
      const { app } = testApp()
      const email = uniqueEmail('applicant')
      await app.request(endpointPath(endpoints.auth.signup, {}), jsonRequest(signupBody(email)))
      const [mail] = await mailsFor(dataDir(), email, 'confirm')
      await app.request(`${API_PREFIX}/auth/confirm${linkIn(mail!.text, `${publicUrl}/confirm-email?token=`).search}`)
      const [request] = (await mailsFor(dataDir(), admins[0]!, 'approval-request')).filter((m) =>
        m.text.includes(email),
      )
      const token = linkIn(request!.text, `${publicUrl}/approve-user?token=`).searchParams.get('token')!
      return { app, email, token }
    }

    test('approval with another address than the link names is refused and leaves the link usable', async () => {
      const { app, email, token } = await confirmedApplicant()
      const wrong = await app.request(
        endpointPath(endpoints.auth.approve, {}),
        jsonRequest({ email: uniqueEmail('someone-else'), token }),
      )
      expect(wrong.status).toBe(400)
      expect(await wrong.json()).toEqual({ detail: authMessages.approvalWrongEmail })
      expect(
        (await app.request(endpointPath(endpoints.auth.login, {}), jsonRequest({ email, password: 'sign-up-secret' })))
          .status,
      ).toBe(403)

      expect((await app.request(endpointPath(endpoints.auth.approve, {}), jsonRequest({ email, token }))).status).toBe(
        200,
      )
    })

    test('an approval link works once: the second administrator hears it was already used', async () => {
      const { app, email, token } = await confirmedApplicant()
      expect((await app.request(endpointPath(endpoints.auth.approve, {}), jsonRequest({ email, token }))).status).toBe(
        200,
      )
      const again = await app.request(endpointPath(endpoints.auth.approve, {}), jsonRequest({ email, token }))
      expect(again.status).toBe(400)
      expect(await again.json()).toEqual({ detail: authMessages.approvalUsed })
      expect(await mailsFor(dataDir(), email, 'approved')).toHaveLength(1)
    })

    test('an approval link expires after 7 days; unknown and missing tokens are refused', async () => {
      const { app, email, token } = await confirmedApplicant()
      const unknown = await app.request(
        endpointPath(endpoints.auth.approve, {}),
        jsonRequest({ email, token: 'not-a-real-token' }),
      )
      expect(unknown.status).toBe(400)
      expect(await unknown.json()).toEqual({ detail: authMessages.approvalInvalid })
      const missing = await app.request(endpointPath(endpoints.auth.approve, {}), jsonRequest({ email, token: '' }))
      expect(missing.status).toBe(400)
      expect(((await missing.json()) as { detail: string }).detail).toBe('Invalid or missing approval parameters.')

      clock.advance(7 * day + hour)
      const expired = await app.request(endpointPath(endpoints.auth.approve, {}), jsonRequest({ email, token }))
      expect(expired.status).toBe(400)
      expect(await expired.json()).toEqual({ detail: authMessages.approvalExpired })
    })
  })
}
