// `npm run bench`: the foundation's speed and size figures, reported as medians (machines here are shared and
// noisy, so nothing is asserted; docs/benchmarks.md records the results and what they are compared with).
//  1. What a first visit downloads before the app can render: the JavaScript and CSS index.html pulls in, gzipped.
//  2. Server start-up until /api/health answers: a fresh DATA_DIR (PGlite created and migrated) and a warm one.
//  3. Sequential request latency for /api/health and for index.html, and throughput with 8 requests in flight.
//  4. The grounded engine: answer and section-draft medians on the server, and its gzipped browser chunk.
//  5. Write Assist's section generation over HTTP: POST /api/llm/tcfd round trips with the grounded engine.
//  6. Chat over HTTP: plain and streamed sends, one user alone and 20 users at once, with the grounded engine.
//  7. Analyse Reports: demo corpus generation, search latency (PGlite, PostgreSQL at 6,000 and 60,000), summaries.
//  8. Load: 50 signed-in clients running a browser's mix of calls for 30 s (p50/p95/p99, errors, memory growth).
//  9. The offline outbox: 1,000 queued operations replayed to a local server (last: it installs browser shims).
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { startServer } from '../e2e/server-process'
import { benchChat } from './chat'
import { benchEngine } from './engine'
import { benchLoad } from './load'
import { benchReplay } from './replay'
import { benchSearch } from './search'
import { benchSectionGeneration } from './section-generation'
import { median, percentile } from './stats'

const dist = new URL('../../dist/', import.meta.url)

async function firstVisitBytes() {
  const html = await readFile(new URL('index.html', dist), 'utf8')
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const body = await readFile(new URL(`.${url}`, dist))
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { files: urls.length, rawKiB: raw / 1024, gzipKiB: gzip / 1024 }
}

async function timeStart(): Promise<number> {
  const started = performance.now()
  const server = await startServer({ LOG_LEVEL: 'warn' })
  const elapsed = performance.now() - started
  await server.stop()
  return elapsed
}

async function latency(url: string, count: number) {
  const times: number[] = []
  for (let i = 0; i < count; i += 1) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  return { medianMs: median(times), p95Ms: percentile(times, 0.95) }
}

async function throughput(url: string, total: number, inFlight: number) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        next += 1
        const response = await fetch(url)
        await response.arrayBuffer()
      }
    }),
  )
  return total / ((performance.now() - started) / 1000)
}

const bundle = await firstVisitBytes()
const cold: number[] = []
for (let i = 0; i < 5; i += 1) cold.push(await timeStart())

const server = await startServer({ LOG_LEVEL: 'warn' })
try {
  await latency(`${server.url}/api/health`, 50) // warm-up
  const health = await latency(`${server.url}/api/health`, 500)
  const shell = await latency(`${server.url}/`, 500)
  const healthRps = await throughput(`${server.url}/api/health`, 2000, 8)
  const shellRps = await throughput(`${server.url}/`, 2000, 8)

  const rows: Array<[string, string]> = [
    ['first visit: JS+CSS files loaded by index.html', `${bundle.files}`],
    ['first visit: raw size', `${bundle.rawKiB.toFixed(1)} KiB`],
    ['first visit: gzip size', `${bundle.gzipKiB.toFixed(1)} KiB`],
    ['server start to healthy, fresh DATA_DIR (median of 5)', `${median(cold).toFixed(0)} ms`],
    ['GET /api/health latency (median / p95 of 500)', `${health.medianMs.toFixed(2)} / ${health.p95Ms.toFixed(2)} ms`],
    ['GET / (index.html) latency (median / p95 of 500)', `${shell.medianMs.toFixed(2)} / ${shell.p95Ms.toFixed(2)} ms`],
    ['GET /api/health throughput, 8 in flight', `${healthRps.toFixed(0)} req/s`],
    ['GET / throughput, 8 in flight', `${shellRps.toFixed(0)} req/s`],
  ]
  rows.push(...(await benchEngine()))
  await server.stop()
  rows.push(...(await benchSectionGeneration()))
  rows.push(...(await benchChat()))
  rows.push(...(await benchSearch()))
  rows.push(...(await benchLoad()))
  rows.push(...(await benchReplay()))
  console.log('| measure | result |\n| --- | --- |')
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`)
} finally {
  await server.stop()
}
