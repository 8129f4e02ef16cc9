import { expect, test, vi } from 'vitest'
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

test('makes its formatter on first use, not when the module loads (issue 16)', async () => {
  vi.resetModules()
  const Original = Intl.DateTimeFormat
  const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Original>
  ) {
    return new Original(...args)
  })
  try {
    const { formatDateTime: fresh } = await import('./dates')
    expect(dateTimeFormat).not.toHaveBeenCalled()
    fresh(new Date(2026, 0, 1))
    fresh(new Date(2026, 0, 2))
    expect(dateTimeFormat).toHaveBeenCalledTimes(1)
  } finally {
    dateTimeFormat.mockRestore()
  }
})
