import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { recordWriteCheck } from './app-meta'
import { lockDirectory } from './data-dir-lock'
import * as schema from './schema'

// One Drizzle database type for both engines, so routes and services never know which one they run on.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseDriver = 'pglite' | 'postgres'

// Drizzle's migrators are per driver; migrate.ts needs the concrete instance, nothing else should.
export type DriverDatabase =
  | { driver: 'pglite'; db: PgliteDatabase<typeof schema> }
  | { driver: 'postgres'; db: PostgresJsDatabase<typeof schema>; client: postgres.Sql }

export type DatabaseHandle = {
  db: Database
  driver: DatabaseDriver
  native: DriverDatabase
  /** Resolves when the database answers a trivial query; rejects when it is closed, unreachable or too slow. */
  ping(): Promise<void>
  /** Resolves when a write reaches the storage; rejects when that is read-only, full, unreachable or too slow. */
  checkWritable(): Promise<void>
  /** Idempotent; waits for queries in flight, then releases files (PGlite) or connections (PostgreSQL). */
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** PostgreSQL connection string; wins over the other options when set. */
  databaseUrl?: string | undefined
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string | undefined
  /** PGlite without files, for tests. */
  inMemory?: boolean
}

const pingTimeoutMs = 2_000

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * PGlite keeps its files open, so writes to them go on succeeding after DATA_DIR turns read-only, until it needs a new
 * file; creating one is what fails first, for it and for the mail outbox. So that is what the probe does.
 */
async function probeDirectory(directory: string): Promise<void> {
  const probe = join(directory, '.write-check')
  await writeFile(probe, new Date().toISOString())
  await rm(probe)
}

function once(action: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined
  return () => (closing ??= action())
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: PGlite
  let unlock = async () => {}
  if (dataDir === undefined) {
    client = await PGlite.create()
  } else {
    const directory = join(dataDir, 'pglite')
    await mkdir(directory, { recursive: true })
    unlock = await lockDirectory(join(dataDir, 'pglite.lock'), `The database folder ${directory}`)
    try {
      client = await PGlite.create(directory)
    } catch (error) {
      await unlock()
      throw error
    }
  }
  const db = drizzlePglite({ client, schema })
  return {
    db,
    driver: 'pglite',
    native: { driver: 'pglite', db },
    ping: async () => {
      await withTimeout(db.execute(sql`select 1`), pingTimeoutMs, 'Database ping')
    },
    checkWritable: async () => {
      await Promise.all([
        dataDir === undefined
          ? undefined
          : withTimeout(probeDirectory(dataDir), pingTimeoutMs, 'Data directory write check'),
        withTimeout(recordWriteCheck(db), pingTimeoutMs, 'Database write check'),
      ])
    },
    close: once(async () => {
      if (!client.closed) await client.close()
      await unlock()
    }),
  }
}

function openPostgres(url: string): DatabaseHandle {
  const client = postgres(url, {
    max: 10,
    connect_timeout: 10,
    // Notices such as "relation already exists, skipping" during migrations are noise, not problems.
    onnotice: () => {},
  })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    driver: 'postgres',
    native: { driver: 'postgres', db, client },
    ping: async () => {
      await withTimeout(db.execute(sql`select 1`), pingTimeoutMs, 'Database ping')
    },
    checkWritable: async () => {
      await withTimeout(recordWriteCheck(db), pingTimeoutMs, 'Database write check')
    },
    close: once(() => client.end({ timeout: 5 })),
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  if (options.inMemory) return openPglite(undefined)
  if (options.dataDir) return openPglite(options.dataDir)
  throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory: true')
}
