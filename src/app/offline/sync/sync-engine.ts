import Dexie, { liveQuery } from 'dexie'
import { endpoints } from '../../../core/contract/endpoints'
import { pageRequest, type ApiResult } from '../../lib/api-client'
import { callEndpoint, type RequestFn } from '../../lib/api-fetch'
import { log } from '../../lib/logger'
import { getAuthState, subscribeAuth } from '../../lib/stored-user'
import { applyWorkspacePull } from './apply-workspace-answers'
import { requestBackgroundSync } from './background-sync'
import { backoffDelay, BACKOFF_FIRST_MS } from '../connectivity'
import { subscribeConnectivity, getConnectivity } from '../connectivity'
import { getOfflineDb, type OfflineDb } from '../db'
import { requestLeadership, type Leadership } from './leader'
import { startLiveReply } from '../live-replies'
import { entriesOfUser } from './outbox'
import { requeueOrphans } from './outbox-state'
import { applyDraftList, applySessionDetail, applySessionList } from './pull'
import { readAllPages } from './read-pages'
import { replayChains, type RoundReplay } from './replay-chains'
import type { EntryOutcome, ReplayContext } from './replay-entry'
import { SYNC_PAUSED_KEY } from './sync-meta'

// The sync engine. In the leader tab it replays the signed-in user's outbox: entries of one chain (a draft; a session
// with its messages) strictly in seq order, one request at a time, and a few chains at once (replay-chains.ts,
// docs/decisions/061), so one refused, conflicting or slow chain never holds up the rest. A round runs at start-up, on
// `online`, when the tab becomes visible or focused, shortly after a local write, and on a backoff timer. Only a real
// answer from the server ends the backoff; navigator.onLine merely triggers an attempt.

export type RoundOutcome = 'done' | 'offline' | 'server-error' | 'needs-sign-in' | 'signed-out' | 'not-leader' | 'error'

