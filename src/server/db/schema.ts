import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

// Facts about the installation itself (e.g. when it first started), as opposed to anything a user owns.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

// E-mail addresses are stored trimmed and lower-cased (auth/emails.ts), so the unique key is case-insensitive in effect.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  organization: text('organization').notNull(),
  description: text('description').notNull().default(''),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
  emailConfirmedAt: instant('email_confirmed_at'),
  approvedAt: instant('approved_at'),
  /** How the approval happened: 'link' (an administrator's mail), 'cli' or 'demo' (the embedded demo account). */
  approvedVia: text('approved_via'),
})

// Only the SHA-256 of a session token is stored: a copy of the database does not let anyone sign in.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
)

export const accountTokenPurposes = ['confirm_email', 'approve_user', 'password_reset'] as const
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number]

// Links mailed to people (confirmation, approval, password reset): hashed, single-use (used_at), expiring. Used rows
// stay until a while after expiry so a second click can be told "already used" rather than "invalid".
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId), index('account_tokens_expires_at_idx').on(table.expiresAt)],
)

// Fixed-window counters shared by every server process (DESIGN.md section 4: no state only in one process's memory).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: instant('window_started_at').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
)
