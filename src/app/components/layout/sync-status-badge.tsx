import { Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { CloudCheck, CloudOff, CloudUpload, LogIn } from 'lucide-react'
import { useAuth } from '../../lib/stored-user'
import { useSyncStatus, type SyncStatus } from '../../offline/hooks'

function changes(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`
}

/** The words of the sync status: the state, then refused changes and conflicts when there are any. */
export function syncStatusText(status: SyncStatus): string {
  const main = {
    synced: 'All changes saved',
    pending: `${changes(status.pending)} waiting`,
    offline: status.pending > 0 ? `Offline · ${changes(status.pending)} waiting` : 'Offline',
    'needs-sign-in': 'Sign in to sync',
  }[status.state]
  const attention = status.failed + status.conflicts
  if (attention === 0 || status.state === 'needs-sign-in') return main
  const needs = `${changes(attention)} ${attention === 1 ? 'needs' : 'need'} attention`
  return status.state === 'synced' ? needs : `${main} · ${needs}`
}

const icons = { synced: CloudCheck, pending: CloudUpload, offline: CloudOff, 'needs-sign-in': LogIn }

/**
 * Whether the user's work has reached the server, in the side navigation and the mobile header. When something needs
 * the user (a refused change, a conflict, a sign-in), the status is a link to the screen that shows it. compact, for
 * the phone's header: the icon alone, its words kept for screen readers and as the link's name.
 */
export function SyncStatusBadge({ compact = false }: { compact?: boolean }) {
  const { user } = useAuth()
  const status = useSyncStatus()
  if (!user && status.state !== 'needs-sign-in') return null
  const Icon = icons[status.state]
  const text = syncStatusText(status)
  const target = status.state === 'needs-sign-in' ? '/login' : status.attentionIn
  const words = compact ? (
    <VisuallyHidden>{text}</VisuallyHidden>
  ) : (
    <Text as="span" truncate>
      {text}
    </Text>
  )
  const content = (
    <>
      <Icon size={compact ? 18 : 14} aria-hidden="true" />
      {words}
    </>
  )
  return (
    <Flex
      role="status"
      aria-live="polite"
      align="center"
      gap="1.5"
      fontSize="xs"
      color={target ? 'fg.warning' : 'fg.muted'}
      minW="0"
    >
      {target ? (
        <Link
          asChild
          color="inherit"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          minW="0"
          p={compact ? '2' : undefined}
        >
          <RouterLink to={target}>{content}</RouterLink>
        </Link>
      ) : (
        content
      )}
    </Flex>
  )
}
