import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SearchDocument } from '../../../core/contract/search'
import { apiKey, json, mockApi, renderAppAt, signIn } from '../../test-utils'
import { SAMPLE_CATEGORIES } from './sample-categories'
import { endpoints } from '../../../core/contract/endpoints'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const CATEGORIES = {
  industry_categories: ['Mining', 'Manufacturing', 'Finance, Insurance and Real Estate'],
  risk_categories: ['Physical – Acute', 'Transition – Market'],
  action_categories: ['Renewable energy', 'Scenario analysis'],
}

function doc(
  id: string,
  reportId: string,
  company: string,
  extra: Partial<SearchDocument['metadata']> = {},
): SearchDocument {
  return {
    page_content: `${company} excerpt ${id}: flood defences were raised at two sites.`,
    metadata: { id, report_id: reportId, company, title: `${company} Climate Report`, ...extra },
  }
}

const DOCUMENTS = [
  doc('c1', 'r1', 'Acme Mining', {
    year: 2024,
    industry: 'Mining',
    risk_categories: ['Physical – Acute'],
    action_categories: ['Renewable energy'],
  }),
  doc('c2', 'r2', 'Borealis Metals', {
    year: 2023,
    industry: 'Mining',
    risk_categories: ['Physical – Acute', 'Transition – Market'],
  }),
  doc('c3', 'r1', 'Acme Mining', { year: 2024, industry: 'Mining', risk_categories: ['Physical – Acute'] }),
]

const SUMMARY = '## Key findings\n\nBoth miners report **flood** exposure [1].'

type Handlers = Parameters<typeof mockApi>[0]

function analyseApi(overrides: Handlers = {}) {
  return mockApi({
    [apiKey(endpoints.analyse.categories)]: () => json(200, CATEGORIES),
    [apiKey(endpoints.analyse.search)]: () => json(200, { documents: DOCUMENTS }),
    [apiKey(endpoints.analyse.summary)]: () => json(200, { content: SUMMARY }),
    ...overrides,
  })
}

async function openAnalyse() {
  signIn()
  const router = await renderAppAt('/analyse')
  await screen.findByRole('button', { name: /^Industry Categories/ })
  return router
}

