import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './route-tree.gen'

export type RouterContext = {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient, history?: Parameters<typeof createRouter>[0]['history']) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  // The message a navigation carries to the login page, shown as an error alert or, otherwise, an info alert.
  interface HistoryState {
    message?: string
    severity?: 'info' | 'error'
  }
}
