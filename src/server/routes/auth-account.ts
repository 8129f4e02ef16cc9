import { Hono } from 'hono'
import type * as v from 'valibot'
import {
  ChangePasswordRequestSchema,
  PasswordResetRequestSchema,
  PasswordResetSubmitSchema,
  UpdateDetailsRequestSchema,
  type DetailsUpdatedResponseSchema,
  type MessageResponseSchema,
  type PasswordUpdatedResponseSchema,
} from '../../core/contract/auth'
import { changePassword, updateDetails } from '../auth/account-changes'
import { authMessages } from '../auth/auth-messages'
import type { AuthDeps } from '../auth/auth-deps'
import { normalizeEmail } from '../auth/emails'
import { requestPasswordReset, submitPasswordReset } from '../auth/password-reset'
import { toPublicUser } from '../auth/users'
import type { AppEnv } from '../http/app-env'
import { clientAddress } from '../http/client-address'
import { errorResponse } from '../http/errors'
import { guessablePasswordFailure } from '../http/guessable-password'
import { jsonBody } from '../http/json-body'
import { enforceRateLimits } from '../http/rate-limit'
import { requireSession, signedInSession } from '../http/session'
import { clearSessionCookie, type CookiePolicy } from '../http/session-cookie'

/** POST /password_reset_request, POST /password_reset_submit, POST /change_password, POST /update_details */
export function accountRoutes(deps: AuthDeps, cookies: CookiePolicy) {
  const { db, now, rateLimits, config } = deps
  return new Hono<AppEnv>()
    .post('/password_reset_request', jsonBody(PasswordResetRequestSchema), async (c) => {
      const { email } = c.req.valid('json')
      const limited = await enforceRateLimits(c, db, now(), [
        { name: 'reset:client', rule: rateLimits.passwordResetPerClient, subject: clientAddress(c, config.trustProxy) },
        { name: 'reset:address', rule: rateLimits.passwordResetPerAddress, subject: normalizeEmail(email) },
      ])
      if (limited) return limited
      requestPasswordReset(deps, email)
      const answer: v.InferOutput<typeof MessageResponseSchema> = { message: authMessages.resetRequested }
      return c.json(answer)
    })
    .post('/password_reset_submit', jsonBody(PasswordResetSubmitSchema), async (c) => {
      const { token, new_password } = c.req.valid('json')
      const outcome = await submitPasswordReset(deps, { token, newPassword: new_password })
      if (outcome === 'invalid') return errorResponse(c, 400, authMessages.resetInvalid)
      if (outcome === 'password-too-guessable') return guessablePasswordFailure(c, 'new_password')
      // Every session of the user ended, including one this browser may hold.
      if (c.get('session')?.user.id === outcome.userId) clearSessionCookie(c, cookies)
      const answer: v.InferOutput<typeof MessageResponseSchema> = { message: authMessages.resetDone }
      return c.json(answer)
    })
    .post('/change_password', requireSession, jsonBody(ChangePasswordRequestSchema), async (c) => {
      const session = signedInSession(c)
      const body = c.req.valid('json')
      if (normalizeEmail(body.email) !== session.user.email) return errorResponse(c, 403, authMessages.notYourAccount)
      const limited = await enforceRateLimits(c, db, now(), [
        { name: 'change-password:account', rule: rateLimits.changePasswordPerAccount, subject: session.user.id },
      ])
      if (limited) return limited
      const outcome = await changePassword(deps, session, { oldPassword: body.old_password, newPassword: body.new_password })
      if (outcome === 'wrong-password') return errorResponse(c, 400, authMessages.wrongCurrentPassword)
      if (outcome === 'password-too-guessable') return guessablePasswordFailure(c, 'new_password')
      const answer: v.InferOutput<typeof PasswordUpdatedResponseSchema> = { status: 'password_updated' }
      return c.json(answer)
    })
    .post('/update_details', requireSession, jsonBody(UpdateDetailsRequestSchema), async (c) => {
      const session = signedInSession(c)
      const body = c.req.valid('json')
      if (normalizeEmail(body.email) !== session.user.email) return errorResponse(c, 403, authMessages.notYourAccount)
      const user = await updateDetails(deps, session, body)
      const answer: v.InferOutput<typeof DetailsUpdatedResponseSchema> = { status: 'details_updated', user: toPublicUser(user, deps.config.adminEmails) }
      return c.json(answer)
    })
}
