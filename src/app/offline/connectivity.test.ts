import { afterEach, expect, test, vi } from 'vitest'
import { endpointPath, endpoints } from '../../core/contract/endpoints'
import {
  backoffDelay,
  getConnectivity,
  reportReachable,
  reportUnreachable,
  watchBrowserConnectivity,
} from './connectivity'

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
  // The server answers after all: the first probe (a second on at most) brings the app back online.
  await vi.advanceTimersByTimeAsync(1_000)
  expect(health).toHaveBeenCalledWith(
    endpointPath(endpoints.health, {}),
    expect.objectContaining({ cache: 'no-store' }),
  )
  expect(getConnectivity()).toBe('online')
  stop()
})

test('a browser that says it is online changes nothing until a request fails', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  const stop = watchBrowserConnectivity()
  expect(getConnectivity()).toBe('online')
  stop()
})

test('while the server stays away the probe backs off like the sync engine: doubling from a second, jittered', async () => {
  vi.useFakeTimers()
  // The jitter's top end: each wait is the whole ceiling.
  vi.spyOn(Math, 'random').mockReturnValue(1)
  const health = vi.fn(async () => {
    throw new TypeError('Failed to fetch')
  })
  vi.stubGlobal('fetch', health)
  reportUnreachable()
  const probesAt: number[] = []
  let elapsed = 0
  for (const step of [999, 1, 1_999, 1, 3_999, 1]) {
    await vi.advanceTimersByTimeAsync(step)
    elapsed += step
    if (health.mock.calls.length > probesAt.length) probesAt.push(elapsed)
  }
  expect(probesAt).toEqual([1_000, 3_000, 7_000])
  expect(getConnectivity()).toBe('offline')
})

test('the retry delay doubles from 1 s, is capped at 60 s, and half of it is random', () => {
  expect([1, 2, 3, 4].map((failures) => backoffDelay(failures, () => 1))).toEqual([1000, 2000, 4000, 8000])
  expect(backoffDelay(1, () => 0)).toBe(500)
  expect(backoffDelay(30, () => 1)).toBe(60_000)
  expect(backoffDelay(30, () => 0)).toBe(30_000)
})
