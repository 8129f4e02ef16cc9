import { Hono } from 'hono'
import type { AuthDeps } from '../auth/auth-deps'
import type { AppEnv } from '../http/app-env'
import type { CookiePolicy } from '../http/session-cookie'
import { accountRoutes } from './auth-account'
import { registrationRoutes } from './auth-registration'
import { sessionRoutes } from './auth-session'

// The account calls (endpoints.auth and endpoints.account). Sessions, X-User-Email and Origin are checked app-wide
// in app.ts; these routes add the body schemas, rate limits and the signed-in requirement where it applies.
export function authRoutes(deps: AuthDeps, cookies: CookiePolicy) {
  return new Hono<AppEnv>()
    .route('/', registrationRoutes(deps))
    .route('/', sessionRoutes(deps, cookies))
    .route('/', accountRoutes(deps, cookies))
}
