import { expect, test, vi } from 'vitest'
import { getOfflineDb } from '../db'
import { registerPendingSave } from '../sw-update'
import { acceptUpdate, offerUpdate } from '../sw-update'
import { clearUserData } from './user-data'
import { createWorkspaceSaver } from './workspace-saver'
import { emptyWorkspace, loadWorkspace, workspaceKey } from './write-workspace'

const email = 'ada@example.com'

test('a burst of changes ends with the newest text on the device, without a write per change', async () => {
  const put = vi.spyOn(getOfflineDb().meta, 'put')
  const saver = createWorkspaceSaver(email, () => {})
  for (let n = 1; n <= 50; n++)
    saver.save({ ...emptyWorkspace, companyInfo: 'x'.repeat(n - 1) }, { ...emptyWorkspace, companyInfo: 'x'.repeat(n) })
  await saver.flush()
  expect((await loadWorkspace(email)).companyInfo).toBe('x'.repeat(50))
  expect(put.mock.calls.length).toBeLessThan(50)
})

test('a workspace this version cannot read is replaced by an empty one instead of breaking the screen', async () => {
  await getOfflineDb().meta.put({ key: workspaceKey(email), value: { companyName: 42 } })
  expect(await loadWorkspace(email)).toEqual(emptyWorkspace)
})

test('the device cannot store the work: the screen is told', async () => {
  vi.spyOn(getOfflineDb().meta, 'put').mockRejectedValueOnce(new Error('QuotaExceededError'))
  const onFailure = vi.fn()
  const saver = createWorkspaceSaver(email, onFailure)
  saver.save(emptyWorkspace, { ...emptyWorkspace, companyName: 'Acme' })
  await saver.flush()
  expect(onFailure).toHaveBeenCalledOnce()
})

test('an accepted app update first waits for text still being stored', async () => {
  const order: string[] = []
  const unregister = registerPendingSave(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    order.push('flushed')
  })
  offerUpdate(async () => {
    order.push('updated')
  })
  await acceptUpdate()
  unregister()
  expect(order).toEqual(['flushed', 'updated'])
})

test('signing out removes the work in progress with the rest of the user data', async () => {
  const saver = createWorkspaceSaver(email, () => {})
  saver.save(emptyWorkspace, { ...emptyWorkspace, companyName: 'Acme' })
  await saver.flush()
  await clearUserData(email)
  expect(await getOfflineDb().meta.get(workspaceKey(email))).toBeUndefined()
})
