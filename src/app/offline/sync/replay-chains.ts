import type { ApiResult } from '../../lib/api-fetch'
import type { OutboxEntry } from '../records'
import type { RequestFn } from '../../lib/api-fetch'
import { replayEntry, type EntryOutcome, type ReplayContext } from './replay-entry'

// One round's replay of the outbox (docs/decisions/061): the entries grouped into chains, each chain strictly in
// seq order, and up to `maxInFlight` chains at once, so at most that many requests are on the wire, never two of
// one chain. A chain stops at its first entry that cannot go now (refused, waiting, held after a merge, taken by
// another tab); the other chains go on. An answer meaning no server, a failing server or an expired session ends the
// round: no further request starts, and those already on the wire are awaited and their answers applied as usual,
// because the server may have acted on them.

/** What a request that may no longer start gets instead of an answer: its entry goes back to the queue, same key. */
const NOT_SENT: ApiResult<never> = { ok: false, error: { kind: 'network' } }

export type StopOutcome = Extract<EntryOutcome['kind'], 'offline' | 'server-error' | 'needs-sign-in'>

export type RoundReplay = {
  /** held: cut short because `mayStart` said no (the engine stopped, another user signed in). */
  outcome: 'done' | 'held' | StopOutcome
  /** The server answered at least once, which ends a backoff. */
  answered: boolean
  /** Some chain was held back and may still have queued entries. */
  held: boolean
  /** When the earliest entry asked to wait may go, or one the server refused must be tried again. */
  wakeAt?: number
}

export type ReplayChainsOptions = {
  maxInFlight: number
  /** Asked before each request: false stops the round from starting any more. */
  mayStart: () => boolean
}

/** The entries (in seq order) by chain, each chain oldest first, the chain with the oldest entry first. */
function chainsOf(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const chains = new Map<string, OutboxEntry[]>()
  for (const entry of entries) {
    const chain = chains.get(entry.chainId)
    if (chain) chain.push(entry)
    else chains.set(entry.chainId, [entry])
  }
  return [...chains.values()]
}

export async function replayChains(
  ctx: ReplayContext,
  entries: readonly OutboxEntry[],
  options: ReplayChainsOptions,
): Promise<RoundReplay> {
  const waiting = chainsOf(entries)
  let answered = false
  let held = false
  let wakeAt: number | undefined
  let stop: StopOutcome | undefined
  let cutShort = false
  let failure: { error: unknown } | undefined

  const ended = () => stop !== undefined || cutShort || failure !== undefined
  const mayStart = () => {
    if (ended()) return false
    cutShort = !options.mayStart()
    return !cutShort
  }
  const waitUntil = (at: number) => {
    wakeAt = Math.min(wakeAt ?? Infinity, at)
  }

  async function replayChain(chain: readonly OutboxEntry[]): Promise<void> {
    // Claiming an entry waits for the other workers' database writes, during which the round may end: the check
    // before the claim spares the entry an attempt, the one at the request keeps anything more from going out.
    let notSent = false
    const request: RequestFn = (path, init) => {
      if (mayStart()) return ctx.request(path, init)
      notSent = true
      return Promise.resolve(NOT_SENT)
    }
    for (const entry of chain) {
      if (entry.state === 'failed') return
      if (entry.nextAttemptAt > ctx.now()) return waitUntil(entry.nextAttemptAt)
      if (!mayStart()) return
      const outcome = await replayEntry({ ...ctx, request }, entry.seq!)
      // The request function above sets it during the await, which TypeScript's narrowing does not see.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (notSent) return
      switch (outcome.kind) {
        case 'done':
          answered = true
          break
        case 'held':
          answered = true
          held = true
          return
        case 'later':
          answered = true
          return waitUntil(outcome.at)
        case 'needs-sign-in':
          // It outranks a concurrent network failure: the pause, not a backoff, is what must follow.
          answered = true
          stop = 'needs-sign-in'
          return
        case 'server-error':
          stop ??= outcome.kind
          if (outcome.retryBy !== undefined) waitUntil(outcome.retryBy)
          return
        case 'offline':
          stop ??= outcome.kind
          return
      }
    }
  }

  async function worker(): Promise<void> {
    for (let chain = waiting.shift(); chain && !ended(); chain = waiting.shift()) {
      try {
        await replayChain(chain)
      } catch (error) {
        // The database closed under us, or worse: the round ends once the other requests are answered.
        failure ??= { error }
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(options.maxInFlight, waiting.length) }, () => worker()))
  if (failure) throw failure.error
  const wake = wakeAt === undefined ? {} : { wakeAt }
  if (stop) return { outcome: stop, answered, held: true, ...wake }
  // The workers set it through mayStart(), which TypeScript's narrowing does not see.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (cutShort) return { outcome: 'held', answered, held: true }
  return { outcome: 'done', answered, held, ...wake }
}
