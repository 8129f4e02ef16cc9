import { afterEach, expect, test, vi } from 'vitest'
import { getConnectivity, reportReachable, watchBrowserConnectivity } from './connectivity'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

afterEach(() => {
  reportReachable()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('a browser that starts offline is believed at once, and the probe that follows corrects a wrong hint', async () => {
  vi.useFakeTimers()
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const health = vi.fn(async () => new Response('{}'))
  vi.stubGlobal('fetch', health)
  const stop = watchBrowserConnectivity()
  expect(getConnectivity()).toBe('offline')
  // The server answers after all: the first probe (two seconds on) brings the app back online.
  await vi.advanceTimersByTimeAsync(2_000)
  expect(health).toHaveBeenCalledWith(endpointPath(endpoints.health, {}), expect.objectContaining({ cache: 'no-store' }))
  expect(getConnectivity()).toBe('online')
  stop()
})

test('a browser that says it is online changes nothing until a request fails', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  const stop = watchBrowserConnectivity()
  expect(getConnectivity()).toBe('online')
  stop()
})
