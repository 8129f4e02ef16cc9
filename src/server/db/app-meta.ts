import { eq } from 'drizzle-orm'
import type { Database } from './client'
import { appMeta } from './schema'

const firstStartedKey = 'first_started_at'
const writeCheckedKey = 'write_checked_at'

/** Stores the instant of the first start unless an earlier start already did; answers the stored instant. */
export async function recordFirstStart(db: Database, now: Date = new Date()): Promise<string> {
  await db.insert(appMeta).values({ key: firstStartedKey, value: now.toISOString() }).onConflictDoNothing()
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, firstStartedKey))
  if (!row) throw new Error('first_started_at was not stored')
  return row.value
}

/** A committed write of one small row: it fails when the database cannot store anything (read-only, full, standby). */
export async function recordWriteCheck(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: writeCheckedKey, value: now.toISOString() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: now.toISOString(), updatedAt: now } })
}
