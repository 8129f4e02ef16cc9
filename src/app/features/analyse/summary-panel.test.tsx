import { expect, test } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createGroundedEngine } from '../../../core/engine/grounded-engine'
import type { ReportExcerpt } from '../../../core/engine/types'
import { knowledgeBase } from '../../../core/knowledge/knowledge-base'
import { renderWithTheme } from '../../test-utils'
import { SummaryPanel } from './summary-panel'

const engine = createGroundedEngine(knowledgeBase)

const excerpts: ReportExcerpt[] = [
  {
    id: 'a1',
    company: 'Acme Mining Ltd',
    title: 'Climate Report',
    year: 2024,
    industry: 'Mining',
    synthetic: true,
    text: 'Cyclones and extreme heat stop work at our open-pit mines. Our Scope 1 emissions were 312,000 tCO2-e in FY2024.',
  },
  {
    id: 'b1',
    company: 'Harbour Bank Ltd',
    title: 'Sustainability Report',
    year: 2024,
    industry: 'Finance, Insurance, and Real Estate',
    synthetic: true,
    text: 'Flood risk affects the homes held as security for our mortgages, and the Board Risk Committee reviews the loan book quarterly.',
  },
]

test('the comparison is a table with a row header per AASB S2 element, in a region that scrolls by keyboard', async () => {
  const { markdown } = await engine.summarise({ excerpts, level: 'basic' })
  renderWithTheme(<SummaryPanel loading={false} content={markdown} synthetic />)

  const panel = screen.getByRole('region', { name: 'Report Summary' })
  expect(within(panel).getByText('Synthetic demo data: fictional companies')).toBeInTheDocument()
  const scroller = within(panel).getByRole('region', { name: 'Comparison against AASB S2' })
  expect(scroller).toHaveAttribute('tabindex', '0')
  const table = within(scroller).getByRole('table', { name: 'Comparison against AASB S2' })
  expect(within(table).getByRole('columnheader', { name: 'Acme Mining Ltd' })).toBeInTheDocument()
  expect(within(table).getByRole('columnheader', { name: 'Harbour Bank Ltd' })).toBeInTheDocument()
  const row = within(table).getByRole('rowheader', { name: 'Planned use of carbon credits (36(e))' }).closest('tr')!
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Not found', 'Not found'])

  await userEvent.tab()
  expect(scroller).toHaveFocus()
  // the summary's recommendations differ by sector: a bank is told about financed emissions, a miner about its sites
  expect(within(panel).getByText(/Financed emissions of the loan book/)).toBeInTheDocument()
  expect(within(panel).getByText(/Physical risk to sites/)).toBeInTheDocument()
})
