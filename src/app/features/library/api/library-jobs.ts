import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { LibraryJobSchema, LibraryJobsResponseSchema, libraryPaths, type LibraryJob, type LibraryJobsResponse, type LibraryMetadata } from '../../../../core/contract/library'
import { apiRequest, API_BASE, type ApiFailure } from '../../../lib/api-client'

// The library's uploads and their jobs (docs/decisions/180): one POST carries the chosen files, the server answers
// at once with a job per file, and the page polls the job list while any of them is still on its way.

const path = (full: string) => full.slice(API_BASE.length)
const UPLOAD_TIMEOUT_MS = 10 * 60_000
/** Polled this often while a job is queued or running. */
export const JOB_POLL_MS = 1000

export class LibraryRequestFailed extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`Library request failed (${failure.kind})`)
  }
}

export type FileToUpload = { file: File; metadata: LibraryMetadata }

export function uploadForm(files: readonly FileToUpload[]): FormData {
  const form = new FormData()
  for (const { file } of files) form.append('files', file, file.name)
  form.append('metadata', JSON.stringify(files.map(({ metadata }) => metadata)))
  return form
}

/** POST /library/uploads: the files with what the administrator entered for each; a job per file comes back. */
export function uploadReports(files: readonly FileToUpload[]) {
  return apiRequest(path(libraryPaths.uploads), { method: 'POST', body: uploadForm(files), schema: LibraryJobsResponseSchema, timeoutMs: UPLOAD_TIMEOUT_MS })
}

/** POST /library/reports/:id/replace: a new file for a report. */
export function replaceReport(id: string, file: File) {
  return apiRequest(path(libraryPaths.replace(id)), { method: 'POST', body: uploadForm([{ file, metadata: {} }]), schema: LibraryJobsResponseSchema, timeoutMs: UPLOAD_TIMEOUT_MS })
}

/** POST /library/jobs/:id/retry: ingests a failed upload's kept file again with corrected metadata. */
export function retryJob(id: string, metadata: LibraryMetadata) {
  return apiRequest(path(libraryPaths.retry(id)), { method: 'POST', body: { metadata }, schema: v.object({ job: LibraryJobSchema }) })
}

export async function fetchJobs(): Promise<LibraryJobsResponse> {
  const result = await apiRequest(path(libraryPaths.jobs), { schema: LibraryJobsResponseSchema })
  if (!result.ok) throw new LibraryRequestFailed(result.error)
  return result.data
}

export const isSettled = (job: LibraryJob) => job.stage === 'done' || job.stage === 'failed'

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: ['library', 'jobs'],
    queryFn: fetchJobs,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => !isSettled(job)) ? JOB_POLL_MS : false),
    retry: false,
  })
}

export function useLibraryJobs() {
  return useQuery(jobsQueryOptions())
}
