import { log } from '../lib/logger'

// Asks the browser to keep this site's storage under pressure, so drafts written offline are not evicted.
// Browsers may prompt or decide from engagement, so it is asked once the user has saved something they would
// miss, and not again in this page's life once granted or refused.
let asked = false

export async function requestPersistentStorage(
  storage: StorageManager | undefined = navigator.storage,
): Promise<boolean> {
  // Outside secure contexts there is no navigator.storage, and older browsers have no persist(), whatever the DOM
  // types say.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (asked || !storage?.persist) return false
  asked = true
  try {
    if (await storage.persisted()) return true
    const granted = await storage.persist()
    log.info(`Persistent storage ${granted ? 'granted' : 'not granted'}`)
    return granted
  } catch (error) {
    log.warn('Persistent storage request failed', error)
    return false
  }
}
