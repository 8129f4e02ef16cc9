import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai'

// Why a model call failed, in terms a route and an operator can act on. Routes turn ModelUnavailableError into
// a JSON {detail} answer: 503 when the model server could not be reached in time, 502 when it answered badly.

export type ModelFailureReason = 'timeout' | 'unreachable' | 'error_status' | 'bad_response'

export class ModelUnavailableError extends Error {
  readonly reason: ModelFailureReason
  readonly status: 502 | 503

  constructor(reason: ModelFailureReason, options?: { cause?: unknown }) {
    super(
      reason === 'timeout' || reason === 'unreachable'
        ? 'The model server could not be reached. Try again later.'
        : 'The model server did not return a usable answer. Try again later.',
      options,
    )
    this.name = 'ModelUnavailableError'
    this.reason = reason
    this.status = reason === 'timeout' || reason === 'unreachable' ? 503 : 502
  }
}

/** A stream that went quiet for longer than the timeout; the SDK's own timeout only covers waiting for headers. */
export class ModelStreamStalledError extends Error {
  constructor(timeoutMs: number) {
    super(`No data from the model server for ${timeoutMs} ms`)
    this.name = 'ModelStreamStalledError'
  }
}

/** The model answered 200 but with nothing we can use (no text, or a body that is not a chat completion). */
export class ModelEmptyAnswerError extends Error {
  constructor() {
    super('The model server returned no answer text')
    this.name = 'ModelEmptyAnswerError'
  }
}

export type FailureSummary = { reason: ModelFailureReason; status?: number; name: string; message: string }

/**
 * What to log about a failure: never the error object itself, whose request details or echoed body could carry the
 * API key; the key is also cut out of the message in case a server repeats it back.
 */
export function summariseFailure(error: unknown, apiKey: string | undefined): FailureSummary {
  // The SDK's status errors keep the name 'Error'; their class (RateLimitError, InternalServerError) says more.
  const name = error instanceof Error ? (error.name === 'Error' ? error.constructor.name : error.name) : typeof error
  let message = error instanceof Error ? error.message : String(error)
  if (apiKey) message = message.split(apiKey).join('[redacted]')
  message = message.slice(0, 500)
  if (error instanceof APIConnectionTimeoutError || error instanceof ModelStreamStalledError)
    return { reason: 'timeout', name, message }
  if (error instanceof APIConnectionError) return { reason: 'unreachable', name, message }
  if (error instanceof APIError && typeof error.status === 'number')
    return { reason: 'error_status', status: error.status, name, message }
  // Anything else (a body that is not JSON, a stream cut off mid-way, an empty answer) is a bad response.
  return { reason: isConnectionDrop(error) ? 'unreachable' : 'bad_response', name, message }
}

function isConnectionDrop(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /terminated|socket|ECONNRESET|other side closed/i.test(`${error.message} ${String(error.cause)}`)
  )
}
