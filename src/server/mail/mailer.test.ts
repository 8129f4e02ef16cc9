import { once } from 'node:events'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authMessages } from '../auth/auth-messages'
import { loadConfig } from '../config'
import { jsonRequest, uniqueEmail } from '../test-accounts'
import { capturingLogger, createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { createMailer, logMailSetup } from './mailer'
import {
  accountApprovedMail,
  approvalRequestMail,
  confirmEmailMail,
  passwordChangedMail,
  passwordResetMail,
  type OutgoingMail,
} from './messages'
import { outboxFileName } from './outbox'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const publicUrl = 'https://disclosure.example.com'
const person = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }
const applicant = {
  ...person,
  organization: 'Engines & Co',
  description: 'Leads <script>alert(1)</script> reporting',
  createdAt: new Date('2026-11-21T14:15:00Z'),
}

const everyMail: Array<[string, OutgoingMail, string]> = [
  ['confirm', confirmEmailMail(publicUrl, person, 'tok-confirm'), `${publicUrl}/confirm-email?token=tok-confirm`],
  [
    'approval-request',
    approvalRequestMail(publicUrl, 'admin@localhost', applicant, 'tok-approve'),
    `${publicUrl}/approve-user?token=tok-approve&email=ada%40example.com`,
  ],
  ['approved', accountApprovedMail(publicUrl, person), `${publicUrl}/login`],
  ['password-reset', passwordResetMail(publicUrl, person, 'tok-reset'), `${publicUrl}/reset-password?token=tok-reset`],
  [
    'password-changed',
    passwordChangedMail(publicUrl, person, new Date('2026-11-21T15:00:00Z')),
    `${publicUrl}/forgot-password`,
  ],
]

test.each(everyMail)(
  'the %s mail has a subject naming the product, plain text and HTML, and its link from PUBLIC_URL',
  (purpose, mail, link) => {
    expect(mail.purpose).toBe(purpose)
    expect(mail.subject).toContain('Climate Disclosure Assistant')
    expect(mail.links).toEqual([link])
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&#38;')}"`)
    expect(mail.html).toMatch(/^<!doctype html>/)
    expect(mail.text).not.toMatch(/<(p|a|h1|table|br)\b/)
  },
)

test('user input is escaped in the HTML and cannot add header lines to the subject', () => {
  const mail = approvalRequestMail(
    publicUrl,
    'admin@localhost',
    { ...applicant, firstName: 'Eve\r\nBcc: all@example.com' },
    't',
  )
  expect(mail.html).not.toContain('<script>')
  expect(mail.html).toContain('&#60;script&#62;')
  expect(mail.html).toContain('Engines &#38; Co')
  expect(mail.subject).not.toMatch(/[\r\n]/)
  expect(mail.text).toContain('Leads <script>alert(1)</script> reporting')
})

test('outbox file names sort by time and name the purpose and recipient', () => {
  const at = new Date('2026-11-21T14:15:00.123Z')
  expect(outboxFileName(at, 'confirm', 'ada@example.com')).toBe('20261121T141500123Z-confirm-ada@example.com.eml')
  expect(outboxFileName(at, 'approved', 'we/ird name@x.io', 1)).toBe(
    '20261121T141500123Z-approved-we_ird_name@x.io-2.eml',
  )
})

describe('outbox', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cda-outbox-'))
    return () => rm(dataDir, { recursive: true, force: true })
  })

  test('without SMTP_URL each mail is an .eml file in DATA_DIR/outbox and its link is logged at info', async () => {
    const { logger, lines } = capturingLogger()
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl }), logger)
    expect(mailer.kind).toBe('outbox')
    const mail = everyMail[0]![1]
    const [first, second] = [await mailer.send(mail), await mailer.send(mail)]
    expect(first.outboxFile).not.toBe(second.outboxFile)
    const files = await readdir(join(dataDir, 'outbox'))
    expect(files.filter((file) => /^\d{8}T\d{9}Z-confirm-ada@example\.com(-\d+)?\.eml$/.test(file))).toHaveLength(2)

    const parsed = await simpleParser(await readFile(first.outboxFile!))
    expect(parsed.subject).toBe(mail.subject)
    expect(parsed.from?.text).toBe('"Climate Disclosure Assistant" <no-reply@disclosure.example.com>')
    expect(parsed.text).toContain(`${publicUrl}/confirm-email?token=tok-confirm`)
    expect(parsed.html).toContain(`href="${publicUrl}/confirm-email?token=tok-confirm"`)

    const logged = lines.find((line) => line.msg.startsWith('Mail written to the outbox'))
    expect(logged).toMatchObject({
      level: 30,
      to: 'ada@example.com',
      purpose: 'confirm',
      links: [`${publicUrl}/confirm-email?token=tok-confirm`],
    })
    mailer.close()
  })

  test('in production without SMTP_URL the log says where the mail was written, never its link', async () => {
    const { logger, lines } = capturingLogger()
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: publicUrl })
    logMailSetup(config, logger)
    const mailer = createMailer(config, logger)
    const mail = passwordResetMail(publicUrl, person, 'tok-production-reset')
    const sent = await mailer.send(mail)
    expect(await readFile(sent.outboxFile!, 'utf8')).toContain('tok-production-reset')
    expect(JSON.stringify(lines)).not.toContain('tok-production-reset')
    expect(lines.find((line) => line.msg.startsWith('Mail written to the outbox'))).toMatchObject({
      level: 30,
      to: person.email,
      purpose: 'password-reset',
      file: sent.outboxFile,
    })
    const outbox = join(dataDir, 'outbox')
    expect(lines.find((line) => line.msg.startsWith('No SMTP_URL'))).toMatchObject({
      level: 40,
      msg: `No SMTP_URL: mails are written to the outbox folder ${outbox}`,
      outbox,
    })
    mailer.close()
  })

  test('the start-up line promises logged links only in development', () => {
    for (const [nodeEnv, promise] of [
      ['development', true],
      ['test', false],
    ] as const) {
      const { logger, lines } = capturingLogger()
      logMailSetup(loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dataDir }), logger)
      expect(lines[0]?.msg.endsWith('and their links logged')).toBe(promise)
    }
  })
})

