import * as v from 'valibot'
import { CreateSessionRequestSchema, SendMessageRequestSchema, type ChatMessage } from '../../../core/contract/chat'
import { log } from '../../lib/logger'
import { getOfflineDb, readMeta, type OfflineDb } from '../db'
import { newId } from './ids'
import { invalid, notFound, notSignedIn, runLocalWrite, signedInEmail, type LocalWriteResult } from './local-write'
import { enqueue, entriesOfChain, isUnsent, renewed } from './outbox'
import type { ChatMessageRecord, ChatSessionRecord } from '../records'
import { stashWrite } from './stashed-writes'

// The Chat screen's writes. A session and its messages form one chain in the outbox, so the server always sees the
// session before its messages and the messages in the order they were typed.

const nowIso = () => new Date().toISOString()

/** Where the next user message goes: after everything in the session, on a whole number (see ChatMessageRecord). */
async function nextPosition(db: OfflineDb, sessionId: string): Promise<number> {
  const last = await db.chatMessages
    .where('[sessionId+position]')
    .between([sessionId, -Infinity], [sessionId, Infinity])
    .last()
  return last ? Math.floor(last.position) + 1 : 1
}

async function ownedSession(db: OfflineDb, id: string, email: string): Promise<ChatSessionRecord | undefined> {
  const session = await db.chatSessions.get(id)
  return session?.userEmail === email ? session : undefined
}

