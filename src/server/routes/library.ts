import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'
import { endpoints } from '../../core/contract/endpoints'
import {
  LIBRARY_MAX_FILES,
  LIBRARY_PAGE_SIZE,
  LIBRARY_QUERY_MAX,
  LibraryMetadataSchema,
  type LibraryMetadata,
} from '../../core/contract/library'
import { authMessages } from '../auth/auth-messages'
import { isAdministrator } from '../auth/users'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { mountEndpoint } from '../http/endpoint-route'
import { validationFailure } from '../http/json-body'
import { formatOf, INGESTIBLE_EXTENSIONS } from '../ingest/ingest-file'
import type { LibraryRunner } from '../library/job-runner'
import {
  createJobs,
  findJob,
  listJobs,
  retryJob,
  storedMetadata,
  toLibraryJob,
  type NewJob,
} from '../library/library-jobs'
import { deleteLibraryReport, findLibraryReport, listLibraryReports, retagReport } from '../library/library-reports'

// The report library's calls, endpoints.library (issue 17 item 1, docs/decisions/180), for administrators only:
// 401 signed out, 403 for everyone else, on every one of them. Uploads answer at once with a job per file; the
// runner ingests them one at a time and the client polls the jobs. No call sends a file back.

export type LibraryDeps = {
  db: Database
  config: Pick<Config, 'adminEmails' | 'library'>
  now: Clock
  runner: LibraryRunner
}

