import { LoginResponseSchema, type LoginRequest } from '../../../../core/contract/auth'
import { apiRequest } from '../../../lib/api-client'

export function login(body: LoginRequest) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: LoginResponseSchema })
}
