import { expect, test } from 'vitest'
import { formatDateTime } from './dates'

test('formats in US English with long month, day, year, hour and minute', () => {
  const local = new Date(2026, 10, 21, 14, 5)
  expect(formatDateTime(local)).toBe('November 21, 2026 at 2:05 PM')
  expect(formatDateTime(local.toISOString())).toBe('November 21, 2026 at 2:05 PM')
  expect(formatDateTime(local.getTime())).toBe('November 21, 2026 at 2:05 PM')
})

test('says so instead of printing "Invalid Date" for a value that is not a date', () => {
  expect(formatDateTime('not a date')).toBe('Unknown date')
})
