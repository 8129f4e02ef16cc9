import { DetailsUpdatedResponseSchema, type UpdateDetailsRequest } from '../../../../core/contract/auth'
import { apiRequest } from '../../../lib/api-client'

export function updateDetails(body: UpdateDetailsRequest) {
  return apiRequest('/auth/update_details', { method: 'POST', body, schema: DetailsUpdatedResponseSchema })
}
