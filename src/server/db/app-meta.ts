import { eq } from 'drizzle-orm'
import type { Database } from './client'
import { appMeta } from './schema'

const firstStartedKey = 'first_started_at'

/** Stores the instant of the first start unless an earlier start already did; answers the stored instant. */
export async function recordFirstStart(db: Database, now: Date = new Date()): Promise<string> {
  await db.insert(appMeta).values({ key: firstStartedKey, value: now.toISOString() }).onConflictDoNothing()
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, firstStartedKey))
  if (!row) throw new Error('first_started_at was not stored')
  return row.value
}
