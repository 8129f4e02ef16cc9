import { ChakraProvider } from '@chakra-ui/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, expect, test, vi } from 'vitest'
import { storeUser } from '../../lib/stored-user'
import { getOfflineDb } from '../../offline/db'
import type * as DraftsModule from '../../offline/drafts'
import { createDraft, updateDraft } from '../../offline/drafts'
import type { LocalWriteResult } from '../../offline/local-write'
import { system } from '../../theme'
import { EditDraftDialog } from './edit-draft-dialog'
import { writeMessages } from './messages'
import { SavedReports } from './saved-reports'

// Only the component and the theme: test-utils would load the whole app and its routes.
function renderWithTheme(ui: ReactNode) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>)
}

// The real device database (fake-indexeddb) throughout; updateDraft is wrapped only so tests can hold a save
// back or make the device refuse it.
vi.mock('../../offline/drafts', async (importOriginal) => {
  const actual = await importOriginal<typeof DraftsModule>()
  return { ...actual, updateDraft: vi.fn(actual.updateDraft) }
})

const ADA = 'ada@example.com'
const TITLE = 'Annual climate report'
const CONTENT = '## Governance\n\nThe board reviews climate risk every quarter.'

beforeEach(() => {
  vi.clearAllMocks()
  storeUser({ email: ADA, first_name: 'Ada' })
})

async function seedDraft() {
  const result = await createDraft({ title: TITLE, content: CONTENT })
  if (!result.ok) throw new Error(result.error)
  return result.id
}

