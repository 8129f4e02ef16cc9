import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { HealthSchema, type Health } from '../../core/contract/health'
import { freePort, spawnServer, type ServerLogLine } from '../test-server-process'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

// The real entry point with DEMO_CORPUS=on, as `npm start` runs on a fresh machine: health answers while the corpus
// is generated (and says so), progress is printed, and a second start finds the corpus and does not generate it again.

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cda-first-start-'))
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function run(reports: number, until: (health: Health, logs: ServerLogLine[]) => boolean) {
  const port = await freePort()
  const { child, logs, exited } = spawnServer(dataDir, {
    PORT: String(port),
    DEMO_CORPUS: 'on',
    DEMO_CORPUS_REPORTS: String(reports),
  })
  const seen: Health[] = []
  try {
    const deadline = Date.now() + 90_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${JSON.stringify(logs.slice(-5))}`)
      try {
        const health = v.parse(
          HealthSchema,
          await (await fetch(`http://127.0.0.1:${port}${endpointPath(endpoints.health, {})}`)).json(),
        )
        seen.push(health)
        if (until(health, logs)) break
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
  return { seen, logs }
}

test('the first start generates the demo corpus beside a server that keeps answering; the next start keeps it', async () => {
  const first = await run(600, (health) => health.corpus?.reports === 600 && health.corpus.seeding === false)
  const during = first.seen.filter((health) => health.corpus?.seeding)
  expect(during.length).toBeGreaterThan(0)
  expect(during.every((health) => health.status === 'ok')).toBe(true)
  expect(first.seen.at(-1)?.corpus).toMatchObject({ reports: 600, seeding: false })
  const progress = first.logs.filter((line) => typeof line.percent === 'number').map((line) => line.msg)
  expect(progress.length).toBeGreaterThan(3)
  for (const line of progress) expect(line).toMatch(/^Demo corpus: \d+% \([\d,]+ of 600 reports\)$/)
  expect(progress.at(-1)).toBe('Demo corpus: 100% (600 of 600 reports)')
  expect(first.logs.some((line) => line.msg.startsWith('Demo corpus ready: 600 reports'))).toBe(true)

  const second = await run(
    600,
    (health, logs) => health.corpus?.reports === 600 && logs.some((line) => line.msg.includes('listening on')),
  )
  expect(second.seen.every((health) => health.corpus?.seeding !== true)).toBe(true)
  expect(second.logs.some((line) => line.msg.startsWith('Generating the synthetic demo report corpus'))).toBe(false)
}, 180_000)