async function choose(title: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${title}`) }))
  await userEvent.click(await screen.findByRole('checkbox', { name: option }))
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: option })).toBeNull())
}

async function typeKeywords(text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Keywords' }))
  await userEvent.paste(text)
}

const search = () => userEvent.click(screen.getByRole('button', { name: 'Search' }))
const summaryPanel = () => screen.getByRole('region', { name: 'Report Summary' })

test('a signed-in user sees the filter panel, the summary panel and the instructions on request', async () => {
  analyseApi()
  await openAnalyse()
  expect(document.title).toContain('Analyse Reports')
  expect(screen.getByRole('heading', { level: 1, name: 'Analyse Reports' })).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Search Filters' })).toBeInTheDocument()
  expect(within(summaryPanel()).getByText(/Use the search filters/)).toBeInTheDocument()
  expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'Intermediate' })).not.toBeChecked()
  expect(screen.getByRole('radio', { name: 'Comprehensive' })).not.toBeChecked()
  expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('')

  const toggle = screen.getByRole('button', { name: 'How does this work?' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await userEvent.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(await screen.findByText(/for demonstration only/)).toBeVisible()
  expect(screen.getByText(/synthetic demonstration collection about fictional companies/)).toBeInTheDocument()
  const steps = within(screen.getAllByRole('list').find((list) => list.tagName === 'OL')!).getAllByRole('listitem')
  expect(steps).toHaveLength(6)
})

test('a spinner stands in for the filters until the category lists arrive, then they are the options', async () => {
  let answer: (response: Response) => void = () => {}
  analyseApi({ [apiKey(endpoints.analyse.categories)]: () => new Promise<Response>((resolve) => (answer = resolve)) })
  signIn()
  await renderAppAt('/analyse')
  expect(await screen.findByText('Loading categories...')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Search' })).toBeNull()

  answer(json(200, CATEGORIES))
  await userEvent.click(await screen.findByRole('button', { name: /^Risk Categories/ }))
  const options = await screen.findAllByRole('checkbox')
  expect(options.map((option) => option.closest('label')?.textContent)).toEqual(CATEGORIES.risk_categories)
  expect(screen.queryByText(/sample lists/)).toBeNull()
})

test('Search without keywords or categories asks for one and calls nothing', async () => {
  const api = analyseApi()
  await openAnalyse()
  await typeKeywords('   ')
  await search()
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please enter a search query or select at least one category',
  )
  expect(api.callsTo(apiKey(endpoints.analyse.search))).toHaveLength(0)
})

test('Search finds reports, summarises them, and lists the reports with their excerpts and category counts', async () => {
  const api = analyseApi()
  await openAnalyse()
  await userEvent.click(screen.getByRole('radio', { name: 'Comprehensive' }))
  await choose('Industry Categories', 'Mining')
  await choose('Risk Categories', 'Physical – Acute')
  await typeKeywords('  flood  ')
  await search()

  expect(await within(summaryPanel()).findByRole('heading', { name: 'Key findings' })).toBeInTheDocument()
  expect(within(summaryPanel()).getByText('flood', { selector: 'strong' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Report Summary' })).toHaveFocus()
  expect(api.callsTo(apiKey(endpoints.analyse.search))[0]?.body).toEqual({
    sic_divisions: ['Mining'],
    risk_categories: ['Physical – Acute'],
    action_categories: [],
    k: 10,
    query: 'flood',
    mode: 'comprehensive',
  })
  expect(api.callsTo(apiKey(endpoints.analyse.summary))[0]?.body).toEqual({
    prompt_name: 'analyse_summary',
    variables: {
      tech_modes: 'comprehensive',
      context: DOCUMENTS.map((document) => document.page_content).join('\n\n'),
      document_ids: ['c1', 'c2', 'c3'],
      risk_categories: ['Physical – Acute'],
      query: 'flood',
    },
    messages: [],
  })

  const list = screen.getByRole('region', { name: 'Reports used (2)' })
  const acme = within(list).getByRole('button', { name: /Acme Mining/ })
  expect(acme).toHaveTextContent('Acme Mining Climate Report (2024)')
  expect(acme).toHaveTextContent('2 excerpts')
  expect(within(list).getByRole('button', { name: /Borealis Metals/ })).toHaveTextContent('(2023)')
  expect(acme).toHaveAttribute('aria-expanded', 'false')
  acme.focus()
  await userEvent.keyboard('{Enter}')
  expect(acme).toHaveAttribute('aria-expanded', 'true')
  expect(await within(list).findByText(/Acme Mining excerpt c3/)).toBeVisible()

  const chart = screen.getByRole('region', { name: 'Reports by category' })
  const rows = (name: string) =>
    within(within(chart).getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((row) => row.textContent)
  expect(rows('By industry')).toEqual(['Mining2 reports'])
  expect(rows('By risk')).toEqual(['Physical – Acute2 reports', 'Transition – Market1 report'])
  expect(rows('By action')).toEqual(['Renewable energy1 report'])
  expect(screen.queryByText('Synthetic demo data: fictional companies')).toBeNull()
})

test('a search that finds nothing says so and clears the previous summary', async () => {
  let documents = DOCUMENTS
  analyseApi({ [apiKey(endpoints.analyse.search)]: () => json(200, { documents }) })
  await openAnalyse()
  await typeKeywords('flood')
  await search()
  expect(await within(summaryPanel()).findByRole('heading', { name: 'Key findings' })).toBeInTheDocument()

  documents = []
  await search()
  expect(await screen.findByRole('alert')).toHaveTextContent('No documents found matching your criteria')
  expect(within(summaryPanel()).queryByRole('heading', { name: 'Key findings' })).toBeNull()
  expect(within(summaryPanel()).getByText(/Use the search filters/)).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: /Reports used/ })).toBeNull()
})

test('when no report matches every filter, the closest matches are listed with the filter to relax, and relaxing searches again', async () => {
  const closest = [
    doc('c1', 'r1', 'Acme Mining', {
      year: 2024,
      industry: 'Mining',
      matched: ['Risk: Physical – Acute'],
      missing: ['Industry: Construction'],
    }),
    doc('c2', 'r2', 'Borealis Metals', {
      year: 2023,
      industry: 'Mining',
      matched: ['Risk: Physical – Acute'],
      missing: ['Industry: Construction'],
    }),
  ]
  const api = analyseApi({
    [apiKey(endpoints.analyse.search)]: (body) =>
      (body as { sic_divisions: string[] }).sic_divisions.length > 0
        ? json(200, {
            documents: closest,
            relaxed: {
              filter: 'industry',
              title: 'Industry Categories',
              values: ['Mining'],
              alternatives: [{ filter: 'risk', title: 'Risk Categories', values: ['Physical – Acute'] }],
            },
          })
        : json(200, { documents: DOCUMENTS }),
  })
  await openAnalyse()
  await choose('Industry Categories', 'Mining')
  await choose('Risk Categories', 'Physical – Acute')
  await search()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('No documents found matching your criteria')
  expect(alert).toHaveTextContent(
    'The closest matches, listed below, are found without the Industry Categories filter (Mining).',
  )
  expect(alert).toHaveTextContent('Removing Risk Categories instead would also find reports.')
  // Nothing found clears the summary; the closest matches are listed, each saying what it lacks.
  expect(api.callsTo(apiKey(endpoints.analyse.summary))).toHaveLength(0)
  expect(within(summaryPanel()).getByText(/Use the search filters/)).toBeInTheDocument()
  const list = screen.getByRole('region', { name: 'Closest matches (2)' })
  expect(
    within(list)
      .getAllByRole('group', { name: 'Not found' })
      .map((group) => group.textContent),
  ).toEqual(['Not found:Industry: Construction', 'Not found:Industry: Construction'])
  expect(within(list).getAllByRole('group', { name: 'Matched' })[0]).toHaveTextContent('Risk: Physical – Acute')
  expect(screen.getByRole('button', { name: 'Search without Risk Categories' })).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Search without Industry Categories' }))
  expect(await within(summaryPanel()).findByRole('heading', { name: 'Key findings' })).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.analyse.search))[1]?.body).toMatchObject({
    sic_divisions: [],
    risk_categories: ['Physical – Acute'],
  })
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.getByRole('region', { name: 'Reports used (2)' })).toBeInTheDocument()
})

test('when no report has every keyword, the page says results are ranked by how many they contain', async () => {
  const ranked = [
    doc('c1', 'r1', 'Acme Mining', { matched: ['Keyword: flood', 'Keyword: levee'], missing: ['Keyword: hydrogen'] }),
    doc('c2', 'r2', 'Borealis Metals', {
      matched: ['Keyword: flood'],
      missing: ['Keyword: levee', 'Keyword: hydrogen'],
    }),
  ]
  analyseApi({ [apiKey(endpoints.analyse.search)]: () => json(200, { documents: ranked, keywords_matched: 'some' }) })
  await openAnalyse()
  await typeKeywords('flood levee hydrogen')
  await search()
  expect(await within(summaryPanel()).findByRole('heading', { name: 'Key findings' })).toBeInTheDocument()
  expect(
    screen.getByText('No report contains all the keywords: the results are ranked by how many of them they contain.'),
  ).toBeInTheDocument()
  const list = screen.getByRole('region', { name: 'Reports used (2)' })
  expect(
    within(list)
      .getAllByRole('group', { name: 'Matched' })
      .map((group) => group.textContent),
  ).toEqual(['Matched:Keyword: floodKeyword: levee', 'Matched:Keyword: flood'])
  expect(within(list).getAllByRole('group', { name: 'Not found' })[1]).toHaveTextContent(
    'Keyword: leveeKeyword: hydrogen',
  )
})

test.each([
  [
    'no answer (offline)',
    () => Promise.reject(new TypeError('Failed to fetch')),
    'Searching the reports needs a connection to the server. Your filters are kept',
  ],
  ['a server error', () => json(500, {}), 'An error occurred while processing your request. Please try again.'],
  ['a server detail', () => json(400, { detail: 'k must be at most 50' }), 'k must be at most 50'],
])('a failed search shows its message and keeps the filters (%s)', async (_case, respond, message) => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const api = analyseApi({ [apiKey(endpoints.analyse.search)]: respond })
  await openAnalyse()
  await choose('Action Categories', 'Scenario analysis')
  await typeKeywords('drought')
  await search()
  expect(await screen.findByRole('alert')).toHaveTextContent(message)
  // the message is at the top of the page, far above Search on a phone: it takes the focus
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
  expect(api.callsTo(apiKey(endpoints.analyse.summary))).toHaveLength(0)
  expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('drought')
  expect(
    within(screen.getByRole('list', { name: 'Selected Action Categories' })).getByText('Scenario analysis'),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled()
})

test('a failed summary shows its message, and a server detail in its place', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  let respond: () => Promise<Response> | Response = () => json(502, {})
  analyseApi({ [apiKey(endpoints.analyse.summary)]: () => respond() })
  await openAnalyse()
  await choose('Industry Categories', 'Mining')
  await search()
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred while generating the summary. Please try again.',
  )
  expect(within(summaryPanel()).getByText(/Use the search filters/)).toBeInTheDocument()

  respond = () => json(503, { detail: 'The model server is busy.' })
  await search()
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The model server is busy.'))

  respond = () => Promise.reject(new TypeError('Failed to fetch'))
  await search()
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The reports were found, but the summary needs a connection to the server.',
    ),
  )
})

test('Clear resets the filters, the detail level, the keywords, the summary and the message', async () => {
  analyseApi()
  await openAnalyse()
  await userEvent.click(screen.getByRole('radio', { name: 'Intermediate' }))
  await choose('Industry Categories', 'Manufacturing')
  await choose('Risk Categories', 'Transition – Market')
  await typeKeywords('net zero')
  screen.getByRole('slider').focus()
  await userEvent.keyboard('{ArrowRight}{ArrowRight}')
  await search()
  expect(await within(summaryPanel()).findByRole('heading', { name: 'Key findings' })).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
  expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked()
  expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '10')
  expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('')
  expect(screen.queryByRole('list', { name: /^Selected/ })).toBeNull()
  expect(screen.getByRole('button', { name: /^Industry Categories/ })).toHaveTextContent('None selected')
  expect(within(summaryPanel()).getByText(/Use the search filters/)).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: /Reports used/ })).toBeNull()

  await search()
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please enter a search query or select at least one category',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
  expect(screen.queryByRole('alert')).toBeNull()
})

test('the report slider starts at 10, shows its value, and moves by keyboard within 1 to 50', async () => {
  const api = analyseApi()
  await openAnalyse()
  const slider = screen.getByRole('slider', { name: 'Adjust slider to set the number of reports to include' })
  expect(slider).toHaveAttribute('aria-valuenow', '10')
  expect(slider).toHaveAttribute('aria-valuemin', '1')
  expect(slider).toHaveAttribute('aria-valuemax', '50')
  expect(slider).toHaveAttribute('aria-valuetext', '10 reports')
  const filters = within(screen.getByRole('region', { name: 'Search Filters' }))
  const value = () => filters.getByText(/^\d+$/, { selector: '[data-part="value-text"]' })
  expect(value()).toHaveTextContent('10')
  expect(
    filters.getAllByText(/^\d+$/, { selector: '[data-part="marker"] span' }).map((mark) => mark.textContent),
  ).toEqual(['1', '25', '50'])

  slider.focus()
  await userEvent.keyboard('{ArrowRight}')
  expect(slider).toHaveAttribute('aria-valuenow', '11')
  expect(value()).toHaveTextContent('11')
  await userEvent.keyboard('{End}{ArrowRight}')
  expect(slider).toHaveAttribute('aria-valuenow', '50')
  await userEvent.keyboard('{Home}{ArrowLeft}')
  expect(slider).toHaveAttribute('aria-valuenow', '1')
  expect(slider).toHaveAttribute('aria-valuetext', '1 report')

  await typeKeywords('flood')
  await search()
  await waitFor(() => expect(api.callsTo(apiKey(endpoints.analyse.search))[0]?.body).toMatchObject({ k: 1 }))
})

test('every control and both buttons are disabled while the search and summary run', async () => {
  let answerSummary: (response: Response) => void = () => {}
  analyseApi({
    [apiKey(endpoints.analyse.summary)]: () => new Promise<Response>((resolve) => (answerSummary = resolve)),
  })
  await openAnalyse()
  await choose('Industry Categories', 'Mining')
  await search()

  expect(await screen.findByRole('button', { name: 'Searching...' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled()
  expect(within(summaryPanel()).getByRole('status')).toHaveTextContent('Generating summary...')
  for (const name of ['Basic', 'Intermediate', 'Comprehensive'])
    expect(screen.getByRole('radio', { name })).toBeDisabled()
  expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true')
  for (const title of ['Industry Categories', 'Risk Categories', 'Action Categories']) {
    expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeDisabled()
  }
  expect(screen.getByRole('button', { name: 'Remove Mining' })).toBeDisabled()
  expect(screen.getByRole('textbox', { name: 'Keywords' })).toBeDisabled()

  answerSummary(json(200, { content: SUMMARY }))
  expect(await within(summaryPanel()).findByRole('heading', { name: 'Key findings' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled()
  expect(screen.getByRole('textbox', { name: 'Keywords' })).toBeEnabled()
})

test('Done, announced by its own name, closes the category list and keeps the choice', async () => {
  analyseApi()
  await openAnalyse()
  await userEvent.click(screen.getByRole('button', { name: /^Risk Categories/ }))
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Physical – Acute' }))
  await userEvent.click(screen.getByRole('button', { name: 'Done' }))
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Physical – Acute' })).toBeNull())
  expect(screen.getByRole('list', { name: 'Selected Risk Categories' })).toHaveTextContent('Physical – Acute')
})

test('a chip is removed with the keyboard', async () => {
  const api = analyseApi()
  await openAnalyse()
  await choose('Industry Categories', 'Mining')
  await choose('Industry Categories', 'Manufacturing')
  const chips = screen.getByRole('list', { name: 'Selected Industry Categories' })
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['Mining', 'Manufacturing'])

  within(chips).getByRole('button', { name: 'Remove Mining' }).focus()
  await userEvent.keyboard('{Enter}')
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['Manufacturing'])
  expect(screen.getByRole('button', { name: /^Industry Categories/ })).toHaveFocus()
  await search()
  // No keywords: no query in the payload, only the categories, k and mode.
  await waitFor(() =>
    expect(api.callsTo(apiKey(endpoints.analyse.search))[0]?.body).toEqual({
      sic_divisions: ['Manufacturing'],
      risk_categories: [],
      action_categories: [],
      k: 10,
      mode: 'basic',
    }),
  )
})

test('when the category lists cannot be loaded, the sample lists stand in and the panel says so', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  analyseApi({ [apiKey(endpoints.analyse.categories)]: () => json(500, { detail: 'Database unavailable' }) })
  signIn()
  await renderAppAt('/analyse')
  expect(await screen.findByText(/sample lists are shown/, {}, { timeout: 5000 })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(warn).toHaveBeenCalled()

  await userEvent.click(screen.getByRole('button', { name: /^Industry Categories/ }))
  const options = await screen.findAllByRole('checkbox')
  expect(options.map((option) => option.closest('label')?.textContent)).toEqual(SAMPLE_CATEGORIES.industry_categories)
})

test('results from the synthetic demo collection are labelled next to the summary and on the report list', async () => {
  analyseApi({
    [apiKey(endpoints.analyse.search)]: () =>
      json(200, { documents: [doc('s1', 'sr1', 'Fictional Resources Ltd', { synthetic: true })] }),
    [apiKey(endpoints.analyse.summary)]: () => json(200, { content: SUMMARY, synthetic: true }),
  })
  await openAnalyse()
  await typeKeywords('flood')
  await search()
  expect(await within(summaryPanel()).findByText('Synthetic demo data: fictional companies')).toBeInTheDocument()
  expect(
    within(screen.getByRole('region', { name: 'Reports used (1)' })).getByText(
      'Synthetic demo data: fictional companies',
    ),
  ).toBeInTheDocument()
})

test('a summary alone can mark the results as synthetic', async () => {
  analyseApi({ [apiKey(endpoints.analyse.summary)]: () => json(200, { content: SUMMARY, synthetic: true }) })
  await openAnalyse()
  await typeKeywords('flood')
  await search()
  expect(await within(summaryPanel()).findByText('Synthetic demo data: fictional companies')).toBeInTheDocument()
})

test('a search answered 401 forgets the user, who is sent to log in and brought back to /analyse', async () => {
  analyseApi({ [apiKey(endpoints.analyse.search)]: () => json(401, { detail: 'Your session has ended.' }) })
  const router = await openAnalyse()
  await typeKeywords('flood')
  await search()
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(router.state.location.search).toEqual({ returnUrl: '/analyse' })
  expect(localStorage.getItem('user')).toBeNull()
})
