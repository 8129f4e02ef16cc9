import { endpoints } from '../../../../core/contract/endpoints'
import { apiRequest } from '../../../lib/api-client'

export function requestPasswordReset(email: string) {
  return apiRequest(endpoints.account.passwordResetRequest, { body: { email } })
}

export function submitPasswordReset(token: string, newPassword: string) {
  return apiRequest(endpoints.account.passwordResetSubmit, { body: { token, new_password: newPassword } })
}
