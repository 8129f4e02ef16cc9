import { deferred } from '../deferred'

// The sync status reads the local database (Dexie), which no first paint needs: it appears once its code is in.
export const SyncStatusBadge = deferred(() => import('./sync-status-badge').then((module) => module.SyncStatusBadge))
