import type { Config } from '../config'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import type { Logger } from '../logger'
import { hashPassword, verifyPassword } from './passwords'
import { findUserByEmail } from './users'

// A ready account for the embedded mode (npm start with no configuration), so a newcomer can sign in at once. Never
// created in production: a known password there would be a way in for anyone who has read this file.
export const demoAccount = {
  email: 'demo@example.com',
  password: 'climate-demo',
  firstName: 'Demo',
  lastName: 'User',
  organization: 'Demo Pty Ltd',
  description: 'The demonstration account of the embedded mode.',
} as const

export type DemoAccountResult = 'skipped-in-production' | 'created' | 'exists' | 'password-changed'

/** Creates the demo account if it is missing (confirmed and approved) and says so in the log at every start. */
export async function ensureDemoAccount(
  db: Database,
  config: Pick<Config, 'nodeEnv'>,
  logger: Logger,
  now: Date = new Date(),
): Promise<DemoAccountResult> {
  if (config.nodeEnv === 'production') return 'skipped-in-production'
  const existing = await findUserByEmail(db, demoAccount.email)
  if (existing) {
    // Someone changed its password through the app: say so instead of printing a password that no longer works.
    if (!(await verifyPassword(existing.passwordHash, demoAccount.password))) {
      logger.info({ email: demoAccount.email }, `Demo account: ${demoAccount.email} (its password was changed)`)
      return 'password-changed'
    }
    logger.info({ email: demoAccount.email }, `Demo account: ${demoAccount.email} / ${demoAccount.password}`)
    return 'exists'
  }
  const { password, ...fields } = demoAccount
  await db
    .insert(users)
    .values({
      ...fields,
      passwordHash: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
      emailConfirmedAt: now,
      approvedAt: now,
      approvedVia: 'demo',
    })
    .onConflictDoNothing({ target: users.email })
  logger.info({ email: demoAccount.email }, `Demo account: ${demoAccount.email} / ${demoAccount.password}`)
  return 'created'
}
