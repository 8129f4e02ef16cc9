import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { PublicUserSchema, type PublicUser } from '../../core/contract/user'

// The authentication state of SPEC.md section 4: the user kept in local storage under "user", read once at start
// (an unparsable value is removed), with a loading flag until that read has happened. Other tabs' changes arrive
// through the storage event, so signing out in one tab signs out all of them.
export const USER_STORAGE_KEY = 'user'

// Set when Logout could not tell the server (the device was offline): the session lives on there, and the browser
// still holds its HttpOnly cookie, which no script can delete. Kept in local storage so it outlives the tab;
// api-client.ts sends the logout it stands for.
export const LOGOUT_PENDING_KEY = 'logoutPending'

export type AuthState = { isLoading: true; user: null } | { isLoading: false; user: PublicUser | null }

let state: AuthState = { isLoading: true, user: null }
const listeners = new Set<() => void>()

function emit(next: AuthState) {
  state = next
  for (const listener of listeners) listener()
}

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
    emit({ isLoading: false, user: parseStoredUser(localStorage.getItem(USER_STORAGE_KEY)) })
  }
}

let watchingOtherTabs = false

/** Reads the stored user and ends the loading state; reading again picks up what storage holds now. */
export function loadStoredUser(): void {
  if (!watchingOtherTabs) {
    window.addEventListener('storage', onStorage)
    watchingOtherTabs = true
  }
  emit({ isLoading: false, user: parseStoredUser(localStorage.getItem(USER_STORAGE_KEY)) })
}

export function storeUser(user: PublicUser): void {
  // A successful login ends the session whose cookie it came with, so no logout is owed any more.
  localStorage.removeItem(LOGOUT_PENDING_KEY)
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  emit({ isLoading: false, user })
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY)
  emit({ isLoading: false, user: null })
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

export function getAuthState(): AuthState {
  return state
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState)
}
