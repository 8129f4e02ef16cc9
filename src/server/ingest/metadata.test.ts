import { expect, test } from 'vitest'
import { BadFileError } from './bad-file'
import { checkMetadata, resolveMetadata, yearIn } from './metadata'

const now = new Date('2026-11-21T00:00:00Z')

test('metadata is checked and normalised: years as text or numbers, SIC letters or codes, source as url', () => {
  expect(
    checkMetadata({ company: ' Acme Ltd ', year: '2024', sic: 1311, source: 'https://example.com/r.pdf', extra: 1 }),
  ).toEqual({
    company: 'Acme Ltd',
    year: 2024,
    sic: '1311',
    url: 'https://example.com/r.pdf',
  })
  expect(checkMetadata({ year: 'FY24' })).toEqual({ error: 'year must be a four-digit year from 1990 to 2100' })
  expect(checkMetadata({ year: 1850 })).toEqual({ error: 'year must be a four-digit year from 1990 to 2100' })
  expect(checkMetadata({ sic: 'K' })).toEqual({
    error: 'sic must be a SIC division letter (A to J) or a SIC code such as 1311',
  })
  expect(checkMetadata({ sic: '9999' })).toMatchObject({ error: expect.stringContaining('sic must be') })
  expect(checkMetadata({ company: '  ' })).toEqual({ error: 'company must not be empty' })
  expect(checkMetadata({ url: 'file:///etc/passwd' })).toEqual({
    error: 'url must be an absolute http:// or https:// URL',
  })
})

test('a report year is the latest year a text names, but never a future target year', () => {
  expect(yearIn('bhp-climate-transition-action-plan-2021-2024.pdf', now)).toBe(2024)
  expect(yearIn('net-zero-2050-roadmap-2023.pdf', now)).toBe(2023)
  expect(yearIn('report-12345.pdf', now)).toBeUndefined()
  expect(yearIn('plan-2050.pdf', now)).toBeUndefined()
})

test('flags win over the file, the file over what is derived from it', () => {
  const resolved = resolveMetadata({
    format: 'markdown',
    flags: { company: 'Flag Co', sic: 'b' },
    own: { company: 'Front Matter Co', title: 'Front Matter Title', year: 2022, country: 'Australia' },
    heading: 'Heading 2021',
    fileName: 'report-2020.md',
    now,
  })
  expect(resolved).toEqual({
    title: 'Front Matter Title',
    company: 'Flag Co',
    year: 2022,
    country: 'Australia',
    exchange: undefined,
    sicCode: undefined,
    industry: 'B',
    url: undefined,
  })
  const derived = resolveMetadata({
    format: 'pdf',
    flags: { company: 'Acme', sic: '4911' },
    heading: '  Climate   Report 2023 ',
    fileName: 'cr.pdf',
    now,
  })
  expect(derived).toMatchObject({ title: 'Climate Report 2023', year: 2023, sicCode: '4911', industry: 'E' })
  expect(
    resolveMetadata({
      format: 'text',
      flags: { company: 'Acme' },
      heading: 'Climate Report 2023',
      fileName: 'acme-2024.txt',
      now,
    }).year,
  ).toBe(2024)
})

test('a missing company, title or year is refused with a hint of where to give it', () => {
  const attempt = (format: 'pdf' | 'jsonl' | 'markdown', heading?: string) => () =>
    resolveMetadata({ format, flags: {}, heading, fileName: 'report.pdf', now })
  expect(attempt('pdf', 'Climate Report')).toThrow(BadFileError)
  expect(attempt('pdf', 'Climate Report')).toThrow('no company, year (pass --company, --year)')
  expect(attempt('pdf')).toThrow('no company, title, year (pass --company, --title, --year)')
  expect(attempt('jsonl')).toThrow('(add company, title, year to the record or pass --company, --title, --year)')
  expect(attempt('markdown', 'Report 2024')).toThrow('no company (add company to the front matter or pass --company)')
  // A "heading" that is a whole paragraph is no title.
  expect(() =>
    resolveMetadata({
      format: 'text',
      flags: { company: 'A', year: 2024 },
      heading: 'x'.repeat(301),
      fileName: 'a.txt',
      now,
    }),
  ).toThrow('no title')
})
