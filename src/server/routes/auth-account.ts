import { Hono } from 'hono'
import { endpoints } from '../../core/contract/endpoints'
import { changePassword, updateDetails } from '../auth/account-changes'
import { authMessages } from '../auth/auth-messages'
import type { AuthDeps } from '../auth/auth-deps'
import { normalizeEmail } from '../auth/emails'
import { requestPasswordReset, submitPasswordReset } from '../auth/password-reset'
import { toPublicUser } from '../auth/users'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { guessablePasswordFailure } from '../http/guessable-password'
import { mountEndpoint } from '../http/endpoint-route'
import { enforceRateLimits, limitMailRequest } from '../http/rate-limit'
import { requireSession, signedInSession } from '../http/session'
import { clearSessionCookie, type CookiePolicy } from '../http/session-cookie'

/** The password reset's two steps, and the signed-in user's password and details. */
export function accountRoutes(deps: AuthDeps, cookies: CookiePolicy) {
  const { db, now, rateLimits, config } = deps
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.account.passwordResetRequest, [], async (c, answer) => {
    const { email } = c.req.valid('json')
    const rules = { perClient: rateLimits.passwordResetPerClient, perAddress: rateLimits.passwordResetPerAddress }
    const limited = await limitMailRequest(c, { db, now: now(), trustProxy: config.trustProxy }, 'reset', rules, email)
    if (limited) return limited
    requestPasswordReset(deps, email)
    return answer({ message: authMessages.resetRequested })
  })
  mountEndpoint(app, endpoints.account.passwordResetSubmit, [], async (c, answer) => {
    const { token, new_password } = c.req.valid('json')
    const outcome = await submitPasswordReset(deps, { token, newPassword: new_password })
    if (outcome === 'invalid') return errorResponse(c, 400, authMessages.resetInvalid)
    if (outcome === 'password-too-guessable') return guessablePasswordFailure(c, 'new_password')
    // Every session of the user ended, including one this browser may hold.
    if (c.get('session')?.user.id === outcome.userId) clearSessionCookie(c, cookies)
    return answer({ message: authMessages.resetDone })
  })
  mountEndpoint(app, endpoints.account.changePassword, [requireSession], async (c, answer) => {
    const session = signedInSession(c)
    const body = c.req.valid('json')
    if (normalizeEmail(body.email) !== session.user.email) return errorResponse(c, 403, authMessages.notYourAccount)
    const limited = await enforceRateLimits(c, db, now(), [
      { name: 'change-password:account', rule: rateLimits.changePasswordPerAccount, subject: session.user.id },
    ])
    if (limited) return limited
    const outcome = await changePassword(deps, session, {
      oldPassword: body.old_password,
      newPassword: body.new_password,
    })
    if (outcome === 'wrong-password') return errorResponse(c, 400, authMessages.wrongCurrentPassword)
    if (outcome === 'password-too-guessable') return guessablePasswordFailure(c, 'new_password')
    return answer({ status: 'password_updated' })
  })
  mountEndpoint(app, endpoints.account.updateDetails, [requireSession], async (c, answer) => {
    const session = signedInSession(c)
    const body = c.req.valid('json')
    if (normalizeEmail(body.email) !== session.user.email) return errorResponse(c, 403, authMessages.notYourAccount)
    const user = await updateDetails(deps, session, body)
    return answer({ status: 'details_updated', user: toPublicUser(user, deps.config.adminEmails) })
  })
  return app
}
