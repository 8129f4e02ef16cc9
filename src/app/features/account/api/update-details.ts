import type { UpdateDetailsRequest } from '../../../../core/contract/auth'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiRequest } from '../../../lib/api-client'

export function updateDetails(body: UpdateDetailsRequest) {
  return apiRequest(endpoints.account.updateDetails, { body })
}
