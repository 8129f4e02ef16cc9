import { afterEach, beforeEach, vi } from 'vitest'
import { endpoints } from '../../../../core/contract/endpoints'
import { pageRequest } from '../../../lib/api-client'
import { storeUser } from '../../../lib/stored-user'
import type { RequestFn } from '../../../lib/api-fetch'
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../sync-engine'
import { endpointOf, FakeApiServer, type FakeRequest } from './fake-api-server'
import { reopenOfflineDb } from '../../test-support/offline-db'
import { createFaultyNetwork, networkTimeout, type Fault } from './faulty-fetch'

// A signed-in device, a fake server and an unreliable network between them, with a sync engine that runs only when
// the test says so (no timers, no events) on an injectable clock. The client's request timeouts are the network's
// to fire, so no test waits for them in real time. The harness also watches the engine's one rule for concurrency:
// never two requests of one chain on the wire at once from the same page.
export const ADA = 'ada@example.com'

/**
 * The engine logs every failed request it retries, and tests stub globals (fetch, timers): keep the console quiet and
 * undo the stubs after each test. Call once at the top of a test file.
 */
export function quietSyncLogs(): void {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** Names the page (the engine since the last reload) that sent a request; the server ignores it. */
const PAGE_HEADER = 'X-Test-Page'

export function signInAgain(server: FakeApiServer, email = ADA) {
  server.signIn(email)
  storeUser({ email, first_name: 'Ada' })
}

/** The outbox chain a request belongs to (a draft, a chat session with its messages, the workspace); null for a pull's reads. */
export function chainOfRequest(request: FakeRequest): string | null {
  const called = endpointOf(request)
  const bodyId = (request.body as { id?: string } | undefined)?.id ?? null
  switch (called?.entry) {
    case endpoints.drafts.create:
    case endpoints.chat.createSession:
      return bodyId
    case endpoints.drafts.get:
    case endpoints.drafts.update:
    case endpoints.drafts.delete:
    case endpoints.chat.getSession:
    case endpoints.chat.deleteSession:
    case endpoints.chat.send:
      return called.id ?? null
    case endpoints.workspace.put:
      return 'workspace'
    default:
      return null
  }
}

export function createSyncHarness(
  options: {
    random?: () => number
    engine?: SyncEngineOptions
    concurrentEdit?: (server: FakeApiServer, draftId: string) => void
  } = {},
) {
  const server = new FakeApiServer()
  signInAgain(server)
  let now = Date.parse('2026-11-21T09:00:00Z')
  const clock = { now: () => now, setTimeout: () => 0, clearTimeout: () => {} }
  const planned: Fault[] = []
  const requests: FakeRequest[] = []
  const chainOverlaps: string[] = []
  let peakInFlight = 0
  const network = createFaultyNetwork(server, {
    random: options.random ?? (() => 0),
    concurrentEdit: (id) =>
      options.concurrentEdit
        ? options.concurrentEdit(server, id)
        : server.otherDeviceEditDraft(id, (draft) => ({
            title: draft.title,
            content: `${draft.content}\n\nAdded on another device`,
          })),
  })
  network.chooseFault = (request) => {
    requests.push(request)
    return planned.shift() ?? 'none'
  }
  network.onSend = (request) => {
    const alongside = network.inFlight.filter(
      (sent) => sent !== request && sent.headers[PAGE_HEADER] === request.headers[PAGE_HEADER],
    )
    peakInFlight = Math.max(peakInFlight, alongside.length + 1)
    const chain = chainOfRequest(request)
    const other = alongside.find((sent) => chainOfRequest(sent) === chain)
    if (chain && other)
      chainOverlaps.push(`${request.method} ${request.path} sent while ${other.method} ${other.path} was on the wire`)
  }
  vi.stubGlobal('fetch', network.fetch)
  vi.spyOn(AbortSignal, 'timeout').mockImplementation(networkTimeout)

  let pages = 0
  const makeEngine = () => {
    const page = String((pages += 1))
    const request: RequestFn = (path, init) =>
      pageRequest(path, { ...init, headers: { ...init?.headers, [PAGE_HEADER]: page } })
    const engine = createSyncEngine({
      autoRun: false,
      locks: null,
      clock,
      timeoutMs: 20,
      sendTimeoutMs: 20,
      request,
      ...options.engine,
    })
    engine.start()
    return engine
  }
  let engine: SyncEngine = makeEngine()

  return {
    server,
    network,
    requests,
    /** Requests of one chain that were on the wire together: always empty when the engine keeps chain order. */
    chainOverlaps,
    /** The most requests one page had on the wire at once. */
    get peakInFlight() {
      return peakInFlight
    },
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
      reopenOfflineDb()
      engine = makeEngine()
    },
  }
}
