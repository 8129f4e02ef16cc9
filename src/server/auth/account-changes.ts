import { eq } from 'drizzle-orm'
import type { UpdateDetailsRequest } from '../../core/contract/auth'
import { users } from '../db/schema'
import { passwordChangedMail } from '../mail/messages'
import { sendNotification, type AuthDeps } from './auth-deps'
import { isTooGuessable } from './password-strength'
import { storeNewPassword } from './password-update'
import { hashPassword, verifyPassword } from './passwords'
import type { CurrentSession } from './sessions'
import type { UserRow } from './users'

// What a signed-in user changes on their own account (the My Account page).

/** Changes the password, ends the user's other sessions and retires open reset links; this session stays signed in. */
export async function changePassword(
  deps: AuthDeps,
  session: CurrentSession,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<'changed' | 'wrong-password' | 'password-too-guessable'> {
  const { db, now, config } = deps
  if (isTooGuessable(newPassword)) return 'password-too-guessable'
  if (!(await verifyPassword(session.user.passwordHash, oldPassword))) return 'wrong-password'
  const passwordHash = await hashPassword(newPassword)
  const at = now()
  const user = await db.transaction((tx) =>
    storeNewPassword(tx, { userId: session.user.id, passwordHash, at, keepSessionTokenHash: session.tokenHash }),
  )
  if (!user) throw new Error('The signed-in user no longer exists')
  deps.logger.info({ userId: user.id }, 'Password changed; other sessions ended')
  await sendNotification(deps, passwordChangedMail(config.publicUrl, user, at), 'the password was changed anyway')
  return 'changed'
}

/** Updates names, organization and description; the e-mail address is not changeable here. */
export async function updateDetails(
  deps: AuthDeps,
  session: CurrentSession,
  details: UpdateDetailsRequest,
): Promise<UserRow> {
  const [user] = await deps.db
    .update(users)
    .set({
      firstName: details.first_name,
      lastName: details.last_name,
      organization: details.organization,
      description: details.description,
      updatedAt: deps.now(),
    })
    .where(eq(users.id, session.user.id))
    .returning()
  if (!user) throw new Error('The signed-in user no longer exists')
  return user
}
