import '@testing-library/jest-dom/vitest'
// IndexedDB for Dexie (DESIGN.md section 3: fake-indexeddb in unit tests).
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { deleteOfflineDbForTests } from './offline/db'

// findBy* and waitFor give up after 1 s by default; a CI machine shared with other suites can take longer to run a
// Dexie transaction and re-render, and a test that fails only then says nothing about the code.
configure({ asyncUtilTimeout: 5_000 })

afterEach(async () => {
  cleanup()
  localStorage.clear()
  await deleteOfflineDbForTests()
})

// jsdom has no matchMedia; Chakra's responsive hooks need one. Every query answers "no match" (a narrow screen).
if (!window.matchMedia) {
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
}

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {}

// jsdom lacks both; Chakra's popover positioning (floating-ui) and its press handling (zag) construct them.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent
