import Dexie from 'dexie'
import type { ChatSession, ChatSessionSummary } from '../../../core/contract/chat'
import type { Draft } from '../../../core/contract/drafts'
import type { OfflineDb } from '../db'
import { sameText } from './merge'
import type { ChatMessageRecord } from '../records'

// Bringing the server's lists to the device (changes made on other devices). The engine pulls only when this user's
// outbox has nothing queued, and each record is checked again inside the transaction that writes it: a record with
// unsent changes, a refusal or a conflict is never overwritten, nor deleted because the server lacks it.

async function hasEntries(db: OfflineDb, field: 'recordId' | 'chainId', id: string): Promise<boolean> {
  return (await db.outbox.where(field).equals(id).count()) > 0
}

export function applyDraftList(db: OfflineDb, email: string, drafts: Draft[]): Promise<void> {
  return db.transaction('rw', db.drafts, db.outbox, async () => {
    const onServer = new Set<string>()
    for (const draft of drafts) {
      onServer.add(draft.id)
      const local = await db.drafts.get(draft.id)
      if (local && (local.userEmail !== email || local.syncState !== 'synced')) continue
      if (await hasEntries(db, 'recordId', draft.id)) continue
      if (local && local.rev === draft.rev && sameText(local, draft)) continue
      const text = { title: draft.title, content: draft.content }
      await db.drafts.put({
        id: draft.id,
        userEmail: email,
        ...text,
        disclosure_type: draft.disclosure_type,
        created_at: draft.created_at,
        updated_at: draft.updated_at,
        rev: draft.rev,
        base: text,
        syncState: 'synced',
        ...(local?.notice ? { notice: local.notice } : {}),
      })
    }
    const gone = await db.drafts
      .where('userEmail')
      .equals(email)
      .filter((draft) => draft.syncState === 'synced' && draft.rev !== null && !onServer.has(draft.id))
      .toArray()
    for (const draft of gone) {
      if (!(await hasEntries(db, 'recordId', draft.id))) await db.drafts.delete(draft.id)
    }
  })
}

/** Applies the session list; returns the sessions whose messages should be fetched (new or changed elsewhere). */
export function applySessionList(db: OfflineDb, email: string, sessions: ChatSessionSummary[]): Promise<string[]> {
  return db.transaction('rw', db.chatSessions, db.chatMessages, db.outbox, async () => {
    const changed: string[] = []
    const onServer = new Set(sessions.map((session) => session.id))
    for (const summary of sessions) {
      const local = await db.chatSessions.get(summary.id)
      if (local && (local.userEmail !== email || local.syncState !== 'synced')) continue
      if (await hasEntries(db, 'chainId', summary.id)) continue
      if (
        !local ||
        local.refresh ||
        local.updated_at !== summary.updated_at ||
        (local.title ?? null) !== (summary.title ?? null)
      )
        changed.push(summary.id)
    }
    const gone = await db.chatSessions
      .where('userEmail')
      .equals(email)
      .filter((session) => session.syncState === 'synced' && !onServer.has(session.id))
      .toArray()
    for (const session of gone) {
      if (await hasEntries(db, 'chainId', session.id)) continue
      await db.chatSessions.delete(session.id)
      await db.chatMessages
        .where('[sessionId+position]')
        .between([session.id, Dexie.minKey], [session.id, Dexie.maxKey])
        .delete()
    }
    return changed
  })
}

/**
 * Replaces a session's messages with the server's. Offline answers are the device's own and stay, next to the
 * question they answered. A reply the user stopped gives way to the stored one; until the server has stored that
 * exchange (it stores a question together with its whole reply), the question and the stopped part stay after the
 * server's messages, and the session's next change on the server brings the exchange.
 */
export function applySessionDetail(db: OfflineDb, email: string, session: ChatSession): Promise<void> {
  return db.transaction('rw', db.chatSessions, db.chatMessages, db.outbox, async () => {
    const local = await db.chatSessions.get(session.id)
    if (local && (local.userEmail !== email || local.syncState !== 'synced')) return
    if (await hasEntries(db, 'chainId', session.id)) return
    await db.chatSessions.put({
      id: session.id,
      userEmail: email,
      title: session.title ?? null,
      created_at: session.created_at,
      updated_at: session.updated_at,
      syncState: 'synced',
    })
    const range = db.chatMessages
      .where('[sessionId+position]')
      .between([session.id, Dexie.minKey], [session.id, Dexie.maxKey])
    const before = await range.toArray()
    await range.delete()
    const positions = new Map<string, number>()
    let lastQuestion: string | undefined
    const messages: ChatMessageRecord[] = session.messages.map((message, index) => {
      const id = message.id ?? `${session.id}-${index}`
      positions.set(id, index + 1)
      const replyTo = message.role === 'assistant' ? lastQuestion : undefined
      if (message.role === 'user') lastQuestion = id
      return {
        id,
        sessionId: session.id,
        userEmail: email,
        role: message.role,
        content: message.content,
        timestamp: message.timestamp ?? session.updated_at,
        position: index + 1,
        ...(message.sources ? { sources: message.sources } : {}),
        syncState: 'sent',
        ...(replyTo ? { replyTo } : {}),
      }
    })
    const stopped = new Set(before.filter((message) => message.stopped).map((message) => message.replyTo))
    const waiting = new Set<string>()
    for (const question of before) {
      if (question.role !== 'user' || !stopped.has(question.id) || positions.has(question.id)) continue
      const position = session.messages.length + waiting.size + 1
      waiting.add(question.id)
      positions.set(question.id, position)
      messages.push({ ...question, position })
    }
    for (const answer of before) {
      const question = answer.replyTo ? positions.get(answer.replyTo) : undefined
      if (answer.offline) messages.push(question === undefined ? answer : { ...answer, position: question + 0.25 })
      else if (answer.stopped && question !== undefined && waiting.has(answer.replyTo!))
        messages.push({ ...answer, position: question + 0.5 })
    }
    await db.chatMessages.bulkPut(messages)
  })
}
