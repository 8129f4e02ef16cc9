import { expect, test } from 'vitest'
import { groupThousands } from './number-format'

test('groups whole numbers in threes with commas, rounding first', () => {
  expect(groupThousands(0)).toBe('0')
  expect(groupThousands(999)).toBe('999')
  expect(groupThousands(1000)).toBe('1,000')
  expect(groupThousands(100_000)).toBe('100,000')
  expect(groupThousands(1_234_567.6)).toBe('1,234,568')
  expect(groupThousands(-45_000)).toBe('-45,000')
})
