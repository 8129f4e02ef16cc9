import { createStore } from '../lib/store'
import { useStore } from '../lib/use-store'
import { flushPendingSaves } from './pending-saves'

// A new service worker is waiting. It only takes over when the user agrees (registerType 'prompt'), so nothing
// they are typing is swept away by an update; "Later" leaves the waiting worker for the next visit.
type ApplyUpdate = () => Promise<void>

const waitingUpdate = createStore<ApplyUpdate | null>(null)

export function offerUpdate(apply: ApplyUpdate): void {
  waitingUpdate.set(apply)
}

export function dismissUpdate(): void {
  waitingUpdate.set(null)
}

export async function acceptUpdate(): Promise<void> {
  const apply = waitingUpdate.get()
  waitingUpdate.set(null)
  await flushPendingSaves()
  await apply?.()
}

export function useUpdateAvailable(): boolean {
  return useStore(waitingUpdate, (apply) => apply !== null)
}
