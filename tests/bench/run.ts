// `npm run bench`: the foundation's speed and size figures, reported as medians (machines here are shared and
// noisy, so nothing is asserted; docs/benchmarks.md records the results and what they are compared with).
//  1. What a first visit downloads before the app can render: the entry, and all the JavaScript and CSS that run
//     before React's first render, raw, gzipped and in Brotli.
//  2. Server start-up until /api/health answers: a fresh DATA_DIR (PGlite created and migrated) and a warm one.
//  3. Sequential request latency for /api/health and for index.html, and throughput with 8 requests in flight.
//  4. The grounded engine: answer and section-draft medians on the server, and its gzipped browser chunk.
//  5. Write Assist's section generation over HTTP: POST /api/llm/tcfd round trips with the grounded engine.
//  6. Chat over HTTP: plain and streamed sends, one user alone and 20 users at once, with the grounded engine.
//  7. Analyse Reports: demo corpus generation, search latency (PGlite, PostgreSQL at 6,000 and 60,000), summaries.
//  7b. The report library: upload throughput to done, pages/s for PDFs and reports/s for JSONL (issue 17).
//  8. Load: 50 signed-in clients running a browser's mix of calls for 30 s (p50/p95/p99, errors, memory growth).
//  9. The offline outbox: 1,000 queued operations replayed to a local server (last: it installs browser shims).
// 10. Lighthouse on a phone's first visit: /login, About and the signed-in /chat (tests/bench/lighthouse.ts), run
//     right after the HTTP figures, on the same server, while nothing else of the bench is running.
import { readdir, readFile } from 'node:fs/promises'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { startServer } from '../e2e/server-process'
import { benchChat } from './chat'
import { benchEngine } from './engine'
import { benchLibrary } from './library'
import { benchLighthouse } from './lighthouse'
import { benchLoad } from './load'
import { benchReplay } from './replay'
import { benchSearch } from './search'
import { benchSectionGeneration } from './section-generation'
import { median, percentile } from './stats'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

const dist = new URL('../../dist/', import.meta.url)

/** A built chunk and every chunk it imports statically. */
async function staticGraph(first: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(first)) return seen
  seen.add(first)
  const code = await readFile(new URL(`assets/${first}`, dist), 'utf8')
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) await staticGraph(imported!, seen)
  return seen
}

// What a first visit downloads before React's first render: the CSS and scripts index.html names, and the app
// (boot.tsx) that the entry loads after the static shell's first paint, each with everything it imports. The entry
// alone is reported too (issue 16 tracks it); the Brotli figure is what the server sends to browsers.
async function firstVisitBytes() {
  const html = await readFile(new URL('index.html', dist), 'utf8')
  const named = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
  const boot = (await readdir(new URL('assets/', dist))).filter((file) => /^boot-.+\.js$/.test(file))
  const files = new Set<string>()
  for (const file of [...named, ...boot]) await staticGraph(file, files)
  const sizes = async (file: string) => {
    const body = await readFile(new URL(`assets/${file}`, dist))
    const brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } })
    return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotli.length }
  }
  const total = { raw: 0, gzip: 0, brotli: 0 }
  for (const file of files) {
    const size = await sizes(file)
    total.raw += size.raw
    total.gzip += size.gzip
    total.brotli += size.brotli
  }
  const kib = (bytes: number) => bytes / 1024
  return {
    files: files.size,
    rawKiB: kib(total.raw),
    gzipKiB: kib(total.gzip),
    brotliKiB: kib(total.brotli),
    entry: Object.fromEntries(
      Object.entries(await sizes(named[0]!)).map(([key, value]) => [key, kib(value)]),
    ) as Record<keyof typeof total, number>,
  }
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
  await latency(`${server.url}${endpointPath(endpoints.health, {})}`, 50) // warm-up
  const health = await latency(`${server.url}${endpointPath(endpoints.health, {})}`, 500)
  const shell = await latency(`${server.url}/`, 500)
  const healthRps = await throughput(`${server.url}${endpointPath(endpoints.health, {})}`, 2000, 8)
  const shellRps = await throughput(`${server.url}/`, 2000, 8)

  const rows: Array<[string, string]> = [
    [
      'first visit: entry chunk raw / gzip / Brotli',
      `${bundle.entry.raw.toFixed(1)} / ${bundle.entry.gzip.toFixed(1)} / ${bundle.entry.brotli.toFixed(1)} KiB`,
    ],
    ['first visit: JS+CSS files before the first render', `${bundle.files}`],
    ['first visit: raw size', `${bundle.rawKiB.toFixed(1)} KiB`],
    ['first visit: gzip size', `${bundle.gzipKiB.toFixed(1)} KiB`],
    ['first visit: Brotli size (what the server sends)', `${bundle.brotliKiB.toFixed(1)} KiB`],
    ['server start to healthy, fresh DATA_DIR (median of 5)', `${median(cold).toFixed(0)} ms`],
    ['GET /api/health latency (median / p95 of 500)', `${health.medianMs.toFixed(2)} / ${health.p95Ms.toFixed(2)} ms`],
    ['GET / (index.html) latency (median / p95 of 500)', `${shell.medianMs.toFixed(2)} / ${shell.p95Ms.toFixed(2)} ms`],
    ['GET /api/health throughput, 8 in flight', `${healthRps.toFixed(0)} req/s`],
    ['GET / throughput, 8 in flight', `${shellRps.toFixed(0)} req/s`],
  ]
  rows.push(...(await benchLighthouse(server.url)))
  rows.push(...(await benchEngine()))
  await server.stop()
  rows.push(...(await benchSectionGeneration()))
  rows.push(...(await benchChat()))
  rows.push(...(await benchSearch()))
  rows.push(...(await benchLibrary()))
  rows.push(...(await benchLoad()))
  rows.push(...(await benchReplay()))
  console.log('| measure | result |\n| --- | --- |')
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`)
} finally {
  await server.stop()
}
