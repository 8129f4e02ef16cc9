import { Alert, Box, Button, Field, HStack, Input, Spinner, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { LibraryReport, LibraryReportsResponse } from '../../../core/contract/library'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { failureMessage } from '../../lib/failure-message'
import { replaceReport, showNewJobs } from './api/library-jobs'
import { deleteReport, useLibraryReports } from './api/library-reports'
import { LibraryList, LibraryListItem } from './library-list'
import { industryName } from './metadata-fields'
import { libraryMessages } from './messages'
import { RetagDialog } from './retag-dialog'

// The library's reports, newest first, searched by company or title; each can be re-tagged, replaced by a new file
// or deleted (after a confirmation).

const SEARCH_DELAY_MS = 300

function details(report: LibraryReport): string {
  return [report.year, report.country, report.exchange, industryName(report.industry)]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ')
}

function countLine({ total, reports }: LibraryReportsResponse, query: string): string {
  const found = total === 1 ? '1 report' : `${total} reports`
  const where = query !== '' ? ` match “${query}”` : ' in the library'
  return `${found}${where}${total > reports.length ? ` (showing the newest ${reports.length})` : ''}`
}

export function LibraryReportList() {
  const queryClient = useQueryClient()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const reports = useLibraryReports(query)
  const [editing, setEditing] = useState<LibraryReport>()
  const [deleting, setDeleting] = useState<LibraryReport | null>(null)
  const [replacing, setReplacing] = useState<LibraryReport>()
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string }>()
  const replaceInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['library', 'reports'] })

  // Deleting and replacing share the one notice: it tells of whichever finished last.
  const remove = useMutation({
    mutationFn: (report: LibraryReport) => deleteReport(report.id),
    onSettled: () => setDeleting(null),
    onError: (error) =>
      setNotice({
        status: 'error',
        text: failureMessage(error, { fallback: libraryMessages.deleteFailed, noResponse: libraryMessages.noResponse }),
      }),
    onSuccess: async (_answer, report) => {
      setNotice({ status: 'success', text: `Deleted “${report.title}”.` })
      await refresh()
    },
  })

  // The dialog stays busy until the deletion settles; how it went is the notice's to say.
  const confirmDelete = async () => {
    if (deleting)
      await remove.mutateAsync(deleting).then(
        () => undefined,
        () => undefined,
      )
  }

  const replace = useMutation({
    mutationFn: ({ report, file }: { report: LibraryReport; file: File }) => replaceReport(report.id, file),
    onError: (error) =>
      setNotice({
        status: 'error',
        text: failureMessage(error, {
          fallback: libraryMessages.replaceFailed,
          noResponse: libraryMessages.noResponse,
        }),
      }),
    onSuccess: (answer, { report, file }) => {
      showNewJobs(queryClient, answer.jobs)
      setNotice({ status: 'success', text: `${file.name} sent to replace “${report.title}”. Follow it under Uploads.` })
    },
  })

  const chooseReplacement = (file: File | undefined) => {
    const report = replacing
    if (replaceInput.current) replaceInput.current.value = ''
    if (file && report) replace.mutate({ report, file })
  }

  const data = reports.data
  return (
    <>
      <LibraryList
        headingId="library-reports-heading"
        title="Reports"
        items={data?.reports}
        count={data ? countLine(data, query.trim()) : ''}
        listLabel="Library reports"
        itemKey={(report) => report.id}
        renderItem={(report) => (
          <LibraryListItem>
            <Box minW="0">
              <Text fontWeight="semibold">{report.company}</Text>
              <Text wordBreak="break-word">{report.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {details(report)}
              </Text>
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                From {report.source} · {report.chunks === 1 ? '1 excerpt' : `${report.chunks} excerpts`}
              </Text>
            </Box>
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setEditing(report)}>
                Edit details
                <Box srOnly> of {report.title}</Box>
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setReplacing(report)
                  replaceInput.current?.click()
                }}
              >
                Replace file
                <Box srOnly> of {report.title}</Box>
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(report)}>
                Delete
                <Box srOnly> report {report.title}</Box>
              </Button>
            </HStack>
          </LibraryListItem>
        )}
      >
        <Field.Root>
          <Field.Label htmlFor="library-search">Search by company or title</Field.Label>
          <Input
            id="library-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
        </Field.Root>
        <input
          ref={replaceInput}
          type="file"
          hidden
          accept=".pdf,.html,.htm,.md,.markdown,.txt"
          data-testid="library-replace-input"
          onChange={(event) => chooseReplacement(event.target.files?.[0])}
        />
        <Box aria-live="polite">
          {notice && (
            <Alert.Root status={notice.status}>
              <Alert.Indicator />
              <Alert.Description>{notice.text}</Alert.Description>
            </Alert.Root>
          )}
        </Box>
        {reports.isError && !data && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{libraryMessages.loadReportsFailed}</Alert.Description>
          </Alert.Root>
        )}
        {reports.isPending && <Spinner aria-label="Loading reports" />}
      </LibraryList>
      {editing && <RetagDialog report={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete report"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        Delete “{deleting?.title}” of {deleting?.company} from the library? Analyse will no longer find it. This cannot
        be undone.
      </ConfirmDialog>
    </>
  )
}
