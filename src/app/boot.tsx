import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient } from '@tanstack/react-query'
import { registerSW } from 'virtual:pwa-register'
import { App } from './app'
import { createAppRouter } from './router'
import { captureInstallPrompt } from './lib/install-prompt'
import { scheduleHealthCheck } from './lib/health-check'
import { whenIdle, yieldToBrowser } from './lib/idle'
import { log } from './lib/logger'
import { loadStoredUser } from './lib/stored-user'
import { watchPendingLogout } from './lib/api-client'
import { watchBrowserConnectivity } from './offline/connectivity'
import { offerUpdate } from './offline/sw-update'

captureInstallPrompt()
watchBrowserConnectivity()
watchPendingLogout()

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { networkMode: 'offlineFirst', retry: 1 },
    mutations: { networkMode: 'offlineFirst' },
  },
})
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// #root holds the static shell (src/core/static-shell.ts) until React's first render replaces it, so that render
// must already be the page: the stored user is read first (the route guards need it), then the router resolves the
// route, its guards and its lazily loaded code, and only then does React render. Each step is a task of its own
// (the yield), and a transition lets React yield to the browser while it renders the tree, so no single task
// blocks the main thread for the whole start-up.
loadStoredUser()
// theme.ts builds Chakra's system (its tokens, conditions and CSS variables) when it runs, one of the longest steps of
// start-up; imported here rather than with the app, it runs in a task of its own, fetched while the route loads.
const theme = import('./theme')
// Not a top-level await: the route chunks import from this entry, and a bundler splits an awaiting entry into many
// small chunks to keep them from waiting on it, each one more request on a slow network.
void Promise.all([router.load(), theme]).then(async ([, { system }]) => {
  await yieldToBrowser()
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} system={system} />
      </StrictMode>,
    )
  })
  // What the first screen does not need starts once the browser is idle. The sync engine (with Dexie and the merge
  // code) idles while nobody is signed in and replays the outbox of whoever signs in; the service worker then
  // precaches the app for offline starts.
  whenIdle(() => {
    import('./offline/start-sync')
      .then(({ startSyncEngine }) => startSyncEngine())
      .catch((error: unknown) => log.error('The sync engine could not start', error))
    const updateServiceWorker = registerSW({
      onNeedRefresh: () => offerUpdate(() => updateServiceWorker(true)),
      onRegisterError: (error: unknown) => log.error('Service worker registration failed', error),
    })
    scheduleHealthCheck()
  })
})
