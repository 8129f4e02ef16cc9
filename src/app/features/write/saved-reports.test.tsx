import { ChakraProvider } from '@chakra-ui/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, expect, test, vi } from 'vitest'
import { downloadTextFile } from '../../lib/download-file'
import { storeUser } from '../../lib/stored-user'
import { getOfflineDb } from '../../offline/db'
import type * as DraftsModule from '../../offline/sync/drafts'
import { createDraft, deleteDraft } from '../../offline/sync/drafts'
import { requestSync } from '../../offline/sync/sync-request'
import { createAppSystem } from '../../theme'
import { writeMessages } from './messages'
import { SavedReports } from './saved-reports'

const system = createAppSystem()

// Only the component and the theme: test-utils would load the whole app and its routes.
function renderWithTheme(ui: ReactNode) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>)
}

// Saving a file is the browser's business (outside the process): the test checks what would be saved.
vi.mock('../../lib/download-file', () => ({ downloadTextFile: vi.fn() }))

// No sync engine runs here: the test checks that Retry asks for a round.
vi.mock('../../offline/sync/sync-request', () => ({ requestSync: vi.fn() }))

// The real device database (fake-indexeddb) throughout; deleteDraft is wrapped only so one test can make it fail.
vi.mock('../../offline/sync/drafts', async (importOriginal) => {
  const actual = await importOriginal<typeof DraftsModule>()
  return { ...actual, deleteDraft: vi.fn(actual.deleteDraft) }
})

const ADA = 'ada@example.com'
const TITLE = 'Annual climate report'

beforeEach(() => {
  vi.clearAllMocks()
  storeUser({ email: ADA, first_name: 'Ada' })
})

async function seedDraft(title = TITLE, content = '# Governance\n\nThe board oversees climate risk.') {
  const result = await createDraft({ title, content })
  if (!result.ok) throw new Error(result.error)
  return result.id
}

function renderList() {
  const onError = vi.fn()
  renderWithTheme(<SavedReports onError={onError} onEdit={() => {}} />)
  return onError
}

async function findCard(title: string) {
  return screen.findByRole('article', { name: title })
}

test('shows a spinner while the device list is read, then the empty state', async () => {
  const onError = renderList()
  expect(screen.getByRole('heading', { name: 'Saved Reports' })).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('Loading saved reports...')
  expect(await screen.findByText("You don't have any saved reports yet.")).toBeInTheDocument()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
  expect(onError).not.toHaveBeenCalled()
})

test('a saved draft appears with its title, US English dates, sync state and named buttons', async () => {
  const id = await seedDraft()
  await getOfflineDb().drafts.update(id, {
    created_at: new Date(2026, 2, 5, 9, 7).toISOString(),
    updated_at: new Date(2026, 10, 21, 14, 5).toISOString(),
  })
  renderList()

  const card = await findCard(TITLE)
  expect(within(card).getByRole('heading', { name: TITLE })).toBeInTheDocument()
  expect(card).toHaveTextContent('Created March 5, 2026 at 9:07 AM')
  expect(card).toHaveTextContent('Last edited November 21, 2026 at 2:05 PM')
  expect(within(card).getByText('Waiting to sync')).toBeInTheDocument()
  for (const action of ['Edit', 'Download', 'Delete']) {
    expect(within(card).getByRole('button', { name: `${action} ${TITLE}` })).toBeInTheDocument()
  }
  expect(screen.queryByText(writeMessages.noSavedReports)).not.toBeInTheDocument()

  await getOfflineDb().drafts.update(id, { syncState: 'synced' })
  expect(await within(card).findByText('Saved')).toBeInTheDocument()
  expect(within(card).queryByText('Waiting to sync')).not.toBeInTheDocument()
})

test('lists the newest report first and follows new saves', async () => {
  await seedDraft('Older report')
  renderList()
  await findCard('Older report')
  await new Promise((resolve) => setTimeout(resolve, 5))
  await seedDraft('Newer report')
  await waitFor(() =>
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Newer report',
      'Older report',
    ]),
  )
})

test("Download saves the report's text as '{title with underscores}.md'", async () => {
  await seedDraft(TITLE, 'Report text')
  const onError = renderList()
  await userEvent.click(await screen.findByRole('button', { name: `Download ${TITLE}` }))
  expect(downloadTextFile).toHaveBeenCalledExactlyOnceWith('Annual_climate_report.md', 'Report text', 'text/markdown')
  expect(onError).not.toHaveBeenCalled()
})

test('a download the browser refuses is reported to the page', async () => {
  await seedDraft()
  vi.mocked(downloadTextFile).mockImplementationOnce(() => {
    throw new Error('Blob URLs are not allowed')
  })
  const onError = renderList()
  await userEvent.click(await screen.findByRole('button', { name: `Download ${TITLE}` }))
  expect(onError).toHaveBeenCalledExactlyOnceWith(writeMessages.downloadDraftFailed)
})

