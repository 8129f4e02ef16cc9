import { expect, test } from 'vitest'
import { parseIngestArgs } from './ingest-args'

test('files, folders and checked metadata flags make a command', () => {
  expect(
    parseIngestArgs([
      'reports/',
      'a.pdf',
      '--company',
      'Acme Ltd',
      '--year=2024',
      '--sic',
      '1311',
      '--exchange',
      'ASX',
    ]),
  ).toEqual({
    name: 'ingest',
    inputs: ['reports/', 'a.pdf'],
    flags: { company: 'Acme Ltd', year: 2024, sic: '1311', exchange: 'ASX', url: undefined },
  })
  expect(parseIngestArgs(['-h'])).toEqual({ name: 'help' })
  expect(parseIngestArgs(['a.pdf', '--help'])).toEqual({ name: 'help' })
})

test('wrong usage is a message naming the problem', () => {
  expect(parseIngestArgs([])).toBe('Name at least one file or folder to ingest')
  expect(parseIngestArgs(['a.pdf', '--year', '24'])).toBe('--year must be a four-digit year from 1990 to 2100')
  expect(parseIngestArgs(['a.pdf', '--sic', 'Z', '--company', ' '])).toBe(
    '--company must not be empty; --sic must be a SIC division letter (A to J) or a SIC code such as 1311',
  )
  expect(parseIngestArgs(['a.pdf', '--colour', 'red'])).toMatch(/Unknown option '--colour'/)
  expect(parseIngestArgs(['a.pdf', '--company'])).toMatch(/argument missing/)
})
