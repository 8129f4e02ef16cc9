import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient } from '@tanstack/react-query'
import { registerSW } from 'virtual:pwa-register'
import { App } from './app'
import { createAppRouter } from './router'
import { captureInstallPrompt } from './lib/install-prompt'
import { scheduleHealthCheck } from './lib/health-check'
import { log } from './lib/logger'
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

const updateServiceWorker = registerSW({
  onNeedRefresh: () => offerUpdate(() => updateServiceWorker(true)),
  onRegisterError: (error: unknown) => log.error('Service worker registration failed', error),
})

scheduleHealthCheck()
// The sync engine (with Dexie and the merge code) loads after the first paint; it idles while nobody is signed in
// and replays the outbox of whoever signs in.
import('./offline/start-sync')
  .then(({ startSyncEngine }) => startSyncEngine())
  .catch((error: unknown) => log.error('The sync engine could not start', error))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
)
