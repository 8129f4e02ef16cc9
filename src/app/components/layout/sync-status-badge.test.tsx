import { screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { expect, test } from 'vitest'
import { clearStoredUser, storeUser } from '../../lib/stored-user'
import { getOfflineDb } from '../../offline/db'
import { createDraft } from '../../offline/sync/drafts'
import { renderWithTheme } from '../../test-utils'
import { SyncStatusBadge, syncStatusText } from './sync-status-badge'

test('the status reads as the layout shows it', () => {
  const status = { pending: 0, failed: 0, conflicts: 0 }
  expect(syncStatusText({ ...status, state: 'synced' })).toBe('All changes saved')
  expect(syncStatusText({ ...status, state: 'pending', pending: 1 })).toBe('1 change waiting')
  expect(syncStatusText({ ...status, state: 'pending', pending: 3 })).toBe('3 changes waiting')
  expect(syncStatusText({ ...status, state: 'offline' })).toBe('Offline')
  expect(syncStatusText({ ...status, state: 'offline', pending: 2 })).toBe('Offline · 2 changes waiting')
  expect(syncStatusText({ ...status, state: 'needs-sign-in', pending: 2 })).toBe('Sign in to sync')
  expect(syncStatusText({ ...status, state: 'synced', conflicts: 1 })).toBe('1 change needs attention')
  expect(syncStatusText({ ...status, state: 'pending', pending: 1, failed: 1, conflicts: 1 })).toBe(
    '1 change waiting · 2 changes need attention',
  )
})

test('signed in, it is a live status region that follows local saves', async () => {
  storeUser({ email: 'ada@example.com', first_name: 'Ada' })
  renderWithTheme(<SyncStatusBadge />)
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'))
  await createDraft({ title: 'Report', content: '' })
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 change waiting'))
})

test('signed out with nothing waiting, it shows nothing', async () => {
  clearStoredUser()
  renderWithTheme(<SyncStatusBadge />)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(screen.queryByRole('status')).toBeNull()
})

test('a change the server refused makes the status a link to the screen that shows it', async () => {
  storeUser({ email: 'ada@example.com', first_name: 'Ada' })
  const created = await createDraft({ title: 'Report', content: '' })
  if (!created.ok) throw new Error(created.error)
  const db = getOfflineDb()
  const entry = (await db.outbox.where('recordId').equals(created.id).first())!
  await db.outbox.update(entry.seq, { state: 'failed', attempts: 1 })

  const rootRoute = createRootRoute({ component: () => <SyncStatusBadge compact /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  renderWithTheme(<RouterProvider router={router} />)
  const link = await screen.findByRole('link', { name: '1 change needs attention' })
  expect(link).toHaveAttribute('href', '/write')
})