export type SyncClock = {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realClock: SyncClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Requests of different chains on the wire at once, unless told otherwise: over HTTP/1.1 a browser opens six
 * connections to a server, and the screens' own calls (a chat answer, a search) need some of them too.
 */
export const DEFAULT_MAX_IN_FLIGHT = 4

export type SyncEngineOptions = {
  db?: () => OfflineDb
  request?: RequestFn
  clock?: SyncClock
  random?: () => number
  /** navigator.locks by default; null runs without leader election. */
  locks?: LockManager | null
  /** false: no timers, events or watchers start rounds; only syncNow() does (tests drive the engine step by step). */
  autoRun?: boolean
  timeoutMs?: number
  sendTimeoutMs?: number
  /** Requests of different chains on the wire at once (DEFAULT_MAX_IN_FLIGHT); 1 replays one request at a time. */
  maxInFlight?: number
  /** Rounds pull the server's lists at most this often, unless a trigger asks for a fresh pull. */
  pullIntervalMs?: number
  /** Delay after a local write, so a burst of saves goes out as one request. */
  writeDelayMs?: number
  /**
   * Asks the service worker to send the outbox once the browser is online, even after the tab has closed
   * (background-sync.ts, docs/decisions/175); called whenever work is queued or left queued by a round.
   */
  backgroundSync?: () => void
}

export type SyncEngine = {
  start(): void
  stop(): void
  /** Runs a round now (after the one in progress, if any); `pull` forces a pull of the server's lists. */
  syncNow(options?: { pull?: boolean }): Promise<RoundOutcome>
  isLeader(): boolean
}

export function createSyncEngine(options: SyncEngineOptions = {}): SyncEngine {
  const getDb = options.db ?? getOfflineDb
  const request: RequestFn = options.request ?? pageRequest
  const clock = options.clock ?? realClock
  const random = options.random ?? Math.random
  const locks = options.locks === undefined ? globalThis.navigator.locks : options.locks
  const autoRun = options.autoRun ?? true
  const pullIntervalMs = options.pullIntervalMs ?? 60_000
  const writeDelayMs = options.writeDelayMs ?? 300
  const maxInFlight = Math.max(1, Math.floor(options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT))
  const backgroundSync = options.backgroundSync ?? (() => void requestBackgroundSync())

  let started = false
  /** Counts stop() calls: a round begun before one starts no more requests, even after a restart. */
  let stops = 0
  let leader = false
  let leadership: Leadership | undefined
  let leaderReady: Promise<void> = Promise.resolve()
  let failures = 0
  /** What the backoff is waiting out, while failures > 0. */
  let backingOff: 'offline' | 'server-error' | 'error' = 'offline'
  let timer: unknown
  let writeTimer: unknown
  let lastPullAt = -Infinity
  let pullRequested = false
  let pausedFor: string | null = null
  let current: Promise<RoundOutcome> = Promise.resolve('done')
  let next: Promise<RoundOutcome> | undefined
  const stopWatching: Array<() => void> = []
  let stopOutboxWatch: (() => void) | undefined

  const email = () => getAuthState().user?.email ?? null

  function schedule(ms: number) {
    if (!autoRun || !started) return
    clock.clearTimeout(timer)
    timer = clock.setTimeout(() => void syncNow(), Math.max(0, ms))
  }

  function syncNow({ pull = false }: { pull?: boolean } = {}): Promise<RoundOutcome> {
    if (pull) pullRequested = true
    if (next) return next
    const round = current.then(async () => {
      next = undefined
      const forcePull = pullRequested
      pullRequested = false
      return runRound(forcePull)
    })
    next = round
    current = round.catch(() => 'error' as const)
    return round
  }

  /**
   * Starts a round because something may have changed. A local write waits out a backoff from a lost connection (it
   * would meet the same); after server errors it goes at once, so a new question learns within seconds whether the
   * server takes it, while what the server refused keeps its own grace (replay-entry.ts).
   */
  function trigger(reason: 'start' | 'online' | 'visible' | 'focus' | 'signed-in' | 'local-write') {
    if (!autoRun || !started || !leader) return
    if (reason === 'local-write') {
      // Before the round that sends it: the tab may be closed first.
      backgroundSync()
      if (failures > 0 && backingOff !== 'server-error') return
      clock.clearTimeout(writeTimer)
      writeTimer = clock.setTimeout(() => void syncNow(), writeDelayMs)
      return
    }
    void syncNow({ pull: reason !== 'focus' })
  }

  async function pull(db: OfflineDb, user: string): Promise<EntryOutcome['kind'] | 'done'> {
    const failed = async (result: Extract<ApiResult<unknown>, { ok: false }>): Promise<EntryOutcome['kind']> => {
      const error = result.error
      if (error.kind === 'network' || error.kind === 'timeout') return 'offline'
      if (error.kind === 'http' && error.status === 401) return 'needs-sign-in'
      if (error.kind === 'http' && error.status >= 500) return 'server-error'
      log.warn('Pulling from the server failed', error)
      return 'held'
    }
    const drafts = await readAllPages(request, endpoints.drafts.list, {
      itemsOf: (page) => page.reports,
      timeoutMs: options.timeoutMs,
    })
    if (!drafts.ok) return failed(drafts)
    await applyDraftList(db, user, drafts.data)
    const sessions = await readAllPages(request, endpoints.chat.listSessions, {
      itemsOf: (page) => page.sessions,
      timeoutMs: options.timeoutMs,
    })
    if (!sessions.ok) return failed(sessions)
    const changed = await applySessionList(db, user, sessions.data)
    for (const id of changed) {
      const detail = await callEndpoint(request, endpoints.chat.getSession, {
        params: { id },
        timeoutMs: options.timeoutMs,
      })
      if (!detail.ok) {
        if (detail.error.kind === 'http' && detail.error.status === 404) continue // deleted since the list was read
        return failed(detail)
      }
      await applySessionDetail(db, user, detail.data)
    }
    const workspace = await callEndpoint(request, endpoints.workspace.get, { timeoutMs: options.timeoutMs })
    if (!workspace.ok) return failed(workspace)
    await applyWorkspacePull(db, user, workspace.data)
    lastPullAt = clock.now()
    return 'done'
  }

  async function replayOutbox(db: OfflineDb, user: string): Promise<RoundReplay> {
    const ctx: ReplayContext = {
      db,
      request,
      now: () => clock.now(),
      timeoutMs: options.timeoutMs ?? 30_000,
      sendTimeoutMs: options.sendTimeoutMs ?? 120_000,
      liveReply: startLiveReply,
    }
    const stopsBefore = stops
    return replayChains(ctx, await entriesOfUser(db, user), {
      maxInFlight,
      mayStart: () => stops === stopsBefore && email() === user,
    })
  }

  async function runRound(forcePull: boolean): Promise<RoundOutcome> {
    if (!started || !leader) return 'not-leader'
    await leaderReady
    const user = email()
    if (!user) return 'signed-out'
    if (pausedFor === user) return 'needs-sign-in'
    const db = getDb()
    try {
      if ((await db.meta.get(SYNC_PAUSED_KEY))?.value === user) await db.meta.delete(SYNC_PAUSED_KEY)
      const replay = await replayOutbox(db, user)
      let outcome: EntryOutcome['kind'] | 'done' = replay.outcome
      let answered = replay.answered
      if (outcome === 'done') {
        const waiting = (await entriesOfUser(db, user)).filter((entry) => entry.state !== 'failed')
        if (waiting.length === 0 && (forcePull || clock.now() - lastPullAt >= pullIntervalMs)) {
          outcome = await pull(db, user)
          answered ||= outcome !== 'offline'
        }
      }
      if (answered && outcome !== 'server-error') failures = 0
      switch (outcome) {
        case 'offline':
        case 'server-error':
          failures += 1
          backingOff = outcome
          backgroundSync()
          // No later than a refused entry's grace ends, so it is marked failed on time.
          schedule(Math.min(backoffDelay(failures, random), (replay.wakeAt ?? Infinity) - clock.now()))
          return outcome
        case 'needs-sign-in':
          pausedFor = user
          clock.clearTimeout(timer)
          await db.meta.put({ key: SYNC_PAUSED_KEY, value: user })
          return 'needs-sign-in'
        default:
          if (replay.wakeAt !== undefined) {
            backgroundSync()
            schedule(replay.wakeAt - clock.now())
          }
          // A chain left queued after repeated merges gets another go shortly.
          else if (replay.held && (await entriesOfUser(db, user)).some((entry) => entry.state === 'queued')) {
            backgroundSync()
            schedule(BACKOFF_FIRST_MS)
          }
          return 'done'
      }
    } catch (error) {
      // The database closed under us (an upgrade in another tab) or something unforeseen: try again later.
      log.error('Sync round failed', error)
      failures += 1
      backingOff = 'error'
      backgroundSync()
      schedule(backoffDelay(failures, random))
      return 'error'
    }
  }

  function watchOutbox() {
    stopOutboxWatch?.()
    stopOutboxWatch = undefined
    const user = email()
    if (!user || !autoRun) return
    let highest: number | undefined
    const subscription = liveQuery(() =>
      getDb().outbox.where('[userEmail+seq]').between([user, Dexie.minKey], [user, Dexie.maxKey]).last(),
    ).subscribe({
      next: (last) => {
        const seq = last?.seq ?? 0
        // Only a new entry (a higher seq) is new work; the engine's own deletions are not.
        if (highest !== undefined && seq > highest) trigger('local-write')
        highest = Math.max(highest ?? 0, seq)
      },
      error: (error: unknown) => log.warn('Watching the outbox failed', error),
    })
    stopOutboxWatch = () => subscription.unsubscribe()
  }

  function becomeLeader() {
    if (!started) return
    leader = true
    leaderReady = requeueOrphans(getDb())
      .then(() => undefined)
      .catch((error: unknown) => log.error('Could not recover interrupted sync work', error))
    if (autoRun) {
      const onOnline = () => trigger('online')
      const onVisible = () => document.visibilityState === 'visible' && trigger('visible')
      const onFocus = () => trigger('focus')
      window.addEventListener('online', onOnline)
      document.addEventListener('visibilitychange', onVisible)
      window.addEventListener('focus', onFocus)
      let connectivity = getConnectivity()
      const stopConnectivity = subscribeConnectivity(() => {
        const now = getConnectivity()
        if (now === 'online' && connectivity === 'offline') trigger('online')
        connectivity = now
      })
      stopWatching.push(
        () => window.removeEventListener('online', onOnline),
        () => document.removeEventListener('visibilitychange', onVisible),
        () => window.removeEventListener('focus', onFocus),
        stopConnectivity,
      )
      watchOutbox()
    }
    trigger('start')
  }

  let lastUser: string | null = null

  return {
    start() {
      if (started) return
      started = true
      lastUser = email()
      stopWatching.push(
        subscribeAuth(() => {
          const user = email()
          if (user === lastUser) return
          lastUser = user
          pausedFor = null
          failures = 0
          if (leader) watchOutbox()
          if (user) trigger('signed-in')
        }),
      )
      leadership = requestLeadership(locks, becomeLeader)
    },
    stop() {
      started = false
      stops += 1
      leader = false
      // The lock goes once the requests still on the wire are answered (or time out): a tab that took over sooner
      // would put their entries back in the queue and send them again.
      const held = leadership
      leadership = undefined
      void current.finally(() => held?.release())
      clock.clearTimeout(timer)
      clock.clearTimeout(writeTimer)
      stopOutboxWatch?.()
      stopOutboxWatch = undefined
      for (const stopOne of stopWatching.splice(0)) stopOne()
    },
    syncNow,
    isLeader: () => leader,
  }
}
