import { vi } from 'vitest'
import type * as DbModule from '../db'
import { setDatabaseStatus } from '../db-status'
import { SCHEMA_VERSIONS, type SchemaVersion } from '../db-schema'

// The unit tests' stand-in for the page's one connection (getOfflineDb; test-setup.ts mocks it with this one): each
// test starts on an empty database, and a test can reload the page onto a fresh connection.
const { createOfflineDb, OFFLINE_DB_NAME } = await vi.importActual<typeof DbModule>('../db')

let instance: DbModule.OfflineDb | undefined

export function getOfflineDb(): DbModule.OfflineDb {
  instance ??= createOfflineDb(OFFLINE_DB_NAME, { onStatus: setDatabaseStatus })
  return instance
}

/**
 * What a page reload does to the connection: close it and open a fresh one on the same data, optionally with the
 * schema of a newer app version.
 */
export function reopenOfflineDb(versions: readonly SchemaVersion[] = SCHEMA_VERSIONS): DbModule.OfflineDb {
  instance?.close()
  instance = createOfflineDb(OFFLINE_DB_NAME, { versions, onStatus: setDatabaseStatus })
  return instance
}

/** Closes and deletes the database so the next test starts empty. */
export async function deleteOfflineDb(): Promise<void> {
  const current = instance ?? createOfflineDb(OFFLINE_DB_NAME)
  instance = undefined
  await current.delete({ disableAutoOpen: true })
  setDatabaseStatus('open')
}
