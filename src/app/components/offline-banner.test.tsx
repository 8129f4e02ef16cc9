import { afterEach, expect, test, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { OfflineBanner } from './offline-banner'
import { reportReachable, reportUnreachable } from '../offline/connectivity'
import { renderWithTheme } from '../test-utils'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

afterEach(() => {
  reportReachable()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

test('appears while requests fail and goes once the server answers', () => {
  renderWithTheme(<OfflineBanner />)
  expect(screen.queryByText('You are offline')).toBeNull()
  act(() => reportUnreachable())
  expect(screen.getByRole('status')).toHaveTextContent('You are offline')
  act(() => reportReachable())
  expect(screen.queryByText('You are offline')).toBeNull()
})

test('probes the server while offline and clears the banner when a probe gets through', async () => {
  vi.useFakeTimers()
  // the probe's backoff is jittered: the longest delays (1 s, then 2 s) make the schedule fixed
  vi.spyOn(Math, 'random').mockReturnValue(1)
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockRejectedValueOnce(new TypeError('offline'))
    .mockResolvedValue(new Response('{}'))
  vi.stubGlobal('fetch', fetchMock)
  renderWithTheme(<OfflineBanner />)
  act(() => reportUnreachable())
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_000)
  })
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(screen.getByText('You are offline')).toBeInTheDocument()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(4_000)
  })
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(fetchMock.mock.calls[1]![0]).toBe(endpointPath(endpoints.health, {}))
  expect(screen.queryByText('You are offline')).toBeNull()
})
