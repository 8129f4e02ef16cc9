import { afterEach, expect, test, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { endpointPath, endpoints } from '../../../core/contract/endpoints'
import { createQueryClient } from '../../lib/query-client'
import { DEFAULT_FILTERS } from './filters'
import { useAnalysis } from './use-analysis'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const SEARCH = endpointPath(endpoints.analyse.search, {})
const mining = { ...DEFAULT_FILTERS, keywords: 'flood' }
const finance = { ...DEFAULT_FILTERS, keywords: 'drought' }
const found = {
  documents: [
    { page_content: 'Flood defences.', metadata: { id: 'c1', report_id: 'r1', company: 'Acme', title: 'Acme Report' } },
  ],
}

/** A search that answers only when told to; the summary answers at once. */
function stubApi() {
  const searches: { body: unknown; signal: AbortSignal; answer: () => void }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      if (path !== SEARCH) return Promise.resolve(Response.json({ content: 'Both report flood exposure.' }))
      return new Promise<Response>((resolve, reject) => {
        const signal = init.signal as AbortSignal
        signal.addEventListener('abort', () => reject(signal.reason))
        searches.push({ body: JSON.parse(init.body as string), signal, answer: () => resolve(Response.json(found)) })
      })
    }),
  )
  return searches
}

function renderAnalysis() {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useAnalysis(), { wrapper })
}

test('a new search aborts the one it supersedes, whose answer never shows', async () => {
  const searches = stubApi()
  const { result } = renderAnalysis()

  act(() => result.current.search(mining))
  await waitFor(() => expect(searches).toHaveLength(1))
  act(() => result.current.search(finance))
  await waitFor(() => expect(searches).toHaveLength(2))

  expect(searches[0]?.signal.aborted).toBe(true)
  expect(searches[1]?.signal.aborted).toBe(false)
  expect(searches[1]?.body).toMatchObject({ query: 'drought' })
  expect(result.current.phase).toBe('searching')

  act(() => searches[1]?.answer())
  await waitFor(() => expect(result.current.result?.summary?.content).toBe('Both report flood exposure.'))
  expect(result.current.phase).toBe('idle')
})

test('the same filters searched again ask the server again', async () => {
  const searches = stubApi()
  const { result } = renderAnalysis()
  act(() => result.current.search(mining))
  await waitFor(() => expect(searches).toHaveLength(1))
  act(() => searches[0]?.answer())
  await waitFor(() => expect(result.current.result).not.toBeNull())

  act(() => result.current.search(mining))
  await waitFor(() => expect(searches).toHaveLength(2))
  expect(result.current.result).toBeNull()
})

test('Clear and leaving the page abort the search under way', async () => {
  const searches = stubApi()
  const { result, unmount } = renderAnalysis()
  act(() => result.current.search(mining))
  await waitFor(() => expect(searches).toHaveLength(1))
  act(() => result.current.clear())
  await waitFor(() => expect(searches[0]?.signal.aborted).toBe(true))
  expect(result.current.phase).toBe('idle')

  act(() => result.current.search(finance))
  await waitFor(() => expect(searches).toHaveLength(2))
  unmount()
  await waitFor(() => expect(searches[1]?.signal.aborted).toBe(true))
})
