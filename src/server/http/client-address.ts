import type { Context } from 'hono'
import type { AppEnv } from './app-env'

// The client a per-client rate limit counts. X-Forwarded-For is anyone's to write, so it counts only when
// TRUST_PROXY says a proxy in front of us sets it; then its first hop is the client the proxy saw.
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  // A test's app.request() without bindings leaves c.env undefined, whatever Hono's type says.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown'
}