async function openEditor() {
  const onError = vi.fn()
  renderWithTheme(<SavedReports onError={onError} onOpen={() => {}} />)
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${TITLE}` }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Report Draft' })
  const title = await within(dialog).findByRole('textbox', { name: /Title/ })
  const content = within(dialog).getByRole('textbox', { name: /Content/ })
  return { onError, dialog, title, content }
}

// Typing into a Chakra dialog in jsdom is slow on a busy machine.
const typing = { timeout: 15_000 }

function dialogGone() {
  return waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

test('Edit loads the draft into Title and Content, and Save Changes updates the list and the device', typing, async () => {
  const id = await seedDraft()
  const { onError, dialog, title, content } = await openEditor()
  expect(title).toHaveValue(TITLE)
  expect(content).toHaveValue(CONTENT)
  expect(content.tagName).toBe('TEXTAREA')
  expect(Number(content.getAttribute('rows'))).toBeGreaterThanOrEqual(12)

  await userEvent.clear(title)
  await userEvent.type(title, 'Climate statement')
  await userEvent.type(content, ' Done.')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

  await dialogGone()
  expect(await screen.findByRole('article', { name: 'Climate statement' })).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: TITLE })).not.toBeInTheDocument()
  const stored = await getOfflineDb().drafts.get(id)
  expect(stored).toMatchObject({ title: 'Climate statement', content: `${CONTENT} Done.`, syncState: 'pending' })
  expect(onError).not.toHaveBeenCalled()
})

test('Cancel is disabled while the changes are being saved', typing, async () => {
  await seedDraft()
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const actual = (await vi.importActual<typeof DraftsModule>('../../offline/drafts')).updateDraft
  vi.mocked(updateDraft).mockImplementationOnce(async (...args): Promise<LocalWriteResult> => {
    await held
    return actual(...args)
  })
  const { dialog, title } = await openEditor()
  await userEvent.type(title, ' (final)')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled())
  await userEvent.keyboard('{Escape}')
  expect(screen.getByRole('dialog', { name: 'Edit Report Draft' })).toBeInTheDocument()

  release()
  await dialogGone()
  expect(await screen.findByRole('article', { name: `${TITLE} (final)` })).toBeInTheDocument()
})

test('a missing title is shown at the field and nothing is saved', typing, async () => {
  const id = await seedDraft()
  const { dialog, title } = await openEditor()
  await userEvent.clear(title)
  await userEvent.type(title, '   ')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

  expect(await within(dialog).findByText('Please provide a title for your report')).toBeInTheDocument()
  expect(title).toHaveAttribute('aria-invalid', 'true')
  expect(title).toHaveFocus()
  expect(updateDraft).not.toHaveBeenCalled()
  expect((await getOfflineDb().drafts.get(id))?.title).toBe(TITLE)
})

test('Cancel closes the dialog and throws away the unsaved edits', typing, async () => {
  const id = await seedDraft()
  const first = await openEditor()
  await userEvent.type(first.title, ' (not kept)')
  await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }))
  await dialogGone()
  await waitFor(() => expect(screen.getByRole('button', { name: `Edit ${TITLE}` })).toHaveFocus())

  await userEvent.click(screen.getByRole('button', { name: `Edit ${TITLE}` }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Report Draft' })
  expect(await within(dialog).findByRole('textbox', { name: /Title/ })).toHaveValue(TITLE)
  expect(updateDraft).not.toHaveBeenCalled()
  expect((await getOfflineDb().drafts.get(id))?.title).toBe(TITLE)
})

test('a save the device cannot store is reported and the dialog keeps the typed text', typing, async () => {
  await seedDraft()
  vi.mocked(updateDraft).mockResolvedValueOnce({ ok: false, error: 'storage-failed' })
  const { onError, dialog, title, content } = await openEditor()
  await userEvent.type(content, ' Tunnel.')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

  await waitFor(() => expect(onError).toHaveBeenCalledExactlyOnceWith(writeMessages.saveDraftChangesFailed))
  expect(screen.getByRole('dialog', { name: 'Edit Report Draft' })).toBeInTheDocument()
  expect(within(dialog).getByRole('alert')).toHaveTextContent(writeMessages.saveDraftChangesFailed)
  expect(title).toHaveValue(TITLE)
  expect(content).toHaveValue(`${CONTENT} Tunnel.`)
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()

  // The next attempt goes through.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
  await dialogGone()
  expect(onError).toHaveBeenCalledTimes(1)
})

test("another device's edit that arrives while the dialog is open is merged, not overwritten", typing, async () => {
  const id = await seedDraft()
  const { dialog, title } = await openEditor()
  await getOfflineDb().drafts.update(id, { content: `${CONTENT}\n\nAdded on another device.`, syncState: 'synced' })
  await userEvent.clear(title)
  await userEvent.type(title, 'Climate statement')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

  await dialogGone()
  expect(await getOfflineDb().drafts.get(id)).toMatchObject({ title: 'Climate statement', content: `${CONTENT}\n\nAdded on another device.` })
  expect(await getOfflineDb().drafts.count()).toBe(1)
})

test("overlapping edits keep the typed text and the other device's version as a second report", typing, async () => {
  const id = await seedDraft()
  const { dialog, content } = await openEditor()
  const elsewhere = '## Governance\n\nThe board reviews climate risk every month.'
  await getOfflineDb().drafts.update(id, { content: elsewhere, syncState: 'synced' })
  await userEvent.type(content, ' Tunnel.')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

  await dialogGone()
  expect(await screen.findByRole('article', { name: `${TITLE} (other version)` })).toBeInTheDocument()
  const drafts = await getOfflineDb().drafts.toArray()
  expect(drafts.map(({ title, content }) => ({ title, content })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
    { title: TITLE, content: `${CONTENT} Tunnel.` },
    { title: `${TITLE} (other version)`, content: elsewhere },
  ])
})

test('a draft that is no longer on the device closes the dialog and reports the failure', async () => {
  const onClose = vi.fn()
  const onError = vi.fn()
  renderWithTheme(<EditDraftDialog draftId="8d3c5f36-0000-4000-8000-000000000000" onClose={onClose} onError={onError} />)
  expect(await screen.findByRole('dialog', { name: 'Edit Report Draft' })).toHaveTextContent('Loading the draft...')
  await waitFor(() => expect(onError).toHaveBeenCalledExactlyOnceWith(writeMessages.loadDraftFailed))
  expect(onClose).toHaveBeenCalledTimes(1)
})

test('a draft that cannot be read closes the dialog and reports the failure', async () => {
  const id = await seedDraft()
  const get = vi.spyOn(getOfflineDb().drafts, 'get').mockRejectedValue(new Error('The device storage is unreadable'))
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const onClose = vi.fn()
  const onError = vi.fn()
  renderWithTheme(<EditDraftDialog draftId={id} onClose={onClose} onError={onError} />)
  await waitFor(() => expect(onError).toHaveBeenCalledExactlyOnceWith(writeMessages.loadDraftFailed))
  expect(onClose).toHaveBeenCalledTimes(1)
  get.mockRestore()
  consoleError.mockRestore()
})
