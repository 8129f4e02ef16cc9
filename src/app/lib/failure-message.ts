import { ApiError } from './api-client'

export const GENERIC_ERROR = 'An error occurred. Please try again later.'

type Texts = {
  /** The server answered with an error but no detail (or an answer we could not read). */
  fallback: string
  /** No answer at all: offline or timed out. */
  noResponse: string
  /** An answer we could not understand ("any other failure"). Defaults to the fallback. */
  unexpected?: string
}

/**
 * The one place a failed call becomes the user's message. A server detail is shown in preference to the screen's
 * own text. Anything but an ApiError is a bug (query-client.ts logs it) and shows as "any other failure".
 */
export function failureMessage(error: unknown, texts: Texts): string {
  if (!(error instanceof ApiError)) return texts.unexpected ?? texts.fallback
  const { failure } = error
  switch (failure.kind) {
    case 'http':
      return failure.detail ?? texts.fallback
    case 'network':
    case 'timeout':
      return texts.noResponse
    case 'invalid-response':
      return texts.unexpected ?? texts.fallback
  }
}
