import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient } from '@tanstack/react-query'
import { registerSW } from 'virtual:pwa-register'
import { App } from './app'
import { createAppRouter } from './router'
import { captureInstallPrompt } from './lib/install-prompt'
import { scheduleHealthCheck } from './lib/health-check'
import { log } from './lib/logger'
import { watchBrowserConnectivity } from './offline/connectivity'
import { offerUpdate } from './offline/sw-update'

captureInstallPrompt()
watchBrowserConnectivity()

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

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
)
