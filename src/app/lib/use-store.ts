import { useSyncExternalStore } from 'react'
import type { Store } from './store'

/**
 * A store's value, or the part `select` picks, re-rendering when it changes. `select` must return the same value for
 * the same state (a field, a lookup, a comparison), as useSyncExternalStore compares snapshots by identity.
 */
export function useStore<T>(store: Store<T>): T
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const snapshot = () => (select === undefined ? store.get() : select(store.get()))
  return useSyncExternalStore(store.subscribe, snapshot, snapshot)
}
