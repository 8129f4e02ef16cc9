import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { DatabaseHandle } from '../db/client'
import { appMeta } from '../db/schema'
import type { Logger } from '../logger'
import { createCorpusStatus, type CorpusStatus } from './corpus-status'
import {
  DEMO_CORPUS_REPORTS,
  DEMO_CORPUS_SEED,
  DEMO_SOURCE_KEY_PREFIX,
  GENERATOR_VERSION,
  generateCorpus,
  type GeneratedReport,
} from './generate-corpus'
import { deleteReportsBySourcePrefix, insertReports, settleAfterBulkLoad } from './report-store'
import { groupThousands } from '../../core/number-format'

// First-start generation of the synthetic demo corpus. It runs once per database: a marker in app_meta records what
// was generated, and a later start with the same generator, seed and size does nothing. It runs beside the HTTP
// server, never before it: batches are short transactions with a pause between them, so /api/health and every other
// call keep answering while it works. Several server processes on one PostgreSQL may start together; an advisory
// lock lets one of them generate while the others carry on without.

export const DEMO_CORPUS_MARKER = 'demo_corpus'
// Any fixed number shared by every process of this application, distinct from the migration lock (db/migrate.ts).
const seedLockKey = 4_242_002
const BATCH_REPORTS = 100

const MarkerSchema = v.object({ generator: v.number(), seed: v.number(), reports: v.number(), completedAt: v.string() })
type Marker = v.InferOutput<typeof MarkerSchema>

export type SeedOptions = {
  reports?: number
  seed?: number
  logger: Logger
  status?: CorpusStatus
  /** Aborting stops after the batch in progress; the next start begins again from scratch. */
  signal?: AbortSignal
  /** Reports per transaction; small in tests that want to watch progress. */
  batchSize?: number
}

export type SeedOutcome =
  | { status: 'seeded'; reports: number; chunks: number; ms: number }
  | { status: 'present' }
  | { status: 'busy' }
  | { status: 'aborted'; reports: number }

async function readMarker(database: DatabaseHandle): Promise<Marker | undefined> {
  const [row] = await database.db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_CORPUS_MARKER))
  if (!row) return undefined
  try {
    const parsed = v.safeParse(MarkerSchema, JSON.parse(row.value))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

async function withSeedLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T | 'busy'> {
  const { native } = database
  // PGlite belongs to one process (db/data-dir-lock.ts), so nobody else can be seeding it.
  if (native.driver === 'pglite') return work()
  const connection = await native.client.reserve()
  try {
    const [row] = await connection`select pg_try_advisory_lock(${seedLockKey}) as locked`
    if (row?.locked !== true) return 'busy'
    try {
      return await work()
    } finally {
      await connection`select pg_advisory_unlock(${seedLockKey})`
    }
  } finally {
    connection.release()
  }
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Generates and stores the demo corpus unless this database already holds the same one. */
export async function seedDemoCorpus(database: DatabaseHandle, options: SeedOptions): Promise<SeedOutcome> {
  const { logger, status, signal } = options
  const wanted = {
    generator: GENERATOR_VERSION,
    seed: options.seed ?? DEMO_CORPUS_SEED,
    reports: options.reports ?? DEMO_CORPUS_REPORTS,
  }
  const isWanted = (marker: Marker | undefined) =>
    marker !== undefined &&
    marker.generator === wanted.generator &&
    marker.seed === wanted.seed &&
    marker.reports === wanted.reports
  if (isWanted(await readMarker(database))) return { status: 'present' }

  const outcome = await withSeedLock(database, async (): Promise<SeedOutcome> => {
    // Another process may have finished while this one waited for the lock.
    if (isWanted(await readMarker(database))) return { status: 'present' }
    const started = performance.now()
    if (status) status.seeding = true
    try {
      // Leftovers of an interrupted run, or a corpus from another generator version or size.
      await database.db.delete(appMeta).where(eq(appMeta.key, DEMO_CORPUS_MARKER))
      const removed = await deleteReportsBySourcePrefix(database.db, DEMO_SOURCE_KEY_PREFIX)
      if (removed > 0) logger.info({ removed }, 'Removed an earlier demo corpus before generating it again')
      logger.info(
        { reports: wanted.reports, seed: wanted.seed },
        `Generating the synthetic demo report corpus: ${groupThousands(wanted.reports)} reports of fictional companies (first start only)`,
      )

      let stored = 0
      let chunks = 0
      let reported = 0
      let batch: GeneratedReport[] = []
      const flush = async () => {
        await insertReports(database.db, batch)
        stored += batch.length
        chunks += batch.reduce((sum, report) => sum + report.chunks.length, 0)
        batch = []
        status?.invalidate()
        const percent = Math.floor((stored / wanted.reports) * 100)
        if (percent >= reported + 10 || stored === wanted.reports) {
          reported = percent - (percent % 10)
          logger.info(
            { done: stored, total: wanted.reports, percent },
            `Demo corpus: ${percent}% (${groupThousands(stored)} of ${groupThousands(wanted.reports)} reports)`,
          )
        }
        await pause()
      }
      for (const report of generateCorpus({ seed: wanted.seed, reports: wanted.reports })) {
        if (signal?.aborted) return { status: 'aborted', reports: stored }
        batch.push(report)
        if (batch.length >= (options.batchSize ?? BATCH_REPORTS)) await flush()
      }
      if (batch.length > 0) await flush()

      await settleAfterBulkLoad(database.db)
      const marker: Marker = { ...wanted, completedAt: new Date().toISOString() }
      await database.db
        .insert(appMeta)
        .values({ key: DEMO_CORPUS_MARKER, value: JSON.stringify(marker) })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: JSON.stringify(marker), updatedAt: new Date() } })
      const ms = Math.round(performance.now() - started)
      logger.info(
        { reports: stored, chunks, ms },
        `Demo corpus ready: ${groupThousands(stored)} reports, ${groupThousands(chunks)} chunks in ${(ms / 1000).toFixed(1)} s`,
      )
      return { status: 'seeded', reports: stored, chunks, ms }
    } finally {
      if (status) {
        status.seeding = false
        status.invalidate()
      }
    }
  })
  if (outcome === 'busy') {
    logger.info('Another server process is generating the demo corpus; this one serves without waiting for it')
    return { status: 'busy' }
  }
  return outcome
}

/**
 * Starts the first-start generation in the background when the configuration asks for it (main.ts); `stop` makes it
 * end after the batch in progress, so a shutdown is not held up by it.
 */
export function startDemoCorpus(
  database: DatabaseHandle,
  config: { demoCorpus: { enabled: boolean; reports: number } },
  logger: Logger,
  background: { run(label: string, task: () => Promise<unknown>): void },
): { status: CorpusStatus; stop(): void } {
  const status = createCorpusStatus(database.db)
  const controller = new AbortController()
  if (config.demoCorpus.enabled) {
    background.run('generate the demo corpus', () =>
      seedDemoCorpus(database, { reports: config.demoCorpus.reports, logger, status, signal: controller.signal }),
    )
  }
  return { status, stop: () => controller.abort() }
}
