import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { PublicUserSchema, type PublicUser } from '../../core/contract/user'

// The authentication state of SPEC.md section 4: the user kept in local storage under "user", read once at start
// (an unparsable value is removed), with a loading flag until that read has happened. Other tabs' changes arrive
// through the storage event, so signing out in one tab signs out all of them.
export const USER_STORAGE_KEY = 'user'

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
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  emit({ isLoading: false, user })
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY)
  emit({ isLoading: false, user: null })
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
