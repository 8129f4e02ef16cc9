import { redirect } from '@tanstack/react-router'
import { getAuthState } from '../../lib/stored-user'

// Guards read the auth store itself rather than a copy in the router context: a login stores the user and
// navigates in the same tick, before React has re-rendered, and the guard of the target page must already see it.
type GuardArgs = { location: { href: string } }

/** Signed-in-only routes: a signed-out visitor goes to /login and comes back afterwards. */
export function requireSignedIn({ location }: GuardArgs): void {
  if (!getAuthState().user) {
    throw redirect({ to: '/login', search: { returnUrl: location.href } })
  }
}

/** Signed-out-only routes: a signed-in user is sent home. */
export function requireSignedOut(): void {
  if (getAuthState().user) {
    throw redirect({ to: '/' })
  }
}