export async function createChatSession(
  input: { id?: string; title?: string } = {},
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult<{ id: string }>> {
  if (!email) return notSignedIn
  const id = input.id ?? newId()
  const parsed = v.safeParse(CreateSessionRequestSchema, { id, title: input.title })
  if (!parsed.success) return invalid(parsed.issues[0].message)
  const title = parsed.output.title || undefined
  const now = nowIso()
  const db = getOfflineDb()
  return runLocalWrite(
    'Creating a chat session',
    () =>
      db.transaction('rw', db.chatSessions, db.outbox, async () => {
        if (await db.chatSessions.get(id)) return { ok: true as const, id }
        await db.chatSessions.add({
          id,
          userEmail: email,
          title: title ?? null,
          created_at: now,
          updated_at: now,
          syncState: 'pending',
        })
        await enqueue(db, {
          recordType: 'chatSession',
          op: 'create',
          userEmail: email,
          recordId: id,
          chainId: id,
          payload: title ? { title } : {},
        })
        return { ok: true as const, id }
      }),
    () => {
      stashWrite({ kind: 'createChatSession', email, id, ...(title ? { title } : {}) })
      return { ok: true, id }
    },
  )
}

/**
 * Records the user's message as pending and queues its send. The message id goes to the server as message_id, so
 * the message shown now is the one the server keeps; the entry's id is the Idempotency-Key, so a retried send
 * never produces a second reply.
 */
export async function sendChatMessage(
  sessionId: string,
  text: string,
  options: { messageId?: string } = {},
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult<{ id: string }>> {
  if (!email) return notSignedIn
  const id = options.messageId ?? newId()
  const parsed = v.safeParse(SendMessageRequestSchema, { query: text, message_id: id })
  if (!parsed.success) return invalid(parsed.issues[0].message)
  const query = parsed.output.query
  const db = getOfflineDb()
  return runLocalWrite(
    'Sending a chat message',
    () =>
      db.transaction(
        'rw',
        db.chatSessions,
        db.chatMessages,
        db.outbox,
        async (): Promise<LocalWriteResult<{ id: string }>> => {
          const session = await ownedSession(db, sessionId, email)
          if (!session) return notFound
          if (await db.chatMessages.get(id)) return { ok: true, id }
          const now = nowIso()
          const message: ChatMessageRecord = {
            id,
            sessionId,
            userEmail: email,
            role: 'user',
            content: query,
            timestamp: now,
            position: await nextPosition(db, sessionId),
            syncState: 'pending',
          }
          await db.chatMessages.add(message)
          await db.chatSessions.update(sessionId, { updated_at: now })
          await enqueue(db, {
            recordType: 'chatMessage',
            op: 'send',
            userEmail: email,
            recordId: id,
            chainId: sessionId,
            payload: { sessionId, query },
          })
          return { ok: true, id }
        },
      ),
    () => {
      stashWrite({ kind: 'sendChatMessage', email, sessionId, messageId: id, query })
      return { ok: true, id }
    },
  )
}

/**
 * Keeps the answer the browser's grounded engine gave while the server was out of reach, right after the message it
 * answers and labelled offline. It is never sent; the server's reply arrives after it. A message that already has
 * an answer (from another tab's engine, or the server's reply) keeps that one: the result names it.
 */
export async function recordOfflineAnswer(
  userMessageId: string,
  answer: { content: string; sources?: ChatMessage['sources'] },
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult<{ id: string }>> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite('Keeping the offline answer', () =>
    db.transaction('rw', db.chatMessages, async (): Promise<LocalWriteResult<{ id: string }>> => {
      const question = await db.chatMessages.get(userMessageId)
      if (!question || question.userEmail !== email) return notFound
      const existing = await db.chatMessages
        .where('[sessionId+position]')
        .between([question.sessionId, -Infinity], [question.sessionId, Infinity])
        .filter((message) => message.role === 'assistant' && message.replyTo === question.id)
        .first()
      if (existing) return { ok: true, id: existing.id }
      const id = newId()
      await db.chatMessages.add({
        id,
        sessionId: question.sessionId,
        userEmail: email,
        role: 'assistant',
        content: answer.content,
        timestamp: nowIso(),
        position: question.position + 0.25,
        replyTo: question.id,
        ...(answer.sources ? { sources: answer.sources } : {}),
        syncState: 'sent',
        offline: true,
      })
      return { ok: true, id }
    }),
  )
}

/**
 * Removes a session and its messages here and queues the DELETE. Unsent messages of the session are dropped with it.
 * A session the server never accepted just disappears; a create that may have reached the server is kept ahead of
 * the DELETE so the two cannot cross.
 */
export async function deleteChatSession(id: string, email: string | null = signedInEmail()): Promise<LocalWriteResult> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite(
    'Deleting the chat session',
    () =>
      db.transaction('rw', db.chatSessions, db.chatMessages, db.outbox, async (): Promise<LocalWriteResult> => {
        const session = await ownedSession(db, id, email)
        if (!session) return notFound
        const entries = await entriesOfChain(db, id)
        await db.chatSessions.delete(id)
        await db.chatMessages.where('[sessionId+position]').between([id, -Infinity], [id, Infinity]).delete()
        const create = entries.find((entry) => entry.recordType === 'chatSession' && entry.op === 'create')
        const keep = create && !isUnsent(create) && create.state !== 'failed' ? create.seq : undefined
        await db.outbox.bulkDelete(entries.filter((entry) => entry.seq !== keep).map((entry) => entry.seq!))
        if (create && keep === undefined) return { ok: true }
        await enqueue(db, {
          recordType: 'chatSession',
          op: 'delete',
          userEmail: email,
          recordId: id,
          chainId: id,
          payload: {},
        })
        return { ok: true }
      }),
    () =>
      stashWrite({ kind: 'deleteChatSession', email, id }) ? { ok: true } : { ok: false, error: 'storage-failed' },
  )
}

/** Sends the refused parts of a chat (the session or its messages) again, under new Idempotency-Keys. */
export async function retryChat(
  sessionId: string,
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult<{ retried: number }>> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite('Retrying the chat', () =>
    db.transaction(
      'rw',
      db.chatSessions,
      db.chatMessages,
      db.outbox,
      async (): Promise<LocalWriteResult<{ retried: number }>> => {
        const session = await ownedSession(db, sessionId, email)
        if (!session) return notFound
        const failed = (await entriesOfChain(db, sessionId)).filter((entry) => entry.state === 'failed')
        for (const entry of failed) {
          await db.outbox.put(renewed(entry))
          if (entry.recordType === 'chatSession')
            await db.chatSessions.update(sessionId, { syncState: 'pending', error: undefined })
          if (entry.recordType === 'chatMessage')
            await db.chatMessages.update(entry.recordId, { syncState: 'pending', error: undefined })
        }
        return { ok: true, retried: failed.length }
      },
    ),
  )
}

/** Where the question being typed is kept, per user: the meta table, cleared with the rest of the user's data. */
export function chatInputKey(email: string): string {
  return `chatInput:${email}`
}

/** The question the user was typing when the tab last closed, or ''. */
export function readChatInput(email: string): Promise<string> {
  return readMeta(
    getOfflineDb(),
    chatInputKey(email),
    v.string(),
    '',
    'The unsent chat question could not be read and was not restored',
  )
}

/**
 * Keeps the question being typed on the device, so a reload, a crash or a closed tab on a flaky train loses nothing;
 * an empty box removes it. A failure only costs that safety net, so it is logged, never shown.
 */
export async function saveChatInput(email: string, text: string): Promise<void> {
  const db = getOfflineDb()
  try {
    if (text === '') await db.meta.delete(chatInputKey(email))
    else await db.meta.put({ key: chatInputKey(email), value: text })
  } catch (error) {
    log.warn('Could not keep the unsent chat question on this device', error)
  }
}
