import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { retireAccountTokens } from './account-tokens'
import { revokeUserSessions } from './sessions'
import type { UserRow } from './users'

/**
 * The one way a password is replaced, whatever the route (reset link, change on the account page, or any future
 * administrator command): the new hash is stored, every session ends but the one making the change, and every open
 * reset link is retired, so a link mailed before the change cannot set a password after it. Call it inside the
 * transaction that decided the change may happen.
 */
export async function storeNewPassword(
  tx: Database,
  {
    userId,
    passwordHash,
    at,
    keepSessionTokenHash,
  }: { userId: string; passwordHash: string; at: Date; keepSessionTokenHash?: string },
): Promise<UserRow | undefined> {
  const [user] = await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId)).returning()
  if (!user) return undefined
  await revokeUserSessions(tx, userId, keepSessionTokenHash)
  await retireAccountTokens(tx, userId, 'password_reset', at)
  return user
}
