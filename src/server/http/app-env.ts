import type { HttpBindings } from '@hono/node-server'
import type { CurrentSession } from '../auth/sessions'

// The Hono environment of every API route. Bindings are optional because tests drive the app through app.request(),
// which has no socket behind it.
export type AppEnv = {
  Bindings: Partial<HttpBindings>
  Variables: {
    /** Set by the session middleware for every /api request: the signed-in session, or undefined. */
    session: CurrentSession | undefined
  }
}