export const libraryMessages = {
  notAdmin: 'Only administrators can manage the report library.',
  notMultipart: 'Send the files as multipart/form-data, each under "files".',
  noFiles: 'Choose at least one file to upload.',
  tooManyFiles: `Upload at most ${LIBRARY_MAX_FILES} files at once.`,
  badMetadata: '"metadata" must be a JSON list with one object per file.',
  reportNotFound: 'No such report in the library.',
  jobNotFound: 'No such upload.',
  notRetryable: 'This upload cannot be ingested again: upload the file again.',
  replaceOneFile: 'A replacement is one file.',
  replaceNotJsonl: 'A replacement is one report: use a PDF, HTML, Markdown or text file, not JSONL.',
}

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 102.4) / 10} KB` : `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`

const requireAdmin =
  (adminEmails: readonly string[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const session = c.get('session')
    if (!session) throw new HTTPException(401, { message: authMessages.notSignedIn })
    if (!isAdministrator(session.user, adminEmails)) return errorResponse(c, 403, libraryMessages.notAdmin)
    await next()
  }

/** Why a file is refused before it is stored, or undefined. The rest (damaged, no text) the job finds and says. */
export function uploadProblem(
  name: string,
  size: number,
  maxFileBytes: number,
  head: () => Uint8Array,
): string | undefined {
  const format = formatOf(name)
  if (format === undefined)
    return `not a supported file type: use PDF, HTML, Markdown, text or JSONL (${INGESTIBLE_EXTENSIONS.join(' ')})`
  if (size === 0) return 'the file is empty'
  if (size > maxFileBytes)
    return `the file is ${megabytes(size)}, larger than the limit of ${megabytes(maxFileBytes)} per file`
  if (format === 'pdf' && !Buffer.from(head().subarray(0, 1024)).toString('latin1').includes('%PDF-'))
    return 'not a readable PDF (it does not start like one)'
  return undefined
}

type Upload = { files: File[]; metadata: LibraryMetadata[] }

async function readUpload(c: Context<AppEnv>): Promise<Upload | Response> {
  if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? ''))
    return errorResponse(c, 415, libraryMessages.notMultipart)
  let body: Record<string, string | File | (string | File)[]>
  try {
    body = await c.req.parseBody({ all: true })
  } catch {
    return errorResponse(c, 400, libraryMessages.notMultipart)
  }
  const raw = body.files
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (item): item is File => typeof item !== 'string',
  )
  if (files.length === 0) return errorResponse(c, 400, libraryMessages.noFiles)
  if (files.length > LIBRARY_MAX_FILES) return errorResponse(c, 400, libraryMessages.tooManyFiles)
  let metadata: LibraryMetadata[] = files.map(() => ({}))
  if (typeof body.metadata === 'string' && body.metadata.trim() !== '') {
    let parsed: unknown
    try {
      parsed = JSON.parse(body.metadata)
    } catch {
      return errorResponse(c, 400, libraryMessages.badMetadata)
    }
    const result = v.safeParse(
      v.pipe(
        v.array(LibraryMetadataSchema, libraryMessages.badMetadata),
        v.length(files.length, libraryMessages.badMetadata),
      ),
      parsed,
    )
    if (!result.success) return validationFailure(c, result.issues)
    metadata = result.output
  }
  return { files, metadata }
}

async function newJob(
  file: File,
  metadata: LibraryMetadata,
  maxFileBytes: number,
  replaceReportId?: string,
): Promise<NewJob> {
  const fileName = file.name.trim() === '' ? 'unnamed' : file.name.slice(0, 300)
  // A file over the limit is not copied again: its size alone is enough to refuse it.
  const bytes = file.size > maxFileBytes ? new Uint8Array(0) : new Uint8Array(await file.arrayBuffer())
  const reason = uploadProblem(fileName, file.size, maxFileBytes, () => bytes)
  return {
    fileName,
    format: formatOf(fileName),
    size: file.size,
    metadata: storedMetadata(metadata),
    content: reason === undefined ? Buffer.from(bytes) : undefined,
    reason,
    replaceReportId,
  }
}

export function libraryRoutes({ db, config, now, runner }: LibraryDeps) {
  const uploadLimit = bodyLimit({
    maxSize: config.library.maxUploadBytes,
    onError: (c) =>
      errorResponse(
        c,
        413,
        `The upload is larger than ${megabytes(config.library.maxUploadBytes)}: send fewer files at once.`,
      ),
  })
  const { maxFileBytes } = config.library
  const admin = requireAdmin(config.adminEmails)
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.library.upload, [admin, uploadLimit], async (c, answer) => {
    const upload = await readUpload(c)
    if (upload instanceof Response) return upload
    const jobs: NewJob[] = []
    for (const [index, file] of upload.files.entries())
      jobs.push(await newJob(file, upload.metadata[index] ?? {}, maxFileBytes))
    const rows = await createJobs(db, jobs, c.get('session')!.user.id, now())
    runner.wake()
    return answer({ jobs: rows.map((row) => toLibraryJob(row)) }, 202)
  })
  mountEndpoint(app, endpoints.library.jobs, [admin], async (_c, answer) =>
    answer({ jobs: await listJobs(db), limits: { max_file_bytes: maxFileBytes, max_files: LIBRARY_MAX_FILES } }),
  )
  mountEndpoint(app, endpoints.library.job, [admin], async (c, answer) => {
    const job = await findJob(db, c.req.valid('param').id)
    if (!job) return errorResponse(c, 404, libraryMessages.jobNotFound)
    return answer({ job: toLibraryJob(job) })
  })
  mountEndpoint(app, endpoints.library.retry, [admin], async (c, answer) => {
    const { id } = c.req.valid('param')
    const existing = await findJob(db, id)
    if (!existing) return errorResponse(c, 404, libraryMessages.jobNotFound)
    const job = await retryJob(db, id, storedMetadata(c.req.valid('json').metadata), now())
    if (!job) return errorResponse(c, 409, libraryMessages.notRetryable)
    runner.wake()
    return answer({ job: toLibraryJob(job) }, 202)
  })
  mountEndpoint(app, endpoints.library.reports, [admin], async (c, answer) => {
    const query = c.req.valid('query')
    const q = (query.q ?? '').slice(0, LIBRARY_QUERY_MAX)
    const offset = Math.max(0, Math.min(1_000_000, Number.parseInt(query.offset ?? '0', 10) || 0))
    return answer(await listLibraryReports(db, q, offset, LIBRARY_PAGE_SIZE))
  })
  mountEndpoint(app, endpoints.library.retag, [admin], async (c, answer) => {
    const report = await retagReport(db, c.req.valid('param').id, c.req.valid('json'))
    if (!report) return errorResponse(c, 404, libraryMessages.reportNotFound)
    return answer({ report })
  })
  mountEndpoint(app, endpoints.library.delete, [admin], async (c, answer) => {
    const deleted = await deleteLibraryReport(db, c.req.valid('param').id)
    if (!deleted) return errorResponse(c, 404, libraryMessages.reportNotFound)
    return answer({ message: 'Report deleted' })
  })
  mountEndpoint(app, endpoints.library.replace, [admin, uploadLimit], async (c, answer) => {
    const { id } = c.req.valid('param')
    if (!(await findLibraryReport(db, id))) return errorResponse(c, 404, libraryMessages.reportNotFound)
    const upload = await readUpload(c)
    if (upload instanceof Response) return upload
    const [file] = upload.files
    if (upload.files.length !== 1 || file === undefined) return errorResponse(c, 400, libraryMessages.replaceOneFile)
    if (formatOf(file.name) === 'jsonl') return errorResponse(c, 400, libraryMessages.replaceNotJsonl)
    const rows = await createJobs(
      db,
      [await newJob(file, upload.metadata[0] ?? {}, maxFileBytes, id)],
      c.get('session')!.user.id,
      now(),
    )
    runner.wake()
    return answer({ jobs: rows.map((row) => toLibraryJob(row)) }, 202)
  })
  return app
}
