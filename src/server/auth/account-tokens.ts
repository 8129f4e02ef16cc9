import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { accountTokens, type AccountTokenPurpose } from '../db/schema'
import { day, hour, later } from '../clock'
import { hashSecretToken, newSecretToken } from './secret-tokens'

// The links of the account lifecycle: random, stored hashed, single-use, and expiring (confirmation 24 hours,
// approval 7 days, password reset 1 hour).
export const accountTokenLifetimeMs: Readonly<Record<AccountTokenPurpose, number>> = {
  confirm_email: day,
  approve_user: 7 * day,
  password_reset: hour,
}

// Used and expired rows are kept this long so a late second click hears "already used" rather than "invalid".
const keepAfterExpiryMs = 7 * day

export type AccountToken = typeof accountTokens.$inferSelect

/** Creates a token and answers the plain value, which exists only in the mail that carries it. */
export async function issueAccountToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  const { token, hash } = newSecretToken()
  await db.insert(accountTokens).values({
    tokenHash: hash,
    purpose,
    userId,
    createdAt: now,
    expiresAt: later(now, accountTokenLifetimeMs[purpose]),
  })
  return token
}

export async function findAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountToken | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashSecretToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1)
  return row
}

/**
 * Marks a token used if it is still unused and unexpired, in one statement, so two clicks racing each other cannot
 * both succeed. Answers the user it belongs to, or undefined.
 */
export async function consumeAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashSecretToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId })
  return row?.userId
}

/** Ends every outstanding token of one purpose for a user, e.g. older reset links once a newer one is sent. */
export async function retireAccountTokens(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
}

/** True when the user holds a token of this purpose that can still be used. */
export async function hasLiveAccountToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function pruneAccountTokens(db: Database, now: Date): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - keepAfterExpiryMs)))
}
