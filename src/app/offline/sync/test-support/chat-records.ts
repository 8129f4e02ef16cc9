import { createChatSession, sendChatMessage } from '../chat'
import { getOfflineDb } from '../../db'

// The chat writes tests start from, as the Chat screen makes them, throwing when the device refuses one.

export async function newChatSession(): Promise<string> {
  const result = await createChatSession()
  if (!result.ok) throw new Error(result.error)
  return result.id
}

/** Queues a question in the session; answers the message's id. */
export async function askInChat(sessionId: string, text: string): Promise<string> {
  const result = await sendChatMessage(sessionId, text)
  if (!result.ok) throw new Error(result.error)
  return result.id
}

/** The session's messages on the device, in conversation order. */
export function chatMessagesOf(sessionId: string) {
  return getOfflineDb()
    .chatMessages.where('[sessionId+position]')
    .between([sessionId, -Infinity], [sessionId, Infinity])
    .toArray()
}
