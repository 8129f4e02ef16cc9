import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm'
import type { LibraryJob, LibraryMetadata } from '../../core/contract/library'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { libraryJobs, type LibraryJobStage } from '../db/schema'

// The library's jobs in the database (docs/decisions/180): created by an upload, claimed by one server process at a
// time, moved through the stages, and kept for the administrators to see. Nothing about a job lives only in memory.

export type JobRow = typeof libraryJobs.$inferSelect

/** How long a process may work on a job before another may take it over (it renews the lease at every stage). */
export const JOB_LEASE_MS = 10 * 60 * 1000
/** How many jobs the list shows, newest first. */
export const JOBS_LISTED = 100

const RUNNING: LibraryJobStage[] = ['parsing', 'tagging', 'indexing']

export type NewJob = {
  fileName: string
  format: string | undefined
  size: number
  metadata: Record<string, string | number>
  /** The file; left out for a file refused on upload (then `reason` says why). */
  content?: Buffer | undefined
  reason?: string | undefined
  replaceReportId?: string | undefined
}

export async function createJobs(
  db: Database,
  jobs: readonly NewJob[],
  createdBy: string,
  now: Date,
): Promise<JobRow[]> {
  if (jobs.length === 0) return []
  return db
    .insert(libraryJobs)
    .values(
      jobs.map((job) => ({
        fileName: job.fileName,
        format: job.format ?? null,
        size: job.size,
        stage: job.reason === undefined ? ('queued' as const) : ('failed' as const),
        reason: job.reason ?? null,
        content: job.reason === undefined ? (job.content ?? null) : null,
        metadata: job.metadata,
        replaceReportId: job.replaceReportId ?? null,
        createdBy,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning()
}

export async function listJobs(db: Database): Promise<LibraryJob[]> {
  // The file's bytes stay in the database: the list never reads them.
  const { content: _content, ...columns } = getTableColumns(libraryJobs)
  const rows = await db
    .select({ ...columns, hasContent: sql<boolean>`${libraryJobs.content} is not null` })
    .from(libraryJobs)
    .orderBy(desc(libraryJobs.createdAt), desc(libraryJobs.id))
    .limit(JOBS_LISTED)
  return rows.map(({ hasContent, ...row }) => toLibraryJob({ ...row, content: null }, hasContent))
}

export async function findJob(db: Database, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(libraryJobs).where(eq(libraryJobs.id, id)).limit(1)
  return row
}

/**
 * Takes the oldest queued job for this process, unless another process is working on one: the library ingests one
 * file at a time, so an upload of fifty PDFs never takes every core from the searches.
 */
export async function claimNextJob(db: Database, now: Date): Promise<JobRow | undefined> {
  const lease = new Date(now.getTime() + JOB_LEASE_MS)
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update library_jobs set stage = 'parsing', lease_until = ${lease.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      where id = (
        select id from library_jobs where stage = 'queued'
          and not exists (select 1 from library_jobs r where r.stage in ('parsing', 'tagging', 'indexing') and r.lease_until > ${now.toISOString()}::timestamptz)
        order by created_at, id limit 1 for update skip locked)
      returning id`),
  )
  const id = rows[0]?.id
  return id === undefined ? undefined : findJob(db, id)
}

/** Jobs a process left half-done when it stopped (its lease ran out) go back to the queue; their file is still here. */
export async function requeueAbandonedJobs(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(libraryJobs)
    .set({ stage: 'queued', leaseUntil: null, updatedAt: now })
    .where(and(inArray(libraryJobs.stage, RUNNING), lt(libraryJobs.leaseUntil, now)))
    .returning({ id: libraryJobs.id })
  return rows.length
}

export async function setStage(db: Database, id: string, stage: LibraryJobStage, now: Date): Promise<void> {
  await db
    .update(libraryJobs)
    .set({ stage, updatedAt: now, leaseUntil: new Date(now.getTime() + JOB_LEASE_MS) })
    .where(eq(libraryJobs.id, id))
}

export async function setDerived(db: Database, id: string, derived: Record<string, string | number>): Promise<void> {
  await db.update(libraryJobs).set({ derived }).where(eq(libraryJobs.id, id))
}

export async function finishJob(db: Database, id: string, reportIds: readonly string[], now: Date): Promise<void> {
  await db
    .update(libraryJobs)
    .set({ stage: 'done', reason: null, content: null, reportIds: [...reportIds], leaseUntil: null, updatedAt: now })
    .where(eq(libraryJobs.id, id))
}

/** The file is kept, so the administrator can correct the metadata and ingest it again. */
export async function failJob(db: Database, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(libraryJobs)
    .set({ stage: 'failed', reason, leaseUntil: null, updatedAt: now })
    .where(eq(libraryJobs.id, id))
}

/** Queues a failed job again with new metadata; undefined when there is no such job or it cannot be retried. */
export async function retryJob(
  db: Database,
  id: string,
  metadata: Record<string, string | number>,
  now: Date,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(libraryJobs)
    .set({ stage: 'queued', reason: null, metadata, updatedAt: now })
    .where(and(eq(libraryJobs.id, id), eq(libraryJobs.stage, 'failed'), sql`${libraryJobs.content} is not null`))
    .returning({ id: libraryJobs.id })
  return row === undefined ? undefined : findJob(db, row.id)
}

/** The form's fields as stored: blanks left out. */
export function storedMetadata(metadata: LibraryMetadata): Record<string, string | number> {
  const stored: Record<string, string | number> = {}
  for (const [key, value] of Object.entries<string | number | undefined>(metadata))
    if (value !== undefined && value !== '') stored[key] = value
  return stored
}

function text(value: string | number | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** A job's stored metadata (what the administrator entered, or what was read off the file) as typed fields. */
export function metadataFields(record: Record<string, string | number>) {
  return {
    company: text(record.company),
    title: text(record.title),
    year: typeof record.year === 'number' ? record.year : undefined,
    country: text(record.country),
    exchange: text(record.exchange),
    industry: text(record.industry),
  }
}

export function toLibraryJob(row: JobRow, hasContent: boolean = row.content !== null): LibraryJob {
  return {
    id: row.id,
    file_name: row.fileName,
    size: row.size,
    stage: row.stage,
    reason: row.reason ?? undefined,
    retryable: row.stage === 'failed' && hasContent,
    metadata: metadataFields(row.metadata),
    derived: row.derived === null ? undefined : metadataFields(row.derived),
    replace_report_id: row.replaceReportId ?? undefined,
    report_ids: row.reportIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
