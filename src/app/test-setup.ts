import '@testing-library/jest-dom/vitest'
// IndexedDB for Dexie: unit tests run on fake-indexeddb rather than a browser.
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import type * as DbModule from './offline/db'
import { deleteOfflineDb } from './offline/test-support/offline-db'

// findBy* and waitFor give up after 1 s by default; a CI machine shared with other suites can take longer to run a
// Dexie transaction and re-render, and a test that fails only then says nothing about the code.
configure({ asyncUtilTimeout: 5_000 })

// In the app the knowledge base is a file the service worker precaches; jsdom has no service worker, and the tests
// stub fetch for the API, so here the same passages come from their module (lib/knowledge.test.ts tests the fetch).
vi.mock('./lib/knowledge', async () => {
  const { knowledgeBase } = await import('../core/knowledge/knowledge-base')
  const { createGroundedEngine } = await import('../core/engine/grounded-engine')
  const engine = createGroundedEngine(knowledgeBase)
  return { loadKnowledgeBase: () => Promise.resolve(knowledgeBase), loadOfflineEngine: () => Promise.resolve(engine) }
})

// The page's one database connection is the tests' to replace: each test starts on an empty database, and a test can
// reload the page onto a fresh connection (test-support/offline-db.ts).
vi.mock('./offline/db', async (importOriginal) => ({
  ...(await importOriginal<typeof DbModule>()),
  getOfflineDb: (await import('./offline/test-support/offline-db')).getOfflineDb,
}))

afterEach(async () => {
  cleanup()
  localStorage.clear()
  await deleteOfflineDb()
})

// jsdom has no matchMedia; Chakra's responsive hooks need one. Every query answers "no match" (a narrow screen).
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

// jsdom does not implement scrolling; the router's scroll restoration and the chat's scroll to the newest question
// call it.
window.scrollTo = () => {}
Element.prototype.scrollTo = () => {}
Element.prototype.scrollIntoView = () => {}

// jsdom lacks both; Chakra's popover positioning (floating-ui) and its press handling (zag) construct them.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.PointerEvent = class extends MouseEvent {} as typeof PointerEvent
