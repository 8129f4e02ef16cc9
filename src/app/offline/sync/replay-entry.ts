import * as v from 'valibot'
import { ChatSessionSummarySchema, SendMessageResponseSchema } from '../../../core/contract/chat'
import { DraftSchema, StaleDraftSchema } from '../../../core/contract/drafts'
import { endpoints } from '../../../core/contract/endpoints'
import { StaleWorkspaceSchema, WorkspaceSchema } from '../../../core/contract/workspace'
import { callEndpoint, type ApiRequestOptions, type ApiResult, type RequestFn } from '../../lib/api-fetch'
import { applyMessageSent, applyMessageStopped, applySessionCreated, applySessionDeleted } from './apply-chat-answers'
import {
  applyDraftDeleted,
  applyDraftDeleteStale,
  applyDraftFound,
  applyDraftSaved,
  applyDraftStale,
} from './apply-draft-answers'
import { applyWorkspaceSaved, applyWorkspaceStale } from './apply-workspace-answers'
import type { OfflineDb } from '../db'
import { describeRequest, type OutboxRequest } from './outbox-requests'
import { defer, markFailed, requeue, takeForSending } from './outbox-state'
import type { OutboxEntry } from '../records'

// Sends one outbox entry and applies the answer. The outcome tells the round what to do next: go on, hold this
// chain back (refused, conflict, asked to wait), or stop the round (no server, failing server, signed out). A chat
// send streams its reply into live-replies.ts for the screen, whose Stop ends the request and keeps what arrived.
/** Where a chat send's reply streams while it arrives (live-replies.ts in the page). */
export type LiveReplyWriter = {
  /** Aborted when the user presses Stop. */
  signal: AbortSignal
  /** What this attempt has received, up to the moment the user pressed Stop. */
  readonly text: string
  append(text: string): void
  /** The reply is stored (or the attempt is over): stop showing it as streaming. */
  end(): void
}

export type ReplayContext = {
  db: OfflineDb
  request: RequestFn
  now: () => number
  timeoutMs: number
  /** Chat answers come from a model and may take much longer than a save. */
  sendTimeoutMs: number
  /**
   * Shows a chat reply as it streams; without it (the service worker, with no screen to show it on) the reply is
   * asked for as one JSON answer.
   */
  liveReply?: (messageId: string) => LiveReplyWriter
}

/** server-error's `retryBy`: when the refused entry must be tried again to be marked failed on time. */
export type EntryOutcome =
  | { kind: 'done' }
  | { kind: 'held' }
  | { kind: 'later'; at: number }
  | { kind: 'offline' }
  | { kind: 'server-error'; retryBy?: number }
  | { kind: 'needs-sign-in' }

/** Consecutive clean merges before giving the chain a rest (another device saving as fast as this one). */
const MAX_RESENDS = 3
/** How long to wait on a 429 that names no Retry-After. */
const DEFAULT_WAIT_MS = 5_000
/**
 * How long the server may go on refusing a change (5xx, 408, 429) before it is marked failed. With the backoff's
 * retries in between, a question the server keeps refusing shows 'Failed to send message' within about 15 seconds
 * of being sent, instead of 'Thinking...' for as long as the server fails.
 */
export const REFUSAL_GRACE_MS = 10_000

const UNEXPECTED = 'The server answered in a way this app does not understand.'

