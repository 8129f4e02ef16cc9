// Start-up work that the first screen does not need (the sync engine, the service worker, the health check) waits
// for the browser to be idle, so it does not lengthen the tasks that render the page and answer the first tap
// (issue 16). The timeout bounds the wait on a page that is never idle; Safari has no requestIdleCallback, so there
// it waits for the next task instead.
export const IDLE_TIMEOUT_MS = 2000

export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(work, 1)
}

/**
 * Ends the current task so the browser can paint and handle input before the next step of start-up: one long task
 * blocks a tap for its whole length, several short ones only until the current one ends. scheduler.yield resumes
 * ahead of other queued tasks where the browser has it (Chromium); elsewhere a new task is queued.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
