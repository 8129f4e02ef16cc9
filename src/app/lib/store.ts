// A value that screens and modules watch: the state that lives outside React and outside IndexedDB (the signed-in
// user, connectivity, the database's status, a streaming reply, the install prompt, a waiting update). Free of React
// so the service worker's share of the offline code can hold one; use-store.ts is the hook over it.

export type Store<T> = {
  get: () => T
  /** Replaces the value and tells every subscriber; a value equal to the current one (Object.is unless the store was
   * given its own test) changes nothing. */
  set: (next: T) => void
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe: (listener: () => void) => () => void
}

export function createStore<T>(initial: T, equal: (a: T, b: T) => boolean = Object.is): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (equal(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
