import { useCallback, useEffect, useRef, useState } from 'react'
import { log } from '../../lib/logger'
import { registerPendingSave } from '../../offline/pending-saves'
import { createWorkspaceSaver, emptyWorkspace, loadWorkspace, type Workspace } from '../../offline/write-workspace'

export type WorkspaceUpdate = (change: (current: Workspace) => Workspace) => void

export type WorkspaceState = { status: 'loading' } | { status: 'ready'; workspace: Workspace; update: WorkspaceUpdate; storageFailed: boolean }

type Loaded = { email: string; value: Workspace }

/**
 * The user's Write Assist work: read from the device once, then held in React state (so typing never waits for
 * IndexedDB) and written back after every change. Hiding the page, leaving the screen or accepting an app update
 * first stores the latest text.
 */
export function useWriteWorkspace(email: string): WorkspaceState {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [storageFailed, setStorageFailed] = useState(false)
  const latest = useRef<Loaded | null>(null)
  const saver = useRef<ReturnType<typeof createWorkspaceSaver> | null>(null)

  useEffect(() => {
    let active = true
    const current = createWorkspaceSaver(email, () => setStorageFailed(true))
    saver.current = current
    const show = (value: Workspace) => {
      if (!active) return
      latest.current = { email, value }
      setLoaded(latest.current)
    }
    loadWorkspace(email).then(show, (error: unknown) => {
      // The device database cannot be read (private browsing, storage full): the user can still work in memory.
      log.error('Could not read Write Assist work from this device', error)
      setStorageFailed(true)
      show(emptyWorkspace)
    })
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') void current.flush()
    }
    document.addEventListener('visibilitychange', flushWhenHidden)
    const unregister = registerPendingSave(current.flush)
    return () => {
      active = false
      document.removeEventListener('visibilitychange', flushWhenHidden)
      unregister()
      void current.flush()
    }
  }, [email])

  const update = useCallback<WorkspaceUpdate>((change) => {
    const previous = latest.current
    if (!previous) return
    latest.current = { email: previous.email, value: change(previous.value) }
    saver.current?.save(latest.current.value)
    setLoaded(latest.current)
  }, [])

  if (!loaded || loaded.email !== email) return { status: 'loading' }
  return { status: 'ready', workspace: loaded.value, update, storageFailed }
}
