import type { ChatSessionSummary, SendMessageResponse } from '../../../core/contract/chat'
import type { OfflineDb } from '../db'
import { entriesOfRecord } from './outbox'
import { stillCurrent } from './outbox-state'
import type { OutboxEntry } from '../records'

// What the server's answers to chat calls mean for the device's copy.

/** The session exists on the server. */
export function applySessionCreated(db: OfflineDb, entry: OutboxEntry, summary: ChatSessionSummary): Promise<void> {
  return db.transaction('rw', db.chatSessions, db.outbox, async () => {
    if (!(await stillCurrent(db, entry))) return
    await db.outbox.delete(entry.seq)
    const session = await db.chatSessions.get(entry.recordId)
    if (!session) return
    const later = await entriesOfRecord(db, entry.recordId)
    await db.chatSessions.put({
      ...session,
      title: session.title ?? summary.title ?? null,
      created_at: summary.created_at,
      syncState: later.length > 0 ? 'pending' : 'synced',
      error: undefined,
    })
  })
}

/**
 * The question was answered. The user's message is marked sent and the server's reply goes right after it (after
 * an offline answer, if the browser gave one: that stays, labelled offline). Reply ids come from the server, so an
 * answer applied twice still adds one reply.
 */
export function applyMessageSent(db: OfflineDb, entry: OutboxEntry, answer: SendMessageResponse): Promise<void> {
  return db.transaction('rw', db.chatSessions, db.chatMessages, db.outbox, async () => {
    if (!(await stillCurrent(db, entry)) || entry.op !== 'send') return
    await db.outbox.delete(entry.seq)
    const question = await db.chatMessages.get(entry.recordId)
    if (!question) return
    await db.chatMessages.put({
      ...question,
      timestamp: answer.user_message?.timestamp ?? question.timestamp,
      syncState: 'sent',
      error: undefined,
    })
    const replyId = answer.message.id ?? `${question.id}-reply`
    if (!(await db.chatMessages.get(replyId))) {
      await db.chatMessages.add({
        id: replyId,
        sessionId: question.sessionId,
        userEmail: question.userEmail,
        role: 'assistant',
        content: answer.message.content,
        timestamp: answer.message.timestamp ?? new Date().toISOString(),
        position: question.position + 0.5,
        ...(answer.message.sources ? { sources: answer.message.sources } : {}),
        syncState: 'sent',
        replyTo: question.id,
      })
    }
    const session = await db.chatSessions.get(entry.payload.sessionId)
    if (session && answer.session) {
      await db.chatSessions.put({
        ...session,
        title: answer.session.title ?? session.title,
        updated_at: answer.session.updated_at,
        refresh: true,
      })
    }
  })
}

/**
 * The user pressed Stop while the reply streamed. The server still writes the whole reply and stores it, so the
 * question counts as sent and its entry is done; what had arrived is kept, labelled stopped, until the next pull of
 * the session brings the stored reply in its place (pull.ts). The entry goes in the same transaction, so no answer to
 * this send can be applied after it.
 */
export function applyMessageStopped(db: OfflineDb, entry: OutboxEntry, partialText: string): Promise<void> {
  return db.transaction('rw', db.chatSessions, db.chatMessages, db.outbox, async () => {
    if (!(await stillCurrent(db, entry)) || entry.op !== 'send') return
    await db.outbox.delete(entry.seq)
    const question = await db.chatMessages.get(entry.recordId)
    if (!question) return
    await db.chatMessages.put({ ...question, syncState: 'sent', error: undefined })
    await db.chatMessages.put({
      id: `${question.id}-stopped`,
      sessionId: question.sessionId,
      userEmail: question.userEmail,
      role: 'assistant',
      content: partialText,
      timestamp: new Date().toISOString(),
      position: question.position + 0.5,
      syncState: 'sent',
      replyTo: question.id,
      stopped: true,
    })
    await db.chatSessions.update(entry.payload.sessionId, { refresh: true })
  })
}

/** The session is gone from the server (deleted now, or before). */
export function applySessionDeleted(db: OfflineDb, entry: OutboxEntry): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    if (await stillCurrent(db, entry)) await db.outbox.delete(entry.seq)
  })
}
