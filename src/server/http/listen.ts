import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import type { Config } from '../config'

type Fetch = (request: Request) => Response | Promise<Response>

// Node only looks for expired requests every 30 s by default, which would let a slow client keep its socket up to
// half a minute past its timeout; once a second costs one pass over the open connections.
const timeoutCheckIntervalMs = 1000

/**
 * Opens the HTTP server on HOST and PORT. A client that sends its headers or its body too slowly (a body shorter than
 * its Content-Length, say) is answered 408 and disconnected after HEADERS_TIMEOUT_MS or REQUEST_TIMEOUT_MS instead of
 * Node's five minutes. The timeouts cover receiving a request only, so a long streamed answer is not cut off.
 */
export function listen(
  app: { fetch: Fetch },
  config: Pick<Config, 'port' | 'host' | 'requestTimeoutMs' | 'headersTimeoutMs'>,
  onListening?: (address: AddressInfo) => void,
): ServerType {
  return serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: config.headersTimeoutMs,
        connectionsCheckingInterval: timeoutCheckIntervalMs,
      },
    },
    onListening,
  )
}
