import { queryOptions } from '@tanstack/react-query'
import { MessageResponseSchema } from '../../../../core/contract/auth'
import { apiRequest } from '../../../lib/api-client'

// Like confirmation, approval spends a single-use token: one request per token and address, however often the
// page renders.
export function approveUserQueryOptions(token: string, email: string) {
  return queryOptions({
    queryKey: ['auth', 'approve', token, email],
    queryFn: () => apiRequest('/auth/approve', { method: 'POST', body: { email, token }, schema: MessageResponseSchema }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
