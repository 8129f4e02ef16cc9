import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { authMessages } from '../auth/auth-messages'
import { normalizeEmail } from '../auth/emails'
import { findSession, type CurrentSession } from '../auth/sessions'
import type { Clock } from '../clock'
import type { Database } from '../db/client'
import type { AppEnv } from './app-env'
import { errorResponse } from './errors'
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type CookiePolicy } from './session-cookie'

/**
 * Resolves the session cookie of every /api request into c.var.session. A cookie that no longer names a live session is
 * cleared; one whose session was extended is sent again with the new lifetime. A request whose X-User-Email names
 * someone else than its session's user is refused with 401: the header is the client's belief about who is signed in,
 * and acting on a mismatch could act for the wrong person.
 */
export function resolveSession({
  db,
  now,
  cookies,
}: {
  db: Database
  now: Clock
  cookies: CookiePolicy
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c)
    let session: CurrentSession | undefined
    if (token !== undefined) {
      const at = now()
      session = await findSession(db, token, at)
      if (!session) clearSessionCookie(c, cookies)
      else if (session.refreshed) writeSessionCookie(c, token, session.expiresAt, at, cookies)
    }
    const claimed = c.req.header('X-User-Email')
    if (session && claimed !== undefined && normalizeEmail(claimed) !== session.user.email) {
      return errorResponse(c, 401, authMessages.sessionMismatch)
    }
    c.set('session', session)
    await next()
  }
}

/** The signed-in session of a route only signed-in users may call; 401 otherwise. */
export function signedInSession(c: Context<AppEnv>): CurrentSession {
  const session = c.get('session')
  if (!session) throw new HTTPException(401, { message: authMessages.notSignedIn })
  return session
}

/** Middleware form of signedInSession(), placed before body validation so a signed-out caller hears 401 first. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  signedInSession(c)
  await next()
}
