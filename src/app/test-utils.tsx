import type { ReactNode } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { expect, vi } from 'vitest'
import { App } from './app'
import { createAppRouter } from './router'
import { createQueryClient } from './lib/query-client'
import { loadStoredUser, USER_STORAGE_KEY } from './lib/stored-user'
import { createAppSystem } from './theme'
import { endpointPath, endpoints, type Endpoint, type EndpointTarget } from '../core/contract/endpoints'

const system = createAppSystem()

export function renderWithTheme(ui: ReactNode) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>)
}

export function signIn(user: Record<string, unknown> = { email: 'ada@example.com', first_name: 'Ada' }) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
}

/** The whole app on a memory history, as a user would see it at `path`. */
export async function renderAppAt(path: string) {
  loadStoredUser()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  render(<App router={router} queryClient={queryClient} system={system} />)
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return router
}

type Handler = (body: unknown, init: RequestInit) => Response | Promise<Response>

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The key mockApi files a call under, "METHOD path", built from an entry of the endpoint registry. */
export function apiKey<E extends Endpoint>(entry: E, target: EndpointTarget<E> = {} as EndpointTarget<E>): string {
  return `${entry.method} ${endpointPath(entry, target)}`
}

/**
 * Stands in for the API server (outside the browser process) with one handler per apiKey(). Unlisted
 * calls fail like an unreachable server; the session call echoes the stored user unless a handler is given.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${(input instanceof Request ? input.url : String(input)).split('?')[0]}`
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ key, body })
    const handler = handlers[key]
    if (handler) return handler(body, init)
    if (key === apiKey(endpoints.auth.session))
      return json(200, JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null'))
    throw new TypeError('Failed to fetch')
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, callsTo: (key: string) => calls.filter((call) => call.key === key) }
}

/** jsdom answers every media query with "no match", so the drawer layout is in use: open it to see the entries. */
export async function openNavigation() {
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }))
  return within(await screen.findByRole('dialog'))
}
