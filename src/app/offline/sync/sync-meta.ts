import type { OfflineDb } from '../db'

// Facts about the sync kept in the database's meta table, where both the page and the service worker read them
// (docs/decisions/175).

/** The user whose session the server refused (401): their outbox waits until they sign in again. */
export const SYNC_PAUSED_KEY = 'syncPausedFor'

/**
 * The user signed in on this device, as the page last saw it: the service worker, which cannot read local storage,
 * replays this user's outbox and nobody else's, as the page does. Gone once nobody is signed in.
 */
export const SYNC_USER_KEY = 'syncUser'

/** The one-off Background Sync tag under which the page asks the service worker to drain the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox'

export async function readSyncUser(db: OfflineDb): Promise<string | null> {
  const value = (await db.meta.get(SYNC_USER_KEY))?.value
  return typeof value === 'string' && value !== '' ? value : null
}

export async function writeSyncUser(db: OfflineDb, email: string | null): Promise<void> {
  if (email) await db.meta.put({ key: SYNC_USER_KEY, value: email })
  else await db.meta.delete(SYNC_USER_KEY)
}
