import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody } from '../../core/contract/error'
import { ModelUnavailableError } from '../llm/model-errors'
import type { Logger } from '../logger'

// Every non-2xx answer is JSON {detail}, so the client can always show the server's words: never HTML, never a
// stack trace.

export function errorResponse(c: Context, status: ContentfulStatusCode, detail: string): Response {
  const body: ErrorBody = { detail }
  return c.json(body, status)
}

export const notFound: NotFoundHandler = (c) => errorResponse(c, 404, 'Not found')

const fallbackDetails: Partial<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  412: 'Precondition failed',
  413: 'Request body too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
}

export const errorDetails = {
  internal: 'Internal server error',
  storageUnavailable:
    'The server cannot save data right now: its storage is read-only, full or unreachable. Please try again later.',
}

// SQLSTATEs of a database that cannot store or cannot be reached: connection exceptions (08), a read-only transaction
// (25006, a standby or a read-only default), no permission on its files (42501, which is how PGlite reports a data
// directory that turned read-only), insufficient resources such as a full disk (53), operator intervention (57P0x)
// and I/O errors (58). And the same failures as the operating system reports them, for files such as the outbox.
const storageSqlStates = /^(08...|25006|42501|53...|57P0.|58...)$/
const storageErrnos = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC', 'EDQUOT', 'EIO', 'ECONNREFUSED'])

function isStorageFailure(error: unknown): boolean {
  // Drivers wrap the database's own error as the cause of theirs.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown }
    if (typeof code !== 'string') continue
    if (typeof severity === 'string' ? storageSqlStates.test(code) : storageErrnos.has(code)) return true
  }
  return false
}

/**
 * The answer to an error no route handled: 503 when the storage failed, since nothing is wrong with the request and a
 * retry later may succeed, and 500 for everything else. Neither says more than its detail.
 */
export function unhandledErrorAnswer(error: unknown): { status: 500 | 503; detail: string } {
  return isStorageFailure(error)
    ? { status: 503, detail: errorDetails.storageUnavailable }
    : { status: 500, detail: errorDetails.internal }
}

export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status !== 500) {
      const status = error.status as ContentfulStatusCode
      return errorResponse(c, status, error.message || fallbackDetails[status] || 'Request failed')
    }
    // A model server that cannot answer (only with LLM_FALLBACK=false: otherwise the grounded engine stands in) is
    // the model's failure, not ours: 503 when it could not be reached, 502 when it answered badly. The model engine
    // has logged why.
    if (error instanceof ModelUnavailableError) return errorResponse(c, error.status, error.message)
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'Unhandled error while answering a request')
    const { status, detail } = unhandledErrorAnswer(error)
    return errorResponse(c, status, detail)
  }
}
