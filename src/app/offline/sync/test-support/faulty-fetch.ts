import { endpoints } from '../../../../core/contract/endpoints'
import { endpointOf, type FakeApiServer, type FakeRequest, type FakeResponse } from './fake-api-server'

// A fetch that delivers requests to the fake server through an unreliable network. Each request meets one fault,
// chosen by the test: lost on the way (the server never sees it), lost on the way back (the server committed), a
// 5xx, a timeout before or after the server committed, a slow first attempt (its key stays pending and retries get
// 409 + Retry-After until it completes), a concurrent edit by another device just before a draft PUT/DELETE (412),
// an expired session (401), or a "reload": the server may or may not commit, and the answer never comes because the
// page is gone. Requests can take some turns of the event loop each way (`latency`), so several are on the wire at
// once, and a timeout fires as soon as its request is known to get no answer (`networkTimeout`): a run depends on
// its seed alone, never on how fast the machine is.
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
  /** Sees each request as it is sent, with `inFlight` already holding it. */
  onSend: ((request: FakeRequest) => void) | null
  /** Resolves when a request met 'reload' (the round will never finish). */
  nextHang(): Promise<void>
  /** Runs the work of slow first attempts still pending. */
  completeSlowWork(): void
  offline: boolean
  faults: Record<Fault, number>
  /** Turns of the event loop a request takes to reach the server, and its answer to come back; none when null. */
  latency: (() => number) | null
  /** Requests sent and not yet answered (nor failed), oldest first. */
  inFlight: FakeRequest[]
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

const timeouts = new WeakMap<AbortSignal, AbortController>()

/** Stands in for AbortSignal.timeout: a signal that fires when the network knows its request will not be answered. */
export function networkTimeout(): AbortSignal {
  const controller = new AbortController()
  timeouts.set(controller.signal, controller)
  return controller.signal
}

/** Waits out the client's timeout: at once for a networkTimeout() signal, in real time for any other. */
function timeOut(signal: AbortSignal | null | undefined): Promise<never> {
  const waiting = waitForAbort(signal)
  if (signal) timeouts.get(signal)?.abort(new DOMException('The operation timed out.', 'TimeoutError'))
  return waiting
}

// fake-indexeddb schedules its work with setImmediate too, so a request's turns interleave with the database's in
// an order fixed by the run, not by the clock.
const nextTurn = () =>
  new Promise<void>((resolve) =>
    (globalThis as unknown as { setImmediate: (run: () => void) => void }).setImmediate(resolve),
  )

async function travel(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await nextTurn()
}

export function createFaultyNetwork(
  server: FakeApiServer,
  options: { concurrentEdit: (draftId: string) => void; random: () => number },
): FaultyNetwork {
  let hang: (() => void) | undefined
  const slowWork: Array<() => FakeResponse> = []
  const faults = Object.fromEntries(
    (
      [
        'none',
        'lose-request',
        'lose-response',
        'server-error',
        'timeout-before',
        'timeout-after',
        'slow',
        'concurrent-edit',
        'session-expired',
        'refuse',
        'reload',
      ] as const
    ).map((fault) => [fault, 0]),
  ) as Record<Fault, number>

  const network: FaultyNetwork = {
    offline: false,
    faults,
    latency: null,
    inFlight: [],
    duringRequest: null,
    onSend: null,
    chooseFault: () => 'none',
    nextHang: () =>
      new Promise<void>((resolve) => {
        hang = resolve
      }),
    completeSlowWork: () => {
      for (const work of slowWork.splice(0)) work()
    },
    fetch: async (input, init = {}) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost')
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      network.inFlight.push(request)
      network.onSend?.(request)
      try {
        if (network.duringRequest) await network.duringRequest()
        await travel(network.latency?.() ?? 0)
        const response = await deliver(request, init)
        await travel(network.latency?.() ?? 0)
        return response
      } finally {
        network.inFlight.splice(network.inFlight.indexOf(request), 1)
      }
    },
  }

  async function deliver(request: FakeRequest, init: RequestInit): Promise<Response> {
    if (network.offline) throw networkError()

    let fault = network.chooseFault(request)
    const called = endpointOf(request)
    const isDraftWrite = called?.entry === endpoints.drafts.update || called?.entry === endpoints.drafts.delete
    const key = request.headers['Idempotency-Key']
    const owner = request.headers['X-User-Email'] ?? ''
    if (fault === 'concurrent-edit' && !isDraftWrite) fault = 'none'
    if (fault === 'slow' && (request.method !== 'POST' || !key)) fault = 'none'
    // A real server refuses a request that is wrong, not a replay of one it already answered.
    if (fault === 'refuse' && (request.method === 'GET' || request.method === 'DELETE' || server.hasSeen(request)))
      fault = 'none'
    faults[fault] += 1

    switch (fault) {
      case 'lose-request':
        throw networkError()
      case 'timeout-before':
        return timeOut(init.signal)
      case 'server-error':
        return toResponse({ status: 503, body: { detail: 'Service unavailable' } })
      case 'session-expired':
        server.expireSession(owner)
        return toResponse(server.handle(request))
      case 'refuse':
        return toResponse({ status: 422, body: { detail: 'Refused by the test' } })
      case 'concurrent-edit':
        options.concurrentEdit(called!.id!)
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
        return timeOut(init.signal)
      case 'reload':
        if (options.random() < 0.5) server.handle(request)
        hang?.()
        return new Promise<Response>(() => {})
      case 'none':
        return toResponse(server.handle(request))
    }
  }
  return network
}
