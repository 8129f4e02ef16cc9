import { expect, test, vi } from 'vitest'

async function freshModule() {
  vi.resetModules()
  return import('./persist-storage')
}

function storageManager(persisted: boolean, grant: boolean) {
  return {
    persisted: vi.fn().mockResolvedValue(persisted),
    persist: vi.fn().mockResolvedValue(grant),
  } as unknown as StorageManager
}

test('asks for persistent storage once, however often something is saved', async () => {
  const { requestPersistentStorage } = await freshModule()
  const storage = storageManager(false, true)
  vi.spyOn(console, 'info').mockImplementation(() => {})
  expect(await requestPersistentStorage(storage)).toBe(true)
  expect(await requestPersistentStorage(storage)).toBe(false)
  expect(storage.persist).toHaveBeenCalledOnce()
})

test('does not ask again when storage is already persistent', async () => {
  const { requestPersistentStorage } = await freshModule()
  const storage = storageManager(true, true)
  expect(await requestPersistentStorage(storage)).toBe(true)
  expect(storage.persist).not.toHaveBeenCalled()
})

test('copes with browsers without the Storage API', async () => {
  const { requestPersistentStorage } = await freshModule()
  expect(await requestPersistentStorage(undefined)).toBe(false)
})
