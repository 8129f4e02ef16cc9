import { getOfflineDb } from '../db'
import { notSignedIn, runLocalWrite, signedInEmail, type LocalWriteResult } from './local-write'
import { readSyncRecord, storeWorkspace, writeSyncRecord } from './workspace-sync'
import {
  fieldsOf,
  WORKSPACE_FIELDS,
  type Workspace,
  type WorkspaceField,
  type WorkspaceFields,
} from './write-workspace'

/**
 * Saves as the user types without queueing a write per keystroke: one write is in flight at a time and the latest
 * state waits behind it, so the device always ends with the newest text. `flush()` resolves once it is stored.
 *
 * The shared fields are written only where the user changed them, each with the text it had before the change:
 * the sync engine may have stored another device's text in the meantime, and a whole-workspace write would put
 * the old text back over it. `onMerged` hands the screen the fields whose stored text became a merge of both.
 */
export function createWorkspaceSaver(
  email: string,
  onFailure: () => void,
  onMerged: (fields: Partial<WorkspaceFields>) => void = () => {},
) {
  let latest: Workspace | null = null
  /** Fields changed since the last write began, with their text before the change. */
  let changed = new Map<WorkspaceField, string>()
  /** The fields of the write in progress. */
  let storing = new Map<WorkspaceField, string>()
  let running: Promise<void> | null = null

  async function drain(): Promise<void> {
    while (latest) {
      const value = latest
      latest = null
      storing = changed
      changed = new Map()
      const result = await runLocalWrite('Saving Write Assist work', async () => ({
        ok: true as const,
        merged: await storeWorkspace(email, value, storing),
      }))
      storing = new Map()
      if (!result.ok) onFailure()
      else if (Object.keys(result.merged).length > 0) onMerged(result.merged)
    }
    running = null
  }

  return {
    save(previous: Workspace, next: Workspace): void {
      const before = fieldsOf(previous)
      const after = fieldsOf(next)
      for (const field of WORKSPACE_FIELDS) {
        if (before[field] !== after[field] && !changed.has(field)) changed.set(field, before[field])
      }
      latest = next
      running ??= drain()
    },
    flush(): Promise<void> {
      return running ?? Promise.resolve()
    },
    /** The user changed this field and the change is not stored yet: text from elsewhere must not replace it. */
    isPending(field: WorkspaceField): boolean {
      return changed.has(field) || storing.has(field)
    },
  }
}

/** The user chose which text of a conflicting field to keep (the screen has already put it in the field). */
export async function dismissWorkspaceConflict(
  field: WorkspaceField,
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite('Resolving the workspace conflict', () =>
    db.transaction('rw', db.meta, async (): Promise<LocalWriteResult> => {
      const sync = await readSyncRecord(db, email)
      const { [field]: _dismissed, ...conflicts } = sync.conflicts
      await writeSyncRecord(db, email, { ...sync, conflicts })
      return { ok: true }
    }),
  )
}
