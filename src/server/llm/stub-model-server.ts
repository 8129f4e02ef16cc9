import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

// An OpenAI-compatible model server for tests: POST /v1/chat/completions on a free loopback port, answering each
// request with the next scripted behaviour (plain JSON or SSE, depending on the request's `stream`). Tests read back
// what was sent: headers and the parsed body.

export type StubBehaviour =
  /** A completion with this text; streamed in `chunks` (default: word by word) when the request asks for a stream. */
  | { kind: 'reply'; text: string; chunks?: string[]; finishReason?: string }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown }
  /** Never answers (not even headers) until the connection is closed. */
  | { kind: 'hang' }
  /** Sends 200 headers, then nothing. */
  | { kind: 'headers-then-hang' }
  /** A 200 whose body claims to be JSON and is not (for a stream: a `data:` line that is not JSON). */
  | { kind: 'malformed' }
  /** Streams these chunks, then stops sending without ending the response. */
  | { kind: 'stream-then-hang'; chunks: string[] }
  /** Streams these chunks, then destroys the connection. */
  | { kind: 'stream-then-drop'; chunks: string[] }

export type RecordedRequest = {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: {
    model?: string
    stream?: boolean
    messages?: Array<{ role: string; content: string }>
    [key: string]: unknown
  }
}

export type StubModelServer = {
  /** What LLM_BASE_URL would be: http://127.0.0.1:<port>/v1 */
  baseUrl: string
  requests: RecordedRequest[]
  /** Queues behaviours for the next requests, in order; once the queue is empty every request gets `fallback`. */
  script(...behaviours: StubBehaviour[]): void
  close(): Promise<void>
}

export async function startStubModelServer(
  fallback: StubBehaviour = { kind: 'reply', text: 'Stub answer [1].' },
): Promise<StubModelServer> {
  const queue: StubBehaviour[] = []
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()

  const server = createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      let body: RecordedRequest['body'] = {}
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as RecordedRequest['body']
      } catch {
        // Recorded as empty: a test that cares asserts on it.
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Not found' } }))
        return
      }
      respond(res, queue.shift() ?? fallback, body.stream === true, String(body.model ?? 'stub'))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => void queue.push(...behaviours),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function respond(res: ServerResponse, behaviour: StubBehaviour, stream: boolean, model: string): void {
  switch (behaviour.kind) {
    case 'reply':
      if (stream) {
        startStream(res)
        for (const piece of behaviour.chunks ?? behaviour.text.split(/(?<= )/))
          sendChunk(res, model, { content: piece })
        sendChunk(res, model, {}, behaviour.finishReason ?? 'stop')
        res.end('data: [DONE]\n\n')
      } else {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(completion(model, behaviour.text, behaviour.finishReason ?? 'stop')))
      }
      return
    case 'status':
      res
        .writeHead(behaviour.status, { 'Content-Type': 'application/json', ...behaviour.headers })
        .end(
          JSON.stringify(
            behaviour.body ?? { error: { message: `Stub error ${behaviour.status}`, type: 'server_error' } },
          ),
        )
      return
    case 'hang':
      return
    case 'headers-then-hang':
      res.writeHead(200, { 'Content-Type': stream ? 'text/event-stream' : 'application/json' })
      res.flushHeaders()
      return
    case 'malformed':
      if (stream) {
        startStream(res)
        res.end('data: {"choices": [ this is not json\n\n')
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices": [ this is not json')
      }
      return
    case 'stream-then-hang':
    case 'stream-then-drop':
      startStream(res)
      for (const piece of behaviour.chunks) sendChunk(res, model, { content: piece })
      if (behaviour.kind === 'stream-then-drop') setTimeout(() => res.socket?.destroy(), 20)
      return
  }
}

function completion(model: string, text: string, finishReason: string) {
  return {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: 1_763_700_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: finishReason }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }
}

function startStream(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' })
}

function sendChunk(
  res: ServerResponse,
  model: string,
  delta: { content?: string },
  finishReason: string | null = null,
): void {
  const chunk = {
    id: 'chatcmpl-stub',
    object: 'chat.completion.chunk',
    created: 1_763_700_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  }
  res.write(`data: ${JSON.stringify(chunk)}\n\n`)
}
