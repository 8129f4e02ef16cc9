import type { Logger } from './logger'

// Work a request starts but does not wait for (a password-reset mail, so the answer takes the same time whether or
// not the address exists). Failures are logged, never thrown; shutdown and tests wait for idle() so nothing is lost
// half-done when the database closes.
export type BackgroundTasks = {
  run(label: string, task: () => Promise<unknown>): void
  idle(): Promise<void>
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<unknown>>()
  return {
    run(label, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: label }, 'Background task failed'))
        .finally(() => running.delete(promise))
      running.add(promise)
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}
