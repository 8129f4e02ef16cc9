import { Alert, Box, Button, Card, Field, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { LibraryJobsResponse, LibraryReport } from '../../../core/contract/library'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { failureMessage } from '../../lib/failure-message'
import { replaceReport } from './api/library-jobs'
import { deleteReport, useLibraryReports } from './api/library-reports'
import { industryName } from './metadata-fields'
import { libraryMessages } from './messages'
import { RetagDialog } from './retag-dialog'

// The library's reports, newest first, searched by company or title; each can be re-tagged, replaced by a new file
// or deleted (after a confirmation).

const SEARCH_DELAY_MS = 300

function details(report: LibraryReport): string {
  return [report.year, report.country, report.exchange, industryName(report.industry)].filter((part) => part !== undefined && part !== '').join(' · ')
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

  const remove = async (report: LibraryReport) => {
    const result = await deleteReport(report.id)
    setDeleting(null)
    if (!result.ok) {
      setNotice({ status: 'error', text: failureMessage(result.error, { fallback: libraryMessages.deleteFailed, noResponse: libraryMessages.noResponse }) })
      return
    }
    setNotice({ status: 'success', text: `Deleted “${report.title}”.` })
    await refresh()
  }

  const replace = async (file: File | undefined) => {
    const report = replacing
    if (replaceInput.current) replaceInput.current.value = ''
    if (!file || !report) return
    const result = await replaceReport(report.id, file)
    if (!result.ok) {
      setNotice({ status: 'error', text: failureMessage(result.error, { fallback: libraryMessages.replaceFailed, noResponse: libraryMessages.noResponse }) })
      return
    }
    queryClient.setQueryData<LibraryJobsResponse>(['library', 'jobs'], (current) => ({ limits: current?.limits, jobs: [...result.data.jobs, ...(current?.jobs ?? [])] }))
    void queryClient.invalidateQueries({ queryKey: ['library', 'jobs'] })
    setNotice({ status: 'success', text: `${file.name} sent to replace “${report.title}”. Follow it under Uploads.` })
  }

  const data = reports.data
  return (
    <Card.Root as="section" aria-labelledby="library-reports-heading">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="library-reports-heading">
            Reports
          </Heading>
          <Field.Root>
            <Field.Label htmlFor="library-search">Search by company or title</Field.Label>
            <Input id="library-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </Field.Root>
          <input ref={replaceInput} type="file" hidden accept=".pdf,.html,.htm,.md,.markdown,.txt" data-testid="library-replace-input" onChange={(event) => void replace(event.target.files?.[0])} />
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
          {data && (
            <>
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {data.total === 1 ? '1 report' : `${data.total} reports`}
                {query.trim() !== '' ? ` match “${query.trim()}”` : ' in the library'}
                {data.total > data.reports.length ? ` (showing the newest ${data.reports.length})` : ''}
              </Text>
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Library reports">
                {data.reports.map((report) => (
                  <Box as="li" key={report.id} borderWidth="1px" borderColor="border" rounded="md" p="3">
                    <Stack gap="2">
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
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Card.Body>
      {editing && <RetagDialog report={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />}
      <ConfirmDialog open={deleting !== null} title="Delete report" confirmLabel="Delete" onCancel={() => setDeleting(null)} onConfirm={() => (deleting ? remove(deleting) : undefined)}>
        Delete “{deleting?.title}” of {deleting?.company} from the library? Analyse will no longer find it. This cannot be undone.
      </ConfirmDialog>
    </Card.Root>
  )
}
