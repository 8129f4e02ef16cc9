import { asc, eq, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import { EmailField } from '../../core/contract/auth'
import type { AuthDeps } from '../auth/auth-deps'
import { normalizeEmail } from '../auth/emails'
import { approveUser } from '../auth/registration'
import { findUserByEmail, fullName } from '../auth/users'
import type { Database } from '../db/client'
import { users } from '../db/schema'

// The commands of `npm run admin` (issue 3 item 5), apart from opening the database, so tests can run them on the
// test databases directly. admin.ts is the process entry point.

export const adminUsage = `Usage: npm run admin -- <command>

Commands:
  list-pending      list accounts waiting for e-mail confirmation or administrator approval
  approve <email>   approve an account and e-mail its owner that they can log in
  grant-admin <email>   make an account an administrator (the report library, approval mails stay with ADMIN_EMAILS)
  revoke-admin <email>  take that away again (addresses in ADMIN_EMAILS stay administrators)
  list-admins       list the administrators: ADMIN_EMAILS and the accounts granted it
  help              show this help

The command uses the server's configuration (DATA_DIR or DATABASE_URL, SMTP_URL, PUBLIC_URL ...). With the
embedded database, stop the server first: only one process at a time can open DATA_DIR.`

export type AdminCommand =
  | { name: 'help' }
  | { name: 'list-pending' }
  | { name: 'list-admins' }
  | { name: 'approve'; email: string }
  | { name: 'grant-admin'; email: string }
  | { name: 'revoke-admin'; email: string }

export type AdminIo = { out: (line: string) => void; err: (line: string) => void }

/** Reads the command line; a string answer is what is wrong with it. */
export function parseAdminArgs(args: readonly string[]): AdminCommand | string {
  const [name, ...rest] = args
  switch (name) {
    case undefined:
      return 'Missing command'
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' }
    case 'list-pending':
      return rest.length === 0 ? { name: 'list-pending' } : `list-pending takes no arguments (got: ${rest.join(' ')})`
    case 'list-admins':
      return rest.length === 0 ? { name: 'list-admins' } : `list-admins takes no arguments (got: ${rest.join(' ')})`
    case 'approve':
    case 'grant-admin':
    case 'revoke-admin': {
      if (rest.length !== 1) return `${name} takes exactly one argument: the e-mail address of the account`
      const parsed = v.safeParse(EmailField, rest[0])
      return parsed.success ? { name, email: normalizeEmail(parsed.output) } : `"${rest[0]}" is not an e-mail address`
    }
    default:
      return `Unknown command "${name}"`
  }
}

export type PendingAccount = {
  email: string
  name: string
  organization: string
  signedUpAt: Date
  emailConfirmed: boolean
}

export async function listPendingAccounts(db: Database): Promise<PendingAccount[]> {
  const rows = await db.select().from(users).where(isNull(users.approvedAt)).orderBy(asc(users.createdAt))
  return rows.map((user) => ({
    email: user.email,
    name: fullName(user),
    organization: user.organization,
    signedUpAt: user.createdAt,
    emailConfirmed: user.emailConfirmedAt !== null,
  }))
}

function minuteUtc(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

export function formatPendingAccounts(accounts: readonly PendingAccount[]): string[] {
  if (accounts.length === 0) return ['No accounts are waiting for confirmation or approval.']
  const header = ['EMAIL', 'NAME', 'ORGANIZATION', 'SIGNED UP', 'EMAIL CONFIRMED']
  const rows = accounts.map((account) => [
    account.email,
    account.name,
    account.organization,
    minuteUtc(account.signedUpAt),
    account.emailConfirmed ? 'yes' : 'no',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line), '', 'Approve one with: npm run admin -- approve <email>']
}

/** Runs one parsed command; answers the process exit code. */
export async function runAdminCommand(command: AdminCommand, deps: AuthDeps, io: AdminIo): Promise<number> {
  switch (command.name) {
    case 'help':
      io.out(adminUsage)
      return 0
    case 'list-pending':
      for (const line of formatPendingAccounts(await listPendingAccounts(deps.db))) io.out(line)
      return 0
    case 'approve':
      return approveFromCli(command.email, deps, io)
    case 'grant-admin':
    case 'revoke-admin':
      return setAdminFlag(command.email, command.name === 'grant-admin', deps, io)
    case 'list-admins':
      return listAdmins(deps, io)
  }
}

async function setAdminFlag(email: string, admin: boolean, deps: AuthDeps, io: AdminIo): Promise<number> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) {
    io.err(`No account found for ${email}. They sign up first; then grant it.`)
    return 1
  }
  await deps.db.update(users).set({ isAdmin: admin, updatedAt: deps.now() }).where(eq(users.id, user.id))
  io.out(admin ? `${email} is now an administrator.` : `${email} is no longer an administrator by the flag.`)
  if (!admin && deps.config.adminEmails.includes(email))
    io.out(`Note: ${email} is in ADMIN_EMAILS and stays an administrator until removed from it.`)
  if (admin && !user.approvedAt)
    io.out(`Note: ${email} is not approved yet; approve it with: npm run admin -- approve ${email}`)
  return 0
}

async function listAdmins(deps: AuthDeps, io: AdminIo): Promise<number> {
  const flagged = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.email))
  io.out(`ADMIN_EMAILS: ${deps.config.adminEmails.join(', ')}`)
  io.out(
    flagged.length === 0
      ? 'Granted with grant-admin: none'
      : `Granted with grant-admin: ${flagged.map((row) => row.email).join(', ')}`,
  )
  return 0
}

async function approveFromCli(email: string, deps: AuthDeps, io: AdminIo): Promise<number> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) {
    io.err(`No account found for ${email}. See the waiting accounts with: npm run admin -- list-pending`)
    return 1
  }
  const { approved, mailed } = await approveUser(deps, user, 'cli')
  if (!approved) {
    io.out(`${email} is already approved.`)
    return 0
  }
  io.out(`Approved ${email}.`)
  if (!mailed) io.out('The e-mail telling them could not be sent (see the error above); they can log in anyway.')
  else if (deps.mailer.kind === 'outbox') io.out(`The e-mail telling them is in the outbox folder under DATA_DIR.`)
  else io.out('They have been e-mailed that they can log in.')
  if (!user.emailConfirmedAt) {
    io.out(
      `Note: ${email} has not confirmed their e-mail address yet. They can log in once they do; logging in sends a ` +
        'new confirmation link if the first one has expired.',
    )
  }
  return 0
}
