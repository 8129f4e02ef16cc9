// A Web Locks stand-in for jsdom, which has none: exclusive locks by name, granted in request order, with
// `ifAvailable` (the callback gets null when the lock is held) and `signal` (a waiting request is withdrawn). Enough
// of navigator.locks for the leader election of leader.ts and the service worker's drain of outbox-drain.ts, which
// share one instance in a test the way a tab and the worker share the browser's.
type Callback = (lock: Lock | null) => unknown
type Waiting = { run: () => void; cancel: (reason: unknown) => void }

export function createFakeLocks(): LockManager & { isHeld(name: string): boolean } {
  const held = new Set<string>()
  const queues = new Map<string, Waiting[]>()

  function grant(name: string, callback: Callback): Promise<unknown> {
    held.add(name)
    const lock = { name, mode: 'exclusive' } as Lock
    const done = Promise.resolve().then(() => callback(lock))
    const release = () => {
      held.delete(name)
      queues.get(name)?.shift()?.run()
    }
    void done.then(release, release)
    return done
  }

  function request(
    name: string,
    optionsOrCallback: LockOptions | Callback,
    maybeCallback?: Callback,
  ): Promise<unknown> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as Callback
    if (!held.has(name)) return grant(name, callback)
    if (options.ifAvailable) return Promise.resolve().then(() => callback(null))
    return new Promise((resolve, reject) => {
      const queue = queues.get(name) ?? []
      queues.set(name, queue)
      const waiting: Waiting = {
        run: () => void grant(name, callback).then(resolve, reject),
        cancel: reject,
      }
      queue.push(waiting)
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(waiting)
        if (index >= 0) queue.splice(index, 1)
        waiting.cancel(new DOMException('The lock request was aborted', 'AbortError'))
      })
    })
  }

  return {
    request,
    query: () =>
      Promise.resolve({ held: [...held].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] }),
    isHeld: (name) => held.has(name),
  }
}
