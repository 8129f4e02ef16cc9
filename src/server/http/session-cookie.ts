import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

// The session cookie: HttpOnly so scripts never see it, SameSite=Lax so other sites' forms do not carry it, Secure in
// production. Its Max-Age follows the session row's expiry.
export const sessionCookieName = 'cda_session'

export type CookiePolicy = { secure: boolean }

export function readSessionCookie(c: Context): string | undefined {
  const value = getCookie(c, sessionCookieName)
  return value ? value : undefined
}

export function writeSessionCookie(
  c: Context,
  token: string,
  expiresAt: Date,
  now: Date,
  { secure }: CookiePolicy,
): void {
  setCookie(c, sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000)),
  })
}

export function clearSessionCookie(c: Context, { secure }: CookiePolicy): void {
  deleteCookie(c, sessionCookieName, { httpOnly: true, sameSite: 'Lax', secure, path: '/' })
}
