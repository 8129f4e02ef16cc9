import type { SignupRequest } from '../../../../core/contract/auth'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiRequest } from '../../../lib/api-client'

export function signup(body: SignupRequest) {
  return apiRequest(endpoints.auth.signup, { body })
}
