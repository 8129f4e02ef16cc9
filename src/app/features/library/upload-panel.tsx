import { Alert, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { LIBRARY_EXTENSIONS, LIBRARY_MAX_FILES, type LibraryJobsResponse } from '../../../core/contract/library'
import { failureMessage } from '../../lib/failure-message'
import { showNewJobs, uploadReports, type FileToUpload } from './api/library-jobs'
import { EMPTY_DRAFT, MetadataFields, uploadMetadata, type MetadataDraft, type MetadataErrors } from './metadata-fields'
import { libraryMessages } from './messages'

// Choosing files and sending them: each chosen file can be given its company, title, year and the rest before it is
// sent; what is left empty comes from the file. Files the server would refuse for their type or size are said so
// at once and not sent.

type Chosen = {
  key: string
  file: File
  draft: MetadataDraft
  open: boolean
  problem?: string | undefined
  errors?: MetadataErrors | undefined
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`
  return `${Math.round(bytes / 104857.6) / 10} MB`
}

function problemOf(file: File, maxFileBytes: number | undefined): string | undefined {
  const dot = file.name.lastIndexOf('.')
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase()
  if (!(LIBRARY_EXTENSIONS as readonly string[]).includes(extension))
    return 'Not a supported file type: use PDF, HTML, Markdown, text or JSONL.'
  if (file.size === 0) return 'The file is empty.'
  if (maxFileBytes !== undefined && file.size > maxFileBytes)
    return `The file is ${formatSize(file.size)}, larger than the limit of ${formatSize(maxFileBytes)} per file.`
  return undefined
}

let counter = 0

function sentLine(files: number): string {
  return `${files === 1 ? '1 file' : `${files} files`} sent. Follow ${files === 1 ? 'its' : 'their'} progress under Uploads.`
}

export function UploadPanel({ limits }: { limits: LibraryJobsResponse['limits'] }) {
  const input = useRef<HTMLInputElement>(null)
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<Chosen[]>([])
  // Too many files is found here; a refused upload is the mutation's failure.
  const [tooMany, setTooMany] = useState<string>()
  const send = useMutation({
    mutationFn: uploadReports,
    onSuccess: (answer) => {
      showNewJobs(queryClient, answer.jobs)
      setChosen([])
    },
  })
  const busy = send.isPending
  const error =
    tooMany ??
    (send.isError
      ? failureMessage(send.error, { fallback: libraryMessages.uploadFailed, noResponse: libraryMessages.noResponse })
      : undefined)
  const sent = send.isSuccess ? sentLine(send.variables.length) : undefined
  const maxFiles = limits?.max_files ?? LIBRARY_MAX_FILES

  const choose = (files: FileList | null) => {
    if (!files) return
    setTooMany(undefined)
    send.reset()
    const added = [...files].map((file) => ({
      key: `file-${(counter += 1)}`,
      file,
      draft: EMPTY_DRAFT,
      open: false,
      problem: problemOf(file, limits?.max_file_bytes),
    }))
    setChosen((current) => [...current, ...added])
    if (input.current) input.current.value = ''
  }
  const update = (key: string, change: Partial<Chosen>) =>
    setChosen((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  const sendable = chosen.filter((item) => item.problem === undefined)

  const upload = () => {
    setTooMany(undefined)
    send.reset()
    const files: FileToUpload[] = []
    let invalid = false
    for (const item of sendable) {
      const parsed = uploadMetadata(item.draft)
      if ('errors' in parsed) {
        invalid = true
        update(item.key, { errors: parsed.errors, open: true })
      } else files.push({ file: item.file, metadata: parsed.metadata })
    }
    if (invalid) return
    if (files.length > maxFiles) {
      setTooMany(`Upload at most ${maxFiles} files at once.`)
      return
    }
    send.mutate(files)
  }

  return (
    <Card.Root as="section" aria-labelledby="library-upload-heading">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="library-upload-heading">
            Add reports
          </Heading>
          <Text color="fg.muted" fontSize="sm" id="library-upload-help">
            PDF, HTML, Markdown, text or JSONL files; up to {maxFiles} at once
            {limits ? `, ${formatSize(limits.max_file_bytes)} each` : ''}. Company, title and year are read from the
            file where it says them; enter what it does not say. Uploaded reports are real reports and are not labelled
            synthetic.
          </Text>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={LIBRARY_EXTENSIONS.join(',')}
            data-testid="library-file-input"
            aria-describedby="library-upload-help"
            onChange={(event) => choose(event.target.files)}
          />
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              Choose files
            </Button>
            <Button onClick={upload} loading={busy} loadingText="Uploading..." disabled={sendable.length === 0}>
              {sendable.length === 0
                ? 'Upload files'
                : sendable.length === 1
                  ? 'Upload 1 file'
                  : `Upload ${sendable.length} files`}
            </Button>
          </HStack>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{error}</Alert.Description>
            </Alert.Root>
          )}
          <Box aria-live="polite">{sent && <Text fontSize="sm">{sent}</Text>}</Box>
          {chosen.length > 0 && (
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Chosen files">
              {chosen.map((item) => (
                <Box as="li" key={item.key} borderWidth="1px" borderColor="border" rounded="md" p="3">
                  <Stack gap="2">
                    <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
                      <Box minW="0">
                        <Text fontWeight="medium" wordBreak="break-all">
                          {item.file.name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {formatSize(item.file.size)}
                        </Text>
                      </Box>
                      <HStack gap="2">
                        {item.problem === undefined && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-expanded={item.open}
                            aria-controls={`${item.key}-details`}
                            onClick={() => update(item.key, { open: !item.open })}
                          >
                            {item.open ? 'Hide details' : 'Details'}
                            <Box srOnly> for {item.file.name}</Box>
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setChosen((current) => current.filter((other) => other.key !== item.key))}
                        >
                          Remove
                          <Box srOnly> file {item.file.name}</Box>
                        </Button>
                      </HStack>
                    </HStack>
                    {item.problem !== undefined && (
                      <Text color="fg.error" fontSize="sm">
                        Not uploaded: {item.problem}
                      </Text>
                    )}
                    {item.open && item.problem === undefined && (
                      <Box id={`${item.key}-details`} role="group" aria-label={`Details for ${item.file.name}`}>
                        <MetadataFields
                          idPrefix={item.key}
                          value={item.draft}
                          errors={item.errors}
                          onChange={(draft) => update(item.key, { draft, errors: undefined })}
                        />
                      </Box>
                    )}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
