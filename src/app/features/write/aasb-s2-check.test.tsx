import { expect, test } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithTheme } from '../../test-utils'
import { AasbS2Check } from './aasb-s2-check'

const noScope3 = {
  governance: 'The board risk committee oversees climate risks.',
  metrics_targets: [
    '## Metrics and Targets',
    '### Scope 1 and Scope 2 emissions',
    'We emitted 52,000 tCO2-e of Scope 1 and Scope 2 emissions in FY2025.',
    '### Scope 3 emissions',
    '**[To be provided: Scope 3 emissions and the categories included (first-year relief may apply).]**',
    '_Required by AASB S2 para 29(a)(vi); paras B32-B57. [2]_',
    '### Targets and progress',
    'We target net zero by 2040 from a 2020 base year.',
  ].join('\n\n'),
}

function rowOf(label: string) {
  const item = screen.getByText(label).closest('li')
  if (!item) throw new Error(`no row for ${label}`)
  return within(item)
}

test('a draft without Scope 3 shows the Scope 3 row as Missing, with its reference and what to add', () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Check against AASB S2' })).toBeInTheDocument()
  const scope3 = rowOf('Scope 3 emissions')
  expect(scope3.getByText('Missing')).toBeInTheDocument()
  expect(scope3.getByText('AASB S2 para 29(a)(vi); paras B32-B57')).toBeInTheDocument()
  expect(scope3.getByText('Add Scope 3 emissions and the categories included (first-year relief may apply).')).toBeInTheDocument()
  const scope12 = rowOf('Scope 1 and Scope 2 emissions')
  expect(scope12.getByText('Addressed')).toBeInTheDocument()
  expect(scope12.queryByText(/^Add /)).not.toBeInTheDocument()
})

test('sums up the whole report and says it is not an assurance opinion', () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  expect(screen.getByText('3 of 19 requirements addressed, 2 partly, 14 missing')).toBeInTheDocument()
  expect(screen.getByText(/keyword-based check of your text, not an assurance opinion/)).toBeInTheDocument()
})

test('each pillar has a heading and a list of its requirements; partial ones say why', () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  for (const title of ['Governance', 'Strategy', 'Risk Management', 'Metrics and Targets']) {
    expect(screen.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) })).toBeInTheDocument()
  }
  const metrics = screen.getByRole('list', { name: 'Metrics and Targets requirements' })
  expect(within(metrics).getAllByRole('listitem')).toHaveLength(5)
  // The governance text names a risk committee, which is evidence for Risk Management, but only weak evidence.
  const partial = rowOf('Integration into overall risk management')
  expect(partial.getByText('Partly addressed')).toBeInTheDocument()
  expect(partial.getByText('Mentioned only in the Governance section; cover it in Risk Management too.')).toBeInTheDocument()
  expect(partial.getByText('Explain how these processes are integrated into the enterprise risk management framework.')).toBeInTheDocument()
})

test('pillar groups fold and unfold from the keyboard', async () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  const trigger = screen.getByRole('button', { name: /^Metrics and Targets/ })
  expect(trigger).toHaveAttribute('aria-expanded', 'true')
  trigger.focus()
  await userEvent.keyboard('{Enter}')
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Metrics and Targets requirements' })).not.toBeInTheDocument())
  await userEvent.keyboard(' ')
  expect(trigger).toHaveAttribute('aria-expanded', 'true')
  expect(await screen.findByRole('list', { name: 'Metrics and Targets requirements' })).toBeInTheDocument()
})
