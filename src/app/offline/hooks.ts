import { useLiveQuery } from 'dexie-react-hooks'
import { useAuth } from '../lib/stored-user'
import { useConnectivity } from './connectivity'
import { getOfflineDb } from './db'
import { entriesOfRecord, entriesOfUser } from './sync/outbox'
import type { ChatMessageRecord, ChatSessionRecord, DraftConflict, DraftRecord, OutboxRecordType } from './records'
import { SYNC_PAUSED_KEY } from './sync/sync-meta'
import { readSyncRecord, workspaceRecordId } from './sync/workspace-sync'
import type { WorkspaceFields } from './sync/write-workspace'

// Live views of the device's data for the screens: they re-render whenever the data change, in this tab or another,
// including when the sync engine applies a server answer. `undefined` means "still reading".

function useEmail(): string | null {
  return useAuth().user?.email ?? null
}

const byNewest = (a: { updated_at: string }, b: { updated_at: string }) =>
  a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0

/** The signed-in user's drafts, most recently changed first. */
export function useDrafts(): DraftRecord[] | undefined {
  const email = useEmail()
  return useLiveQuery(
    async () => (email ? (await getOfflineDb().drafts.where('userEmail').equals(email).toArray()).sort(byNewest) : []),
    [email],
  )
}

/** One draft; null when there is none (or it is another user's). */
export function useDraft(id: string | null | undefined): DraftRecord | null | undefined {
  const email = useEmail()
  return useLiveQuery(async () => {
    if (!id || !email) return null
    const draft = await getOfflineDb().drafts.get(id)
    return draft?.userEmail === email ? draft : null
  }, [id, email])
}

/** The server's version of a draft in conflict, to show next to the local text until the user decides. */
export function useDraftConflict(draftId: string | null | undefined): DraftConflict | null | undefined {
  const email = useEmail()
  return useLiveQuery(async () => {
    if (!draftId || !email) return null
    const conflict = await getOfflineDb().draftConflicts.where('draftId').equals(draftId).first()
    return conflict?.userEmail === email ? conflict : null
  }, [draftId, email])
}

/** The signed-in user's chat sessions, most recently active first. */
export function useChatSessions(): ChatSessionRecord[] | undefined {
  const email = useEmail()
  return useLiveQuery(
    async () =>
      email ? (await getOfflineDb().chatSessions.where('userEmail').equals(email).toArray()).sort(byNewest) : [],
    [email],
  )
}

// A chat not yet stored has no messages. The hook answers with this one array from the start, and its live query
// with the same array, so that answer changes nothing: a live query's answer re-renders its component in one
// unsliced task, and on a first visit the whole open chat would render again for nothing (issue 16).
const NO_MESSAGES: ChatMessageRecord[] = []

/** A session's messages in conversation order (offline answers and server replies right after their question). */
export function useChatMessages(sessionId: string | null | undefined): ChatMessageRecord[] | undefined {
  const email = useEmail()
  const none = !sessionId || !email
  return useLiveQuery(
    async () => {
      if (none) return NO_MESSAGES
      const messages = await getOfflineDb()
        .chatMessages.where('[sessionId+position]')
        .between([sessionId, -Infinity], [sessionId, Infinity])
        .toArray()
      return messages.filter((message) => message.userEmail === email)
    },
    [sessionId, email],
    none ? NO_MESSAGES : undefined,
  )
}

export type SyncState = 'synced' | 'pending' | 'offline' | 'needs-sign-in'

export type SyncStatus = {
  state: SyncState
  /** Changes waiting to be sent (queued or in flight). */
  pending: number
  /** Changes the server refused; they stay on the device until sent again or discarded. */
  failed: number
  /** Drafts and workspace fields waiting for the user to resolve a conflict. */
  conflicts: number
  /** The screen where what needs attention (refused changes, conflicts) is shown: Write Assist's first. */
  attentionIn?: '/write' | '/chat'
}

