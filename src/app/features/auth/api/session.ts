import { endpoints } from '../../../../core/contract/endpoints'
import { apiRequest } from '../../../lib/api-client'
import { getAuthState, storeUser } from '../../../lib/stored-user'

/**
 * At start-up, asks the server whether the stored user's session is still alive. A 401 signs the device out (the
 * API client does that for every call); no answer leaves the user signed in, so the app keeps working offline.
 */
export async function verifyStoredSession(): Promise<void> {
  if (!getAuthState().user) return
  const result = await apiRequest(endpoints.auth.session, {})
  if (result.ok) storeUser(result.data)
}
