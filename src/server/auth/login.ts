import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { confirmEmailMail } from '../mail/messages'
import { hasLiveAccountToken, issueAccountToken } from './account-tokens'
import type { AuthDeps } from './auth-deps'
import { normalizeEmail } from './emails'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords'
import { createSession } from './sessions'
import { findUserByEmail, type UserRow } from './users'

export type LoginOutcome =
  | { kind: 'signed-in'; user: UserRow; token: string; expiresAt: Date }
  | { kind: 'invalid-credentials' }
  | { kind: 'not-confirmed' }
  | { kind: 'not-approved' }

/**
 * Checks the password before anything else, so only someone who knows it learns that the account waits for
 * confirmation or approval. An unknown address spends one argon2 verification too, so the two failures take the
 * same time.
 */
export async function logIn(deps: AuthDeps, credentials: { email: string; password: string }): Promise<LoginOutcome> {
  const { db, now } = deps
  const user = await findUserByEmail(db, normalizeEmail(credentials.email))
  if (!user) {
    await verifyAgainstDummy(credentials.password)
    return { kind: 'invalid-credentials' }
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) return { kind: 'invalid-credentials' }
  if (!user.emailConfirmedAt) {
    resendConfirmationIfExpired(deps, user)
    return { kind: 'not-confirmed' }
  }
  if (!user.approvedAt) return { kind: 'not-approved' }
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(credentials.password) })
      .where(eq(users.id, user.id))
  }
  const { token, expiresAt } = await createSession(db, user.id, now())
  return { kind: 'signed-in', user, token, expiresAt }
}

/**
 * A confirmation link lives 24 hours; someone who comes back later would otherwise be stuck, since signing up again
 * answers "already exists". Proving the password is enough to get a fresh link, at most one live link at a time.
 */
function resendConfirmationIfExpired(deps: AuthDeps, user: UserRow): void {
  deps.background.run('resend confirmation mail', async () => {
    const at = deps.now()
    if (await hasLiveAccountToken(deps.db, user.id, 'confirm_email', at)) return
    const token = await issueAccountToken(deps.db, user.id, 'confirm_email', at)
    await deps.mailer.send(confirmEmailMail(deps.config.publicUrl, user, token))
  })
}
