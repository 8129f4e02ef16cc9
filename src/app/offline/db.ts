import Dexie, { type EntityTable } from 'dexie'
import * as v from 'valibot'
import { log } from '../lib/logger'
import { setDatabaseStatus, type DatabaseStatus } from './db-status'
import { SCHEMA_VERSIONS, type SchemaVersion } from './db-schema'
import type {
  ChatMessageRecord,
  ChatSessionRecord,
  DraftConflict,
  DraftRecord,
  MetaRecord,
  OutboxEntry,
} from './records'

// The device's database: drafts, their conflict copies, chat history, the outbox of changes still to reach the server,
// and small key/value facts.
export const OFFLINE_DB_NAME = 'cda-offline'

export type OfflineDb = Dexie & {
  drafts: EntityTable<DraftRecord, 'id'>
  draftConflicts: EntityTable<DraftConflict, 'id'>
  chatSessions: EntityTable<ChatSessionRecord, 'id'>
  chatMessages: EntityTable<ChatMessageRecord, 'id'>
  outbox: EntityTable<OutboxEntry, 'seq'>
  meta: EntityTable<MetaRecord, 'key'>
}

type OpenOptions = {
  versions?: readonly SchemaVersion[]
  onStatus?: (status: DatabaseStatus) => void
}

export function createOfflineDb(
  name: string = OFFLINE_DB_NAME,
  { versions = SCHEMA_VERSIONS, onStatus }: OpenOptions = {},
): OfflineDb {
  const db = new Dexie(name) as OfflineDb
  for (const { version, stores, upgrade } of versions) {
    const declared = db.version(version).stores(stores)
    if (upgrade) declared.upgrade(upgrade)
  }
  db.on('ready', () => onStatus?.('open'))
  db.on('blocked', () => {
    log.warn('The offline database upgrade waits for other tabs of the app to close')
    onStatus?.('blocked')
  })
  // Dexie's own handler closes the connection but reopens it on the next use, and Dexie 4 would then open the newer
  // database with this tab's older code. So it stays closed until a reload (returning false skips the default
  // handler); what is already written is committed and kept, and writes made meanwhile are kept aside
  // (stashed-writes.ts) instead of being lost.
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true })
    onStatus?.('closed-for-upgrade')
    return false
  })
  return db
}

let instance: OfflineDb | undefined

/** The app's database, opened on first use. */
/**
 * A `meta` record read through its schema: the fallback when there is none, and also, with the reason logged, when
 * this version cannot read the stored one, so a record left by another version never breaks a screen.
 */
export async function readMeta<S extends v.GenericSchema>(
  db: OfflineDb,
  key: string,
  schema: S,
  fallback: v.InferOutput<S>,
  unreadable: string,
): Promise<v.InferOutput<S>> {
  const stored = await db.meta.get(key)
  if (!stored) return fallback
  const parsed = v.safeParse(schema, stored.value)
  if (parsed.success) return parsed.output
  log.warn(unreadable, parsed.issues[0].message)
  return fallback
}

export function getOfflineDb(): OfflineDb {
  instance ??= createOfflineDb(OFFLINE_DB_NAME, { onStatus: setDatabaseStatus })
  return instance
}

export function isDatabaseClosed(error: unknown): boolean {
  return error instanceof Error && error.name === Dexie.errnames.DatabaseClosed
}
