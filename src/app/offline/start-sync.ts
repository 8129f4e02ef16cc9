import { log } from '../lib/logger'
import { getAuthState, subscribeAuth } from '../lib/stored-user'
import { getDatabaseStatus, subscribeDatabaseStatus } from './db-status'
import { replayStashedWrites } from './replay-stashed-writes'
import { createSyncEngine, type SyncEngine } from './sync-engine'

// The app's one sync engine, started by boot.tsx. It works for whoever is signed in and idles while nobody is.
// When another tab upgrades the database this tab stops syncing (and gives up leadership) until it is reloaded.
let engine: SyncEngine | undefined

export function startSyncEngine(): () => void {
  if (engine) return () => {}
  const running = createSyncEngine()
  engine = running
  running.start()

  let replayedFor: string | null = null
  const replayStash = () => {
    const email = getAuthState().user?.email ?? null
    if (!email || email === replayedFor) return
    replayedFor = email
    replayStashedWrites(email).catch((error: unknown) => log.error('Could not apply changes kept during an app update', error))
  }
  replayStash()
  const stopAuth = subscribeAuth(replayStash)
  const stopDb = subscribeDatabaseStatus(() => {
    if (getDatabaseStatus() === 'closed-for-upgrade') running.stop()
  })
  return () => {
    stopAuth()
    stopDb()
    running.stop()
    engine = undefined
  }
}

/** Asks the running engine for a round now (e.g. a "Sync now" button); nothing happens without one. */
export function requestSync(): void {
  void engine?.syncNow({ pull: true })
}
