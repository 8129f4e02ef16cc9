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
