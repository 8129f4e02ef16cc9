// Replay benchmark (issue 5): the browser's sync engine, running in Node on fake-indexeddb, sends 1,000 queued
// operations to a real local server (the app's server on a free port, signed in as the demo account; it needs no
// built dist/) and we time how long the outbox takes to drain. Two runs: 1,000 draft creations, then 1,000 edits of
// those drafts. `npx tsx tests/bench/replay.ts [--in-flight N]` runs it alone, with the engine's default number of
// requests in flight or N (1 replays one request at a time, as before docs/decisions/061).
import 'fake-indexeddb/auto'
import { pathToFileURL } from 'node:url'
import { PAGE_SIZE_MAX } from '../../src/core/contract/pages'
import { startServer } from '../e2e/server-process'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

type Row = [string, string]

function installBrowserShims(baseUrl: string, cookie: () => string) {
  const store = new Map<string, string>()
  Object.assign(globalThis, {
    // No Storage or Web Locks API here: persistence is not asked for and the engine runs without leadership.
    navigator: {},
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
    },
  })
  const realFetch = globalThis.fetch
  // The app calls relative /api paths with the browser's cookie and origin; give them both.
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith('/')) return realFetch(input, init)
    return realFetch(`${baseUrl}${url}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Origin: baseUrl, Cookie: cookie() },
    })
  }
}

type StoredDraft = { title: string; rev: number }

/** Every page of the server's drafts list (src/core/contract/pages.ts). */
async function listAllDrafts(baseUrl: string, cookie: string): Promise<StoredDraft[]> {
  const drafts: StoredDraft[] = []
  let cursor: string | null = null
  do {
    const path = endpointPath(endpoints.drafts.list, {
      query: { limit: String(PAGE_SIZE_MAX), ...(cursor === null ? {} : { cursor }) },
    })
    const page = (await (await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } })).json()) as {
      reports: StoredDraft[]
      next_cursor: string | null
    }
    drafts.push(...page.reports)
    cursor = page.next_cursor
  } while (cursor !== null)
  return drafts
}

async function drain(syncNow: () => Promise<unknown>, pending: () => Promise<number>): Promise<number> {
  const started = performance.now()
  for (let round = 0; round < 10_000 && (await pending()) > 0; round += 1) await syncNow()
  return performance.now() - started
}

export async function benchReplay({ maxInFlight }: { maxInFlight?: number } = {}): Promise<Row[]> {
  const server = await startServer({ LOG_LEVEL: 'warn' })
  try {
    const login = await fetch(`${server.url}${endpointPath(endpoints.auth.login, {})}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: 'demo@example.com', password: 'climate-demo' }),
    })
    if (!login.ok) throw new Error(`demo login failed: ${login.status}`)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    installBrowserShims(server.url, () => cookie)

    const { storeUser } = await import('../../src/app/lib/stored-user')
    const { createDraft, updateDraft } = await import('../../src/app/offline/sync/drafts')
    const { createSyncEngine, DEFAULT_MAX_IN_FLIGHT } = await import('../../src/app/offline/sync/sync-engine')
    const { getOfflineDb } = await import('../../src/app/offline/db')
    storeUser(await login.json())

    const engine = createSyncEngine({
      autoRun: false,
      locks: null,
      ...(maxInFlight === undefined ? {} : { maxInFlight }),
    })
    engine.start()
    const pending = () => getOfflineDb().table('outbox').count()
    const syncNow = () => engine.syncNow()

    const ids: string[] = []
    for (let i = 0; i < 1000; i += 1) {
      const created = await createDraft({
        title: `Bench draft ${i}`,
        content: `Paragraph one of draft ${i}.\n\nParagraph two.`,
      })
      if (!created.ok) throw new Error(`createDraft failed: ${created.error}`)
      ids.push(created.id)
    }
    const createMs = await drain(syncNow, pending)
    for (const [i, id] of ids.entries()) {
      const updated = await updateDraft(id, {
        content: `Paragraph one of draft ${i}, edited offline.\n\nParagraph two.`,
      })
      if (!updated.ok) throw new Error(`updateDraft failed: ${updated.error}`)
    }
    const updateMs = await drain(syncNow, pending)
    engine.stop()

    const stored = (await listAllDrafts(server.url, cookie)).filter((d) => d.title.startsWith('Bench draft'))
    const exactlyOnce = stored.length === 1000 && stored.every((draft) => draft.rev === 2)
    const inFlight = `${maxInFlight ?? DEFAULT_MAX_IN_FLIGHT} in flight`
    return [
      [
        `replay 1,000 queued draft creations to the local server, ${inFlight} (target < 10 s)`,
        `${(createMs / 1000).toFixed(2)} s`,
      ],
      [
        `replay 1,000 queued draft edits (If-Match) to the local server, ${inFlight} (target < 10 s)`,
        `${(updateMs / 1000).toFixed(2)} s`,
      ],
      [
        'server holds each draft exactly once at revision 2 after both replays',
        exactlyOnce ? 'yes' : `no (${stored.length} drafts)`,
      ],
    ]
  } finally {
    await server.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flag = process.argv.indexOf('--in-flight')
  const maxInFlight = flag < 0 ? undefined : Number(process.argv[flag + 1])
  if (maxInFlight !== undefined && !(Number.isInteger(maxInFlight) && maxInFlight > 0))
    throw new Error('--in-flight takes a whole number from 1')
  const rows = await benchReplay(maxInFlight === undefined ? {} : { maxInFlight })
  console.log('| measure | result |\n| --- | --- |')
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`)
}
