import { vi } from 'vitest'
import { storeUser } from '../../lib/stored-user'
import { reopenOfflineDbForTests } from '../db'
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../sync-engine'
import { FakeApiServer, type FakeRequest } from './fake-api-server'
import { createFaultyNetwork, type Fault } from './faulty-fetch'

// A signed-in device, a fake server and an unreliable network between them, with a sync engine that runs only when
// the test says so (no timers, no events) on an injectable clock.
export const ADA = 'ada@example.com'

export function signInAgain(server: FakeApiServer, email = ADA) {
  server.signIn(email)
  storeUser({ email, first_name: 'Ada' })
}

export function createSyncHarness(
  options: { random?: () => number; engine?: SyncEngineOptions; concurrentEdit?: (server: FakeApiServer, draftId: string) => void } = {},
) {
  const server = new FakeApiServer()
  signInAgain(server)
  let now = Date.parse('2026-11-21T09:00:00Z')
  const clock = { now: () => now, setTimeout: () => 0, clearTimeout: () => {} }
  const planned: Fault[] = []
  const requests: FakeRequest[] = []
  const network = createFaultyNetwork(server, {
    random: options.random ?? (() => 0),
    concurrentEdit: (id) =>
      options.concurrentEdit
        ? options.concurrentEdit(server, id)
        : server.otherDeviceEditDraft(id, (draft) => ({ title: draft.title, content: `${draft.content}\n\nAdded on another device` })),
  })
  network.chooseFault = (request) => {
    requests.push(request)
    return planned.shift() ?? 'none'
  }
  vi.stubGlobal('fetch', network.fetch)

  const makeEngine = () => {
    const engine = createSyncEngine({ autoRun: false, locks: null, clock, timeoutMs: 20, sendTimeoutMs: 20, ...options.engine })
    engine.start()
    return engine
  }
  let engine: SyncEngine = makeEngine()

  return {
    server,
    network,
    requests,
    get engine() {
      return engine
    },
    advance(ms: number) {
      now += ms
    },
    now: () => now,
    /** The next requests meet these faults, in order. */
    failNext(...faults: Fault[]) {
      planned.push(...faults)
    },
    sync(pull = false) {
      return engine.syncNow({ pull })
    },
    /** Runs a round; if a request meets 'reload', the page "reloads" and 'reload' is returned. */
    async syncOrReload(pull = false) {
      const hung = network.nextHang().then(() => 'reload' as const)
      const outcome = await Promise.race([engine.syncNow({ pull }), hung])
      if (outcome === 'reload') this.reload()
      return outcome
    },
    /** The page goes away (whatever it was doing) and a new one opens the same IndexedDB. */
    reload() {
      engine.stop()
      reopenOfflineDbForTests()
      engine = makeEngine()
    },
  }
}
