import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
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

// Idempotency-Key for the POSTs that create things (DESIGN.md section 7, docs/decisions/050). A route describes its
// work in two parts: whatever needs no database writes (a model call) runs first, outside any transaction; then
// `transact` runs the writes in one transaction that also stores the answer under the key. So the work and its record
// commit together or not at all, and a retry of a committed request only ever reads the stored answer.

export const idempotencyHeader = 'Idempotency-Key'

/** What a route answers, before it becomes a Response (and, for a 2xx under a key, a stored record). */
export type Outcome = { status: ContentfulStatusCode; body: unknown; headers?: Record<string, string> }

export type Transact = (work: (tx: Database) => Promise<Outcome>) => Promise<Outcome>

export type IdempotencyDeps = { db: Database; now: Clock; logger: Logger; leaseMs?: number | undefined }

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

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300
}

/** JSON with object keys sorted at every level, so the same request hashes the same whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** What makes two requests "the same" for a key: method, path and the body's JSON, whatever its key order or spacing. */
export function requestFingerprint(method: string, path: string, bodyText: string): RequestFingerprint {
  // An empty body is the same request as `{}` (creating a chat session with no payload).
  let body: unknown = {}
  if (bodyText.trim() !== '') {
    try {
      body = JSON.parse(bodyText)
    } catch {
      body = bodyText
    }
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
  return respond(c, answer.status as ContentfulStatusCode, answer.body, { ...answer.headers, 'Idempotent-Replayed': 'true' })
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

async function runTransaction(db: Database, work: (tx: Database) => Promise<Outcome>, steps: RecordSteps): Promise<Outcome> {
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
 * Answers a POST under its Idempotency-Key, if it has one: the stored first answer for a repeat (the work is not done
 * again), 422 for a key reused with another request, 409 + Retry-After while the first attempt is still at work.
 * Without a key the work simply runs. Error answers are not stored: they did no work, and a retry should try again.
 */
export async function idempotent(
  c: Context<AppEnv>,
  deps: IdempotencyDeps,
  userId: string,
  run: (transact: Transact) => Promise<Outcome>,
): Promise<Response> {
  const { db, now, logger } = deps
  const leaseMs = deps.leaseMs ?? defaultLeaseMs
  const header = c.req.header(idempotencyHeader)

  const toResponse = (outcome: Outcome) => respond(c, outcome.status, JSON.stringify(outcome.body), outcome.headers ?? {})

  if (header === undefined) {
    const transact: Transact = (work) => runTransaction(db, work, noRecord)
    return toResponse(await run(transact))
  }

  const key = header.trim()
  if (!keyPattern.test(key)) return toResponse(errorOutcome(400, idempotencyMessages.invalidKey))

  // The validators before us have read the body; Hono hands out its cached text again.
  const fingerprint = requestFingerprint(c.req.method, c.req.path, await c.req.text())
  const claim = await claimIdempotencyKey(db, { userId, key, fingerprint, now: now(), leaseMs })
  switch (claim.kind) {
    case 'replay':
      return replay(c, claim.answer)
    case 'mismatch':
      return toResponse(errorOutcome(422, idempotencyMessages.mismatch))
    case 'pending':
      return pendingResponse(c)
  }

  const leased = { userId, key, lease: claim.lease }
  // While the work runs (a model call may take a minute), keep the record locked so a retry waits instead of
  // presuming this process dead and doing the work a second time.
  const heartbeat = setInterval(() => {
    renewIdempotencyLease(db, { ...leased, now: now(), leaseMs }).catch((error: unknown) =>
      logger.warn({ err: error }, 'Could not renew an idempotency lease'),
    )
  }, Math.max(1000, Math.floor(leaseMs / 3)))
  heartbeat.unref()

  try {
    const keyed: RecordSteps = {
      before: (tx) => lockIdempotencyRecord(tx, leased),
      after: async (tx, outcome) => {
        const answer: StoredAnswer = { status: outcome.status, body: JSON.stringify(outcome.body), headers: outcome.headers ?? {} }
        await completeIdempotencyRecord(tx, { ...leased, answer, now: now() })
      },
    }
    const transact: Transact = (work) => runTransaction(db, work, keyed)
    return toResponse(await run(transact))
  } catch (error) {
    if (!(error instanceof IdempotencyLeaseLostError)) throw error
    // Another attempt took the key over while this one was presumed dead; nothing of ours was committed.
    const record = await readIdempotencyRecord(db, { userId, key })
    if (record?.status != null && record.lease !== claim.lease) {
      return replay(c, { status: record.status, body: record.responseBody ?? '', headers: record.responseHeaders ?? {} })
    }
    return pendingResponse(c)
  } finally {
    clearInterval(heartbeat)
    // A no-op once the answer is stored (the record is no longer pending); otherwise the key is free for a retry.
    await releaseIdempotencyKey(db, leased).catch((error: unknown) =>
      logger.warn({ err: error }, 'Could not release an idempotency key'),
    )
  }
}
