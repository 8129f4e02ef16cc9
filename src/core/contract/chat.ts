import * as v from 'valibot'
import { NextCursorSchema } from './pages'
import { multiLineText, singleLineText } from './plain-text'

// Chat sessions and messages. Clients may choose session and message ids (UUIDs) so what they create offline keeps its
// identity; a send carries an Idempotency-Key so a retry never makes two replies.
export const CHAT_QUERY_MAX = 4000

/** A numbered source of an answer: a knowledge-base passage or a report excerpt the engine was given. */
export const CitationSchema = v.object({
  n: v.number(),
  kind: v.picklist(['passage', 'report']),
  id: v.string(),
  title: v.string(),
  /** "AASB S2 para 29(a)" for a passage; "Company, Report title (2024)" for a report. */
  reference: v.string(),
  url: v.optional(v.string()),
  synthetic: v.optional(v.boolean()),
})
export type Citation = v.InferOutput<typeof CitationSchema>

export const ChatMessageSchema = v.object({
  id: v.optional(v.string()),
  role: v.picklist(['user', 'assistant']),
  content: v.string(),
  timestamp: v.optional(v.string()),
  sources: v.optional(v.array(CitationSchema)),
})
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>

export const ChatSessionSummarySchema = v.object({
  id: v.string(),
  title: v.optional(v.nullable(v.string())),
  created_at: v.string(),
  updated_at: v.string(),
})
export type ChatSessionSummary = v.InferOutput<typeof ChatSessionSummarySchema>

export const ChatSessionSchema = v.object({ ...ChatSessionSummarySchema.entries, messages: v.array(ChatMessageSchema) })
export type ChatSession = v.InferOutput<typeof ChatSessionSchema>

/**
 * One page of GET /sessions (pages.ts). The original API answered a bare array; an object holds the next page's cursor
 * beside it, as the drafts list does.
 */
export const ChatSessionListSchema = v.object({
  sessions: v.array(ChatSessionSummarySchema),
  next_cursor: NextCursorSchema,
})

export const CreateSessionRequestSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid('id must be a UUID'))),
  title: v.optional(v.pipe(v.string(), singleLineText('Title'), v.trim(), v.maxLength(200))),
})

export const SendMessageRequestSchema = v.object({
  query: v.pipe(
    v.string('Please enter a message'),
    multiLineText('Message'),
    v.trim(),
    v.nonEmpty('Please enter a message'),
    v.maxLength(CHAT_QUERY_MAX, `Messages can be at most ${CHAT_QUERY_MAX} characters`),
  ),
  /** The client's id for the user's message, so the message it shows while offline is the one the server keeps. */
  message_id: v.optional(v.pipe(v.string(), v.uuid('message_id must be a UUID'))),
  prompt_name: v.optional(v.pipe(v.string(), singleLineText('prompt_name'))),
  variables: v.optional(v.record(v.string(), v.unknown())),
})
export type SendMessageRequest = v.InferInput<typeof SendMessageRequestSchema>

export const SendMessageResponseSchema = v.object({
  message: ChatMessageSchema,
  user_message: v.optional(ChatMessageSchema),
  session: v.optional(ChatSessionSummarySchema),
})
export type SendMessageResponse = v.InferOutput<typeof SendMessageResponseSchema>

/** How long a title taken from a question may be, before the ellipsis. */
export const SESSION_TITLE_LENGTH = 60

/**
 * The title a session takes from its first question: its first words up to SESSION_TITLE_LENGTH characters, cut on a
 * word boundary and ended with '…' when shortened. Shared so a session created offline gets the same title locally
 * that the server will give it.
 */
export function sessionTitleFrom(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim()
  if (text.length <= SESSION_TITLE_LENGTH) return text
  // One character more than the limit: when that one is a space, the whole limit is made of complete words.
  const window = text.slice(0, SESSION_TITLE_LENGTH + 1)
  const space = window.lastIndexOf(' ')
  // A single very long word (a URL, say) would otherwise leave a stub title; then cut inside it.
  const head = space >= SESSION_TITLE_LENGTH / 2 ? window.slice(0, space) : text.slice(0, SESSION_TITLE_LENGTH)
  return `${head.replace(/[\s,;:.!?-]+$/, '')}…`
}

/**
 * The streamed form of a send (docs/decisions/090): with `Accept: text/event-stream` the server answers 200 with
 * server-sent events: any number of `delta` events carrying the answer's Markdown as it is written, then exactly one
 * `done` carrying the same SendMessageResponse a plain send answers, or one `error` carrying the status and detail the
 * plain send would have answered. Failures found before the stream starts (validation, a missing session, an
 * Idempotency-Key replay, mismatch or pending) answer as plain JSON, as without the header.
 */
export const CHAT_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const

export const ChatStreamDeltaSchema = v.object({ text: v.string() })
export type ChatStreamDelta = v.InferOutput<typeof ChatStreamDeltaSchema>

export const ChatStreamErrorSchema = v.object({ status: v.number(), detail: v.string() })
export type ChatStreamError = v.InferOutput<typeof ChatStreamErrorSchema>
