import { PasswordUpdatedResponseSchema } from '../../../../core/contract/auth'
import { apiRequest } from '../../../lib/api-client'

export function changePassword(body: { email: string; old_password: string; new_password: string }) {
  return apiRequest('/auth/change_password', { method: 'POST', body, schema: PasswordUpdatedResponseSchema })
}
