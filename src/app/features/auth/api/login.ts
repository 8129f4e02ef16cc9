import type { LoginRequest } from '../../../../core/contract/auth'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiCall } from '../../../lib/api-client'

export function login(body: LoginRequest) {
  return apiCall(endpoints.auth.login, { body })
}
