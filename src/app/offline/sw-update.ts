import { useSyncExternalStore } from 'react'
import { flushPendingSaves } from './pending-saves'

// A new service worker is waiting. It only takes over when the user agrees (registerType 'prompt'), so nothing
// they are typing is swept away by an update; "Later" leaves the waiting worker for the next visit.
type ApplyUpdate = () => Promise<void>

let applyUpdate: ApplyUpdate | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function offerUpdate(apply: ApplyUpdate): void {
  applyUpdate = apply
  emit()
}

export function dismissUpdate(): void {
  applyUpdate = null
  emit()
}

export async function acceptUpdate(): Promise<void> {
  const apply = applyUpdate
  applyUpdate = null
  emit()
  await flushPendingSaves()
  await apply?.()
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => applyUpdate !== null,
    () => false,
  )
}
