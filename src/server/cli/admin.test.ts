import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AuthDeps } from '../auth/auth-deps'
import { issueAccountToken } from '../auth/account-tokens'
import { approveWithToken } from '../auth/registration'
import { rateLimitRules } from '../auth/rate-limit-rules'
import { createBackgroundTasks } from '../background-tasks'
import { systemClock } from '../clock'
import { loadConfig } from '../config'
import { lockDirectory } from '../db/data-dir-lock'
import { users } from '../db/schema'
import { createMailer } from '../mail/mailer'
import { insertUser, mailsFor, uniqueEmail, useTempDataDir } from '../test-accounts'
import { capturingLogger } from '../test-app'
import { runCli } from '../test-cli'
import { testDrivers, useTestDatabase } from '../test-database'
import {
  adminUsage,
  formatPendingAccounts,
  listPendingAccounts,
  parseAdminArgs,
  runAdminCommand,
} from './admin-commands'

test('the command line is parsed into a command or a message saying what is wrong', () => {
  expect(parseAdminArgs(['list-pending'])).toEqual({ name: 'list-pending' })
  expect(parseAdminArgs(['approve', ' Ada@Example.com '])).toEqual({ name: 'approve', email: 'ada@example.com' })
  expect(parseAdminArgs(['help'])).toEqual({ name: 'help' })
  expect(parseAdminArgs(['--help'])).toEqual({ name: 'help' })
  expect(parseAdminArgs([])).toBe('Missing command')
  expect(parseAdminArgs(['approve'])).toMatch(/exactly one argument/)
  expect(parseAdminArgs(['approve', 'not-an-address'])).toBe('"not-an-address" is not an e-mail address')
  expect(parseAdminArgs(['list-pending', 'extra'])).toMatch(/takes no arguments/)
  expect(parseAdminArgs(['delete-everything'])).toBe('Unknown command "delete-everything"')
  expect(parseAdminArgs(['grant-admin', 'Ada@Example.com'])).toEqual({ name: 'grant-admin', email: 'ada@example.com' })
  expect(parseAdminArgs(['revoke-admin', 'ada@example.com'])).toEqual({
    name: 'revoke-admin',
    email: 'ada@example.com',
  })
  expect(parseAdminArgs(['grant-admin'])).toMatch(/exactly one argument/)
  expect(parseAdminArgs(['list-admins'])).toEqual({ name: 'list-admins' })
})

