import { ChakraProvider } from '@chakra-ui/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, expect, test, vi } from 'vitest'
import { storeUser } from '../../lib/stored-user'
import { getOfflineDb } from '../../offline/db'
import { createDraft } from '../../offline/sync/drafts'
import { createAppSystem } from '../../theme'
import { CONFLICT_EXPLANATION } from './draft-conflict-panel'
import { SavedReports } from './saved-reports'

const system = createAppSystem()

// Only the component and the theme: test-utils would load the whole app and its routes.
function renderWithTheme(ui: ReactNode) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>)
}

const ADA = 'ada@example.com'
const TITLE = 'Annual climate report'

beforeEach(() => {
  storeUser({ email: ADA, first_name: 'Ada' })
})

/** A draft the server had at revision 3, edited here and on another device in the same paragraph. */
async function seedConflict() {
  const created = await createDraft({ title: TITLE, content: 'Emissions fell 12% (this device).' })
  if (!created.ok) throw new Error(created.error)
  const id = created.id
  const db = getOfflineDb()
  await db.outbox.where('recordId').equals(id).delete()
  await db.drafts.update(id, { rev: 3, base: { title: TITLE, content: 'Emissions fell.' }, syncState: 'conflict' })
  await db.draftConflicts.add({
    id: crypto.randomUUID(),
    draftId: id,
    userEmail: ADA,
    serverTitle: TITLE,
    serverContent: 'Emissions fell 10% (other device).',
    serverRev: 4,
    localTitle: TITLE,
    localContent: 'Emissions fell 12% (this device).',
    created_at: new Date().toISOString(),
  })
  return id
}

/** The choices stay disabled until the server's version has been read from the device; a click before that does nothing. */
async function choose(label: string) {
  const button = await screen.findByRole('button', { name: `${label} for ${TITLE}` })
  await waitFor(() => expect(button).toBeEnabled())
  await userEvent.click(button)
}

function renderList() {
  const onError = vi.fn()
  renderWithTheme(<SavedReports onError={onError} onEdit={() => {}} />)
  return onError
}

test('a report in conflict shows both versions side by side and says nothing is deleted until the user chooses', async () => {
  await seedConflict()
  const onError = renderList()
  const card = await screen.findByRole('article', { name: TITLE })
  expect(within(card).getByText('Conflict')).toBeInTheDocument()
  expect(within(card).getByText(CONFLICT_EXPLANATION)).toBeInTheDocument()
  const mine = await within(card).findByRole('region', { name: 'Mine (this device)' })
  const theirs = within(card).getByRole('region', { name: 'Theirs (from the server)' })
  expect(mine).toHaveTextContent('Emissions fell 12% (this device).')
  expect(theirs).toHaveTextContent('Emissions fell 10% (other device).')
  for (const label of ['Keep mine', 'Keep theirs', 'Keep both']) {
    expect(within(card).getByRole('button', { name: `${label} for ${TITLE}` })).toBeEnabled()
  }
  expect(onError).not.toHaveBeenCalled()
})

test('Keep both leaves two reports: this device’s text and the server’s as a copy', async () => {
  const id = await seedConflict()
  renderList()
  await choose('Keep both')

  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
  const original = screen.getByRole('article', { name: TITLE })
  const copy = screen.getByRole('article', { name: `${TITLE} (server copy)` })
  expect(within(original).queryByText(CONFLICT_EXPLANATION)).not.toBeInTheDocument()
  expect(within(original).getByText('Waiting to sync')).toBeInTheDocument()
  expect(within(copy).getByText('Waiting to sync')).toBeInTheDocument()

  const db = getOfflineDb()
  expect(await db.draftConflicts.count()).toBe(0)
  expect((await db.drafts.get(id))?.content).toBe('Emissions fell 12% (this device).')
  const copies = (await db.drafts.toArray()).filter((draft) => draft.title === `${TITLE} (server copy)`)
  expect(copies.map((draft) => draft.content)).toEqual(['Emissions fell 10% (other device).'])
})

test("Keep theirs takes the server's text and leaves one report", async () => {
  const id = await seedConflict()
  renderList()
  await choose('Keep theirs')

  const card = screen.getByRole('article', { name: TITLE })
  expect(await within(card).findByText('Saved')).toBeInTheDocument()
  expect(within(card).queryByText(CONFLICT_EXPLANATION)).not.toBeInTheDocument()
  expect(screen.getAllByRole('article')).toHaveLength(1)
  expect((await getOfflineDb().drafts.get(id))?.content).toBe('Emissions fell 10% (other device).')
})
