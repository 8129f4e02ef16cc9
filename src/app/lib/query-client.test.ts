import { afterEach, expect, test, vi } from 'vitest'
import { ApiError } from './api-client'
import { createQueryClient } from './query-client'

afterEach(() => vi.restoreAllMocks())

test('a failed call is left to the screen; anything else a query or mutation throws is logged once', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const client = createQueryClient()
  const refused = new ApiError({ kind: 'http', status: 403, detail: 'No.' })
  const bug = new TypeError('cannot read "jobs" of undefined')

  await expect(
    client.fetchQuery({ queryKey: ['refused'], queryFn: () => Promise.reject(refused), retry: false }),
  ).rejects.toBe(refused)
  await expect(
    client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined),
  ).rejects.toBe(refused)
  expect(logged).not.toHaveBeenCalled()

  await expect(client.fetchQuery({ queryKey: ['bug'], queryFn: () => Promise.reject(bug), retry: false })).rejects.toBe(
    bug,
  )
  expect(logged).toHaveBeenCalledTimes(1)
  expect(logged.mock.calls[0]).toContain(bug)
})
