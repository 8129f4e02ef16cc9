import type { FakeApiServer, FakeRequest, FakeResponse } from './fake-api-server'

// A fetch that delivers requests to the fake server through an unreliable network. Each request meets one fault,
// chosen by the test: lost on the way (the server never sees it), lost on the way back (the server committed), a
// 5xx, a timeout before or after the server committed, a slow first attempt (its key stays pending and retries get
// 409 + Retry-After until it completes), a concurrent edit by another device just before a draft PUT/DELETE (412),
// an expired session (401), or a "reload": the server may or may not commit, and the answer never comes because the
// page is gone.
export type Fault =
  | 'none'
  | 'lose-request'
  | 'lose-response'
  | 'server-error'
  | 'timeout-before'
  | 'timeout-after'
  | 'slow'
  | 'concurrent-edit'
  | 'session-expired'
  | 'refuse'
  | 'reload'

export type FaultyNetwork = {
  fetch: typeof fetch
  /** Chooses the fault for each request; requests it cannot apply to go through cleanly. */
  chooseFault: (request: FakeRequest) => Fault
  /** Runs while a request is on the wire (before the server sees it): the user typing meanwhile. */
  duringRequest: (() => Promise<void>) | null
  /** Resolves when a request met 'reload' (the round will never finish). */
  nextHang(): Promise<void>
  /** Runs the work of slow first attempts still pending. */
  completeSlowWork(): void
  offline: boolean
  faults: Record<Fault, number>
}

function toResponse(answer: FakeResponse): Response {
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  })
}

const networkError = () => new TypeError('Failed to fetch')

function waitForAbort(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (!signal) return
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

export function createFaultyNetwork(
  server: FakeApiServer,
  options: { concurrentEdit: (draftId: string) => void; random: () => number },
): FaultyNetwork {
  let hang: (() => void) | undefined
  const slowWork: Array<() => FakeResponse> = []
  const faults = Object.fromEntries(
    (['none', 'lose-request', 'lose-response', 'server-error', 'timeout-before', 'timeout-after', 'slow', 'concurrent-edit', 'session-expired', 'refuse', 'reload'] as const).map((fault) => [fault, 0]),
  ) as Record<Fault, number>

  const network: FaultyNetwork = {
    offline: false,
    faults,
    duringRequest: null,
    chooseFault: () => 'none',
    nextHang: () =>
      new Promise<void>((resolve) => {
        hang = resolve
      }),
    completeSlowWork: () => {
      for (const work of slowWork.splice(0)) work()
    },
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://localhost')
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      if (network.duringRequest) await network.duringRequest()
      if (network.offline) throw networkError()

      let fault = network.chooseFault(request)
      const isDraftWrite = /^\/llm\/write\/draft\/[^/]+$/.test(request.path) && (request.method === 'PUT' || request.method === 'DELETE')
      const key = request.headers['Idempotency-Key']
      const owner = request.headers['X-User-Email'] ?? ''
      if (fault === 'concurrent-edit' && !isDraftWrite) fault = 'none'
      if (fault === 'slow' && (request.method !== 'POST' || !key)) fault = 'none'
      // A real server refuses a request that is wrong, not a replay of one it already answered.
      if (fault === 'refuse' && (request.method === 'GET' || request.method === 'DELETE' || server.hasSeen(request))) fault = 'none'
      faults[fault] += 1

      switch (fault) {
        case 'lose-request':
          throw networkError()
        case 'timeout-before':
          return waitForAbort(init.signal)
        case 'server-error':
          return toResponse({ status: 503, body: { detail: 'Service unavailable' } })
        case 'session-expired':
          server.expireSession(owner)
          return toResponse(server.handle(request))
        case 'refuse':
          return toResponse({ status: 422, body: { detail: 'Refused by the test' } })
        case 'concurrent-edit':
          options.concurrentEdit(decodeURIComponent(request.path.split('/').at(-1)!))
          return toResponse(server.handle(request))
        case 'slow': {
          const started = server.handleDeferred(request)
          if (started.response) return toResponse(started.response)
          slowWork.push(started.complete!)
          throw networkError()
        }
        case 'lose-response':
          server.handle(request)
          throw networkError()
        case 'timeout-after':
          server.handle(request)
          return waitForAbort(init.signal)
        case 'reload':
          if (options.random() < 0.5) server.handle(request)
          hang?.()
          return new Promise<Response>(() => {})
        case 'none':
          return toResponse(server.handle(request))
      }
    },
  }
  return network
}
