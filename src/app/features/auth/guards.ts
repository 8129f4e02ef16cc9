import { redirect } from '@tanstack/react-router'
import type { RouterContext } from '../../router'

type GuardArgs = { context: RouterContext; location: { href: string } }

/** Signed-in-only routes (SPEC.md route table): a signed-out visitor goes to /login and comes back afterwards. */
export function requireSignedIn({ context, location }: GuardArgs): void {
  if (!context.auth.user) {
    throw redirect({ to: '/login', search: { returnUrl: location.href } })
  }
}

/** Signed-out-only routes: a signed-in user is sent home. */
export function requireSignedOut({ context }: GuardArgs): void {
  if (context.auth.user) {
    throw redirect({ to: '/' })
  }
}
