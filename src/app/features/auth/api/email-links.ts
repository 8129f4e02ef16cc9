// The account calls that mail the user a link, and the password reset such a link leads to.

import { endpoints } from '../../../../core/contract/endpoints'
import { apiCall } from '../../../lib/api-client'

export function requestPasswordReset(email: string) {
  return apiCall(endpoints.account.passwordResetRequest, { body: { email } })
}

export function submitPasswordReset(token: string, newPassword: string) {
  return apiCall(endpoints.account.passwordResetSubmit, { body: { token, new_password: newPassword } })
}

export function resendConfirmation(email: string) {
  return apiCall(endpoints.auth.resendConfirmation, { body: { email } })
}
