import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { endpoints } from '../../../../core/contract/endpoints'
import type { LibraryJob, LibraryJobsResponse, LibraryMetadata } from '../../../../core/contract/library'
import { apiCall } from '../../../lib/api-client'

// The library's uploads and their jobs (docs/decisions/180): one POST carries the chosen files, the server answers
// at once with a job per file, and the page polls the job list while any of them is still on its way.

const UPLOAD_TIMEOUT_MS = 10 * 60_000
/** Polled this often while a job is queued or running. */
export const JOB_POLL_MS = 1000

export type FileToUpload = { file: File; metadata: LibraryMetadata }

export function uploadForm(files: readonly FileToUpload[]): FormData {
  const form = new FormData()
  for (const { file } of files) form.append('files', file, file.name)
  form.append('metadata', JSON.stringify(files.map(({ metadata }) => metadata)))
  return form
}

/** The upload: the files with what the administrator entered for each; a job per file comes back. */
export function uploadReports(files: readonly FileToUpload[]) {
  return apiCall(endpoints.library.upload, { body: uploadForm(files), timeoutMs: UPLOAD_TIMEOUT_MS })
}

/** A new file for a report. */
export function replaceReport(id: string, file: File) {
  return apiCall(endpoints.library.replace, {
    params: { id },
    body: uploadForm([{ file, metadata: {} }]),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  })
}

/** Ingests a failed upload's kept file again with corrected metadata. */
export function retryJob(id: string, metadata: LibraryMetadata) {
  return apiCall(endpoints.library.retry, { params: { id }, body: { metadata } })
}

export function fetchJobs(): Promise<LibraryJobsResponse> {
  return apiCall(endpoints.library.jobs, {})
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

/** Lists the jobs an upload or replacement just started at once, ahead of the refetch that then polls them. */
export function showNewJobs(queryClient: QueryClient, added: readonly LibraryJob[]): void {
  queryClient.setQueryData<LibraryJobsResponse>(jobsQueryOptions().queryKey, (current) => ({
    limits: current?.limits,
    jobs: [...added, ...(current?.jobs ?? []).filter((job) => !added.some((one) => one.id === job.id))],
  }))
  void queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey })
}

export function useLibraryJobs() {
  return useQuery(jobsQueryOptions())
}
