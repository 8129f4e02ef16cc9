import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LibraryJob, LibraryReport } from '../../../core/contract/library'
import { apiKey, json, mockApi, openNavigation, renderAppAt, signIn } from '../../test-utils'
import { endpoints } from '../../../core/contract/endpoints'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const admin = { email: 'admin@example.com', first_name: 'Ada', is_admin: true }
const limits = { max_file_bytes: 1024 * 1024, max_files: 20 }

function job(overrides: Partial<LibraryJob>): LibraryJob {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    file_name: 'kestrel-2024.pdf',
    size: 2048,
    stage: 'queued',
    retryable: false,
    metadata: {},
    report_ids: [],
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  }
}

const kestrel: LibraryReport = {
  id: '22222222-2222-4222-8222-222222222222',
  company: 'Kestrel Mining',
  title: 'Kestrel Mining Climate Report 2024',
  year: 2024,
  country: 'Australia',
  exchange: 'ASX',
  industry: 'B',
  source: 'kestrel-2024.pdf',
  chunks: 12,
  ingested_at: '2026-11-24T10:00:00.000Z',
}

test('a signed-in non-administrator sees no Library entry and, at its address, that it is for administrators only', async () => {
  signIn({ email: 'bo@example.com', first_name: 'Bo', is_admin: false })
  const api = mockApi({})
  await renderAppAt('/library')
  expect(screen.getByRole('heading', { level: 1, name: 'Report Library' })).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('Only administrators can manage the report library.')
  expect(api.callsTo(apiKey(endpoints.library.jobs))).toHaveLength(0)
  const nav = await openNavigation()
  expect(nav.queryByRole('link', { name: /Report Library/ })).not.toBeInTheDocument()
})

test('an administrator reaches the library from the navigation', async () => {
  signIn(admin)
  mockApi({
    [apiKey(endpoints.library.jobs)]: () => json(200, { jobs: [], limits }),
    [apiKey(endpoints.library.reports)]: () => json(200, { reports: [], total: 0 }),
  })
  await renderAppAt('/')
  const nav = await openNavigation()
  await userEvent.click(nav.getByRole('link', { name: /Report Library/ }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Report Library' })).toBeInTheDocument()
  expect(await screen.findByText('No uploads yet.')).toBeInTheDocument()
  expect(await screen.findByText('0 reports in the library')).toBeInTheDocument()
})

test('chosen files are uploaded with their details, refused ones say why, and each job shows its progress', async () => {
  signIn(admin)
  let jobs: LibraryJob[] = []
  let polls = 0
  const api = mockApi({
    [apiKey(endpoints.library.jobs)]: () => {
      polls += 1
      // The server moves the first job on with every poll.
      if (polls > 2)
        jobs = jobs.map((item, index) => (index === 0 ? { ...item, stage: 'done', report_ids: [kestrel.id] } : item))
      return json(200, { jobs, limits })
    },
    [apiKey(endpoints.library.reports)]: () =>
      json(200, { reports: polls > 2 ? [kestrel] : [], total: polls > 2 ? 1 : 0 }),
    [apiKey(endpoints.library.upload)]: () => {
      jobs = [
        job({ stage: 'indexing' }),
        job({
          id: '33333333-3333-4333-8333-333333333333',
          file_name: 'notes-2024.md',
          stage: 'failed',
          reason: 'no company (enter company in the form and ingest again)',
          retryable: true,
          derived: { title: 'Notes 2024', year: 2024 },
        }),
      ]
      return json(202, { jobs })
    },
    [apiKey(endpoints.library.retry, { params: { id: '33333333-3333-4333-8333-333333333333' } })]: (body) => {
      jobs = jobs.map((item) =>
        item.file_name === 'notes-2024.md'
          ? {
              ...item,
              stage: 'queued',
              retryable: false,
              reason: undefined,
              metadata: (body as { metadata: LibraryJob['metadata'] }).metadata,
            }
          : item,
      )
      return json(202, { job: jobs[1] })
    },
  })
  await renderAppAt('/library')
  await screen.findByText('No uploads yet.')
  const input = screen.getByTestId('library-file-input')
  await userEvent.upload(input, [
    new File(['%PDF-1.4 report'], 'kestrel-2024.pdf', { type: 'application/pdf' }),
    new File(['# Notes'], 'notes-2024.md'),
  ])
  // userEvent.upload honours `accept`; a .docx is given straight to the change handler.
  const docx = new File(['x'], 'notes.docx')
  Object.defineProperty(input, 'files', { value: [docx], configurable: true })
  input.dispatchEvent(new Event('change', { bubbles: true }))
  const chosen = within(await screen.findByRole('list', { name: 'Chosen files' }))
  expect(await chosen.findByText(/Not uploaded: Not a supported file type/)).toBeInTheDocument()

  await userEvent.click(chosen.getByRole('button', { name: 'Details for kestrel-2024.pdf' }))
  const details = within(screen.getByRole('group', { name: 'Details for kestrel-2024.pdf' }))
  await userEvent.type(details.getByLabelText('Company'), 'Kestrel Mining')
  await userEvent.type(details.getByLabelText('Year'), '24')
  await userEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
  expect(await details.findByText(/Year must be a four-digit year/)).toBeInTheDocument()
  expect(api.callsTo(apiKey(endpoints.library.upload))).toHaveLength(0)
  await userEvent.clear(details.getByLabelText('Year'))
  await userEvent.type(details.getByLabelText('Year'), '2024')
  await userEvent.selectOptions(details.getByLabelText('Industry'), 'B')
  await userEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))

  expect(await screen.findByText('2 files sent. Follow their progress under Uploads.')).toBeInTheDocument()
  const uploads = within(screen.getByRole('list', { name: 'Uploaded files' }))
  expect(uploads.getByText('Not added: no company (enter company in the form and ingest again).')).toBeInTheDocument()
  await waitFor(() => expect(uploads.getByText(/Added to the library: 1 report/)).toBeInTheDocument(), {
    timeout: 5000,
  })
  expect(await screen.findByText('Kestrel Mining Climate Report 2024')).toBeInTheDocument()

  await userEvent.click(uploads.getByRole('button', { name: 'Correct details for notes-2024.md' }))
  const fix = within(screen.getByRole('group', { name: 'Details for notes-2024.md' }))
  expect(fix.getByLabelText('Title')).toHaveValue('Notes 2024')
  expect(fix.getByLabelText('Year')).toHaveValue('2024')
  await userEvent.type(fix.getByLabelText('Company'), 'Notes Ltd')
  await userEvent.click(screen.getByRole('button', { name: 'Ingest again' }))
  await waitFor(() =>
    expect(
      api.callsTo(apiKey(endpoints.library.retry, { params: { id: '33333333-3333-4333-8333-333333333333' } }))[0]?.body,
    ).toEqual({ metadata: { company: 'Notes Ltd', title: 'Notes 2024', year: 2024 } }),
  )
}, 20_000)

