import { Hono } from 'hono'
import { endpoints } from '../../core/contract/endpoints'
import { authMessages } from '../auth/auth-messages'
import type { AuthDeps } from '../auth/auth-deps'
import { normalizeEmail } from '../auth/emails'
import { logIn } from '../auth/login'
import { admitLoginAttempt, settleLoginAttempt } from '../auth/login-limits'
import { revokeSession } from '../auth/sessions'
import { toPublicUser } from '../auth/users'
import type { AppEnv } from '../http/app-env'
import { clientAddress } from '../http/client-address'
import { errorResponse } from '../http/errors'
import { mountEndpoint } from '../http/endpoint-route'
import { tooManyAttemptsResponse } from '../http/rate-limit'
import { signedInSession } from '../http/session'
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type CookiePolicy } from '../http/session-cookie'

/** Login, logout (added) and session (added: who the cookie belongs to, or 401). */
export function sessionRoutes(deps: AuthDeps, cookies: CookiePolicy) {
  const { db, now, rateLimits, config } = deps
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.auth.login, [], async (c, answer) => {
    const credentials = c.req.valid('json')
    const admission = await admitLoginAttempt(
      db,
      rateLimits,
      { email: normalizeEmail(credentials.email), client: clientAddress(c, config.trustProxy) },
      now(),
    )
    if (!admission.admitted) return tooManyAttemptsResponse(c, admission.retryAfterSeconds)
    const outcome = await logIn(deps, credentials)
    await settleLoginAttempt(db, rateLimits, admission.attempt, outcome.kind !== 'invalid-credentials', now())
    switch (outcome.kind) {
      case 'invalid-credentials':
        return errorResponse(c, 401, authMessages.invalidCredentials)
      case 'not-confirmed':
        return errorResponse(c, 403, authMessages.notConfirmed)
      case 'not-approved':
        return errorResponse(c, 403, authMessages.notApproved)
    }
    // A session this browser held before (another user, or the same one) ends rather than lingering.
    const previous = readSessionCookie(c)
    if (previous !== undefined) await revokeSession(db, previous)
    writeSessionCookie(c, outcome.token, outcome.expiresAt, now(), cookies)
    return answer(toPublicUser(outcome.user, config.adminEmails))
  })
  mountEndpoint(app, endpoints.auth.logout, [], async (c, answer) => {
    // Works without a session (already expired, or never signed in): the client's Logout must always succeed.
    const token = readSessionCookie(c)
    if (token !== undefined) await revokeSession(db, token)
    clearSessionCookie(c, cookies)
    return answer({ message: authMessages.loggedOut })
  })
  mountEndpoint(app, endpoints.auth.session, [], (c, answer) =>
    answer(toPublicUser(signedInSession(c).user, config.adminEmails)),
  )
  return app
}
