import { afterEach, expect, test, vi } from 'vitest'
import { HEALTH_CHECK_DELAY_MS, scheduleHealthCheck } from './health-check'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

test('calls /api/health once about 2000 ms after start and logs the answer at info', async () => {
  vi.useFakeTimers()
  const health = {
    status: 'ok',
    version: '0.1.0',
    engine: { kind: 'grounded' },
    database: { status: 'ok', driver: 'pglite', writable: true },
  }
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(health), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  scheduleHealthCheck()
  expect(HEALTH_CHECK_DELAY_MS).toBe(2000)
  await vi.advanceTimersByTimeAsync(1999)
  expect(fetchMock).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  await vi.waitFor(() => expect(info).toHaveBeenCalledWith('[cda] Health check', health))
  expect(fetchMock).toHaveBeenCalledOnce()
  expect(fetchMock.mock.calls[0]![0]).toBe(endpointPath(endpoints.health, {}))
})
