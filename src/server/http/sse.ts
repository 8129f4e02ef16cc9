import type { Context } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'

// Server-sent events for work that must not depend on its reader (docs/decisions/090): whoever produces events never
// waits for the client and never hears that it has gone, so a dropped connection cannot stop or fail the work behind
// the stream. Events are written in the order they are sent; once the client has left they are dropped unwritten.

/** Between a request and its first event a model may think for a minute; proxies close connections idle for less. */
export const keepAliveMs = 15_000

export type EventStream = {
  response: Response
  /** Queues an event whose data is already serialised (JSON); never throws and never waits. */
  send(event: string, data: string): void
  /** Writes what is queued, then ends the stream (at once when the client has gone). */
  close(): Promise<void>
}

/** Whether the request asked for an event stream rather than a JSON answer. */
export function acceptsEventStream(c: Context): boolean {
  const accept = c.req.header('Accept') ?? ''
  return accept.split(',').some((range) => range.split(';')[0]?.trim().toLowerCase() === 'text/event-stream')
}

/** Starts a 200 text/event-stream answer; a keep-alive comment goes out every `everyMs` until it is closed. */
export function openEventStream(c: Context, { everyMs = keepAliveMs }: { everyMs?: number } = {}): EventStream {
  let finish = () => {}
  const finished = new Promise<void>((resolve) => (finish = resolve))
  let written = Promise.resolve()
  let opened: SSEStreamingApi | undefined

  const enqueue = (write: (stream: SSEStreamingApi) => Promise<unknown>) => {
    // Hono's writes already swallow a closed connection's errors; the catch keeps the chain alive whatever happens.
    written = written
      .then(() => (opened && !opened.aborted ? write(opened) : undefined))
      .then(
        () => undefined,
        () => undefined,
      )
  }

  // Nginx and similar proxies buffer responses unless told not to, which would hold every event back until the end.
  c.header('X-Accel-Buffering', 'no')
  // streamSSE runs this callback at once, and ends the response when it returns.
  const response = streamSSE(c, async (stream) => {
    opened = stream
    const keepAlive = setInterval(() => enqueue((open) => open.write(': keep-alive\n\n')), everyMs)
    keepAlive.unref()
    stream.onAbort(() => clearInterval(keepAlive))
    try {
      await finished
      await written
    } finally {
      clearInterval(keepAlive)
    }
  })

  return {
    response,
    send: (event, data) => enqueue((open) => open.writeSSE({ event, data })),
    close: async () => {
      finish()
      await written
    },
  }
}
