import type { UpdateDetailsRequest } from '../../../../core/contract/auth'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiCall } from '../../../lib/api-client'

export function updateDetails(body: UpdateDetailsRequest) {
  return apiCall(endpoints.account.updateDetails, { body })
}
