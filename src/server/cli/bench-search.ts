// The measuring half of tests/bench/search.ts, which runs this file as a child process (the tests' TypeScript
// project does not compile server code). Analyse Reports' speed (issue 6): first-start generation of the 6,000-report demo corpus into a fresh PGlite
// DATA_DIR, search latency over a fixed mix of filters at 6,000 reports on PGlite and PostgreSQL and at 60,000 on
// PostgreSQL, and the grounded summary of 10 and 50 found excerpts. Searches and summaries are timed in process (the
// service functions the routes call), so the figures are the database and engine work without HTTP around them.
// PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server where databases can be created; each
// size gets a throwaway database that is dropped afterwards. Targets: p95 < 25 ms at 6,000 on PGlite, < 50 ms at
// 60,000 on PostgreSQL, summary < 100 ms at k = 50.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import postgres from 'postgres'
import { createGroundedEngine } from '../../core/engine/grounded-engine'
import { knowledgeBase } from '../../core/knowledge/knowledge-base'
import { ACTION_CATEGORIES, INDUSTRY_CATEGORIES, RISK_CATEGORIES } from '../../core/taxonomy'
import { seededRandom } from '../../core/seeded-random'
import { seedDemoCorpus } from '../corpus/seed-demo-corpus'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { summariseDocuments } from '../search/analyse-summary'
import type { SearchFilters } from '../search/search-filters'
import { findReports, searchReports } from '../search/search-reports'

type Row = [string, string]

const KEYWORDS = [
  'flood',
  'drought',
  'carbon price',
  'heat stress',
  'hydrogen',
  'power purchase agreement',
  'sea level',
  'green bond',
  'tailings',
  'electric vehicles',
]
// Warnings only, and to stderr: stdout carries the result.
const logger = pino({ level: 'warn' }, pino.destination(2))

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function figure(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  return `${median(sorted).toFixed(2)} / ${percentile(sorted, 0.95).toFixed(2)} ms`
}

/**
 * The same mix of searches for every database, as the Analyse screen sends them: mostly categories (one to four,
 * sometimes an industry), a quarter with keywords, k of 10, 25 or 50.
 */
export function searchMix(count: number): SearchFilters[] {
  const random = seededRandom(6)
  return Array.from({ length: count }, () => {
    const withKeywords = random.chance(0.25)
    const filters: SearchFilters = {
      divisions: random.chance(0.4) ? random.sample(INDUSTRY_CATEGORIES, random.between(1, 2)).map((c) => c.code) : [],
      risks: random.sample(RISK_CATEGORIES, random.between(withKeywords ? 0 : 1, 2)).map((c) => c.id),
      actions: random.sample(ACTION_CATEGORIES, random.between(0, 2)).map((c) => c.id),
      query: withKeywords ? random.pick(KEYWORDS) : '',
      k: random.pick([10, 10, 25, 50]),
    }
    return filters
  })
}

async function timeSearches(
  database: DatabaseHandle,
  runs: number,
): Promise<{ all: number[]; categories: number[]; keywords: number[] }> {
  const mix = searchMix(runs)
  for (const filters of mix.slice(0, 30)) await findReports(database.db, filters) // warm-up
  const times = { all: [] as number[], categories: [] as number[], keywords: [] as number[] }
  for (const filters of mix) {
    const started = performance.now()
    // What the route runs: the ranked search and, when the filters leave nothing, the relaxed ones (decision 185).
    const { documents } = await findReports(database.db, filters)
    const elapsed = performance.now() - started
    if (documents.length > filters.k) throw new Error('a search answered more than k documents')
    times.all.push(elapsed)
    ;(filters.query ? times.keywords : times.categories).push(elapsed)
  }
  return times
}

async function timeSummaries(database: DatabaseHandle, k: number, runs: number): Promise<number[]> {
  const engine = createGroundedEngine(knowledgeBase)
  const documents = await searchReports(database.db, {
    divisions: [],
    risks: [],
    actions: ['emissions_targets'],
    query: '',
    k,
  })
  if (documents.length !== k) throw new Error(`expected ${k} documents, found ${documents.length}`)
  const input = { level: 'comprehensive' as const, documentIds: documents.map((doc) => doc.metadata.id), context: '' }
  for (let i = 0; i < 10; i += 1) await summariseDocuments(database.db, engine, input)
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    const outcome = await summariseDocuments(database.db, engine, input)
    times.push(performance.now() - started)
    if (!outcome.ok || !outcome.body.synthetic) throw new Error('the summary failed or lost its synthetic label')
  }
  return times
}

async function withPostgres<T>(adminUrl: string, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const name = `cda_bench_${randomBytes(5).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  try {
    await migrateDatabase(database)
    return await work(database)
  } finally {
    await database.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end({ timeout: 5 })
  }
}

export async function benchSearch({
  runs = 300,
  postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
} = {}): Promise<Row[]> {
  const rows: Row[] = []
  const dataDir = await mkdtemp(join(tmpdir(), 'cda-bench-search-'))
  try {
    const database = await openDatabase({ dataDir })
    try {
      await migrateDatabase(database)
      const started = performance.now()
      const seeded = await seedDemoCorpus(database, { logger })
      const seconds = (performance.now() - started) / 1000
      if (seeded.status !== 'seeded') throw new Error(`the demo corpus was not generated: ${seeded.status}`)
      rows.push([
        `first start: generate and store the demo corpus, PGlite on disk (${seeded.reports.toLocaleString('en')} reports, ${seeded.chunks.toLocaleString('en')} chunks; target < 60 s)`,
        `${seconds.toFixed(1)} s`,
      ])
      const times = await timeSearches(database, runs)
      rows.push([`search, 6,000 reports, PGlite (median / p95 of ${runs}; target p95 < 25 ms)`, figure(times.all)])
      rows.push([
        '… of which category searches / keyword searches (median / p95)',
        `${figure(times.categories)}; ${figure(times.keywords)}`,
      ])
      rows.push([
        'grounded summary, k = 10, comprehensive, PGlite (median / p95 of 50)',
        figure(await timeSummaries(database, 10, 50)),
      ])
      rows.push([
        'grounded summary, k = 50, comprehensive, PGlite (median / p95 of 50; target < 100 ms)',
        figure(await timeSummaries(database, 50, 50)),
      ])
    } finally {
      await database.close()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }

  if (!postgresUrl) {
    rows.push(['search on PostgreSQL', 'skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)'])
    return rows
  }
  for (const reports of [6000, 60000]) {
    await withPostgres(postgresUrl, async (database) => {
      const started = performance.now()
      await seedDemoCorpus(database, { reports, logger })
      const seconds = (performance.now() - started) / 1000
      const times = await timeSearches(database, runs)
      const size = reports.toLocaleString('en')
      rows.push([
        `search, ${size} reports, PostgreSQL (median / p95 of ${runs}${reports === 60000 ? '; target p95 < 50 ms' : ''})`,
        figure(times.all),
      ])
      rows.push([
        '… of which category searches / keyword searches (median / p95)',
        `${figure(times.categories)}; ${figure(times.keywords)}`,
      ])
      if (reports === 60000) rows.push([`generate and store ${size} reports, PostgreSQL`, `${seconds.toFixed(0)} s`])
      if (reports === 6000)
        rows.push([
          'grounded summary, k = 50, comprehensive, PostgreSQL (median / p95 of 50)',
          figure(await timeSummaries(database, 50, 50)),
        ])
    })
  }
  return rows
}

// One JSON line of rows on stdout for tests/bench/search.ts; progress, if any, goes to stderr.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await benchSearch())}\n`)
}
