import type { SyncEngine } from './sync-engine'

// Screens ask for a sync round (a chat opened, a change sent) without importing the sync engine: a screen's code
// would otherwise carry the engine's whole graph (the merge code, the outbox) into its route chunk, evaluated in the
// same task as the screen on a first visit (issue 16), although the engine itself starts later, once the browser is
// idle. start-sync.ts registers the running engine here; a type-only import keeps this module free of it.
let running: Pick<SyncEngine, 'syncNow'> | undefined

export function setRunningEngine(engine: Pick<SyncEngine, 'syncNow'> | undefined): void {
  running = engine
}

/** Asks the running engine for a round now (e.g. a "Sync now" button); nothing happens without one. */
export function requestSync(): void {
  void running?.syncNow({ pull: true })
}
