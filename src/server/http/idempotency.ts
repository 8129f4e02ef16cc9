import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { canonicalJson } from '../../core/canonical-json'
import type { ErrorBody } from '../../core/contract/error'
import type { Clock } from '../clock'
import type { Database } from '../db/client'
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  defaultLeaseMs,
  IdempotencyLeaseLostError,
  lockIdempotencyRecord,
  readIdempotencyRecord,
  releaseIdempotencyKey,
  renewIdempotencyLease,
  type RequestFingerprint,
  type StoredAnswer,
} from '../idempotency/idempotency-records'
import type { Logger } from '../logger'
import type { AppEnv } from './app-env'
import { parseJsonWithinBounds } from './json-body'

// Idempotency-Key for the POSTs that create things, so a replayed outbox entry never acts twice (docs/decisions/050). A
// route describes its work in two parts: whatever needs no database writes (a model call) runs first, outside any
// transaction; then `transact` runs the writes in one transaction that also stores the answer under the key. So the
// work and its record commit together or not at all, and a retry of a committed request only ever reads the stored
// answer. A plain POST goes through `idempotent`; a streamed one (src/server/chat/stream-reply.ts) through the same
// admitRequest and Attempt.settle, so both hold, renew and release a key alike.

export const idempotencyHeader = 'Idempotency-Key'

/** What a route answers, before it becomes a Response (and, for a 2xx under a key, a stored record). */
export type Outcome = { status: ContentfulStatusCode; body: unknown; headers?: Record<string, string> }

export type Transact = (work: (tx: Database) => Promise<Outcome>) => Promise<Outcome>

export type IdempotencyDeps = { db: Database; now: Clock; logger: Logger; leaseMs?: number | undefined }

type LeasedKey = { userId: string; key: string; lease: string }

const keyPattern = /^[\x20-\x7e]{1,200}$/

export const idempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 200 printable ASCII characters.',
  mismatch: 'This Idempotency-Key was already used for a different request.',
  pending: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
}

/** Thrown inside a transaction to undo its writes while still answering the outcome (a conflict found mid-way). */
class RollbackWith extends Error {
  constructor(readonly outcome: Outcome) {
    super('rolled back')
  }
}

/** A 2xx outcome: its writes are kept and its answer is the one a retry with the same key gets. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300
}

/** What makes two requests "the same" for a key: method, path and the body's JSON, whatever its key order or spacing. */
export function requestFingerprint(method: string, path: string, bodyText: string): RequestFingerprint {
  // An empty body is the same request as `{}` (creating a chat session with no payload).
  let body: unknown = {}
  if (bodyText.trim() !== '') {
    // Only JSON within the body bounds is canonicalised: canonicalJson recurses, and a deeper value would overflow
    // the stack. Anything else is taken as its text (the routes' validators refuse such bodies before this anyway).
    const parsed = parseJsonWithinBounds(bodyText)
    body = parsed.ok ? parsed.value : bodyText
  }
  const requestHash = createHash('sha256').update(canonicalJson(body), 'utf8').digest('base64url')
  return { request: `${method} ${path}`, requestHash }
}

function respond(c: Context, status: ContentfulStatusCode, body: string, headers: Record<string, string>): Response {
  return c.body(body, status, { ...headers, 'Content-Type': 'application/json' })
}

function errorOutcome(status: ContentfulStatusCode, detail: string): Outcome {
  const body: ErrorBody = { detail }
  return { status, body }
}

function replay(c: Context, answer: StoredAnswer): Response {
  // Idempotent-Replayed tells a client (and a test) that this is the stored first answer, not new work.
  return respond(c, answer.status as ContentfulStatusCode, answer.body, {
    ...answer.headers,
    'Idempotent-Replayed': 'true',
  })
}

function pendingResponse(c: Context): Response {
  const body: ErrorBody = { detail: idempotencyMessages.pending }
  return respond(c, 409, JSON.stringify(body), { 'Retry-After': '1' })
}

type RecordSteps = {
  /** First statement of the transaction (lock the pending record, or nothing without a key). */
  before(tx: Database): Promise<void>
  /** Last statement, for a successful outcome only (store it under the key). */
  after(tx: Database, outcome: Outcome): Promise<void>
}

const noRecord: RecordSteps = { before: async () => {}, after: async () => {} }

async function runTransaction(
  db: Database,
  work: (tx: Database) => Promise<Outcome>,
  steps: RecordSteps,
): Promise<Outcome> {
  try {
    return await db.transaction(async (tx) => {
      await steps.before(tx)
      const outcome = await work(tx)
      // Only a success is kept; an error answer undoes whatever the work wrote, so a retry starts clean.
      if (!isSuccess(outcome.status)) throw new RollbackWith(outcome)
      await steps.after(tx, outcome)
      return outcome
    })
  } catch (error) {
    if (error instanceof RollbackWith) return error.outcome
    throw error
  }
}

/**
 * How an attempt ended: the work's own outcome, or, when another attempt took its key over while it worked, that
 * attempt's stored answer or, while that one is still at work, pending.
 */
export type Settlement =
  { kind: 'outcome'; outcome: Outcome } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'pending' }

