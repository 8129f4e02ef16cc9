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
  expect(scope3.getByText('AASB S2 para 29(a)(vi)')).toBeInTheDocument()
  expect(scope3.getByText(/^Give Scope 3 emissions in tCO2-e/)).toBeInTheDocument()
})

test('each status shows the sentence it rests on and, when partial, why', () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  const scope12 = rowOf('Scope 1 and Scope 2 emissions')
  expect(scope12.getByText('Partly addressed')).toBeInTheDocument()
  expect(scope12.getByText('Based on, in Metrics and Targets:')).toBeInTheDocument()
  expect(
    scope12.getByText('“We emitted 52,000 tCO2-e of Scope 1 and Scope 2 emissions in FY2025.”'),
  ).toBeInTheDocument()
  expect(scope12.getByText('Does not say the Scope 2 figure is location-based.')).toBeInTheDocument()
  const body = rowOf('Body responsible for oversight')
  expect(body.getByText('Addressed')).toBeInTheDocument()
  expect(body.getByText('“The board risk committee oversees climate risks.”')).toBeInTheDocument()
})

test('a statement that something is not done is shown as the reason for Missing', () => {
  renderWithTheme(<AasbS2Check sections={{ strategy: 'We have not performed scenario analysis.' }} />)
  const resilience = rowOf('Climate resilience and scenario analysis')
  expect(resilience.getByText('Missing')).toBeInTheDocument()
  expect(resilience.getByText('“We have not performed scenario analysis.”')).toBeInTheDocument()
  expect(resilience.getByText('The draft says this is not done or not in place yet.')).toBeInTheDocument()
})

test('sums up the whole report and says it is not an assurance opinion', () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  expect(screen.getByText(/^\d+ of 23 requirements addressed/)).toBeInTheDocument()
  expect(screen.getByText(/not an assurance opinion/)).toBeInTheDocument()
})

test('each pillar has a heading and a list of its requirements', () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  for (const title of ['Governance', 'Strategy', 'Risk Management', 'Metrics and Targets']) {
    expect(screen.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) })).toBeInTheDocument()
  }
  const metrics = screen.getByRole('list', { name: 'Metrics and Targets requirements' })
  expect(within(metrics).getAllByRole('listitem')).toHaveLength(10)
})

test('pillar groups fold and unfold from the keyboard', async () => {
  renderWithTheme(<AasbS2Check sections={noScope3} />)
  const trigger = screen.getByRole('button', { name: /^Metrics and Targets/ })
  expect(trigger).toHaveAttribute('aria-expanded', 'true')
  trigger.focus()
  await userEvent.keyboard('{Enter}')
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Metrics and Targets requirements' })).not.toBeInTheDocument(),
  )
  await userEvent.keyboard(' ')
  expect(trigger).toHaveAttribute('aria-expanded', 'true')
  expect(await screen.findByRole('list', { name: 'Metrics and Targets requirements' })).toBeInTheDocument()
})
