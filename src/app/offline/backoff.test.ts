import { expect, test } from 'vitest'
import { backoffDelay } from './backoff'

test('the retry delay doubles from 1 s, is capped at 60 s, and half of it is random', () => {
  expect([1, 2, 3, 4].map((failures) => backoffDelay(failures, () => 1))).toEqual([1000, 2000, 4000, 8000])
  expect(backoffDelay(1, () => 0)).toBe(500)
  expect(backoffDelay(30, () => 1)).toBe(60_000)
  expect(backoffDelay(30, () => 0)).toBe(30_000)
})
