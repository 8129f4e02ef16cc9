import { expect, test } from 'vitest'
import { draftFileName, reportFileName } from './file-names'

test('a report download is named after the company with spaces as underscores', () => {
  expect(reportFileName('Acme Mining  Pty Ltd', 'markdown')).toBe('TCFD_Report_Acme_Mining_Pty_Ltd.md')
  expect(reportFileName(' Acme ', 'text')).toBe('TCFD_Report_Acme.txt')
  expect(reportFileName('Acme', 'word')).toBe('TCFD_Report_Acme.docx')
})

test('a saved draft downloads under its title, or TCFD_Report without one', () => {
  expect(draftFileName('FY25 climate report')).toBe('FY25_climate_report.md')
  expect(draftFileName('   ')).toBe('TCFD_Report.md')
})
