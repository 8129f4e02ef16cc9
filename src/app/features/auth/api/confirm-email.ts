import { queryOptions } from '@tanstack/react-query'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiCall } from '../../../lib/api-client'

// A confirmation token works once, so the call is a query keyed by the token: React's double mount in development
// and a re-render share one request instead of spending the token twice.
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'confirm', token],
    queryFn: () => apiCall(endpoints.auth.confirm, { query: { token } }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