test('pending accounts are shown as an aligned table, or a sentence when there are none', () => {
  expect(formatPendingAccounts([])).toEqual(['No accounts are waiting for confirmation or approval.'])
  const lines = formatPendingAccounts([
    {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      organization: 'Engines',
      signedUpAt: new Date('2026-11-21T14:15:30Z'),
      emailConfirmed: true,
    },
    {
      email: 'b@example.com',
      name: 'B',
      organization: 'Longer Organization Pty Ltd',
      signedUpAt: new Date('2026-11-22T09:00:00Z'),
      emailConfirmed: false,
    },
  ])
  expect(lines[0]).toBe(
    'EMAIL            NAME          ORGANIZATION                 SIGNED UP             EMAIL CONFIRMED',
  )
  expect(lines[1]).toBe('ada@example.com  Ada Lovelace  Engines                      2026-11-21 14:15 UTC  yes')
  expect(lines[2]).toBe('b@example.com    B             Longer Organization Pty Ltd  2026-11-22 09:00 UTC  no')
  expect(lines.at(-1)).toBe('Approve one with: npm run admin -- approve <email>')
})

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const dataDir = useTempDataDir()

    function deps(): AuthDeps {
      const { logger } = capturingLogger()
      const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://localhost:8080' })
      return {
        db: database().db,
        config,
        logger,
        mailer: createMailer(config, logger),
        now: systemClock,
        background: createBackgroundTasks(logger),
        rateLimits: rateLimitRules(),
      }
    }

    function run(args: string[]) {
      const out: string[] = []
      const err: string[] = []
      const command = parseAdminArgs(args)
      if (typeof command === 'string') throw new Error(command)
      return runAdminCommand(command, deps(), { out: (line) => out.push(line), err: (line) => err.push(line) }).then(
        (code) => ({ code, out, err }),
      )
    }

    test('list-pending shows accounts awaiting confirmation or approval, not approved ones', async () => {
      const unconfirmed = await insertUser(database().db, {
        email: uniqueEmail('unconfirmed'),
        confirmed: false,
        approved: false,
      })
      const unapproved = await insertUser(database().db, {
        email: uniqueEmail('unapproved'),
        confirmed: true,
        approved: false,
      })
      const active = await insertUser(database().db, { email: uniqueEmail('active') })
      const pending = await listPendingAccounts(database().db)
      expect(pending.find((account) => account.email === unconfirmed.email)).toMatchObject({
        name: 'Ada Lovelace',
        organization: 'Analytical Engines Pty Ltd',
        emailConfirmed: false,
      })
      expect(pending.find((account) => account.email === unapproved.email)?.emailConfirmed).toBe(true)
      expect(pending.some((account) => account.email === active.email)).toBe(false)

      const { code, out } = await run(['list-pending'])
      expect(code).toBe(0)
      expect(out.some((line) => line.startsWith(unapproved.email) && line.endsWith('yes'))).toBe(true)
    })

    test('approve approves the account, mails the user and retires outstanding approval links', async () => {
      const { user, email } = await insertUser(database().db, { confirmed: true, approved: false })
      const linkToken = await issueAccountToken(database().db, user.id, 'approve_user', new Date())
      const { code, out } = await run(['approve', email.toUpperCase()])
      expect(code).toBe(0)
      expect(out[0]).toBe(`Approved ${email}.`)
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id))
      expect(row?.approvedAt).toBeInstanceOf(Date)
      expect(row?.approvedVia).toBe('cli')
      expect(await mailsFor(dataDir(), email, 'approved')).toHaveLength(1)
      expect(await approveWithToken(deps(), { email, token: linkToken })).toBe('used')

      const again = await run(['approve', email])
      expect(again).toMatchObject({ code: 0, out: [`${email} is already approved.`] })
    })

    test('grant-admin sets the flag, revoke-admin clears it, list-admins shows both kinds', async () => {
      const { user, email } = await insertUser(database().db)
      const granted = await run(['grant-admin', email])
      expect(granted).toMatchObject({ code: 0, out: [`${email} is now an administrator.`] })
      const isAdmin = async () => (await database().db.select().from(users).where(eq(users.id, user.id)))[0]?.isAdmin
      expect(await isAdmin()).toBe(true)
      const listed = await run(['list-admins'])
      expect(listed.out).toEqual(['ADMIN_EMAILS: admin@localhost', expect.stringContaining(email)])
      const revoked = await run(['revoke-admin', email])
      expect(revoked.code).toBe(0)
      expect(await isAdmin()).toBe(false)
      const missing = await run(['grant-admin', 'nobody@example.com'])
      expect(missing.code).toBe(1)
      expect(missing.err[0]).toMatch(/No account found/)
    })

    test('approving an unconfirmed account works and notes the missing confirmation; an unknown address fails', async () => {
      const { email } = await insertUser(database().db, { confirmed: false, approved: false })
      const { code, out } = await run(['approve', email])
      expect(code).toBe(0)
      expect(out.at(-1)).toMatch(/has not confirmed their e-mail address yet/)

      const missing = await run(['approve', 'nobody@example.com'])
      expect(missing.code).toBe(1)
      expect(missing.err[0]).toMatch(/^No account found for nobody@example.com/)
    })
  })
}

describe('npm run admin (the real process)', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cda-admin-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  const admin = (args: string[]) => runCli('admin.ts', args, { dataDir })

  test('without a command it prints the usage and exits 2; help exits 0', async () => {
    const [missing, help] = await Promise.all([admin([]), admin(['help'])])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Missing command')
    expect(missing.stderr).toContain(adminUsage)
    expect(help).toMatchObject({ code: 0, stdout: `${adminUsage}\n` })
  }, 30_000)

  test('list-pending runs against DATA_DIR, migrating a fresh one', async () => {
    const list = await admin(['list-pending'])
    expect(list.stderr).toBe('')
    expect(list).toMatchObject({ code: 0, stdout: 'No accounts are waiting for confirmation or approval.\n' })
  }, 60_000)

  test('while a server holds the embedded database the command says so and exits 1', async () => {
    // This test process plays the running server.
    const unlock = await lockDirectory(join(dataDir, 'pglite.lock'), 'The database folder')
    try {
      const { code, stderr } = await admin(['list-pending'])
      expect(code).toBe(1)
      expect(stderr).toContain(`The server (pid ${process.pid}) is running on DATA_DIR ${dataDir}`)
      expect(stderr).toContain('stop the server and run this command again')
    } finally {
      await unlock()
    }
  }, 30_000)
})
