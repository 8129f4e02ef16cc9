import { queryOptions } from '@tanstack/react-query'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiCall } from '../../../lib/api-client'

// Like confirmation, approval spends a single-use token: one request per token and address, however often the
// page renders.
export function approveUserQueryOptions(token: string, email: string) {
  return queryOptions({
    queryKey: ['auth', 'approve', token, email],
    queryFn: () => apiCall(endpoints.auth.approve, { body: { email, token } }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
