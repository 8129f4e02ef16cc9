import type { ChatMessage } from '../../core/contract/chat'
import type { WorkspaceFields } from './sync/write-workspace'

// The shapes of what the device keeps in IndexedDB. Every record carries the e-mail of the user it belongs to, so two
// people sharing a device never see each other's drafts.

export type DraftText = { title: string; content: string }

/** synced: as on the server; pending: changes queued; failed: the server refused them; conflict: awaits the user. */
export type DraftSyncState = 'synced' | 'pending' | 'failed' | 'conflict'

export type DraftRecord = {
  id: string
  userEmail: string
  title: string
  content: string
  disclosure_type: string
  created_at: string
  updated_at: string
  /** The server revision this device knows; null until the server has acknowledged the create. */
  rev: number | null
  /** The server's text at `rev`: where the local edit started, the common ancestor of a three-way merge. */
  base: DraftText | null
  syncState: DraftSyncState
  /** Why the server refused the last change (syncState 'failed'). */
  error?: string
  /** Something the user should know that is not an error, e.g. a delete that was undone to keep another device's text. */
  notice?: string
}

/** The server's version of a draft whose changes overlapped the local ones; kept until the user decides. */
export type DraftConflict = {
  id: string
  draftId: string
  userEmail: string
  serverTitle: string
  serverContent: string
  serverRev: number
  localTitle: string
  localContent: string
  created_at: string
}

export type ChatSessionSyncState = 'synced' | 'pending' | 'failed'

export type ChatSessionRecord = {
  id: string
  userEmail: string
  title: string | null
  created_at: string
  updated_at: string
  syncState: ChatSessionSyncState
  error?: string
  /**
   * The server may hold messages this device has not seen: another device can write between this device's sends,
   * and a send's answer shows only its own exchange. The next pull fetches the session's messages.
   */
  refresh?: boolean
}

export type ChatMessageSyncState = 'pending' | 'sent' | 'failed'

export type ChatMessageRecord = {
  id: string
  sessionId: string
  userEmail: string
  role: 'user' | 'assistant'
  content: string
  timestamp: string
  /**
   * Order within the session. The device's and the server's clocks differ, so timestamps cannot order a reply that
   * arrives later against messages typed meanwhile: user messages take whole numbers, an offline answer +0.25 and
   * the server's reply (or the part of it kept by Stop) +0.5 after the message they answer.
   */
  position: number
  sources?: ChatMessage['sources']
  syncState: ChatMessageSyncState
  /** An answer the browser's grounded engine wrote while the server could not be reached. */
  offline?: boolean
  /**
   * The beginning of the server's reply, kept when the user pressed Stop while it streamed (possibly empty). The
   * server still stores the whole reply; the next pull of the session replaces this one with it.
   */
  stopped?: boolean
  /** For an answer: the user message it answers, so it stays next to it when positions are renumbered. */
  replyTo?: string
  error?: string
}

export type OutboxRecordType = 'draft' | 'chatSession' | 'chatMessage' | 'workspace'
export type OutboxState = 'queued' | 'inflight' | 'failed'

type OutboxCommon = {
  /** Auto-increment: the order the user acted in. */
  seq?: number
  /** Sent as the Idempotency-Key; renewed whenever what is sent changes (a merge, a retry after a refusal). */
  id: string
  userEmail: string
  recordId: string
  /** Entries of one chain are replayed strictly in seq order: a draft's own id; a session's id for the session and its messages; the workspace's key. */
  chainId: string
  /** The server revision sent as If-Match (draft update and delete, workspace); null while the draft's create is unacknowledged. */
  baseRev: number | null
  attempts: number
  /** Epoch ms before which the entry waits (a Retry-After from the server). */
  nextAttemptAt: number
  /** Epoch ms of the first of the server's refusals (5xx, 408, 429) this request has met since it was last renewed. */
  refusedAt?: number
  state: OutboxState
  lastError?: string
  created_at: string
}

export type OutboxOperation =
  | { recordType: 'draft'; op: 'create'; payload: DraftText & { disclosure_type: string } }
  | { recordType: 'draft'; op: 'update'; payload: DraftText }
  /** knownTexts: versions this device has seen or sent; a 412 whose current text is one of them is not another device's work. */
  | { recordType: 'draft'; op: 'delete'; payload: { knownTexts: DraftText[] } }
  | { recordType: 'chatSession'; op: 'create'; payload: { title?: string } }
  | { recordType: 'chatSession'; op: 'delete'; payload: Record<string, never> }
  | { recordType: 'chatMessage'; op: 'send'; payload: { sessionId: string; query: string } }
  /** The Write Assist workspace's shared fields, all of them: a PUT replaces the whole workspace. */
  | { recordType: 'workspace'; op: 'update'; payload: WorkspaceFields }

export type OutboxEntry = OutboxCommon & OutboxOperation
export type OutboxOp = OutboxEntry['op']

export type MetaRecord = { key: string; value: unknown }
