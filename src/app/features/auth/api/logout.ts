import { apiRequest } from '../../../lib/api-client'
import { log } from '../../../lib/logger'
import { clearStoredUser, getAuthState } from '../../../lib/stored-user'
import { clearUserData, unsentChangeCount } from '../../../offline/user-data'

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
 * Ends the server session when it can be reached; the device forgets the user either way, even offline, and with
 * the user their local drafts and chats (a shared device must not keep them). Callers warn first about changes that
 * have not reached the server (unsentChangesBeforeLogout).
 */
export async function logout(): Promise<void> {
  const email = getAuthState().user?.email
  await apiRequest('/auth/logout', { method: 'POST', body: {}, timeoutMs: 5_000 })
  if (email) {
    await clearUserData(email).catch((error: unknown) => log.error('Could not remove local data at logout', error))
  }
  clearStoredUser()
}
