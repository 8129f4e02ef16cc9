import type { Connectivity } from '../../offline/connectivity'
import type { ChatMessageRecord } from '../../offline/records'

// What the message area shows, in order. Answers sit right after their question (offline answer first, then the
// server's), so a question still waiting for the server gets its "Thinking..." after whatever answers it already has.
// A chat's questions reach the server in the order they were asked, so one queued behind a refused question, or in a
// chat the server refused to create, waits for that Retry: it says so instead of "Thinking...".
export type ConversationItem =
  | { kind: 'message'; message: ChatMessageRecord; answeredByServer: boolean }
  | { kind: 'send-failure'; message: ChatMessageRecord }
  | { kind: 'pending-reply'; questionId: string }
  | { kind: 'waiting-for-retry'; questionId: string }

export function conversationItems(messages: readonly ChatMessageRecord[], sessionRefused = false): ConversationItem[] {
  const serverAnswered = new Set(
    messages.filter((message) => message.role === 'assistant' && !message.offline).map((message) => message.replyTo),
  )
  const items: ConversationItem[] = []
  let refused = sessionRefused
  let waiting: Extract<ConversationItem, { questionId: string }> | null = null
  const placeWaiting = () => {
    if (waiting !== null) items.push(waiting)
    waiting = null
  }
  for (const message of messages) {
    if (message.role === 'user') placeWaiting()
    const answeredByServer =
      message.role === 'assistant' && message.offline === true && serverAnswered.has(message.replyTo)
    items.push({ kind: 'message', message, answeredByServer })
    if (message.role !== 'user') continue
    if (message.syncState === 'failed') {
      items.push({ kind: 'send-failure', message })
      refused = true
    }
    if (message.syncState === 'pending')
      waiting = { kind: refused ? 'waiting-for-retry' : 'pending-reply', questionId: message.id }
  }
  placeWaiting()
  return items
}

/**
 * Sending is blocked while an answer is loading, i.e. while a question waits for its reply. Offline, a question that
 * already has the device's offline answer is not loading anything: it waits for the connection, and the user may go on
 * asking (each question is queued and sent in order when the connection returns). Nor is a question waiting for a
 * Retry: the user may ask on, and the Retry sends everything in order.
 */
export function isAwaitingReply(
  messages: readonly ChatMessageRecord[],
  connectivity: Connectivity,
  sessionRefused = false,
): boolean {
  const answered = new Set(messages.filter((message) => message.role === 'assistant').map((message) => message.replyTo))
  return conversationItems(messages, sessionRefused).some(
    (item) => item.kind === 'pending-reply' && (connectivity === 'online' || !answered.has(item.questionId)),
  )
}
