import { endpoints } from '../../../../core/contract/endpoints'
import { apiRequest } from '../../../lib/api-client'

export function changePassword(body: { email: string; old_password: string; new_password: string }) {
  return apiRequest(endpoints.account.changePassword, { body })
}
