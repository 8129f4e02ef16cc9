import { and, eq, gt, lt, ne } from 'drizzle-orm'
import { day, hour, later } from '../clock'
import type { Database } from '../db/client'
import { sessions, users } from '../db/schema'
import { hashSecretToken, newSecretToken } from './secret-tokens'
import type { UserRow } from './users'

// Server-side sessions behind the cda_session cookie, stored hashed, with a sliding expiry. The row is the truth:
// deleting it signs the browser out on its next request, whichever process answers.

/** A session lives this long after its last use... */
export const sessionIdleLifetimeMs = 14 * day
/** ...but never longer than this after sign-in, so a stolen cookie kept busy still dies. */
export const sessionAbsoluteLifetimeMs = 90 * day
/** Extending on every request would write on every request; once an hour keeps the expiry fresh enough. */
export const sessionRefreshIntervalMs = hour

export type CurrentSession = {
  tokenHash: string
  user: UserRow
  expiresAt: Date
  /** The expiry moved forward on this request, so the cookie should be sent again with the new lifetime. */
  refreshed: boolean
}

export async function createSession(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newSecretToken()
  const expiresAt = later(now, sessionIdleLifetimeMs)
  await db.insert(sessions).values({ tokenHash: hash, userId, createdAt: now, lastUsedAt: now, expiresAt })
  return { token, expiresAt }
}

function cappedExpiry(createdAt: Date, now: Date): Date {
  const idle = later(now, sessionIdleLifetimeMs)
  const absolute = later(createdAt, sessionAbsoluteLifetimeMs)
  return idle < absolute ? idle : absolute
}

/** Resolves a cookie's token to its live session and user, extending the session's life when it is due. */
export async function findSession(db: Database, token: string, now: Date): Promise<CurrentSession | undefined> {
  const tokenHash = hashSecretToken(token)
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1)
  if (!row) return undefined
  const { session, user } = row
  if (now.getTime() - session.lastUsedAt.getTime() < sessionRefreshIntervalMs) {
    return { tokenHash, user, expiresAt: session.expiresAt, refreshed: false }
  }
  const expiresAt = cappedExpiry(session.createdAt, now)
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash))
  return { tokenHash, user, expiresAt, refreshed: true }
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSecretToken(token)))
}

/** Ends every session of a user, or every one but `keepTokenHash` (the request that changed the password). */
export async function revokeUserSessions(db: Database, userId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
    )
}

export async function pruneSessions(db: Database, now: Date): Promise<void> {
  // The absolute cap is already folded into expires_at (cappedExpiry), so expiry alone decides.
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
}
