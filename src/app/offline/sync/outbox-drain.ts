import { fetchApi, type RequestFn } from '../../lib/api-fetch'
import { log } from '../../lib/logger'
import { createOfflineDb, type OfflineDb } from '../db'
import { SYNC_LOCK_NAME } from './leader'
import { entriesOfUser } from './outbox'
import { requeueOrphans } from './outbox-state'
import { replayChains } from './replay-chains'
import type { ReplayContext } from './replay-entry'
import { OUTBOX_SYNC_TAG, readSyncUser, SYNC_PAUSED_KEY } from './sync-meta'

// The service worker's half of Background Sync (docs/decisions/175): on the 'outbox' sync event it replays the
// outbox of the user signed in on this device with the page's own code (replay-chains.ts, replay-entry.ts), so
// every entry goes out as the page would send it: same request, Idempotency-Key and If-Match, chains in seq order,
// and the same handling of conflicts, refusals and errors. It runs only while holding the page's leader lock
// (leader.ts), so a tab and the worker never replay at once; with a tab leading, the work is the tab's.
//
// Worker-safe: no window, no local storage, no React. Authentication is the session cookie, which the worker's
// fetch sends as the page's does, and the X-User-Email header names the user the entries belong to; a session that
// has ended answers 401 and the outbox waits, paused, for the user to sign in again.

/**
 * done: nothing left to send now (sent, or waiting on the user: refused, in conflict, paused). leader-busy: a tab
 * holds the lock. nobody-signed-in: no user to send for. later: the server asked to wait.
 */
export type DrainOutcome =
  'done' | 'nobody-signed-in' | 'needs-sign-in' | 'leader-busy' | 'offline' | 'server-error' | 'later'

/** `retry`: work is left that a later sync event can do, so the event should fail and the browser try again. */
export type DrainResult = { outcome: DrainOutcome; retry: boolean }

export type DrainOptions = {
  db: OfflineDb
  /** The worker's navigator.locks; null where there are none (then the caller has made sure no tab is open). */
  locks: LockManager | null
  /** How a request is made for a user's entries (fetchApi with that user's X-User-Email by default). */
  requestFor?: (userEmail: string) => RequestFn
  now?: () => number
  maxInFlight?: number
  timeoutMs?: number
  sendTimeoutMs?: number
}

/** Fewer requests at once than a tab sends: the worker may be woken while the user is doing something else. */
const WORKER_MAX_IN_FLIGHT = 2

function fetchFor(userEmail: string): RequestFn {
  return (path, options) => fetchApi(path, options, { userEmail })
}

async function hasQueued(db: OfflineDb, user: string): Promise<boolean> {
  return (await entriesOfUser(db, user)).some((entry) => entry.state !== 'failed')
}

async function replayUnderLock(options: DrainOptions, user: string): Promise<DrainResult> {
  const { db } = options
  // The lock is ours, so nobody else is sending: an entry left in flight is one a closed tab (or an earlier run of
  // this worker) never heard back about. It goes again with the same key, as when a tab takes over.
  await requeueOrphans(db)
  if ((await db.meta.get(SYNC_PAUSED_KEY))?.value === user) return { outcome: 'needs-sign-in', retry: false }
  const now = options.now ?? (() => Date.now())
  const ctx: ReplayContext = {
    db,
    request: (options.requestFor ?? fetchFor)(user),
    now,
    timeoutMs: options.timeoutMs ?? 30_000,
    sendTimeoutMs: options.sendTimeoutMs ?? 120_000,
  }
  const replay = await replayChains(ctx, await entriesOfUser(db, user), {
    maxInFlight: options.maxInFlight ?? WORKER_MAX_IN_FLIGHT,
    mayStart: () => true,
  })
  switch (replay.outcome) {
    case 'offline':
    case 'server-error':
      return { outcome: replay.outcome, retry: true }
    case 'needs-sign-in':
      // As the page does: the outbox waits, and the app says to sign in again when it is next opened.
      await db.meta.put({ key: SYNC_PAUSED_KEY, value: user })
      return { outcome: 'needs-sign-in', retry: false }
    default:
      if (replay.wakeAt !== undefined) return { outcome: 'later', retry: true }
      // A chain given a rest after repeated merges (another device saving as fast) still has queued work.
      if (replay.held && (await entriesOfUser(db, user)).some((entry) => entry.state === 'queued'))
        return { outcome: 'later', retry: true }
      return { outcome: 'done', retry: false }
  }
}

/** Replays the signed-in user's outbox if no tab is leading the sync. */
export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const { db, locks } = options
  const user = await readSyncUser(db)
  if (!user) return { outcome: 'nobody-signed-in', retry: false }
  if (!locks) return replayUnderLock(options, user)
  return locks.request(SYNC_LOCK_NAME, { mode: 'exclusive', ifAvailable: true }, async (lock): Promise<DrainResult> => {
    if (lock) return replayUnderLock(options, user)
    // A tab leads and sends the outbox itself. If work is still queued, fail the event, so the browser wakes the
    // worker again later: by then the tab may have been closed with that work unsent.
    return { outcome: 'leader-busy', retry: await hasQueued(db, user) }
  })
}

/** The part of a SyncEvent this needs (TypeScript's WebWorker library does not declare the event). */
export type OutboxSyncEvent = { readonly tag: string; waitUntil(promise: Promise<unknown>): void }

export type OutboxSyncEnv = Omit<DrainOptions, 'db'> & {
  /** The database to drain; by default the app's, opened for this event and closed after it. */
  db?: OfflineDb
  /** Whether a tab of the app is open (asked only where there are no Web Locks to find its leader by). */
  hasWindowClients: () => Promise<boolean>
}

/** Retries are the browser's to schedule: a rejected waitUntil is how the worker asks for one. */
export class OutboxSyncIncomplete extends Error {
  constructor(readonly result: DrainResult) {
    super(`The outbox is not sent yet (${result.outcome}); the browser will try again later`)
    this.name = 'OutboxSyncIncomplete'
  }
}

export async function syncOutbox(env: OutboxSyncEnv): Promise<DrainResult> {
  // Without Web Locks an open tab runs its own engine, and the worker cannot tell which one: it leaves them to it.
  if (!env.locks && (await env.hasWindowClients())) return { outcome: 'leader-busy', retry: false }
  const db = env.db ?? createOfflineDb()
  try {
    return await drainOutbox({ ...env, db })
  } finally {
    // A fresh connection per event, closed after it: a connection kept open would hold up a newer tab's upgrade.
    if (!env.db) db.close()
  }
}

/** The service worker's `sync` listener: takes the outbox's tag and leaves other tags alone. */
export function handleOutboxSync(event: OutboxSyncEvent, env: OutboxSyncEnv): boolean {
  if (event.tag !== OUTBOX_SYNC_TAG) return false
  event.waitUntil(
    syncOutbox(env).then(
      (result) => {
        if (result.retry) throw new OutboxSyncIncomplete(result)
        return result
      },
      (error: unknown) => {
        // The database could not be opened or closed under us: nothing was lost, the entries stay queued.
        log.error('Background sync of the outbox failed', error)
        throw error
      },
    ),
  )
  return true
}
