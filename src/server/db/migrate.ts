import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { DatabaseHandle } from './client'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Any fixed number shared by every process of this application; it only has to differ from other advisory locks.
const migrationLockKey = 4_242_001

export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  const { native } = database
  if (native.driver === 'pglite') {
    await migratePglite(native.db, { migrationsFolder })
    return
  }
  // Several identical API processes may start together against one PostgreSQL; only one may migrate at a time,
  // the others wait and then find nothing left to apply.
  const connection = await native.client.reserve()
  try {
    await connection`select pg_advisory_lock(${migrationLockKey})`
    try {
      await migratePostgres(native.db, { migrationsFolder })
    } finally {
      await connection`select pg_advisory_unlock(${migrationLockKey})`
    }
  } finally {
    connection.release()
  }
}
