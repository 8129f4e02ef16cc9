import { log } from '../../lib/logger'
import { getAuthState, subscribeAuth } from '../../lib/stored-user'
import { getOfflineDb } from '../db'
import { getDatabaseStatus, subscribeDatabaseStatus } from '../db-status'
import { replayStashedWrites } from './replay-stashed-writes'
import { createSyncEngine, type SyncEngine } from './sync-engine'
import { setRunningEngine } from './sync-request'
import { writeSyncUser } from './sync-meta'

// The app's one sync engine, started by boot.tsx. It works for whoever is signed in and idles while nobody is.
// When another tab upgrades the database this tab stops syncing (and gives up leadership) until it is reloaded.
let engine: SyncEngine | undefined

export function startSyncEngine(): () => void {
  if (engine) return () => {}
  const running = createSyncEngine()
  engine = running
  setRunningEngine(running)
  running.start()

  let replayedFor: string | null = null
  const replayStash = () => {
    const email = getAuthState().user?.email ?? null
    if (!email || email === replayedFor) return
    replayedFor = email
    replayStashedWrites(email).catch((error: unknown) =>
      log.error('Could not apply changes kept during an app update', error),
    )
  }
  replayStash()

  // Who the service worker may send the outbox for (docs/decisions/175): it cannot read the stored user.
  let recordedUser: string | null | undefined
  const recordSyncUser = () => {
    const auth = getAuthState()
    const email = auth.user?.email ?? null
    if (auth.isLoading || email === recordedUser) return
    recordedUser = email
    writeSyncUser(getOfflineDb(), recordedUser).catch((error: unknown) =>
      log.warn('Could not record who the background sync is for', error),
    )
  }
  recordSyncUser()
  const stopAuth = subscribeAuth(() => {
    replayStash()
    recordSyncUser()
  })
  const stopDb = subscribeDatabaseStatus(() => {
    if (getDatabaseStatus() === 'closed-for-upgrade') running.stop()
  })
  return () => {
    stopAuth()
    stopDb()
    running.stop()
    engine = undefined
    setRunningEngine(undefined)
  }
}
