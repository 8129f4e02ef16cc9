import { useStore } from '../lib/use-store'
import { databaseStatus } from '../offline/db-status'
import { deferred } from './deferred'

const DatabaseNoticeAlert = deferred(() =>
  import('./database-notice-alert').then((module) => module.DatabaseNoticeAlert),
)

/**
 * Shown when another tab's update closed this tab's database, or when this tab's update waits for other tabs; its
 * code loads only then.
 */
export function DatabaseNotice() {
  const status = useStore(databaseStatus)
  if (status === 'open') return null
  return <DatabaseNoticeAlert closed={status === 'closed-for-upgrade'} />
}
