import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startServer } from './server-process'

// One server for the whole e2e run; each test file opens its own browser contexts against it.
export default async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
    throw new Error('dist/ is missing: the e2e suite tests the built app. Run `npm run test:e2e` (it builds first).')
  }
  // A small demo corpus, so Analyse has reports to search without the minute a full one takes.
  const server = await startServer({ DEMO_CORPUS: 'on', DEMO_CORPUS_REPORTS: '400' })
  project.provide('baseUrl', server.url)
  project.provide('dataDir', server.dataDir)
  return async () => {
    const code = await server.stop()
    if (code !== 0) throw new Error(`The server did not shut down cleanly (exit code ${code}):\n${server.output()}`)
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}