type Counts = Omit<SyncStatus, 'state'> & { paused: boolean }
const noCounts: Counts = { pending: 0, failed: 0, conflicts: 0, paused: false }

/**
 * The sync status for the layout. Signed out with changes left by a session that expired, it is 'needs-sign-in';
 * while requests get no answer, 'offline'; with changes waiting, 'pending'; otherwise 'synced'.
 */
export function useSyncStatus(): SyncStatus {
  const email = useEmail()
  const connectivity = useConnectivity()
  const counts =
    useLiveQuery(async (): Promise<Counts> => {
      const db = getOfflineDb()
      const paused = (await db.meta.get(SYNC_PAUSED_KEY))?.value
      const owner = email ?? (typeof paused === 'string' ? paused : null)
      if (!owner) return noCounts
      const entries = await entriesOfUser(db, owner)
      const conflicts =
        (await db.drafts
          .where('userEmail')
          .equals(owner)
          .filter((draft) => draft.syncState === 'conflict')
          .count()) + Object.keys((await readSyncRecord(db, owner)).conflicts).length
      const refused = entries.filter((entry) => entry.state === 'failed')
      const failed = refused.length
      const writeNeeds =
        conflicts > 0 || refused.some((entry) => entry.recordType === 'draft' || entry.recordType === 'workspace')
      const attentionIn = writeNeeds ? ('/write' as const) : failed > 0 ? ('/chat' as const) : undefined
      return {
        pending: entries.length - failed,
        failed,
        conflicts,
        paused: paused === owner,
        ...(attentionIn ? { attentionIn } : {}),
      }
    }, [email]) ?? noCounts
  const { paused, ...numbers } = counts
  let state: SyncState = 'synced'
  if (!email) state = paused && numbers.pending + numbers.failed + numbers.conflicts > 0 ? 'needs-sign-in' : 'synced'
  else if (connectivity === 'offline') state = 'offline'
  else if (numbers.pending > 0) state = 'pending'
  return { state, ...numbers }
}

export type RecordSyncState = {
  state: 'synced' | 'pending' | 'failed' | 'conflict'
  error?: string
  notice?: string
}

/** Where one draft, session or message stands, for the Write and Chat screens; null when there is no such record. */
export function useRecordSyncState(
  recordType: Exclude<OutboxRecordType, 'workspace'>,
  id: string | null | undefined,
): RecordSyncState | null | undefined {
  const email = useEmail()
  return useLiveQuery(async (): Promise<RecordSyncState | null> => {
    if (!id || !email) return null
    const db = getOfflineDb()
    const record =
      recordType === 'draft'
        ? await db.drafts.get(id)
        : recordType === 'chatSession'
          ? await db.chatSessions.get(id)
          : await db.chatMessages.get(id)
    if (!record || record.userEmail !== email) return null
    const state = record.syncState === 'sent' ? 'synced' : record.syncState
    return {
      state,
      ...(record.error ? { error: record.error } : {}),
      ...('notice' in record && record.notice ? { notice: record.notice } : {}),
    }
  }, [recordType, id, email])
}

export type WorkspaceSyncState = {
  /** The server's text of fields whose edits overlapped this device's, shown above each field. */
  conflicts: Partial<WorkspaceFields>
  /** Why the server refused the workspace's last change, while it stays refused. */
  error?: string
}

/** Where the user's Write Assist workspace stands with the server; undefined while it is read. */
export function useWorkspaceSync(email: string): WorkspaceSyncState | undefined {
  return useLiveQuery(async (): Promise<WorkspaceSyncState> => {
    const db = getOfflineDb()
    const { conflicts } = await readSyncRecord(db, email)
    const refused = (await entriesOfRecord(db, workspaceRecordId(email))).find((entry) => entry.state === 'failed')
    return { conflicts, ...(refused?.lastError ? { error: refused.lastError } : {}) }
  }, [email])
}