type Received = { from: string; to: string[]; mail: ParsedMail }

async function startSmtpServer() {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
            received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail })
            callback()
          })
          .catch(callback)
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  probe.close()
  await once(probe, 'close')
  return port
}

describe('SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => smtp.close())

  test('with SMTP_URL a mail goes to the SMTP server with subject, text and HTML intact', async () => {
    const { logger, lines } = capturingLogger()
    const mailer = createMailer(
      loadConfig({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, MAIL_FROM: 'CDA <mail@disclosure.example.com>' }),
      logger,
    )
    expect(mailer.kind).toBe('smtp')
    const [, mail, link] = everyMail[3]!
    await mailer.send(mail)
    const delivered = smtp.received.find((entry) => entry.mail.subject === mail.subject)
    expect(delivered?.from).toBe('mail@disclosure.example.com')
    expect(delivered?.to).toEqual(['ada@example.com'])
    expect(delivered?.mail.text).toContain(link)
    expect(delivered?.mail.html).toContain(`href="${link}"`)
    // With a real mail server, tokens stay out of the logs.
    expect(JSON.stringify(lines)).not.toContain('tok-reset')
    mailer.close()
  })

  for (const { name, driver, skip } of testDrivers) {
    describe.skipIf(skip)(name, () => {
      const database = useTestDatabase(driver)

      test('sign-up through the app mails the confirmation link over SMTP', async () => {
        const { app } = createTestApp(database(), { env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } })
        const email = uniqueEmail('smtp')
        const response = await app.request(
          endpointPath(endpoints.auth.signup, {}),
          jsonRequest({
            email,
            password: 'smtp-secret',
            first_name: 'Sam',
            last_name: 'Tp',
            organization: 'Mail Co',
            description: 'Tests mail',
          }),
        )
        expect(response.status).toBe(201)
        const delivered = smtp.received.find((entry) => entry.to.includes(email))
        expect(delivered?.mail.subject).toBe('Confirm your e-mail address for Climate Disclosure Assistant')
        const link = delivered?.mail.text?.match(/https:\/\/disclosure\.example\.com\/confirm-email\?token=[\w-]+/)?.[0]
        expect(link).toBeDefined()
        expect(delivered?.mail.html).toContain(`href="${link}"`)
        const confirmed = await app.request(
          `${endpointPath(endpoints.auth.confirm, {})}?${new URL(link!).searchParams.toString()}`,
        )
        expect(await confirmed.json()).toEqual({ message: authMessages.confirmed })
        expect(
          smtp.received.some((entry) => entry.to.includes('admin@localhost') && entry.mail.text?.includes(email)),
        ).toBe(true)
      })

      test('when the SMTP server is unreachable, sign-up answers 503 and leaves no account behind', async () => {
        const { app } = createTestApp(database(), {
          env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, PUBLIC_URL: publicUrl },
        })
        const email = uniqueEmail('down')
        const signup = await app.request(
          endpointPath(endpoints.auth.signup, {}),
          jsonRequest({
            email,
            password: 'smtp-secret',
            first_name: 'Sam',
            last_name: 'Tp',
            organization: 'Mail Co',
            description: 'Tests mail',
          }),
        )
        expect(signup.status).toBe(503)
        expect(await signup.json()).toEqual({ detail: authMessages.signupMailFailed })
        expect(
          await (await app.request(endpointPath(endpoints.auth.checkEmail, {}), jsonRequest({ email }))).json(),
        ).toEqual({ available: true })
      })
    })
  }
})