/** A request cleared to do its work, under its claimed key or without one. */
export type Attempt = {
  /**
   * Runs the work once and ends the attempt: the key's lease is renewed while it runs and released after it (a no-op
   * once the answer is stored). The work's own errors are rethrown, after the key is released.
   */
  settle(work: (transact: Transact) => Promise<Outcome>): Promise<Settlement>
}

/** Either an answer the key decides on its own (a replay, 422, 409 pending, 400), or an attempt to run. */
export type Admission = { kind: 'answered'; response: Response } | { kind: 'admitted'; attempt: Attempt }

function outcomeResponse(c: Context, outcome: Outcome): Response {
  return respond(c, outcome.status, JSON.stringify(outcome.body), outcome.headers ?? {})
}

const unkeyedAttempt = (db: Database): Attempt => ({
  settle: async (work) => ({ kind: 'outcome', outcome: await work((steps) => runTransaction(db, steps, noRecord)) }),
})

function keyedAttempt({ db, now, logger, leaseMs }: IdempotencyDeps & { leaseMs: number }, leased: LeasedKey): Attempt {
  return {
    async settle(work) {
      // While the work runs (a model call may take a minute), keep the record locked so a retry waits instead of
      // presuming this process dead and doing the work a second time.
      const heartbeat = setInterval(
        () => {
          renewIdempotencyLease(db, { ...leased, now: now(), leaseMs }).catch((error: unknown) =>
            logger.warn({ err: error }, 'Could not renew an idempotency lease'),
          )
        },
        Math.max(1000, Math.floor(leaseMs / 3)),
      )
      heartbeat.unref()

      try {
        const keyed: RecordSteps = {
          before: (tx) => lockIdempotencyRecord(tx, leased),
          after: async (tx, outcome) => {
            const answer: StoredAnswer = {
              status: outcome.status,
              body: JSON.stringify(outcome.body),
              headers: outcome.headers ?? {},
            }
            await completeIdempotencyRecord(tx, { ...leased, answer, now: now() })
          },
        }
        return { kind: 'outcome', outcome: await work((steps) => runTransaction(db, steps, keyed)) }
      } catch (error) {
        if (!(error instanceof IdempotencyLeaseLostError)) throw error
        // Another attempt took the key over while this one was presumed dead; nothing of ours was committed.
        const record = await readIdempotencyRecord(db, leased)
        if (record?.status != null && record.lease !== leased.lease) {
          return {
            kind: 'replay',
            answer: { status: record.status, body: record.responseBody ?? '', headers: record.responseHeaders ?? {} },
          }
        }
        return { kind: 'pending' }
      } finally {
        clearInterval(heartbeat)
        // A no-op once the answer is stored (the record is no longer pending); otherwise the key is free for a retry.
        await releaseIdempotencyKey(db, leased).catch((error: unknown) =>
          logger.warn({ err: error }, 'Could not release an idempotency key'),
        )
      }
    },
  }
}

/**
 * The first step of a POST under its Idempotency-Key, if it has one: the stored first answer for a repeat (the work
 * is not done again), 422 for a key reused with another request, 409 + Retry-After while the first attempt is still at
 * work; otherwise the key is claimed and the attempt admitted. Without a key every request is admitted.
 */
export async function admitRequest(c: Context<AppEnv>, deps: IdempotencyDeps, userId: string): Promise<Admission> {
  const { db, now } = deps
  const leaseMs = deps.leaseMs ?? defaultLeaseMs
  const header = c.req.header(idempotencyHeader)
  if (header === undefined) return { kind: 'admitted', attempt: unkeyedAttempt(db) }

  const key = header.trim()
  if (!keyPattern.test(key))
    return { kind: 'answered', response: outcomeResponse(c, errorOutcome(400, idempotencyMessages.invalidKey)) }

  // The validators before us have read the body; Hono hands out its cached text again.
  const fingerprint = requestFingerprint(c.req.method, c.req.path, await c.req.text())
  const claim = await claimIdempotencyKey(db, { userId, key, fingerprint, now: now(), leaseMs })
  switch (claim.kind) {
    case 'replay':
      return { kind: 'answered', response: replay(c, claim.answer) }
    case 'mismatch':
      return { kind: 'answered', response: outcomeResponse(c, errorOutcome(422, idempotencyMessages.mismatch)) }
    case 'pending':
      return { kind: 'answered', response: pendingResponse(c) }
    case 'claimed':
      return { kind: 'admitted', attempt: keyedAttempt({ ...deps, leaseMs }, { userId, key, lease: claim.lease }) }
  }
}

/** The answer a settled attempt gives as a plain (non-streamed) response. */
export function settlementResponse(c: Context, settlement: Settlement): Response {
  switch (settlement.kind) {
    case 'outcome':
      return outcomeResponse(c, settlement.outcome)
    case 'replay':
      return replay(c, settlement.answer)
    case 'pending':
      return pendingResponse(c)
  }
}

/**
 * Answers a POST under its Idempotency-Key, if it has one (admitRequest), running the work when admitted. Error
 * answers are not stored: they did no work, and a retry should try again.
 */
export async function idempotent(
  c: Context<AppEnv>,
  deps: IdempotencyDeps,
  userId: string,
  run: (transact: Transact) => Promise<Outcome>,
): Promise<Response> {
  const admission = await admitRequest(c, deps, userId)
  if (admission.kind === 'answered') return admission.response
  return settlementResponse(c, await admission.attempt.settle(run))
}
