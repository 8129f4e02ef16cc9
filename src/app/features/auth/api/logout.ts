import { apiRequest } from '../../../lib/api-client'
import { clearStoredUser } from '../../../lib/stored-user'

/** Ends the server session when it can be reached; the device forgets the user either way, even offline. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', body: {}, timeoutMs: 5_000 })
  clearStoredUser()
}
