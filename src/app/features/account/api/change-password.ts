import { endpoints } from '../../../../core/contract/endpoints'
import { apiCall } from '../../../lib/api-client'

export function changePassword(body: { email: string; old_password: string; new_password: string }) {
  return apiCall(endpoints.account.changePassword, { body })
}
