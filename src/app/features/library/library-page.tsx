import { Alert, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AuthenticationRequired } from '../../components/authentication-required'
import { usePageTitle } from '../../lib/page-title'
import { useAuth } from '../../lib/stored-user'
import { useLibraryJobs } from './api/library-jobs'
import { JobList } from './job-list'
import { LibraryReportList } from './library-report-list'
import { libraryMessages } from './messages'
import { UploadPanel } from './upload-panel'

// The report library (issue 17 item 1): administrators add real reports for Analyse, follow each upload through
// parsing, tagging and indexing, and list, search, re-tag, replace and delete the reports. Anyone else who opens
// the address is told it is for administrators only; the server refuses them anyway.

export function LibraryPage() {
  usePageTitle('Report Library')
  const { user } = useAuth()
  return (
    <Stack gap="6" maxW="5xl">
      <Heading as="h1" size="2xl">
        Report Library
      </Heading>
      {!user ? (
        <AuthenticationRequired returnUrl="/library" />
      ) : user.is_admin ? (
        <LibraryWorkspace />
      ) : (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Description>{libraryMessages.notAdmin}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  )
}

function LibraryWorkspace() {
  const jobs = useLibraryJobs()
  const queryClient = useQueryClient()
  const done = jobs.data?.jobs.filter((job) => job.stage === 'done').length ?? 0
  // A job that finished added or replaced reports: the list is refetched.
  useEffect(() => {
    if (done > 0) void queryClient.invalidateQueries({ queryKey: ['library', 'reports'] })
  }, [done, queryClient])

  return (
    <Stack gap="6">
      <Text color="fg.muted">Add the reports Analyse searches, correct their details, replace or remove them.</Text>
      <UploadPanel limits={jobs.data?.limits} />
      {jobs.isError && !jobs.data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{libraryMessages.loadJobsFailed}</Alert.Description>
        </Alert.Root>
      ) : (
        <JobList jobs={jobs.data?.jobs ?? []} />
      )}
      <LibraryReportList />
    </Stack>
  )
}
