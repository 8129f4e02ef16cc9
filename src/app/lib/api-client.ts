import { clearLogoutPending, endRejectedSession, getAuthState, isLogoutPending } from './stored-user'
import { getConnectivity, reportReachable, reportUnreachable, subscribeConnectivity } from '../offline/connectivity'
import { endpointPath, endpoints, type Endpoint, type EndpointResponse } from '../../core/contract/endpoints'
import { callEndpoint, fetchApi, type ApiFailure, type ApiResult, type EndpointCall, type RequestFn } from './api-fetch'

// The page's API calls: api-fetch.ts's request with X-User-Email from the stored user, the connectivity store told
// of every answer or its absence, a 401 ending the stored session, and an owed logout sent before anything else.
// Screens call through apiCall, whose failure is an ApiError thrown for TanStack Query to hold; the sync engine and
// the session checks read apiRequest's ApiResult values. Both carry the same ApiFailure, which failure-message.ts
// turns into the user's message.
export { parseRetryAfter, type ApiFailure, type ApiRequestOptions, type ApiResult } from './api-fetch'

const LOGOUT_PATH = endpointPath(endpoints.auth.logout, {})
let sendingLogout: Promise<void> | undefined

/**
 * Sends the logout that Logout marked as owed (markLogoutPending), once at a time; the mark goes when the server has
 * answered it. A server error keeps it for the next try; a login in between makes it moot (storeUser clears it).
 */
export function sendPendingLogout(): Promise<void> {
  if (!isLogoutPending()) return Promise.resolve()
  sendingLogout ??= apiRequest(endpoints.auth.logout, { timeoutMs: 5_000 })
    .then((result) => {
      if (result.ok || (result.error.kind === 'http' && result.error.status < 500)) clearLogoutPending()
    })
    .finally(() => {
      sendingLogout = undefined
    })
  return sendingLogout
}

/** Sends an owed logout now and every time the server can be reached again; boot.tsx starts it. */
export function watchPendingLogout(): () => void {
  void sendPendingLogout()
  return subscribeConnectivity(() => {
    if (getConnectivity() === 'online') void sendPendingLogout()
  })
}

/** The page's requests by path, for the sync engine, which builds its paths from registry entries itself. */
export const pageRequest: RequestFn = async (path, options = {}) => {
  // An owed logout goes first: the old session must end before anything else uses the cookie, and its answer clears
  // the cookie, which would sign out a login that overtook it.
  if (path !== LOGOUT_PATH && isLogoutPending()) await sendPendingLogout()
  return fetchApi(path, options, {
    userEmail: getAuthState().user?.email ?? null,
    onReachable: reportReachable,
    onUnreachable: reportUnreachable,
    onUnauthorized: endRejectedSession,
  })
}

/** Calls an entry of the endpoint registry from the page: body and result typed by the entry. */
export function apiRequest<E extends Endpoint>(
  entry: E,
  call: EndpointCall<E>,
): Promise<ApiResult<EndpointResponse<E>>> {
  return callEndpoint(pageRequest, entry, call)
}

/** A failed call as TanStack Query holds it: the request's ApiFailure, thrown. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(
      `API request failed (${failure.kind}${failure.kind === 'http' || failure.kind === 'invalid-response' ? ` ${failure.status}` : ''})`,
    )
    this.name = 'ApiError'
  }
}

/** Calls a registry entry for a query or mutation: the answer's data, or an ApiError thrown. */
export async function apiCall<E extends Endpoint>(entry: E, call: EndpointCall<E>): Promise<EndpointResponse<E>> {
  const result = await apiRequest(entry, call)
  if (!result.ok) throw new ApiError(result.error)
  return result.data
}
