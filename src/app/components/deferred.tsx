import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code loads the first time it renders, showing nothing until then (issue 16). Rule: what a first
 * visit does not paint (dialogs, the navigation drawer, toasts, notices, the sync status that needs the local
 * database) is deferred, so it stays out of the entry chunk and out of the route chunks that the first render waits
 * for. The service worker precaches every chunk, so these still load offline once it is installed.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Lazy = lazy(async () => ({ default: await load() }))
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
