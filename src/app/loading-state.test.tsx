import { expect, test, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'

test("shows 'Loading...' until the stored user has been read", async () => {
  vi.resetModules()
  const { App } = await import('./app')
  const { createAppSystem } = await import('./theme')
  const system = createAppSystem()
  const { createAppRouter } = await import('./router')
  const { getAuthState } = await import('./lib/stored-user')
  const queryClient = new QueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/chat'] }))
  expect(getAuthState().isLoading).toBe(true)
  // Server rendering runs no effects, so this is exactly the first paint, before the stored user is read.
  const html = renderToString(<App router={router} queryClient={queryClient} system={system} />)
  expect(html).toContain('Loading...')
  expect(html).not.toContain('Chat')
})
