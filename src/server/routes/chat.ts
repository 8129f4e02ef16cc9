import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { ChatSession, SendMessageResponse } from '../../core/contract/chat'
import { endpoints } from '../../core/contract/endpoints'
import type { EngineAnswer, Engine } from '../../core/engine/types'
import { lockUserRow } from '../auth/users'
import {
  appendExchange,
  chatSessionWithMessages,
  countChatSessions,
  deleteChatSession,
  findChatSession,
  insertChatSession,
  listChatSessions,
  messageIdTaken,
  recentTurns,
  toChatMessage,
  toSessionSummary,
} from '../chat/chat-sessions'
import { streamReply, type ReplyWork } from '../chat/stream-reply'
import type { BackgroundTasks } from '../background-tasks'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { idempotent, type IdempotencyDeps, type Outcome } from '../http/idempotency'
import { mountEndpoint } from '../http/endpoint-route'
import { requireSession, signedInSession } from '../http/session'
import { acceptsEventStream } from '../http/sse'
import { ModelUnavailableError } from '../llm/model-errors'
import { groupThousands } from '../../core/number-format'

export const chatDetails = {
  notFound: 'Chat session not found.',
  idTaken: 'A chat session with this id already exists.',
  messageIdTaken: 'A message with this id was already sent.',
  limit: (max: number) =>
    `You have reached the limit of ${groupThousands(max)} chat sessions. Delete a chat you no longer need to start a new one.`,
}

/** How much of a conversation an answer sees: enough for follow-up questions, bounded so prompts stay small. */
export const chatHistoryLimit = 20

/**
 * `background` keeps a streamed reply whose client has gone until it is stored, so shutdown waits for it;
 * `maxSessions` is how many chat sessions one user may keep (MAX_CHAT_SESSIONS_PER_USER).
 */
export type ChatDeps = IdempotencyDeps & { engine: () => Engine; background: BackgroundTasks; maxSessions: number }

function notFound(): Outcome {
  return { status: 404, body: { detail: chatDetails.notFound } }
}

/**
 * The chat calls (endpoints.chat): create a session, list them (in pages), read or delete one,
 * and ask a question. Creating and asking accept client ids and an Idempotency-Key, so
 * a question retried after a lost answer never gets a second reply. Asking with `Accept: text/event-stream` streams
 * the reply as it is written (docs/decisions/090).
 */
export function chatRoutes(deps: ChatDeps) {
  const { db, now, maxSessions } = deps
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.chat.createSession, [requireSession], async (c) => {
    const userId = signedInSession(c).user.id
    const body = c.req.valid('json')
    return idempotent(c, deps, userId, (transact) =>
      transact(async (tx): Promise<Outcome> => {
        await lockUserRow(tx, userId)
        const row = await insertChatSession(tx, {
          id: body.id ?? randomUUID(),
          userId,
          title: body.title || null,
          now: now(),
        })
        // The same answer whether the id is this user's or someone else's: nothing about another user leaks.
        if (!row) return { status: 409, body: { detail: chatDetails.idTaken } }
        // Counted after the insert, so a repeated create of a session that exists still hears 409 at the limit; an
        // error outcome rolls the insert back.
        if ((await countChatSessions(tx, userId)) > maxSessions)
          return { status: 403, body: { detail: chatDetails.limit(maxSessions) } }
        const answer: ChatSession = { ...toSessionSummary(row), messages: [] }
        return { status: 201, body: answer }
      }),
    )
  })
  mountEndpoint(app, endpoints.chat.listSessions, [requireSession], async (c, answer) => {
    const page = await listChatSessions(db, signedInSession(c).user.id, c.req.valid('query'))
    return answer({ sessions: page.rows.map(toSessionSummary), next_cursor: page.nextCursor })
  })
  mountEndpoint(app, endpoints.chat.getSession, [requireSession], async (c, answer) => {
    const session = await findChatSession(db, signedInSession(c).user.id, c.req.valid('param').id)
    if (!session) return errorResponse(c, 404, chatDetails.notFound)
    return answer(await chatSessionWithMessages(db, session))
  })
  mountEndpoint(app, endpoints.chat.deleteSession, [requireSession], async (c, answer) => {
    await deleteChatSession(db, signedInSession(c).user.id, c.req.valid('param').id)
    return answer({ status: 'deleted' })
  })
  mountEndpoint(app, endpoints.chat.send, [requireSession], async (c) => {
    const userId = signedInSession(c).user.id
    // prompt_name and variables are accepted for the original client; the chat answer has one prompt and no options.
    const { query, message_id: messageId } = c.req.valid('json')
    const send = sendWork(deps, { userId, sessionId: c.req.valid('param').id, query, messageId })
    if (acceptsEventStream(c)) return streamReply(c, deps, userId, send, deps.background)
    return idempotent(c, deps, userId, async (transact) => (await send.check()) ?? send.answer(transact))
  })
  return app
}

type Question = { userId: string; sessionId: string; query: string; messageId: string | undefined }

/** Asking a question, plain or streamed: checked first, then the model is asked and the exchange stored. */
function sendWork({ db, now, engine }: ChatDeps, { userId, sessionId, query, messageId }: Question): ReplyWork {
  const askedAt = now()
  return {
    async check() {
      const session = await findChatSession(db, userId, sessionId)
      if (!session) return notFound()
      // Checked again when the messages are inserted; checking first spares a model call that could not be stored.
      if (messageId !== undefined && (await messageIdTaken(db, messageId))) {
        return { status: 409, body: { detail: chatDetails.messageIdTaken } }
      }
      return undefined
    },

    async answer(transact, onDelta) {
      // The model call runs outside any transaction: it may take a minute, and nothing is written until it is done,
      // so a crash here leaves no half-stored exchange (the Idempotency-Key's pending record is retried instead).
      let reply: EngineAnswer
      try {
        reply = await engine().answer(
          { question: query, history: await recentTurns(db, sessionId, chatHistoryLimit) },
          onDelta ? { onDelta } : {},
        )
      } catch (error) {
        if (error instanceof ModelUnavailableError) return { status: error.status, body: { detail: error.message } }
        throw error
      }

      return transact(async (tx): Promise<Outcome> => {
        const stored = await appendExchange(tx, {
          userId,
          sessionId,
          question: { id: messageId ?? randomUUID(), content: query, at: askedAt },
          answer: { content: reply.markdown, sources: reply.citations, at: now() },
        })
        switch (stored.kind) {
          case 'missing':
            return notFound()
          case 'message-id-taken':
            return { status: 409, body: { detail: chatDetails.messageIdTaken } }
          case 'stored': {
            const answer: SendMessageResponse = {
              message: toChatMessage(stored.answer),
              user_message: toChatMessage(stored.question),
              session: toSessionSummary(stored.session),
            }
            return { status: 200, body: answer }
          }
        }
      })
    },
  }
}
