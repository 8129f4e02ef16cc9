// Facts about the sync kept in the database's meta table, where both the page and the service worker read them
// (docs/decisions/175).

/** The user whose session the server refused (401): their outbox waits until they sign in again. */
export const SYNC_PAUSED_KEY = 'syncPausedFor'
