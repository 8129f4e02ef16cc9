import { StrictMode, startTransition } from 'react'
import { registerSW } from 'virtual:pwa-register'
import { App } from './app'
import { createAppRouter } from './router'
import { captureInstallPrompt } from './lib/install-prompt'
import { scheduleHealthCheck } from './lib/health-check'
import { whenIdle, yieldToBrowser } from './lib/idle'
import { log } from './lib/logger'
import { createQueryClient } from './lib/query-client'
import { getAuthState, loadStoredUser, subscribeAuth } from './lib/stored-user'
import { watchPendingLogout } from './lib/api-client'
import { watchBrowserConnectivity } from './offline/connectivity'
import { offerUpdate } from './offline/sw-update'

captureInstallPrompt()
watchBrowserConnectivity()
watchPendingLogout()

const queryClient = createQueryClient()
// #root holds the static shell (src/core/static-shell.ts) until React's first render replaces it, so that render
// must already be the page: the stored user is read first (the route guards need it), then the router resolves the
// route, its guards and its lazily loaded code, and only then does React render. Start-up is a row of tasks, each
// ended by a yield, none holding the main thread for long (issue 16): this module's graph; React DOM's and theme.ts's
// graphs (main.tsx starts their download, each runs when its files are in); building the router; its route chunk;
// building Chakra's system; React's first render, in a transition, which itself yields between parts of the tree.
async function start(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  loadStoredUser()
  await yieldToBrowser()
  const router = createAppRouter(queryClient)
  await yieldToBrowser()
  const [{ createRoot }, { createAppSystem }] = await Promise.all([
    import('react-dom/client'),
    import('./theme'),
    router.load(),
  ])
  await yieldToBrowser()
  const system = createAppSystem()
  await yieldToBrowser()
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} system={system} />
      </StrictMode>,
    )
  })
  // What the first screen does not need starts once the browser is idle: the sync engine, once someone is signed in;
  // the service worker, which then precaches the app for offline starts; the health check.
  whenIdle(() => {
    startSyncOnceSignedIn()
    const updateServiceWorker = registerSW({
      onNeedRefresh: () => offerUpdate(() => updateServiceWorker(true)),
      onRegisterError: (error: unknown) => log.error('Service worker registration failed', error),
    })
    scheduleHealthCheck()
  })
}

// The sync engine (with Dexie and the merge code, one of the longest tasks of a start) has work only for a
// signed-in user, so a signed-out visit (the login and About pages) does not load it; it starts when someone signs
// in and replays their outbox then.
function startSyncOnceSignedIn(): void {
  const startSync = () => {
    import('./offline/sync/start-sync')
      .then(({ startSyncEngine }) => startSyncEngine())
      .catch((error: unknown) => log.error('The sync engine could not start', error))
  }
  if (getAuthState().user) return startSync()
  const stopWaiting = subscribeAuth(() => {
    if (!getAuthState().user) return
    stopWaiting()
    startSync()
  })
}

// Not a top-level await: the route chunks import from this entry, and a bundler splits an awaiting entry into many
// small chunks to keep them from waiting on it, each one more request on a slow network.
void start()
