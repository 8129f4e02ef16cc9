import { log } from '../../lib/logger'
import { createChatSession, deleteChatSession, sendChatMessage } from './chat'
import { createDraft, deleteDraft, updateDraft } from './drafts'
import type { LocalWriteResult } from './local-write'
import { restashWrites, takeStashedWrites, type StashedWrite } from './stashed-writes'

// Applies writes kept in localStorage while the database was closed for an upgrade (stashed-writes.ts), in the
// order they were made, through the ordinary repository functions (so they get outbox entries like any other).
function apply(write: StashedWrite): Promise<LocalWriteResult<unknown>> {
  switch (write.kind) {
    case 'createDraft':
      return createDraft(
        { id: write.id, title: write.title, content: write.content, disclosure_type: write.disclosure_type },
        write.email,
      )
    case 'updateDraft':
      return updateDraft(write.id, write.changes, write.email)
    case 'deleteDraft':
      return deleteDraft(write.id, write.email)
    case 'createChatSession':
      return createChatSession({ id: write.id, ...(write.title ? { title: write.title } : {}) }, write.email)
    case 'sendChatMessage':
      return sendChatMessage(write.sessionId, write.query, { messageId: write.messageId }, write.email)
    case 'deleteChatSession':
      return deleteChatSession(write.id, write.email)
  }
}

export async function replayStashedWrites(email: string): Promise<number> {
  const writes = takeStashedWrites(email)
  for (const [index, write] of writes.entries()) {
    const result = await apply(write)
    if (!result.ok && result.error === 'storage-failed') {
      // Still no database: keep this and the rest for the next start.
      restashWrites(writes.slice(index))
      return index
    }
    if (!result.ok) log.warn(`A change kept during an app update could not be applied (${result.error})`)
  }
  return writes.length
}
