// Crash durability of the real server on its embedded database: writers create drafts and chat sessions as fast as
// they can while the process is killed with SIGKILL, again and again. The rules checked after every restart: the
// server starts at once on the same DATA_DIR (nothing stale blocks it), every write it acknowledged is there, and
// replaying every request with its Idempotency-Key, acknowledged or not, creates no duplicate.

import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { demoAccount } from '../auth/demo-account'
import { freePort, spawnServer } from '../test-server-process'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const KILLS = 4
const WRITERS = 4
const ACKS_BEFORE_KILL = 50

type Write = { path: string; key: string; id: string; body: Record<string, string> }

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cda-durability-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function started(port: number) {
  const server = spawnServer(dataDir, { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(
        `the server did not start after a kill: ${server.stderr()} ${JSON.stringify(server.logs.slice(-5))}`,
      )
    try {
      if ((await fetch(`http://127.0.0.1:${port}${endpointPath(endpoints.health, {})}`)).ok) return server
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no health answer within 60 s: ${server.stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('acknowledged writes survive kill -9, the restart is immediate and retries create no duplicates', async () => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const writes: Write[] = []
  const acknowledged = new Set<string>()
  let cookie = ''
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        Origin: base,
        Cookie: cookie,
        'X-User-Email': demoAccount.email,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  for (let round = 0; round < KILLS; round += 1) {
    const server = await started(port)
    if (!cookie) {
      const login = await send('POST', endpointPath(endpoints.auth.login, {}), {
        email: demoAccount.email,
        password: demoAccount.password,
      })
      expect(login.status).toBe(200)
      cookie = (login.headers.get('Set-Cookie') ?? '').split(';')[0]!
    }
    // Writers run until the kill; a write counts as acknowledged only when its 2xx answer arrived.
    let running = true
    const writer = async (n: number) => {
      while (running) {
        const id = randomUUID()
        const write: Write =
          n % 2 === 0
            ? {
                path: endpointPath(endpoints.drafts.create, {}),
                key: randomUUID(),
                id,
                body: { id, title: `Round ${round} draft`, content: 'Scope 1 and 2 emissions by site.' },
              }
            : {
                path: endpointPath(endpoints.chat.createSession, {}),
                key: randomUUID(),
                id,
                body: { id, title: `Round ${round} chat` },
              }
        writes.push(write)
        try {
          const response = await send('POST', write.path, write.body, { 'Idempotency-Key': write.key })
          if (response.ok) acknowledged.add(write.id)
        } catch {
          running = false
        }
      }
    }
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n))
    while (acknowledged.size < (round + 1) * ACKS_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 5))
    server.child.kill('SIGKILL')
    await server.exited
    running = false
    await Promise.all(writers)
  }

  const server = await started(port)
  try {
    // Every page of both lists.
    const walk = async (path: string, items: 'reports' | 'sessions') => {
      const ids: string[] = []
      let cursor: string | null = null
      do {
        const page = (await (
          await send('GET', `${path}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
        ).json()) as Record<string, unknown>
        ids.push(...(page[items] as Array<{ id: string }>).map((item) => item.id))
        cursor = page.next_cursor as string | null
      } while (cursor)
      return ids
    }
    const present = async () => [
      ...(await walk(endpointPath(endpoints.drafts.list, {}), 'reports')),
      ...(await walk(endpointPath(endpoints.chat.listSessions, {}), 'sessions')),
    ]
    const before = await present()
    for (const id of acknowledged) expect(before, `acknowledged write ${id} lost`).toContain(id)

    // Every request again, with its key: a committed one replays its answer, an uncommitted one now commits once. A
    // key the killed process had claimed answers 409 with Retry-After until its lease runs out (30 s), as a client
    // retrying after a crash would see.
    const leaseEnd = Date.now() + 45_000
    for (const write of writes) {
      let response = await send('POST', write.path, write.body, { 'Idempotency-Key': write.key })
      while (response.status === 409 && response.headers.has('Retry-After') && Date.now() < leaseEnd) {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        response = await send('POST', write.path, write.body, { 'Idempotency-Key': write.key })
      }
      expect(response.status, `${write.path} ${await response.clone().text()}`).toBeLessThan(300)
    }
    const after = await present()
    expect(new Set(after).size).toBe(after.length)
    expect(after.length).toBe(new Set(writes.map((write) => write.id)).size)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}, 240_000)
