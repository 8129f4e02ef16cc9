import { chatInputKey } from './chat'
import { getOfflineDb } from '../db'
import { entriesOfUser } from './outbox'
import { SYNC_PAUSED_KEY, SYNC_USER_KEY } from './sync-meta'
import { countStashedWrites, discardStashedWrites } from './stashed-writes'
import { readSyncRecord, workspaceSyncKey } from './workspace-sync'
import { workspaceKey } from './write-workspace'

// What signing out would throw away, and the throwing away.

/**
 * Changes of the user that have not reached the server: outbox entries (queued, in flight or refused), drafts in
 * conflict, the workspace's conflict copies (the other device's text, which this device's replaced on the server),
 * stashed writes.
 */
export async function unsentChangeCount(email: string): Promise<number> {
  const db = getOfflineDb()
  const [entries, conflicts, workspaceSync] = await Promise.all([
    entriesOfUser(db, email),
    db.drafts
      .where('userEmail')
      .equals(email)
      .filter((draft) => draft.syncState === 'conflict')
      .count(),
    readSyncRecord(db, email),
  ])
  return entries.length + conflicts + Object.keys(workspaceSync.conflicts).length + countStashedWrites(email)
}

/** Removes everything this device keeps for the user, Write Assist's work in progress included (on sign-out, after the user agreed to discard unsent changes). */
export async function clearUserData(email: string): Promise<void> {
  const db = getOfflineDb()
  await db.transaction(
    'rw',
    [db.drafts, db.draftConflicts, db.chatSessions, db.chatMessages, db.outbox, db.meta],
    async () => {
      await db.drafts.where('userEmail').equals(email).delete()
      await db.draftConflicts.where('userEmail').equals(email).delete()
      await db.chatSessions.where('userEmail').equals(email).delete()
      await db.chatMessages.where('userEmail').equals(email).delete()
      await db.outbox.where('[userEmail+seq]').between([email, -Infinity], [email, Infinity]).delete()
      const paused = await db.meta.get(SYNC_PAUSED_KEY)
      if (paused?.value === email) await db.meta.delete(SYNC_PAUSED_KEY)
      // In the same transaction: the service worker must never find this user's session named as the one to sync for.
      if ((await db.meta.get(SYNC_USER_KEY))?.value === email) await db.meta.delete(SYNC_USER_KEY)
      await db.meta.bulkDelete([workspaceKey(email), workspaceSyncKey(email), chatInputKey(email)])
    },
  )
  discardStashedWrites(email)
}