test('Delete asks for confirmation naming the report, then removes it', { timeout: 15_000 }, async () => {
  const id = await seedDraft()
  await seedDraft('Other report')
  const onError = renderList()

  await userEvent.click(await screen.findByRole('button', { name: `Delete ${TITLE}` }))
  let dialog = await screen.findByRole('alertdialog', { name: 'Delete report' })
  expect(dialog).toHaveTextContent(`Delete “${TITLE}”? This cannot be undone.`)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(deleteDraft).not.toHaveBeenCalled()
  expect(await findCard(TITLE)).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: `Delete ${TITLE}` }))
  dialog = await screen.findByRole('alertdialog', { name: 'Delete report' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(screen.queryByRole('article', { name: TITLE })).not.toBeInTheDocument()
  expect(await getOfflineDb().drafts.get(id)).toBeUndefined()
  expect(screen.getByRole('article', { name: 'Other report' })).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Saved Reports' })).toHaveFocus())
  expect(onError).not.toHaveBeenCalled()
})

test('deleting the last report leaves the empty state', async () => {
  await seedDraft()
  renderList()
  await userEvent.click(await screen.findByRole('button', { name: `Delete ${TITLE}` }))
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText("You don't have any saved reports yet.")).toBeInTheDocument()
})

test('a delete the device cannot store is reported and the report stays', async () => {
  const id = await seedDraft()
  vi.mocked(deleteDraft).mockResolvedValueOnce({ ok: false, error: 'storage-failed' })
  const onError = renderList()
  await userEvent.click(await screen.findByRole('button', { name: `Delete ${TITLE}` }))
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(onError).toHaveBeenCalledExactlyOnceWith(writeMessages.deleteReportFailed))
  expect(screen.getByRole('article', { name: TITLE })).toBeInTheDocument()
  expect(await getOfflineDb().drafts.get(id)).toBeDefined()
})

test("a new report the server refused says 'Failed to save report', with the reason and a Retry that queues it again", async () => {
  const id = await seedDraft()
  const db = getOfflineDb()
  const entry = await db.outbox.where('recordId').equals(id).first()
  await db.outbox.update(entry!.seq, { state: 'failed', attempts: 1, lastError: 'Title is not allowed' })
  await db.drafts.update(id, { syncState: 'failed', error: 'Title is not allowed' })
  renderList()

  const card = await findCard(TITLE)
  expect(within(card).getByText('Not saved to the server')).toBeInTheDocument()
  expect(within(card).getByText(writeMessages.saveReportFailed)).toBeInTheDocument()
  expect(within(card).getByText('Title is not allowed')).toBeInTheDocument()
  await userEvent.click(within(card).getByRole('button', { name: `Retry ${TITLE}` }))
  await waitFor(() => expect(requestSync).toHaveBeenCalled())

  expect(await within(card).findByText('Waiting to sync')).toBeInTheDocument()
  expect(within(card).queryByRole('button', { name: `Retry ${TITLE}` })).not.toBeInTheDocument()
  expect(within(card).queryByText('Title is not allowed')).not.toBeInTheDocument()
  expect((await db.outbox.get(entry!.seq))?.state).toBe('queued')
})

test("a record's notice is shown on its card", async () => {
  const id = await seedDraft()
  await getOfflineDb().drafts.update(id, {
    syncState: 'synced',
    notice: 'This report was changed on another device, so it was not deleted.',
  })
  renderList()
  const card = await findCard(TITLE)
  expect(
    within(card).getByText('This report was changed on another device, so it was not deleted.'),
  ).toBeInTheDocument()
})

test('a device database that cannot be read is reported once, and Try again reads it again', async () => {
  await seedDraft()
  const drafts = getOfflineDb().drafts
  const where = vi.spyOn(drafts, 'where').mockImplementation(() => {
    throw new Error('IndexedDB is not available')
  })
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const onError = renderList()

  expect(await screen.findByText('Your saved reports could not be read on this device.')).toBeInTheDocument()
  expect(onError).toHaveBeenCalledExactlyOnceWith(writeMessages.loadReportsFailed)

  where.mockRestore()
  consoleError.mockRestore()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await findCard(TITLE)).toBeInTheDocument()
  expect(onError).toHaveBeenCalledTimes(1)
})

test("another user's drafts on the same device are not listed", async () => {
  await createDraft({ title: "Bob's report", content: 'Text' }, 'bob@example.com')
  renderList()
  expect(await screen.findByText(writeMessages.noSavedReports)).toBeInTheDocument()
})

test("changes to a saved report the server refused say 'Failed to save draft changes'", async () => {
  const id = await seedDraft()
  const db = getOfflineDb()
  await db.outbox.clear()
  await db.drafts.update(id, { rev: 3, syncState: 'failed', error: 'Service unavailable' })
  renderList()

  const card = await findCard(TITLE)
  expect(within(card).getByText(writeMessages.saveDraftChangesFailed)).toBeInTheDocument()
  expect(within(card).getByText('Service unavailable')).toBeInTheDocument()
})
