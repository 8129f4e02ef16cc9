import type { Connectivity } from '../../offline/connectivity'
import type { ChatMessageRecord } from '../../offline/records'

// What the message area shows, in order. Answers sit right after their question (offline answer first, then the
// server's), so a question still waiting for the server gets its "Thinking..." after whatever answers it already has.
export type ConversationItem =
  | { kind: 'message'; message: ChatMessageRecord; answeredByServer: boolean }
  | { kind: 'send-failure'; message: ChatMessageRecord }
  | { kind: 'pending-reply'; questionId: string }

export function conversationItems(messages: readonly ChatMessageRecord[]): ConversationItem[] {
  const serverAnswered = new Set(messages.filter((message) => message.role === 'assistant' && !message.offline).map((message) => message.replyTo))
  const items: ConversationItem[] = []
  let waiting: string | null = null
  const placeWaiting = () => {
    if (waiting !== null) items.push({ kind: 'pending-reply', questionId: waiting })
    waiting = null
  }
  for (const message of messages) {
    if (message.role === 'user') placeWaiting()
    const answeredByServer = message.role === 'assistant' && message.offline === true && serverAnswered.has(message.replyTo)
    items.push({ kind: 'message', message, answeredByServer })
    if (message.role !== 'user') continue
    if (message.syncState === 'failed') items.push({ kind: 'send-failure', message })
    if (message.syncState === 'pending') waiting = message.id
  }
  placeWaiting()
  return items
}

/**
 * SPEC.md section 2: sending is blocked while an answer is loading, i.e. while a question waits for its reply. Offline,
 * a question that already has the device's offline answer is not loading anything: it waits for the connection, and
 * the user may go on asking (each question is queued and sent in order when the connection returns).
 */
export function isAwaitingReply(messages: readonly ChatMessageRecord[], connectivity: Connectivity): boolean {
  const answered = new Set(messages.filter((message) => message.role === 'assistant').map((message) => message.replyTo))
  return messages.some((message) => message.role === 'user' && message.syncState === 'pending' && (connectivity === 'online' || !answered.has(message.id)))
}
