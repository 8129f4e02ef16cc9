import type { Context } from 'hono'
import type { ErrorBody } from '../../core/contract/error'
import { authMessages } from '../auth/auth-messages'

/**
 * The 400 answer to a new password that is too easy to guess, shaped like a contract validation failure (the message
 * as detail and under the field's path), so a form shows it as it shows the other password rules.
 */
export function guessablePasswordFailure(c: Context, field: string): Response {
  const body: ErrorBody = {
    detail: authMessages.passwordTooGuessable,
    errors: [{ path: field, message: authMessages.passwordTooGuessable }],
  }
  return c.json(body, 400)
}
