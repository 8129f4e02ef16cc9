import { passwordChangedMail, passwordResetMail } from '../mail/messages'
import { consumeAccountToken, findAccountToken, issueAccountToken, retireAccountTokens } from './account-tokens'
import { sendNotification, type AuthDeps } from './auth-deps'
import { normalizeEmail } from './emails'
import { isTooGuessable } from './password-strength'
import { storeNewPassword } from './password-update'
import { hashPassword } from './passwords'
import { findUserByEmail } from './users'

/**
 * Forgot password. The caller answers at once with the same words whatever happens here: the lookup, the new link
 * and the mail all run in the background, so neither the answer nor its timing says whether the address has an
 * account. A newer link retires older ones.
 */
export function requestPasswordReset(deps: AuthDeps, email: string): void {
  deps.background.run('password reset request', async () => {
    const { db, now, config } = deps
    const user = await findUserByEmail(db, normalizeEmail(email))
    if (!user) return
    const at = now()
    await retireAccountTokens(db, user.id, 'password_reset', at)
    const token = await issueAccountToken(db, user.id, 'password_reset', at)
    await deps.mailer.send(passwordResetMail(config.publicUrl, user, token))
  })
}

/** Sets a new password from a reset link and ends every session of the user, wherever it is. */
export async function submitPasswordReset(
  deps: AuthDeps,
  { token, newPassword }: { token: string; newPassword: string },
): Promise<{ userId: string } | 'invalid' | 'password-too-guessable'> {
  const { db, now, config } = deps
  // Checked before the password, so a stream of made-up tokens costs no strength check or argon2 work; consumed
  // atomically below.
  const row = await findAccountToken(db, token, 'password_reset')
  if (!row || row.usedAt || row.expiresAt <= now()) return 'invalid'
  if (isTooGuessable(newPassword)) return 'password-too-guessable'
  const passwordHash = await hashPassword(newPassword)
  const at = now()
  const user = await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'password_reset', at)
    if (userId === undefined) return undefined
    return storeNewPassword(tx, { userId, passwordHash, at })
  })
  if (!user) return 'invalid'
  deps.logger.info({ userId: user.id }, 'Password reset; all sessions ended')
  await sendNotification(deps, passwordChangedMail(config.publicUrl, user, at), 'the password was changed anyway')
  return { userId: user.id }
}
