import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { HealthSchema } from '../core/contract/health'
import { openDatabase } from './db/client'
import { recordFirstStart } from './db/app-meta'
import { freePort, spawnServer } from './test-server-process'
import { endpointPath, endpoints } from '../core/contract/endpoints'

// Starts the real entry point as `npm start` would (minus the build), to prove start-up, the listening log line,
// and that SIGTERM closes PGlite so the same DATA_DIR opens cleanly again.

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cda-main-'))
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const startServer = (env: Record<string, string>) => spawnServer(dataDir, env)

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<Response> {
  const deadline = Date.now() + 40_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${stderr()}`)
    try {
      return await fetch(url)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`server did not answer ${url} in time: ${stderr()}`)
}

async function runOnce(port: number) {
  const server = startServer({ PORT: String(port) })
  try {
    const response = await waitForHealth(
      `http://127.0.0.1:${port}${endpointPath(endpoints.health, {})}`,
      server.child,
      server.stderr,
    )
    const health = v.parse(HealthSchema, await response.json())
    server.child.kill('SIGTERM')
    const code = await server.exited
    return { health, code, logs: server.logs, stderr: server.stderr() }
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  }
}

test('the server starts, answers health, shuts down cleanly on SIGTERM and reopens the same PGlite data', async () => {
  const port = await freePort()
  const first = await runOnce(port)
  expect(first.health).toMatchObject({ status: 'ok', database: { status: 'ok', driver: 'pglite' } })
  expect(first.code, first.stderr).toBe(0)
  const messages = first.logs.map((line) => line.msg)
  expect(messages).toContain(`Climate Disclosure Assistant listening on http://localhost:${port}`)
  expect(messages).toContain('No built app found (run `npm run build`); serving /api only')
  expect(messages).toContain('Demo account: demo@example.com / climate-demo')
  expect(messages).toContain(`No SMTP_URL: mails are written to the outbox folder ${join(dataDir, 'outbox')}`)
  expect(messages).toContain('Shutting down')
  expect(messages).toContain('Database closed')
  expect(messages.indexOf('HTTP server closed')).toBeLessThan(messages.indexOf('Database closed'))
  const firstStartedAt = first.logs.find((line) => line.msg === 'Database ready')?.firstStartedAt
  expect(firstStartedAt).toEqual(expect.any(String))

  const second = await runOnce(port)
  expect(second.health.status).toBe('ok')
  expect(second.code, second.stderr).toBe(0)
  expect(second.logs.map((line) => line.msg)).toContain('Demo account: demo@example.com / climate-demo')
  expect(second.logs.find((line) => line.msg === 'Database ready')?.firstStartedAt).toBe(firstStartedAt)

  // Closed cleanly twice: the files open in this process and still hold the first start.
  const reopened = await openDatabase({ dataDir })
  try {
    expect(await recordFirstStart(reopened.db)).toBe(firstStartedAt)
  } finally {
    await reopened.close()
  }
}, 120_000)

test('an invalid variable stops start-up with exit code 1 and a message naming it', async () => {
  const server = startServer({ PORT: 'eighty' })
  const code = await server.exited
  expect(code).toBe(1)
  expect(server.stderr()).toContain('Invalid configuration: PORT must be an integer from 1 to 65535')
}, 60_000)
