import { and, eq, isNull } from 'drizzle-orm'
import type { SignupRequest } from '../../core/contract/auth'
import { users } from '../db/schema'
import { accountApprovedMail, approvalRequestMail, confirmEmailMail } from '../mail/messages'
import { consumeAccountToken, findAccountToken, issueAccountToken, retireAccountTokens } from './account-tokens'
import { sendNotification, type AuthDeps } from './auth-deps'
import { normalizeEmail } from './emails'
import { isTooGuessable } from './password-strength'
import { hashPassword } from './passwords'
import { findUserByEmail, findUserById, type UserRow } from './users'

// Sign-up, e-mail confirmation and approval: a new account waits for its owner to confirm the address, then for an
// administrator (every address in ADMIN_EMAILS is mailed the link) to approve it; approval mails the owner.

export type SignupOutcome = 'created' | 'password-too-guessable' | 'email-taken' | 'mail-failed'

/**
 * Creates the user and its confirmation link, then mails it. If the mail cannot be sent the user is deleted again
 * and the caller says so: an account nobody can confirm would block the address until someone cleaned it up.
 */
export async function signUp(deps: AuthDeps, input: SignupRequest): Promise<SignupOutcome> {
  const { db, now, mailer, logger, config } = deps
  if (isTooGuessable(input.password)) return 'password-too-guessable'
  const email = normalizeEmail(input.email)
  if (await findUserByEmail(db, email)) return 'email-taken'
  const passwordHash = await hashPassword(input.password)
  const at = now()
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        organization: input.organization,
        description: input.description,
        createdAt: at,
        updatedAt: at,
      })
      // Two sign-ups racing for one address: the loser sees no row and hears "already exists".
      .onConflictDoNothing({ target: users.email })
      .returning()
    if (!user) return undefined
    return { user, token: await issueAccountToken(tx, user.id, 'confirm_email', at) }
  })
  if (!created) return 'email-taken'
  try {
    await mailer.send(confirmEmailMail(config.publicUrl, created.user, created.token))
  } catch (error) {
    logger.error({ err: error, to: email }, 'Confirmation mail could not be sent; the sign-up was undone')
    await db.delete(users).where(eq(users.id, created.user.id))
    return 'mail-failed'
  }
  logger.info({ userId: created.user.id }, 'User signed up')
  return 'created'
}

/**
 * Uses a confirmation link: marks the address confirmed and asks every administrator for approval. The confirmation
 * stands even if an approval mail fails; `npm run admin -- list-pending` still shows the account.
 */
export async function confirmEmail(deps: AuthDeps, token: string): Promise<'confirmed' | 'invalid'> {
  const { db, now, config } = deps
  const at = now()
  const result = await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'confirm_email', at)
    if (userId === undefined) return undefined
    const [user] = await tx
      .update(users)
      .set({ emailConfirmedAt: at, updatedAt: at })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
      .returning()
    // Already confirmed through another (resent) link: nothing new to ask the administrators.
    if (!user || user.approvedAt) return { approval: undefined }
    return { approval: { user, token: await issueAccountToken(tx, user.id, 'approve_user', at) } }
  })
  if (!result) return 'invalid'
  if (result.approval) {
    const { user, token: approveToken } = result.approval
    deps.logger.info({ userId: user.id }, 'Email confirmed; asking administrators for approval')
    for (const admin of config.adminEmails) {
      await sendNotification(
        deps,
        approvalRequestMail(config.publicUrl, admin, user, approveToken),
        `approve with \`npm run admin -- approve ${user.email}\``,
      )
    }
  }
  return 'confirmed'
}

/**
 * Mails a new confirmation link to an account that has not confirmed its address yet, retiring the earlier links. It
 * runs in the background and does nothing for an unknown or confirmed address, so the answer, and how long it takes,
 * say nothing about which addresses have accounts.
 */
export function resendConfirmation(deps: AuthDeps, email: string): void {
  deps.background.run('confirmation resend', async () => {
    const { db, now, config } = deps
    const user = await findUserByEmail(db, normalizeEmail(email))
    if (!user || user.emailConfirmedAt) return
    const at = now()
    await retireAccountTokens(db, user.id, 'confirm_email', at)
    const token = await issueAccountToken(db, user.id, 'confirm_email', at)
    await deps.mailer.send(confirmEmailMail(config.publicUrl, user, token))
  })
}

export type ApprovalOutcome = 'approved' | 'invalid' | 'wrong-email' | 'used' | 'expired'

/** Uses an administrator's approval link, which names both the token and the user's address. */
export async function approveWithToken(
  deps: AuthDeps,
  { email, token }: { email: string; token: string },
): Promise<ApprovalOutcome> {
  const { db, now } = deps
  const at = now()
  const row = await findAccountToken(db, token, 'approve_user')
  const user = row && (await findUserById(db, row.userId))
  if (!row || !user) return 'invalid'
  if (user.email !== normalizeEmail(email)) return 'wrong-email'
  if (row.usedAt) return 'used'
  if (row.expiresAt <= at) return 'expired'
  if ((await consumeAccountToken(db, token, 'approve_user', at)) === undefined) return 'used'
  await approveUser(deps, user, 'link')
  return 'approved'
}

/**
 * Approves a user (from a link or the CLI) and mails them. Outstanding approval links are retired, so a second
 * administrator's click says "already used". Answers false when the user was approved before.
 */
export async function approveUser(
  deps: AuthDeps,
  user: UserRow,
  via: 'link' | 'cli',
): Promise<{ approved: boolean; mailed: boolean }> {
  const { db, now, config } = deps
  const at = now()
  const [updated] = await db
    .update(users)
    .set({ approvedAt: at, approvedVia: via, updatedAt: at })
    .where(and(eq(users.id, user.id), isNull(users.approvedAt)))
    .returning()
  await retireAccountTokens(db, user.id, 'approve_user', at)
  if (!updated) return { approved: false, mailed: false }
  deps.logger.info({ userId: user.id, via }, 'User approved')
  const mailed = await sendNotification(
    deps,
    accountApprovedMail(config.publicUrl, updated),
    'the user can log in anyway',
  )
  return { approved: true, mailed }
}
