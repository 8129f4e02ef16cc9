import { Badge, Dialog, Flex, Link, Portal, Spinner, Stack, Text } from '@chakra-ui/react'
import { ExternalLink } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { Citation } from '../../../core/contract/chat'
import type { Passage } from '../../../core/knowledge/passage'
import { DialogCloseFooter } from '../../components/dialog-close-footer'
import { Markdown } from '../../components/markdown'
import { loadKnowledgeBase } from '../../lib/knowledge'
import { log } from '../../lib/logger'
import { SYNTHETIC_REPORT_LABEL } from './messages'

type PassageLookup = { status: 'loading' } | { status: 'found'; passage: Passage } | { status: 'missing' }

/** A knowledge-base passage by id, for a cited source; 'missing' when this version of the app does not hold it. */
function usePassage(id: string | null): PassageLookup | null {
  const [lookup, setLookup] = useState<{ id: string; result: PassageLookup } | null>(null)

  useEffect(() => {
    if (id === null) return
    let current = true
    loadKnowledgeBase().then(
      (passages) => {
        const passage = passages.find((candidate) => candidate.id === id)
        if (current) setLookup({ id, result: passage ? { status: 'found', passage } : { status: 'missing' } })
      },
      (error: unknown) => {
        log.error('Could not load the knowledge base', error)
        if (current) setLookup({ id, result: { status: 'missing' } })
      },
    )
    return () => {
      current = false
    }
  }, [id])

  if (id === null) return null
  return lookup?.id === id ? lookup.result : { status: 'loading' }
}

function PublicSourceLink({ url }: { url: string }) {
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.fg"
      textDecoration="underline"
      alignSelf="flex-start"
    >
      Open the public source
      <ExternalLink size={14} aria-hidden="true" />
    </Link>
  )
}

function PassageBody({ source }: { source: Citation }) {
  const lookup = usePassage(source.id)
  if (lookup === null || lookup.status === 'loading') {
    return (
      <Flex role="status" align="center" gap="2">
        <Spinner size="sm" />
        <Text>Loading the passage...</Text>
      </Flex>
    )
  }
  const url = lookup.status === 'found' ? lookup.passage.url : source.url
  return (
    <Stack gap="3">
      {lookup.status === 'found' ? (
        <Markdown>{lookup.passage.body}</Markdown>
      ) : (
        <Text color="fg.muted">This passage is not in the knowledge base on this device.</Text>
      )}
      {url && <PublicSourceLink url={url} />}
    </Stack>
  )
}

function ReportBody({ source }: { source: Citation }) {
  return (
    <Stack gap="3">
      <Text>A company report from the report collection that Analyse Reports searches.</Text>
      {source.synthetic && (
        <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
          {SYNTHETIC_REPORT_LABEL}
        </Badge>
      )}
      {source.url && <PublicSourceLink url={source.url} />}
    </Stack>
  )
}

/** One cited source, opened from the list under an answer: the passage's text and where it comes from. */
export function SourceDialog({ source, onClose }: { source: Citation | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={source !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {source && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>{source.kind === 'report' ? source.reference : source.title}</Dialog.Title>
                  {source.kind === 'passage' && <Text color="fg.muted">{source.reference}</Text>}
                </Dialog.Header>
                <Dialog.Body>
                  {source.kind === 'passage' ? <PassageBody source={source} /> : <ReportBody source={source} />}
                </Dialog.Body>
              </>
            )}
            <DialogCloseFooter />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