function refusal(status: number, detail: string | undefined): string {
  return detail ?? `The server refused this change (HTTP ${status}).`
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>['error']
type HttpFailure = Extract<Failure, { kind: 'http' }>

/**
 * A refusal that may pass (5xx, 408, 429): the entry is sent again with the same key until the server has refused it
 * for REFUSAL_GRACE_MS, or asks to wait past that; then it is marked failed, keeping its text, for the user to retry.
 * A delete goes on being tried: it has no text to keep, and dropping it would bring the record back at the next pull.
 */
async function refusedForNow(ctx: ReplayContext, entry: OutboxEntry, error: HttpFailure): Promise<EntryOutcome> {
  const now = ctx.now()
  const refusedAt = entry.refusedAt ?? now
  const giveUpAt = entry.op === 'delete' ? Infinity : refusedAt + REFUSAL_GRACE_MS
  const reason = refusal(error.status, error.detail)
  const nextTry = error.status === 429 ? now + (error.retryAfterMs ?? DEFAULT_WAIT_MS) : now
  if (nextTry >= giveUpAt) {
    await markFailed(ctx.db, entry, reason)
    return { kind: 'held' }
  }
  if (error.status === 429) {
    await defer(ctx.db, entry, nextTry, reason, refusedAt)
    return { kind: 'later', at: nextTry }
  }
  await requeue(ctx.db, entry, reason, refusedAt)
  return giveUpAt === Infinity ? { kind: 'server-error' } : { kind: 'server-error', retryBy: giveUpAt }
}

/** Failures every call handles the same way; null when the caller must decide. */
async function commonFailure(ctx: ReplayContext, entry: OutboxEntry, error: Failure): Promise<EntryOutcome | null> {
  if (error.kind === 'network' || error.kind === 'timeout') {
    await requeue(
      ctx.db,
      entry,
      error.kind === 'timeout' ? 'The server took too long to answer.' : 'No connection to the server.',
    )
    return { kind: 'offline' }
  }
  if (error.kind === 'invalid-response') {
    await markFailed(ctx.db, entry, UNEXPECTED)
    return { kind: 'held' }
  }
  if (error.status === 401) {
    await requeue(ctx.db, entry, 'Signed out: sign in again to send this change.')
    return { kind: 'needs-sign-in' }
  }
  if (error.status >= 500 || error.status === 408 || error.status === 429) return refusedForNow(ctx, entry, error)
  if (error.status === 409 && error.retryAfterMs !== undefined) {
    const at = ctx.now() + error.retryAfterMs
    await defer(ctx.db, entry, at, error.detail ?? 'The server asked to wait.')
    return { kind: 'later', at }
  }
  return null
}

/**
 * A 409 without Retry-After on a create or send: the id is already taken. The Idempotency-Key record that would have
 * replayed the first answer can have expired (a device offline for long), so look: if the thing is there and ours,
 * the first attempt did reach the server.
 */
async function recoverExisting(ctx: ReplayContext, entry: OutboxEntry, detail: string): Promise<EntryOutcome> {
  const { db, request } = ctx
  if (entry.recordType === 'draft') {
    const result = await callEndpoint(request, endpoints.drafts.get, {
      params: { id: entry.recordId },
      timeoutMs: ctx.timeoutMs,
    })
    if (result.ok) {
      const step = await applyDraftFound(db, entry, result.data)
      return step === 'conflict' ? { kind: 'held' } : { kind: 'done' }
    }
    return (await commonFailure(ctx, entry, result.error)) ?? (await markFailed(db, entry, detail), { kind: 'held' })
  }
  const sessionId = entry.op === 'send' ? entry.payload.sessionId : entry.recordId
  const result = await callEndpoint(request, endpoints.chat.getSession, {
    params: { id: sessionId },
    timeoutMs: ctx.timeoutMs,
  })
  if (!result.ok)
    return (await commonFailure(ctx, entry, result.error)) ?? (await markFailed(db, entry, detail), { kind: 'held' })
  if (entry.recordType === 'chatSession') {
    await applySessionCreated(db, entry, result.data)
    return { kind: 'done' }
  }
  const messages = result.data.messages
  const index = messages.findIndex((message) => message.id === entry.recordId)
  const reply = messages.slice(index + 1).find((message) => message.role === 'assistant')
  const question = messages[index]
  if (index < 0 || !reply || !question) {
    await markFailed(db, entry, detail)
    return { kind: 'held' }
  }
  const { messages: _messages, ...session } = result.data
  await applyMessageSent(db, entry, { message: reply, user_message: question, session })
  return { kind: 'done' }
}

async function applyAnswer(
  ctx: ReplayContext,
  entry: OutboxEntry,
  result: ApiResult<unknown>,
): Promise<EntryOutcome | 'resend'> {
  const { db } = ctx
  if (!result.ok) {
    const common = await commonFailure(ctx, entry, result.error)
    if (common) return common
    const error = result.error as HttpFailure
    if (error.status === 412 && entry.recordType === 'draft') {
      const stale = v.safeParse(StaleDraftSchema, error.body)
      if (!stale.success) {
        await markFailed(db, entry, UNEXPECTED)
        return { kind: 'held' }
      }
      const step =
        entry.op === 'delete'
          ? await applyDraftDeleteStale(db, entry, stale.output.current)
          : await applyDraftStale(db, entry, stale.output.current)
      if (step === 'resend') return 'resend'
      return step === 'conflict' ? { kind: 'held' } : { kind: 'done' }
    }
    if (error.status === 412 && entry.recordType === 'workspace') {
      const stale = v.safeParse(StaleWorkspaceSchema, error.body)
      if (!stale.success) {
        await markFailed(db, entry, UNEXPECTED)
        return { kind: 'held' }
      }
      return (await applyWorkspaceStale(db, entry, stale.output.current)) === 'resend' ? 'resend' : { kind: 'done' }
    }
    if (error.status === 404 && entry.op === 'delete') {
      if (entry.recordType === 'draft') await applyDraftDeleted(db, entry)
      else await applySessionDeleted(db, entry)
      return { kind: 'done' }
    }
    if (error.status === 409 && (entry.op === 'create' || entry.op === 'send')) {
      return recoverExisting(ctx, entry, refusal(error.status, error.detail))
    }
    await markFailed(db, entry, refusal(error.status, error.detail))
    return { kind: 'held' }
  }

  const parseOr = async <T>(
    schema: v.GenericSchema<unknown, T>,
    apply: (data: T) => Promise<unknown>,
  ): Promise<EntryOutcome> => {
    const parsed = v.safeParse(schema, result.data)
    if (!parsed.success) {
      await markFailed(db, entry, UNEXPECTED)
      return { kind: 'held' }
    }
    await apply(parsed.output)
    return { kind: 'done' }
  }
  switch (entry.recordType) {
    case 'draft':
      if (entry.op === 'delete') {
        await applyDraftDeleted(db, entry)
        return { kind: 'done' }
      }
      return parseOr(DraftSchema, (draft) => applyDraftSaved(db, entry, draft))
    case 'chatSession':
      if (entry.op === 'delete') {
        await applySessionDeleted(db, entry)
        return { kind: 'done' }
      }
      return parseOr(ChatSessionSummarySchema, (summary) => applySessionCreated(db, entry, summary))
    case 'chatMessage':
      return parseOr(SendMessageResponseSchema, (answer) => applyMessageSent(db, entry, answer))
    case 'workspace':
      return parseOr(WorkspaceSchema, (workspace) => applyWorkspaceSaved(db, entry, workspace))
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}

/** Makes the entry's request; a chat send streams into `live`, and the user's Stop there becomes 'stopped'. */
async function send(
  ctx: ReplayContext,
  entry: OutboxEntry,
  call: OutboxRequest,
  live: LiveReplyWriter | undefined,
): Promise<ApiResult<unknown> | 'stopped'> {
  const options: ApiRequestOptions<unknown> = {
    method: call.method,
    body: call.body,
    headers: call.headers,
    timeoutMs: entry.op === 'send' ? ctx.sendTimeoutMs : ctx.timeoutMs,
  }
  if (!live) return ctx.request(call.path, options)
  try {
    return await ctx.request(call.path, { ...options, onDelta: (text) => live.append(text), signal: live.signal })
  } catch (error) {
    if (live.signal.aborted && isAbort(error)) return 'stopped'
    throw error
  }
}

export async function replayEntry(ctx: ReplayContext, seq: number): Promise<EntryOutcome> {
  for (let attempt = 0; attempt < MAX_RESENDS; attempt++) {
    const entry = await takeForSending(ctx.db, seq, ctx.now())
    // Changed or removed by the user since the round began: leave the chain to the next round.
    if (!entry) return { kind: 'held' }
    const call = describeRequest(entry)
    if ('error' in call) {
      await markFailed(ctx.db, entry, call.error)
      return { kind: 'held' }
    }
    const live = entry.recordType === 'chatMessage' ? ctx.liveReply?.(entry.recordId) : undefined
    try {
      const result = await send(ctx, entry, call, live)
      if (result === 'stopped') {
        await applyMessageStopped(ctx.db, entry, live!.text)
        return { kind: 'done' }
      }
      const outcome = await applyAnswer(ctx, entry, result)
      if (outcome !== 'resend') return outcome
    } finally {
      // Only now: the stored reply (or the question, still pending) takes the live text's place without a gap.
      live?.end()
    }
  }
  return { kind: 'held' }
}
