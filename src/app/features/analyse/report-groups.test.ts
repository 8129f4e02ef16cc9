import { expect, test } from 'vitest'
import type { SearchDocument } from '../../../core/contract/search'
import { countCategories, groupReports, isSynthetic } from './report-groups'

function excerpt(
  id: string,
  reportId: string,
  extra: Partial<SearchDocument['metadata']> = {},
  text = `Text of ${id}`,
): SearchDocument {
  return {
    page_content: text,
    metadata: { id, report_id: reportId, company: `Company ${reportId}`, title: `Report ${reportId}`, ...extra },
  }
}

test('excerpts of one report are gathered under it, in the order the search ranked them', () => {
  const reports = groupReports([
    excerpt('a1', 'A', { year: 2023, industry: 'Mining', risk_categories: ['Physical – Acute'] }),
    excerpt('b1', 'B', { industry: 'Finance' }),
    excerpt('a2', 'A', {
      risk_categories: ['Physical – Acute', 'Transition – Market'],
      action_categories: ['Renewable energy'],
    }),
  ])
  expect(reports.map((report) => report.reportId)).toEqual(['A', 'B'])
  expect(reports[0]).toEqual({
    reportId: 'A',
    company: 'Company A',
    title: 'Report A',
    year: 2023,
    industry: 'Mining',
    risks: ['Physical – Acute', 'Transition – Market'],
    actions: ['Renewable energy'],
    excerpts: ['Text of a1', 'Text of a2'],
    matched: [],
    missing: [],
  })
  expect(reports[1]?.year).toBeUndefined()
})

test('each report counts once per category, most frequent first, ties by name', () => {
  const counts = countCategories(
    groupReports([
      excerpt('a1', 'A', { industry: 'Mining', risk_categories: ['Policy'] }),
      excerpt('a2', 'A', { risk_categories: ['Policy'] }),
      excerpt('b1', 'B', { industry: 'Finance', risk_categories: ['Policy', 'Market'] }),
      excerpt('c1', 'C', { industry: 'Mining', action_categories: ['Adaptation'] }),
    ]),
  )
  expect(counts.industry).toEqual([
    { label: 'Mining', count: 2 },
    { label: 'Finance', count: 1 },
  ])
  expect(counts.risk).toEqual([
    { label: 'Policy', count: 2 },
    { label: 'Market', count: 1 },
  ])
  expect(counts.action).toEqual([{ label: 'Adaptation', count: 1 }])
})

test('results are synthetic when any document or the summary says so', () => {
  const real = [excerpt('a1', 'A')]
  expect(isSynthetic(real, { synthetic: false })).toBe(false)
  expect(isSynthetic(real, undefined)).toBe(false)
  expect(isSynthetic(real, { synthetic: true })).toBe(true)
  expect(isSynthetic([...real, excerpt('b1', 'B', { synthetic: true })], {})).toBe(true)
})

test("a report's reasons gather its excerpts' matches; what one excerpt lacks but another supplies is not missing", () => {
  const [report] = groupReports([
    excerpt('a1', 'A', {
      matched: ['Risk: Physical – Acute', 'Keyword: flood'],
      missing: ['Keyword: levee', 'Keyword: insurance'],
    }),
    excerpt('a2', 'A', {
      matched: ['Risk: Physical – Acute', 'Keyword: insurance'],
      missing: ['Keyword: flood', 'Keyword: levee'],
    }),
  ])
  expect(report?.matched).toEqual(['Risk: Physical – Acute', 'Keyword: flood', 'Keyword: insurance'])
  expect(report?.missing).toEqual(['Keyword: levee'])
})
