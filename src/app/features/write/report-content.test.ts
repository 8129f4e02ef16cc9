import { expect, test } from 'vitest'
import { firstCompanyProblem } from './company-validation'
import { buildReportContent, hasAnySection } from './report-content'

test('the report joins the four sections in pillar order with a blank line and marks the missing ones', () => {
  const content = buildReportContent({ strategy: '## Strategy\n\nText.', governance: '## Governance' })
  expect(content).toBe(
    '## Governance\n\n## Strategy\n\nText.\n\n*Section not yet generated*\n\n*Section not yet generated*',
  )
})

test('whitespace is not a section', () => {
  expect(hasAnySection({ governance: '  \n' })).toBe(false)
  expect(hasAnySection({ metrics_targets: 'Scope 1' })).toBe(true)
})

test('the company step is checked in order: company name, industry, then company information', () => {
  expect(firstCompanyProblem({ companyName: ' ', industry: '', companyInfo: '' })?.message).toBe(
    'Please enter your company name',
  )
  expect(firstCompanyProblem({ companyName: 'Acme', industry: '', companyInfo: '' })?.message).toBe(
    'Please select your industry sector',
  )
  expect(firstCompanyProblem({ companyName: 'Acme', industry: 'Energy', companyInfo: '\n' })?.message).toBe(
    'Please provide some context about your company',
  )
  expect(firstCompanyProblem({ companyName: 'Acme', industry: 'Energy', companyInfo: 'We run wind farms.' })).toBeNull()
})
