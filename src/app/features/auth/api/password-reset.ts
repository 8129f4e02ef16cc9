import { MessageResponseSchema } from '../../../../core/contract/auth'
import { apiRequest } from '../../../lib/api-client'

export function requestPasswordReset(email: string) {
  return apiRequest('/auth/password_reset_request', { method: 'POST', body: { email }, schema: MessageResponseSchema })
}

export function submitPasswordReset(token: string, newPassword: string) {
  return apiRequest('/auth/password_reset_submit', {
    method: 'POST',
    body: { token, new_password: newPassword },
    schema: MessageResponseSchema,
  })
}
