import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import type { Clock } from '../clock'
import type { Database } from '../db/client'
import { ingestFile, StoreError } from '../ingest/ingest-file'
import type { ReportMetadata } from '../ingest/ingested-report'
import { createReportStore } from '../ingest/ingest-store'
import type { PartialMetadata } from '../ingest/metadata'
import type { Logger } from '../logger'
import {
  claimNextJob,
  failJob,
  finishJob,
  metadataFields,
  requeueAbandonedJobs,
  setDerived,
  setStage,
  type JobRow,
} from './library-jobs'
import { reportMeta } from './library-reports'

// Runs the library's jobs inside the server process, one at a time, through the same pipeline as `npm run ingest`
// (docs/decisions/180). It shares the server's database handle, so it works on the embedded database while the
// server runs. An upload wakes it; a slow poll finds jobs another process queued or left behind when it stopped.

export type LibraryRunner = {
  /** Looks for queued jobs now (after an upload). */
  wake(): void
  /** Resolves when no job is queued or running in this process (tests, shutdown). */
  idle(): Promise<void>
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>
}

export type RunnerDeps = { db: Database; logger: Logger; now: Clock; pollMs?: number }

/** How often main.ts has the runner look for jobs other processes queued or left behind. */
export const LIBRARY_POLL_MS = 15_000

function flagsOf(metadata: Record<string, string | number>): ReportMetadata {
  const { industry, ...rest } = metadataFields(metadata)
  return { ...rest, sic: industry }
}

function derivedRecord(metadata: PartialMetadata): Record<string, string | number> {
  const record: Record<string, string | number> = {}
  const fields = {
    company: metadata.company,
    title: metadata.title,
    year: metadata.year,
    country: metadata.country,
    exchange: metadata.exchange,
  }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) record[key] = value
  if (metadata.sic !== undefined && /^[A-Ja-j]$/.test(metadata.sic)) record.industry = metadata.sic.toUpperCase()
  return record
}

/** Ingests one claimed job; every failure becomes the job's reason. */
export async function runJob(deps: RunnerDeps, job: JobRow): Promise<void> {
  const { db, now } = deps
  if (job.content === null) {
    await failJob(db, job.id, 'the file is no longer kept; upload it again', now())
    return
  }
  let sourceKey = `library:${job.id}`
  let defaults: ReportMetadata | undefined
  if (job.replaceReportId !== null) {
    const replaced = await reportMeta(db, job.replaceReportId)
    if (replaced === undefined) {
      await failJob(db, job.id, 'the report it was to replace has been deleted; upload it as a new report', now())
      return
    }
    sourceKey = replaced.sourceKey
    defaults = {
      company: replaced.company,
      title: replaced.title,
      year: replaced.year ?? undefined,
      country: replaced.country ?? undefined,
      exchange: replaced.exchange ?? undefined,
      sic: replaced.sicDivision ?? undefined,
    }
  }
  const folder = await mkdtemp(join(tmpdir(), 'cda-library-'))
  try {
    // The parsers read files (JSONL as a stream); the upload's own extension tells them the format.
    const path = join(folder, `upload${extname(job.fileName).toLowerCase()}`)
    await writeFile(path, job.content)
    const outcome = await ingestFile(path, {
      flags: flagsOf(job.metadata),
      store: createReportStore(db),
      now: now(),
      source: { key: sourceKey, place: job.fileName, fileName: job.fileName },
      defaults,
      hint: 'form',
      onStage: (stage) => setStage(db, job.id, stage, now()),
      onDerived: (metadata) => setDerived(db, job.id, derivedRecord(metadata)),
    })
    if (outcome.ok) await finishJob(db, job.id, outcome.reportIds, now())
    else await failJob(db, job.id, outcome.reason, now())
  } catch (error) {
    deps.logger.error({ err: error, job: job.id }, 'Library job failed')
    const reason =
      error instanceof StoreError
        ? 'the database failed while storing it; try again'
        : 'the server could not ingest it; try again'
    await failJob(db, job.id, reason, now()).catch(() => undefined)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

export function createLibraryRunner(deps: RunnerDeps): LibraryRunner {
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  const drain = async () => {
    await requeueAbandonedJobs(deps.db, deps.now())
    for (;;) {
      const job = await claimNextJob(deps.db, deps.now())
      if (job === undefined) break
      await runJob(deps, job)
      if (stopped) break
    }
  }
  const wake = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'Library runner failed'))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          wake()
        }
      })
  }
  // Only the real server polls (main.ts): a test app over a database it closes soon after must not.
  const timer = deps.pollMs === undefined ? undefined : setInterval(wake, deps.pollMs)
  timer?.unref()
  return {
    wake,
    async idle() {
      while (running) await running
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      while (running) await running
    },
  }
}
