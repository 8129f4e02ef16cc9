import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from './db/client'
import { migrateDatabase } from './db/migrate'
import { rowsOf } from './db/rows'

// Server tests run once per available database engine. PGlite is always available (in memory); PostgreSQL runs when
// TEST_DATABASE_URL names a server where a throwaway database per test file can be created and dropped, so parallel
// files and repeated runs never see each other's data. Reading process.env here is the test-only exception to the
// rule that only main.ts and the CLI do.

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined

export type TestDriver = { name: string; driver: DatabaseDriver; skip: boolean }

export const testDrivers: readonly TestDriver[] = [
  { name: 'PGlite', driver: 'pglite', skip: false },
  testDatabaseUrl
    ? { name: 'PostgreSQL', driver: 'postgres', skip: false }
    : { name: 'PostgreSQL (skipped: set TEST_DATABASE_URL to run)', driver: 'postgres', skip: true },
]

export type TestDatabase = DatabaseHandle & {
  /** Set for PostgreSQL, so a test can open more connections to the same throwaway database. */
  databaseUrl: string | undefined
  dispose(): Promise<void>
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `cda_test_${randomBytes(6).toString('hex')}`
  // An unreachable server must fail the run, not skip it: errors here propagate to beforeAll.
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 10, onnotice: () => {} })
  try {
    await admin.unsafe(`create database "${name}"`)
  } catch (error) {
    await admin.end({ timeout: 1 })
    throw error
  }
  const databaseUrl = withDatabaseName(adminUrl, name)
  const handle = await openDatabase({ databaseUrl })
  return {
    ...handle,
    databaseUrl,
    dispose: async () => {
      try {
        await handle.close()
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await admin.end({ timeout: 5 })
      }
    },
  }
}

export async function createTestDatabase(
  driver: DatabaseDriver,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  let database: TestDatabase
  if (driver === 'pglite') {
    const handle = await openDatabase({ inMemory: true })
    database = { ...handle, databaseUrl: undefined, dispose: () => handle.close() }
  } else {
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set')
    database = await createPostgresTestDatabase(testDatabaseUrl)
  }
  if (!migrated) return database
  try {
    await migrateDatabase(database)
  } catch (error) {
    await database.dispose()
    throw error
  }
  return database
}

/**
 * A migrated database that answers reads but refuses every write, as one whose disk turned read-only or whose server
 * became a standby does. Users may be inserted through `seed` before it turns read-only.
 */
export async function createReadOnlyTestDatabase(
  driver: DatabaseDriver,
  seed: (db: DatabaseHandle['db']) => Promise<void> = async () => {},
): Promise<TestDatabase> {
  const database = await createTestDatabase(driver)
  await seed(database.db)
  if (!database.databaseUrl) {
    // PGlite has a single connection, so a session setting holds for every later transaction.
    await database.db.execute(sql`set default_transaction_read_only = on`)
    return database
  }
  const name = new URL(database.databaseUrl).pathname.slice(1)
  await database.db.execute(sql.raw(`alter database "${name}" set default_transaction_read_only = on`))
  // The setting applies to new connections only.
  const readOnly = await openDatabase({ databaseUrl: database.databaseUrl })
  return {
    ...readOnly,
    databaseUrl: database.databaseUrl,
    dispose: async () => {
      await readOnly.close()
      await database.dispose()
    },
  }
}

/** Registers hooks giving the enclosing describe block a fresh migrated database; call the result inside tests. */
export function useTestDatabase(driver: DatabaseDriver, options: { migrated?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined
  beforeAll(async () => {
    database = await createTestDatabase(driver, options)
  })
  afterAll(async () => {
    await database?.dispose()
  })
  return () => {
    if (!database) throw new Error('The test database is not ready (did beforeAll fail?)')
    return database
  }
}

export async function tableExists(database: DatabaseHandle, table: string): Promise<boolean> {
  const result = await database.db.execute(sql`select to_regclass(${table}) is not null as "exists"`)
  return rowsOf<{ exists: boolean }>(result)[0]?.exists === true
}
