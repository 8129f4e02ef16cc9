import { Flex, Text } from '@chakra-ui/react'
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

/** Whether the user's work has reached the server, in the side navigation and the mobile header. */
export function SyncStatusBadge() {
  const { user } = useAuth()
  const status = useSyncStatus()
  if (!user && status.state !== 'needs-sign-in') return null
  const Icon = icons[status.state]
  const attention = status.failed + status.conflicts > 0 || status.state === 'needs-sign-in'
  return (
    <Flex role="status" aria-live="polite" align="center" gap="1.5" fontSize="xs" color={attention ? 'fg.warning' : 'fg.muted'} minW="0">
      <Icon size={14} aria-hidden="true" />
      <Text as="span" truncate>
        {syncStatusText(status)}
      </Text>
    </Flex>
  )
}
