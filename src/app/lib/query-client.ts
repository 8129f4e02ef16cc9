import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'
import { log } from './logger'

/** An ApiError is a failure the screen shows; anything else a query or mutation throws is a bug, logged here once. */
function logUnexpected(error: unknown): void {
  if (!(error instanceof ApiError)) log.error('A query or mutation failed unexpectedly', error)
}

/**
 * The app's query client. Queries and mutations run whatever the browser says about the connection, so that no
 * answer comes back as the screen's "needs a connection" message rather than a request left waiting.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logUnexpected }),
    mutationCache: new MutationCache({ onError: logUnexpected }),
    defaultOptions: {
      queries: { networkMode: 'offlineFirst', retry: 1 },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}
