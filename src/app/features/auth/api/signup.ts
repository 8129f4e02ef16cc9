import { SignupResponseSchema, type SignupRequest } from '../../../../core/contract/auth'
import { apiRequest } from '../../../lib/api-client'

export function signup(body: SignupRequest) {
  return apiRequest('/auth/signup', { method: 'POST', body, schema: SignupResponseSchema })
}
