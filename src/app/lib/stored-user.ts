import * as v from 'valibot'
import { PublicUserSchema, type PublicUser } from '../../core/contract/user'
import { createStore } from './store'
import { useStore } from './use-store'

// The authentication state: the user kept in local storage under "user", read once at start (an unparsable value is
// removed), with a loading flag until that read has happened. Other tabs' changes arrive through the storage event, so
// signing out in one tab signs out all of them.
export const USER_STORAGE_KEY = 'user'

// Set when Logout could not tell the server (the device was offline): the session lives on there, and the browser
// still holds its HttpOnly cookie, which no script can delete. Kept in local storage so it outlives the tab;
// api-client.ts sends the logout it stands for.
export const LOGOUT_PENDING_KEY = 'logoutPending'

export type AuthState = { isLoading: true; user: null } | { isLoading: false; user: PublicUser | null }

// Listeners hear of a change only: reading the stored user again at mount, the session check storing the user the
// server confirms, a storage event that leaves the user as it was all produce an equal state, and telling every
// useAuth screen of it would re-render the whole signed-in page for nothing, several times during start-up.
// Rule: an equal state keeps the current object, so React sees no change.
const sameAuthState = (a: AuthState, b: AuthState) =>
  a.isLoading === b.isLoading && JSON.stringify(a.user) === JSON.stringify(b.user)
const auth = createStore<AuthState>({ isLoading: true, user: null }, sameAuthState)

function parseStoredUser(raw: string | null): PublicUser | null {
  if (raw === null) return null
  try {
    const parsed = v.safeParse(PublicUserSchema, JSON.parse(raw))
    if (parsed.success) return parsed.output
  } catch {
    // fall through: an unparsable value is removed below
  }
  localStorage.removeItem(USER_STORAGE_KEY)
  return null
}

function onStorage(event: StorageEvent) {
  if (event.key === USER_STORAGE_KEY || event.key === null) {
    auth.set({ isLoading: false, user: parseStoredUser(localStorage.getItem(USER_STORAGE_KEY)) })
  }
}

let watchingOtherTabs = false

/** Reads the stored user and ends the loading state; reading again picks up what storage holds now. */
export function loadStoredUser(): void {
  if (!watchingOtherTabs) {
    window.addEventListener('storage', onStorage)
    watchingOtherTabs = true
  }
  auth.set({ isLoading: false, user: parseStoredUser(localStorage.getItem(USER_STORAGE_KEY)) })
}

export function storeUser(user: PublicUser): void {
  // A successful login ends the session whose cookie it came with, so no logout is owed any more.
  localStorage.removeItem(LOGOUT_PENDING_KEY)
  forgetSessionExpiredNote()
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  auth.set({ isLoading: false, user })
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY)
  forgetSessionExpiredNote()
  auth.set({ isLoading: false, user: null })
}

// Set when the server stops accepting the session of a signed-in user, so the login page the guards send them to
// can say why; per tab, until the next login or logout.
const SESSION_EXPIRED_KEY = 'sessionExpired'

function forgetSessionExpiredNote() {
  try {
    sessionStorage.removeItem(SESSION_EXPIRED_KEY)
  } catch {
    // Storage refused (private browsing): there is no note to forget.
  }
}

/** A 401 answer: the user is forgotten, and if one was signed in, /login says the session ended. */
export function endRejectedSession(): void {
  // Stored, not only loaded: the session check may answer before the stored user has been read at start-up. Later
  // 401s of the same moment (the page's other requests) find no user and leave the note as it is.
  const wasSignedIn = auth.get().user !== null || localStorage.getItem(USER_STORAGE_KEY) !== null
  localStorage.removeItem(USER_STORAGE_KEY)
  // The note is written before anyone hears that the user is gone: the guards send the tab to /login at once, and
  // the login page reads the note as it first renders.
  if (wasSignedIn) {
    try {
      sessionStorage.setItem(SESSION_EXPIRED_KEY, 'true')
    } catch {
      // Storage refused (private browsing): the login page just shows no reason.
    }
  }
  auth.set({ isLoading: false, user: null })
}

/** Whether this tab's session ended on the server since the last login or logout. */
export function sessionExpiredNoted(): boolean {
  try {
    return sessionStorage.getItem(SESSION_EXPIRED_KEY) !== null
  } catch {
    return false
  }
}

export function markLogoutPending(): void {
  localStorage.setItem(LOGOUT_PENDING_KEY, 'true')
}

export function isLogoutPending(): boolean {
  return localStorage.getItem(LOGOUT_PENDING_KEY) !== null
}

export function clearLogoutPending(): void {
  localStorage.removeItem(LOGOUT_PENDING_KEY)
}

export const { get: getAuthState, subscribe: subscribeAuth } = auth

export function useAuth(): AuthState {
  return useStore(auth)
}
