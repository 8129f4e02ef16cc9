import { createStore } from '../lib/store'
import { useStore } from '../lib/use-store'

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

// Text a screen is still writing to the device. An app update reloads the page, so it first waits for every
// registered screen to finish storing what the user typed, so an update never loses unsaved text.
const flushes = new Set<() => Promise<void>>()

/** Registers a screen's flush; returns the unregister function for the screen's cleanup. */
export function registerPendingSave(flush: () => Promise<void>): () => void {
  flushes.add(flush)
  return () => flushes.delete(flush)
}

export async function flushPendingSaves(): Promise<void> {
  await Promise.allSettled([...flushes].map((flush) => flush()))
}
