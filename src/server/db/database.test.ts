import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { testDrivers, tableExists, useTestDatabase } from '../test-database'
import { recordFirstStart } from './app-meta'
import { openDatabase } from './client'
import { migrateDatabase } from './migrate'
import { rowsOf } from './rows'
import { appMeta } from './schema'

async function appliedMigrations(database: Parameters<typeof migrateDatabase>[0]): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)
  return rowsOf<{ count: number }>(result)[0]?.count ?? -1
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    test('the committed migrations are applied: app_meta exists', async () => {
      expect(database().driver).toBe(driver)
      expect(await tableExists(database(), 'app_meta')).toBe(true)
      expect(await appliedMigrations(database())).toBeGreaterThanOrEqual(1)
    })

    test('migrating again applies nothing new', async () => {
      const before = await appliedMigrations(database())
      await migrateDatabase(database())
      expect(await appliedMigrations(database())).toBe(before)
    })

    test('the first start is recorded once and later starts keep it', async () => {
      const first = await recordFirstStart(database().db, new Date('2026-01-02T03:04:05.000Z'))
      const second = await recordFirstStart(database().db, new Date('2027-01-01T00:00:00.000Z'))
      expect(first).toBe('2026-01-02T03:04:05.000Z')
      expect(second).toBe(first)
      const rows = await database().db.select().from(appMeta)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.updatedAt).toBeInstanceOf(Date)
    })

    test('ping answers while open', async () => {
      await expect(database().ping()).resolves.toBeUndefined()
    })
  })
}

describe.skipIf(testDrivers.find((d) => d.driver === 'postgres')?.skip ?? true)('PostgreSQL, several processes', () => {
  const database = useTestDatabase('postgres', { migrated: false })

  test('processes starting together migrate one at a time and all succeed', async () => {
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: database().databaseUrl })))
    try {
      await Promise.all([database(), ...others].map((handle) => migrateDatabase(handle)))
      expect(await tableExists(database(), 'app_meta')).toBe(true)
      expect(await appliedMigrations(database())).toBe(await appliedMigrations(others[0]!))
    } finally {
      await Promise.all(others.map((handle) => handle.close()))
    }
  })
})

test('PGlite keeps its data in DATA_DIR/pglite across reopening', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cda-pglite-'))
  try {
    const first = await openDatabase({ dataDir })
    await migrateDatabase(first)
    const stored = await recordFirstStart(first.db, new Date('2026-05-06T07:08:09.000Z'))
    await first.close()
    expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true)

    const second = await openDatabase({ dataDir })
    try {
      await migrateDatabase(second)
      expect(await recordFirstStart(second.db)).toBe(stored)
    } finally {
      await second.close()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('the write check of embedded data fails once DATA_DIR can take no new file, even while the database still writes', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cda-pglite-writable-'))
  try {
    const database = await openDatabase({ dataDir })
    try {
      await migrateDatabase(database)
      await database.checkWritable()
      // What a read-only DATA_DIR does to the probe file, in a form that also holds for root: it cannot be created.
      await mkdir(join(dataDir, '.write-check'))
      await expect(database.checkWritable()).rejects.toThrow()
      await database.ping()
    } finally {
      await database.close()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('a second open of the same DATA_DIR is refused while the first is open, and allowed after it closes', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cda-pglite-lock-'))
  try {
    const first = await openDatabase({ dataDir })
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is already open in this process/)
    await first.close()
    const second = await openDatabase({ dataDir })
    await second.close()
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
})
