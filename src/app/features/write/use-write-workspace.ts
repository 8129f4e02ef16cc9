import { liveQuery } from 'dexie'
import { useCallback, useEffect, useRef, useState } from 'react'
import { log } from '../../lib/logger'
import { registerPendingSave } from '../../offline/sw-update'
import { createWorkspaceSaver } from '../../offline/sync/workspace-saver'
import { readWorkspaceWithChanges } from '../../offline/sync/workspace-sync'
import {
  emptyWorkspace,
  fieldsOf,
  withFields,
  WORKSPACE_FIELDS,
  type Workspace,
  type WorkspaceFields,
} from '../../offline/sync/write-workspace'

export type WorkspaceUpdate = (change: (current: Workspace) => Workspace) => void

export type WorkspaceState =
  { status: 'loading' } | { status: 'ready'; workspace: Workspace; update: WorkspaceUpdate; storageFailed: boolean }

type Loaded = { email: string; value: Workspace }

/**
 * The user's Write Assist work: read from the device, then held in React state (so typing never waits for
 * IndexedDB) and written back after every change. Hiding the page, leaving the screen or accepting an app update
 * first stores the latest text. Text the sync engine brings from the user's other devices is taken in as it is
 * stored, except in a field the user has just changed and not yet stored: saving that field merges the two.
 */
export function useWriteWorkspace(email: string): WorkspaceState {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [storageFailed, setStorageFailed] = useState(false)
  const latest = useRef<Loaded | null>(null)
  const saver = useRef<ReturnType<typeof createWorkspaceSaver> | null>(null)

  useEffect(() => {
    let active = true
    const show = (value: Workspace) => {
      if (!active) return
      latest.current = { email, value }
      setLoaded(latest.current)
    }
    const takeIn = (source: Partial<WorkspaceFields>) => {
      const previous = latest.current
      if (!previous) return
      const fields = fieldsOf(previous.value)
      let changed = false
      for (const field of WORKSPACE_FIELDS) {
        const text = source[field]
        if (text === undefined || text === fields[field] || current.isPending(field)) continue
        fields[field] = text
        changed = true
      }
      if (changed) show(withFields(previous.value, fields))
    }
    const current = createWorkspaceSaver(email, () => setStorageFailed(true), takeIn)
    saver.current = current
    let applied: number | undefined
    const subscription = liveQuery(() => readWorkspaceWithChanges(email)).subscribe({
      next: (stored) => {
        if (applied === undefined) show(stored.workspace)
        else if (stored.applied !== applied) takeIn(fieldsOf(stored.workspace))
        applied = stored.applied
      },
      error: (error: unknown) => {
        // The device database cannot be read (private browsing, storage full): the user can still work in memory.
        log.error('Could not read Write Assist work from this device', error)
        setStorageFailed(true)
        if (applied === undefined) show(emptyWorkspace)
      },
    })
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') void current.flush()
    }
    document.addEventListener('visibilitychange', flushWhenHidden)
    const unregister = registerPendingSave(current.flush)
    return () => {
      active = false
      subscription.unsubscribe()
      document.removeEventListener('visibilitychange', flushWhenHidden)
      unregister()
      void current.flush()
    }
  }, [email])

  const update = useCallback<WorkspaceUpdate>((change) => {
    const previous = latest.current
    if (!previous) return
    latest.current = { email: previous.email, value: change(previous.value) }
    saver.current?.save(previous.value, latest.current.value)
    setLoaded(latest.current)
  }, [])

  if (!loaded || loaded.email !== email) return { status: 'loading' }
  return { status: 'ready', workspace: loaded.value, update, storageFailed }
}
