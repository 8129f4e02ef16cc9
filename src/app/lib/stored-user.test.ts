import { afterEach, expect, test, vi } from 'vitest'
import {
  clearStoredUser,
  getAuthState,
  loadStoredUser,
  storeUser,
  subscribeAuth,
  USER_STORAGE_KEY,
} from './stored-user'

const ada = { email: 'ada@example.com', first_name: 'Ada' }

afterEach(() => {
  clearStoredUser()
})

test('reading or storing the same user again tells no one and keeps the state as it was', () => {
  storeUser(ada)
  const before = getAuthState()
  const listener = vi.fn()
  const stop = subscribeAuth(listener)
  try {
    loadStoredUser()
    storeUser({ ...ada })
    expect(listener).not.toHaveBeenCalled()
    expect(getAuthState()).toBe(before)
  } finally {
    stop()
  }
})

test('a different user, a changed name and signing out are each told', () => {
  storeUser(ada)
  const listener = vi.fn()
  const stop = subscribeAuth(listener)
  try {
    storeUser({ ...ada, first_name: 'Augusta' })
    expect(getAuthState().user?.first_name).toBe('Augusta')
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'grace@example.com', first_name: 'Grace' }))
    loadStoredUser()
    expect(getAuthState().user?.email).toBe('grace@example.com')
    clearStoredUser()
    expect(getAuthState().user).toBeNull()
    expect(listener).toHaveBeenCalledTimes(3)
  } finally {
    stop()
  }
})
