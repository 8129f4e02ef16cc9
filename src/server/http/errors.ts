import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody } from '../../core/contract/error'
import type { Logger } from '../logger'

// Every non-2xx answer is JSON {detail} (DESIGN.md section 5): never HTML, never a stack trace.

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

export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status !== 500) {
      const status = error.status as ContentfulStatusCode
      return errorResponse(c, status, error.message || fallbackDetails[status] || 'Request failed')
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'Unhandled error while answering a request')
    return errorResponse(c, 500, 'Internal server error')
  }
}
