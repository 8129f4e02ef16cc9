import { log } from '../../lib/logger'
import { retryChat } from '../../offline/sync/chat'
import type { ChatMessageRecord } from '../../offline/records'
import { requestSync } from '../../offline/sync/sync-request'
import { ChatErrorAlert, type ChatProblem } from './chat-error-alert'
import { chatErrors } from './messages'

/** Under a question the server refused: 'Failed to send message', the server's reason, and Retry. */
export function SendFailure({ message, onProblem }: { message: ChatMessageRecord; onProblem: (problem: ChatProblem) => void }) {
  const retry = async () => {
    const result = await retryChat(message.sessionId)
    // The renewed entries keep their place in the outbox, which the engine's watch for new entries does not notice.
    if (result.ok) requestSync()
    // not-found: the chat was deleted meanwhile, so there is nothing left to send.
    else if (result.error !== 'not-found' && result.error !== 'not-signed-in') {
      log.error(`Could not queue the chat again: ${result.error}`)
      onProblem({ message: chatErrors.sendFailed, retry })
    }
  }
  return <ChatErrorAlert problem={{ message: chatErrors.sendFailed, ...(message.error ? { detail: message.error } : {}), retry }} />
}
