import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { LibraryJob, LibraryMetadata } from '../../../core/contract/library'
import { failureMessage } from '../../lib/failure-message'
import { isSettled, jobsQueryOptions, retryJob } from './api/library-jobs'
import { LibraryList, LibraryListItem } from './library-list'
import { draftFrom, MetadataFields, uploadMetadata, type MetadataDraft, type MetadataErrors } from './metadata-fields'
import { libraryMessages, stageLabels, stageProgress } from './messages'
import { formatSize } from './upload-panel'

// The uploads and where each one is: queued, reading the file, tagging, indexing, then done or failed with the
// reason. A failed file that the server kept can be given corrected details and ingested again.

const stagePalette = {
  queued: 'gray',
  parsing: 'blue',
  tagging: 'blue',
  indexing: 'blue',
  done: 'green',
  failed: 'red',
} as const

function summary(jobs: readonly LibraryJob[]): string {
  const running = jobs.filter((job) => !isSettled(job)).length
  const failed = jobs.filter((job) => job.stage === 'failed').length
  const done = jobs.filter((job) => job.stage === 'done').length
  return `${done} done, ${failed} failed, ${running} in progress`
}

function JobItem({ job }: { job: LibraryJob }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<MetadataDraft>(() => draftFrom(job.derived, job.metadata))
  const [errors, setErrors] = useState<MetadataErrors>()
  const headingId = `job-${job.id}`
  const sendAgain = useMutation({
    mutationFn: (metadata: LibraryMetadata) => retryJob(job.id, metadata),
    onSuccess: async () => {
      setEditing(false)
      await queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey })
    },
  })
  const busy = sendAgain.isPending
  const error = sendAgain.isError
    ? failureMessage(sendAgain.error, { fallback: libraryMessages.retryFailed, noResponse: libraryMessages.noResponse })
    : undefined

  const retry = () => {
    const parsed = uploadMetadata(draft)
    if ('errors' in parsed) setErrors(parsed.errors)
    else sendAgain.mutate(parsed.metadata)
  }

  const reports = job.report_ids.length
  return (
    <LibraryListItem labelledBy={headingId}>
      <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
        <Box minW="0">
          <Text id={headingId} fontWeight="medium" wordBreak="break-all">
            {job.file_name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatSize(job.size)}
            {job.replace_report_id ? ' · replacement' : ''}
          </Text>
        </Box>
        <Badge colorPalette={stagePalette[job.stage]} data-stage={job.stage}>
          {stageLabels[job.stage]}
        </Badge>
      </HStack>
      {!isSettled(job) && (
        // A plain bar rather than Chakra's Progress, whose recipe the first visit would download (theme.ts).
        <Box
          role="progressbar"
          aria-label={`${job.file_name}: ${stageLabels[job.stage]}`}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={stageProgress[job.stage]}
          aria-valuetext={`${stageLabels[job.stage]}, step ${stageProgress[job.stage]} of 3`}
          h="1.5"
          rounded="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box
            h="full"
            w={`${Math.max(8, (stageProgress[job.stage] / 4) * 100)}%`}
            bg="colorPalette.solid"
            colorPalette="cyan"
            transition="width 0.3s"
          />
        </Box>
      )}
      {job.stage === 'done' && (
        <Text fontSize="sm">
          {reports === 1 ? 'Added to the library: 1 report.' : `Added to the library: ${reports} reports.`} Analyse
          searches {reports === 1 ? 'it' : 'them'} now.
        </Text>
      )}
      {job.stage === 'failed' && (
        <Text fontSize="sm" color="fg.error">
          Not added: {job.reason ?? 'the file could not be ingested'}.
        </Text>
      )}
      {job.retryable && !editing && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditing(true)}>
          Correct details
          <Box srOnly> for {job.file_name}</Box>
        </Button>
      )}
      {editing && (
        <Stack gap="3" role="group" aria-label={`Details for ${job.file_name}`}>
          <MetadataFields
            idPrefix={`retry-${job.id}`}
            value={draft}
            errors={errors}
            onChange={(next) => (setDraft(next), setErrors(undefined))}
          />
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" onClick={retry} loading={busy}>
              Ingest again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={busy}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      )}
    </LibraryListItem>
  )
}

export function JobList({ jobs }: { jobs: readonly LibraryJob[] }) {
  return (
    <LibraryList
      headingId="library-jobs-heading"
      title="Uploads"
      items={jobs}
      count={summary(jobs)}
      empty="No uploads yet."
      listLabel="Uploaded files"
      itemKey={(job) => job.id}
      renderItem={(job) => <JobItem job={job} />}
    />
  )
}
