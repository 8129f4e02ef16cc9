import type { LoginRequest } from '../../../../core/contract/auth'
import { endpoints } from '../../../../core/contract/endpoints'
import { apiRequest } from '../../../lib/api-client'

export function login(body: LoginRequest) {
  return apiRequest(endpoints.auth.login, { body })
}
