import { endpoints } from '../../core/contract/endpoints'
import { apiRequest } from './api-client'
import { log } from './logger'

// One diagnostic call of /health about 2000 ms after start; its result is only logged.
export const HEALTH_CHECK_DELAY_MS = 2000

export function scheduleHealthCheck(): () => void {
  const timer = setTimeout(() => {
    void apiRequest(endpoints.health, {}).then((result) => {
      if (result.ok) log.info('Health check', result.data)
      else log.info('Health check failed', result.error)
    })
  }, HEALTH_CHECK_DELAY_MS)
  return () => clearTimeout(timer)
}
