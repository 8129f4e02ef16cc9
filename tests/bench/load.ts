// Load (issue 14): 50 signed-in clients at once against a real local server on its embedded database, each running
// a browser's mix of calls (list, open, create, update and delete drafts; chat sessions and grounded chat sends;
// Analyse categories and searches; health) back to back for a fixed time. Reported: throughput, p50/p95/p99 latency
// over all calls and per kind, errors (any 5xx, any unexpected 4xx, any network failure) and the server's resident
// memory after warm-up and at the end, so a leak shows as growth.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { seededRandom } from '../../src/core/seeded-random'
import { startServer } from '../e2e/server-process'
import { signIn } from './demo-session'
import { median, percentile } from './stats'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

const CLIENTS = 50
const WARM_UP_MS = 5_000
const RUN_MS = 30_000

type Headers = Record<string, string>
type Call = { kind: string; method: string; path: string; body?: unknown; headers?: Headers; expect: number[] }

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kib / 1024
}

const figures = (values: number[]) =>
  `${median(values).toFixed(1)} / ${percentile(values, 0.95).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)} ms`

export async function benchLoad(): Promise<Array<[string, string]>> {
  const server = await startServer({ LOG_LEVEL: 'warn' })
  try {
    const pid = server.process.pid!
    // One after another: parallel logins from one address to one account count as guesses in flight.
    const sessions: Headers[] = []
    for (let n = 0; n < CLIENTS; n += 1) sessions.push(await signIn(server.url))
    const timings = new Map<string, number[]>()
    const errors: string[] = []
    let measuring = false
    let calls = 0

    const client = async (headers: Headers, n: number, until: number) => {
      const random = seededRandom(n)
      const drafts: Array<{ id: string; revision: number }> = []
      let chat: string | undefined
      while (Date.now() < until) {
        const roll = random.next()
        const draft = drafts.length > 0 ? random.pick(drafts) : undefined
        const call: Call =
          roll < 0.1 || !draft
            ? {
                kind: 'create draft',
                method: 'POST',
                path: endpointPath(endpoints.drafts.create, {}),
                body: { title: `Load ${n}`, content: 'The board oversees climate risk.' },
                headers: { 'Idempotency-Key': randomUUID() },
                expect: [201],
              }
            : roll < 0.35
              ? { kind: 'list drafts', method: 'GET', path: endpointPath(endpoints.drafts.list, {}), expect: [200] }
              : roll < 0.45
                ? {
                    kind: 'open draft',
                    method: 'GET',
                    path: endpointPath(endpoints.drafts.get, { params: { id: draft.id } }),
                    expect: [200],
                  }
                : roll < 0.6
                  ? {
                      kind: 'update draft',
                      method: 'PUT',
                      path: endpointPath(endpoints.drafts.update, { params: { id: draft.id } }),
                      body: { title: `Load ${n}`, content: `Revision ${draft.revision + 1}` },
                      headers: { 'If-Match': `"${draft.revision}"` },
                      expect: [200],
                    }
                  : roll < 0.72 && chat
                    ? {
                        kind: 'chat send',
                        method: 'POST',
                        path: endpointPath(endpoints.chat.send, { params: { id: chat } }),
                        body: { query: 'What does AASB S2 require for Scope 3?' },
                        headers: { 'Idempotency-Key': randomUUID() },
                        expect: [200],
                      }
                    : roll < 0.76
                      ? {
                          kind: 'new chat',
                          method: 'POST',
                          path: endpointPath(endpoints.chat.createSession, {}),
                          body: {},
                          headers: { 'Idempotency-Key': randomUUID() },
                          expect: [201],
                        }
                      : roll < 0.84
                        ? {
                            kind: 'search',
                            method: 'POST',
                            path: endpointPath(endpoints.analyse.search, {}),
                            body: { risk_categories: ['Physical - Acute'], k: 5, query: 'flood' },
                            expect: [200],
                          }
                        : roll < 0.9
                          ? {
                              kind: 'categories',
                              method: 'GET',
                              path: endpointPath(endpoints.analyse.categories, {}),
                              expect: [200],
                            }
                          : roll < 0.95
                            ? {
                                kind: 'list chats',
                                method: 'GET',
                                path: endpointPath(endpoints.chat.listSessions, {}),
                                expect: [200],
                              }
                            : {
                                kind: 'delete draft',
                                method: 'DELETE',
                                path: endpointPath(endpoints.drafts.delete, { params: { id: draft.id } }),
                                headers: { 'If-Match': `"${draft.revision}"` },
                                expect: [200],
                              }
        const started = performance.now()
        try {
          const response = await fetch(`${server.url}${call.path}`, {
            method: call.method,
            headers: { ...headers, ...call.headers },
            ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
          })
          const text = await response.text()
          const elapsed = performance.now() - started
          if (!call.expect.includes(response.status))
            errors.push(`${call.kind}: ${response.status} ${text.slice(0, 120)}`)
          else if (call.kind === 'create draft')
            drafts.push({ id: (JSON.parse(text) as { id: string }).id, revision: 1 })
          else if (call.kind === 'update draft') draft!.revision += 1
          else if (call.kind === 'delete draft') drafts.splice(drafts.indexOf(draft!), 1)
          else if (call.kind === 'new chat') chat = (JSON.parse(text) as { id: string }).id
          if (measuring) {
            calls += 1
            timings.set(call.kind, [...(timings.get(call.kind) ?? []), elapsed])
          }
        } catch (error) {
          errors.push(`${call.kind}: ${String(error)}`)
        }
      }
    }

    const warmUpEnd = Date.now() + WARM_UP_MS
    await Promise.all(sessions.map((headers, n) => client(headers, n, warmUpEnd)))
    const memoryAfterWarmUp = await residentMiB(pid)
    errors.length = 0
    measuring = true
    const started = performance.now()
    const end = Date.now() + RUN_MS
    await Promise.all(sessions.map((headers, n) => client(headers, n + CLIENTS, end)))
    const seconds = (performance.now() - started) / 1000
    const memoryAtEnd = await residentMiB(pid)

    const all = [...timings.values()].flat()
    const rows: Array<[string, string]> = [
      [
        `load: ${CLIENTS} clients for ${RUN_MS / 1000} s, calls (throughput)`,
        `${calls} (${(calls / seconds).toFixed(0)} req/s)`,
      ],
      ['load: latency p50 / p95 / p99, all calls', figures(all)],
      [
        'load: errors (5xx, unexpected 4xx, network)',
        `${errors.length}${errors.length > 0 ? ` (first: ${errors[0]})` : ''}`,
      ],
      [
        'load: server resident memory after warm-up / at end',
        `${memoryAfterWarmUp.toFixed(0)} / ${memoryAtEnd.toFixed(0)} MiB (${(memoryAtEnd - memoryAfterWarmUp).toFixed(0)} MiB growth)`,
      ],
    ]
    for (const [kind, values] of [...timings.entries()].sort())
      rows.push([`load: ${kind}, p50 / p95 / p99 of ${values.length}`, figures(values)])
    return rows
  } finally {
    await server.stop()
  }
}
