import type { SignupRequest } from '../../../../core/contract/auth'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiCall } from '../../../lib/api-client'

export function signup(body: SignupRequest) {
  return apiCall(endpoints.auth.signup, { body })
}
