import type { Transaction } from 'dexie'

// The IndexedDB schema as a list of versions. Dexie needs every version that ever shipped, in order, to upgrade a
// device from whatever it has: add a version with the new stores and an upgrade function; never edit a shipped one.
export type SchemaVersion = {
  version: number
  stores: Record<string, string | null>
  upgrade?: (tx: Transaction) => PromiseLike<unknown> | void
}

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      drafts: 'id, userEmail',
      draftConflicts: 'id, draftId, userEmail',
      chatSessions: 'id, userEmail',
      chatMessages: 'id, [sessionId+position], userEmail',
      outbox: '++seq, &id, [userEmail+seq], recordId, chainId',
      meta: 'key',
    },
  },
]
