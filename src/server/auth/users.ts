import { eq } from 'drizzle-orm'
import type { PublicUser } from '../../core/contract/user'
import type { Database } from '../db/client'
import { users } from '../db/schema'

export type UserRow = typeof users.$inferSelect

/** ADMIN_EMAILS names them, or the admin CLI set their flag (docs/decisions/180). */
export function isAdministrator(user: Pick<UserRow, 'email' | 'isAdmin'>, adminEmails: readonly string[]): boolean {
  return user.isAdmin || adminEmails.includes(user.email)
}

export function toPublicUser(user: UserRow, adminEmails: readonly string[]): PublicUser {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    organization: user.organization,
    description: user.description,
    is_admin: isAdministrator(user, adminEmails),
  }
}

/** Looks up by an address already passed through normalizeEmail(). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return user
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user
}

/**
 * Holds the user's row until the transaction ends, so that user's creates are counted one at a time and two at
 * once cannot both slip under a quota. NO KEY UPDATE leaves rows that merely reference the user (a new login
 * session) free to be written meanwhile.
 */
export async function lockUserRow(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
}

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim()
}