test('reports are searched, re-tagged and deleted after a confirmation', async () => {
  signIn(admin)
  let reports = [kestrel]
  const api = mockApi({
    [apiKey(endpoints.library.jobs)]: () => json(200, { jobs: [], limits }),
    [apiKey(endpoints.library.reports)]: () => json(200, { reports, total: reports.length }),
    [apiKey(endpoints.library.retag, { params: { id: kestrel.id } })]: (body) => {
      reports = [{ ...kestrel, ...(body as object) }]
      return json(200, { report: reports[0] })
    },
    [apiKey(endpoints.library.delete, { params: { id: kestrel.id } })]: () => {
      reports = []
      return json(200, { message: 'Report deleted' })
    },
  })
  await renderAppAt('/library')
  expect(await screen.findByText('Kestrel Mining Climate Report 2024')).toBeInTheDocument()
  expect(screen.getByText('2024 · Australia · ASX · Mining')).toBeInTheDocument()

  await userEvent.type(screen.getByLabelText('Search by company or title'), 'kestrel')
  await waitFor(() => expect(api.calls.some((call) => call.key === apiKey(endpoints.library.reports))).toBe(true))
  expect(await screen.findByText('1 report match “kestrel”')).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Edit details of Kestrel Mining Climate Report 2024' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit report details' }))
  expect(dialog.getByLabelText(/^Company/)).toHaveValue('Kestrel Mining')
  await userEvent.clear(dialog.getByLabelText(/^Company/))
  await userEvent.click(dialog.getByRole('button', { name: 'Save details' }))
  expect(dialog.getByText('Company is required')).toBeInTheDocument()
  await userEvent.type(dialog.getByLabelText(/^Company/), 'Kestrel Resources')
  await userEvent.click(dialog.getByRole('button', { name: 'Save details' }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit report details' })).not.toBeInTheDocument())
  expect(api.callsTo(apiKey(endpoints.library.retag, { params: { id: kestrel.id } }))[0]?.body).toMatchObject({
    company: 'Kestrel Resources',
    title: kestrel.title,
    year: 2024,
    industry: 'B',
  })
  expect(await screen.findByText('Kestrel Resources')).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Delete report Kestrel Mining Climate Report 2024' }))
  const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete report' }))
  await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }))
  expect(api.callsTo(apiKey(endpoints.library.delete, { params: { id: kestrel.id } }))).toHaveLength(0)
  await userEvent.click(screen.getByRole('button', { name: 'Delete report Kestrel Mining Climate Report 2024' }))
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete report' })).getByRole('button', { name: 'Delete' }),
  )
  expect(await screen.findByText('Deleted “Kestrel Mining Climate Report 2024”.')).toBeInTheDocument()
  expect(await screen.findByText('0 reports match “kestrel”')).toBeInTheDocument()
}, 20_000)
