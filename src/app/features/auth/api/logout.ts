import { sendPendingLogout } from '../../../lib/api-client'
import { log } from '../../../lib/logger'
import { clearStoredUser, getAuthState, markLogoutPending } from '../../../lib/stored-user'
import { clearUserData, unsentChangeCount } from '../../../offline/sync/user-data'

/** How many of the signed-in user's changes signing out would discard (asked before Logout goes ahead). */
export async function unsentChangesBeforeLogout(): Promise<number> {
  const email = getAuthState().user?.email
  if (!email) return 0
  try {
    return await unsentChangeCount(email)
  } catch (error) {
    log.error('Could not count unsent changes', error)
    return 0
  }
}

/**
 * The device forgets the user at once, even offline, and with the user their local drafts and chats (a shared device
 * must not keep them). The server session ends when the logout reaches the server: now, or after reconnecting and
 * before any other call, since the logout stays owed until the server answers it. Callers warn first about changes
 * that have not reached the server (unsentChangesBeforeLogout).
 */
export async function logout(): Promise<void> {
  const email = getAuthState().user?.email
  markLogoutPending()
  if (email) {
    await clearUserData(email).catch((error: unknown) => log.error('Could not remove local data at logout', error))
  }
  clearStoredUser()
  void sendPendingLogout()
}
