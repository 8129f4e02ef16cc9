import type { Context } from 'hono'
import * as v from 'valibot'
import { CHAT_STREAM_EVENTS, type ChatStreamDelta, type ChatStreamError } from '../../core/contract/chat'
import { ErrorBodySchema } from '../../core/contract/error'
import type { BackgroundTasks } from '../background-tasks'
import type { AppEnv } from '../http/app-env'
import { unhandledErrorAnswer } from '../http/errors'
import {
  admitRequest,
  idempotencyMessages,
  isSuccess,
  settlementResponse,
  type IdempotencyDeps,
  type Outcome,
  type Settlement,
  type Transact,
} from '../http/idempotency'
import { openEventStream, type EventStream } from '../http/sse'

// The streamed form of a chat send (docs/decisions/090, the protocol in src/core/contract/chat.ts). The work runs
// under the same Idempotency-Key attempt as a plain send and does not depend on the stream: a client that leaves
// mid-answer leaves the reply to be stored and recorded under its key, for its retry to fetch.

/** A send in two parts, so that what can be refused without asking the model is refused before a stream opens. */
export type ReplyWork = {
  /** The checks that need no model call (a missing session, a message id taken): an outcome refuses the send. */
  check(): Promise<Outcome | undefined>
  /** The model call, then the writes through `transact`; onDelta receives the answer's Markdown as it is written. */
  answer(transact: Transact, onDelta?: (text: string) => void): Promise<Outcome>
}

type StreamEvent = { name: string; data: string }

function errorEvent(status: number, detail: string): StreamEvent {
  const error: ChatStreamError = { status, detail }
  return { name: CHAT_STREAM_EVENTS.error, data: JSON.stringify(error) }
}

function detailOf(body: unknown): string {
  return v.is(ErrorBodySchema, body) ? body.detail : 'Request failed'
}

function finalEvent(settlement: Settlement): StreamEvent {
  switch (settlement.kind) {
    case 'outcome': {
      const { status, body } = settlement.outcome
      return isSuccess(status)
        ? { name: CHAT_STREAM_EVENTS.done, data: JSON.stringify(body) }
        : errorEvent(status, detailOf(body))
    }
    case 'replay':
      // Another attempt under the same key stored its reply while this one was presumed dead: that reply is the
      // answer (only successes are ever stored under a key).
      return { name: CHAT_STREAM_EVENTS.done, data: settlement.answer.body }
    case 'pending':
      return errorEvent(409, idempotencyMessages.pending)
  }
}

/**
 * Answers a send as server-sent events: admitted under its Idempotency-Key like a plain send, refused as plain JSON
 * when the key or the checks decide, and otherwise streamed: deltas while the model writes, then `done` with the
 * stored reply or `error` with the status and detail a plain send would have answered.
 */
export async function streamReply(
  c: Context<AppEnv>,
  deps: IdempotencyDeps,
  userId: string,
  work: ReplyWork,
  background: BackgroundTasks,
): Promise<Response> {
  const admission = await admitRequest(c, deps, userId)
  if (admission.kind === 'answered') return admission.response

  let announce: (opened: EventStream) => void = () => {}
  const opened = new Promise<EventStream>((resolve) => (announce = resolve))
  const settled = admission.attempt.settle(async (transact) => {
    const refused = await work.check()
    if (refused) return refused
    const events = openEventStream(c)
    announce(events)
    return work.answer(transact, (text) => {
      const delta: ChatStreamDelta = { text }
      events.send(CHAT_STREAM_EVENTS.delta, JSON.stringify(delta))
    })
  })

  // Whichever comes first: the stream opening, or the attempt ending without one (refused, or failed before it).
  const events = await Promise.race([opened, settled.then(() => undefined)])
  if (!events) return settlementResponse(c, await settled)

  const finished = settled
    .then(finalEvent, (error: unknown) => {
      deps.logger.error(
        { err: error, method: c.req.method, path: c.req.path },
        'Unhandled error while streaming a reply',
      )
      const { status, detail } = unhandledErrorAnswer(error)
      return errorEvent(status, detail)
    })
    .then((event) => {
      events.send(event.name, event.data)
      return events.close()
    })
  // Shutdown waits for background work before closing the database: a reply whose client has gone must still be stored.
  background.run('streamed chat reply', () => finished)
  return events.response
}
