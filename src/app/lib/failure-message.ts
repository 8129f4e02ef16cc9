import type { ApiFailure } from './api-client'

export const GENERIC_ERROR = 'An error occurred. Please try again later.'

type Texts = {
  /** The server answered with an error but no detail (or an answer we could not read). */
  fallback: string
  /** No answer at all: offline or timed out. */
  noResponse: string
  /** An answer we could not understand ("any other failure"). Defaults to the fallback. */
  unexpected?: string
}

/** A server detail is shown in preference to the screen's own text. */
export function failureMessage(error: ApiFailure, texts: Texts): string {
  switch (error.kind) {
    case 'http':
      return error.detail ?? texts.fallback
    case 'network':
    case 'timeout':
      return texts.noResponse
    case 'invalid-response':
      return texts.unexpected ?? texts.fallback
  }
}
