import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { ChatMessage, ChatSession, ChatSessionSummary } from '../../core/contract/chat'
import { sessionTitleFrom } from '../../core/contract/chat'
import type { ChatTurn } from '../../core/engine/types'
import type { Citation } from '../../core/contract/chat'
import type { Database } from '../db/client'
import { afterCursor, newestFirst, toPage, type Page, type PageRequest } from '../db/pages'
import { chatMessages, chatSessions } from '../db/schema'

// Chat sessions and their messages, always reached through their owner, so another user's session is
// indistinguishable from a missing one.

export type ChatSessionRow = typeof chatSessions.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect

export function toSessionSummary(row: ChatSessionRow): ChatSessionSummary {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function toChatMessage(
  row: Pick<ChatMessageRow, 'id' | 'role' | 'content' | 'sources' | 'createdAt'>,
): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  }
  if (row.role === 'assistant') message.sources = row.sources ?? []
  return message
}

function owned(userId: string, id: string) {
  return and(eq(chatSessions.userId, userId), eq(chatSessions.id, id))
}

export async function listChatSessions(
  db: Database,
  userId: string,
  { limit, cursor }: PageRequest,
): Promise<Page<ChatSessionRow>> {
  const rows = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), afterCursor(chatSessions, cursor)))
    .orderBy(...newestFirst(chatSessions))
    .limit(limit + 1)
  return toPage(rows, limit)
}

export async function countChatSessions(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, userId))
  return row?.n ?? 0
}

export async function findChatSession(db: Database, userId: string, id: string): Promise<ChatSessionRow | undefined> {
  const [row] = await db.select().from(chatSessions).where(owned(userId, id)).limit(1)
  return row
}

export async function chatSessionWithMessages(db: Database, session: ChatSessionRow): Promise<ChatSession> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
    .orderBy(asc(chatMessages.seq))
  return { ...toSessionSummary(session), messages: rows.map(toChatMessage) }
}

/** The last `limit` messages of a session, oldest first: the conversation an answer continues. */
export async function recentTurns(db: Database, sessionId: string, limit: number): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.seq))
    .limit(limit)
  return rows.reverse()
}

export async function messageIdTaken(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.id, id)).limit(1)
  return rows.length > 0
}

/** The new session, or undefined when the id is taken (by this user or anyone: ids are global). */
export async function insertChatSession(
  db: Database,
  { id, userId, title, now }: { id: string; userId: string; title: string | null; now: Date },
): Promise<ChatSessionRow | undefined> {
  const [row] = await db
    .insert(chatSessions)
    .values({ id, userId, title, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning()
  return row
}

/** Deleting what is not there (never was, already deleted, someone else's) is a success: the end state is the same. */
export async function deleteChatSession(db: Database, userId: string, id: string): Promise<void> {
  await db.delete(chatSessions).where(owned(userId, id))
}

export type Exchange = {
  userId: string
  sessionId: string
  question: { id: string; content: string; at: Date }
  answer: { content: string; sources: Citation[]; at: Date }
}

export type ExchangeOutcome =
  | { kind: 'stored'; session: ChatSessionRow; question: ChatMessageRow; answer: ChatMessageRow }
  | { kind: 'missing' }
  | { kind: 'message-id-taken' }

/**
 * Stores a question and its answer as the session's next two messages, moves updated_at and names an untitled
 * session after its first question. Run it inside a transaction: the session row is locked first, so concurrent
 * sends to one session number their messages one after the other. On 'message-id-taken' the caller must roll back.
 */
export async function appendExchange(tx: Database, exchange: Exchange): Promise<ExchangeOutcome> {
  const [session] = await tx.select().from(chatSessions).where(owned(exchange.userId, exchange.sessionId)).for('update')
  if (!session) return { kind: 'missing' }
  const [last] = await tx
    .select({ seq: sql<number>`coalesce(max(${chatMessages.seq}), 0)` })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
  const seq = Number(last?.seq ?? 0)
  const answerId = randomUUID()
  const { question: asked, answer: replied } = exchange
  const inserted = await tx
    .insert(chatMessages)
    .values([
      {
        id: asked.id,
        sessionId: session.id,
        seq: seq + 1,
        role: 'user',
        content: asked.content,
        sources: null,
        createdAt: asked.at,
      },
      {
        id: answerId,
        sessionId: session.id,
        seq: seq + 2,
        role: 'assistant',
        content: replied.content,
        sources: replied.sources,
        createdAt: replied.at,
      },
    ])
    .onConflictDoNothing()
    .returning()
  const question = inserted.find((row) => row.id === exchange.question.id)
  const answer = inserted.find((row) => row.id === answerId)
  if (!question || !answer) return { kind: 'message-id-taken' }
  const [updated] = await tx
    .update(chatSessions)
    .set({ title: session.title ?? sessionTitleFrom(exchange.question.content), updatedAt: exchange.answer.at })
    .where(eq(chatSessions.id, session.id))
    .returning()
  if (!updated) return { kind: 'missing' }
  return { kind: 'stored', session: updated, question, answer }
}
