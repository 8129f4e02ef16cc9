import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { LibraryJob } from '../../../core/contract/library'
import { failureMessage } from '../../lib/failure-message'
import { isSettled, retryJob } from './api/library-jobs'
import { draftFrom, MetadataFields, uploadMetadata, type MetadataDraft, type MetadataErrors } from './metadata-fields'
import { libraryMessages, stageLabels, stageProgress } from './messages'
import { formatSize } from './upload-panel'

// The uploads and where each one is: queued, reading the file, tagging, indexing, then done or failed with the
// reason. A failed file that the server kept can be given corrected details and ingested again.

const stagePalette = { queued: 'gray', parsing: 'blue', tagging: 'blue', indexing: 'blue', done: 'green', failed: 'red' } as const

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
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const headingId = `job-${job.id}`

  const retry = async () => {
    const parsed = uploadMetadata(draft)
    if ('errors' in parsed) {
      setErrors(parsed.errors)
      return
    }
    setBusy(true)
    const result = await retryJob(job.id, parsed.metadata)
    setBusy(false)
    if (!result.ok) {
      setError(failureMessage(result.error, { fallback: libraryMessages.retryFailed, noResponse: libraryMessages.noResponse }))
      return
    }
    setEditing(false)
    await queryClient.invalidateQueries({ queryKey: ['library', 'jobs'] })
  }

  const reports = job.report_ids.length
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="md" p="3" aria-labelledby={headingId}>
      <Stack gap="2">
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
            <Box h="full" w={`${Math.max(8, (stageProgress[job.stage] / 4) * 100)}%`} bg="colorPalette.solid" colorPalette="cyan" transition="width 0.3s" />
          </Box>
        )}
        {job.stage === 'done' && (
          <Text fontSize="sm">
            {reports === 1 ? 'Added to the library: 1 report.' : `Added to the library: ${reports} reports.`} Analyse searches {reports === 1 ? 'it' : 'them'} now.
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
            <MetadataFields idPrefix={`retry-${job.id}`} value={draft} errors={errors} onChange={(next) => (setDraft(next), setErrors(undefined))} />
            {error && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {error}
              </Text>
            )}
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" onClick={() => void retry()} loading={busy}>
                Ingest again
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={busy}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Box>
  )
}

export function JobList({ jobs }: { jobs: readonly LibraryJob[] }) {
  return (
    <Card.Root as="section" aria-labelledby="library-jobs-heading">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="lg" id="library-jobs-heading">
            Uploads
          </Heading>
          {jobs.length === 0 ? (
            <Text color="fg.muted">No uploads yet.</Text>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {summary(jobs)}
              </Text>
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Uploaded files">
                {jobs.map((job) => (
                  <JobItem key={job.id} job={job} />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
