import type { Database } from '../db/client'
import { corpusCounts, type CorpusCounts } from './report-store'

// What GET /api/health says about the report corpus: how many reports and chunks it holds and whether this process
// is still generating the demo corpus. Counting 60,000 chunks costs a few milliseconds, and load balancers poll
// health often, so a count is reused for a few seconds.

export type CorpusSnapshot = CorpusCounts & { seeding: boolean }

export type CorpusStatus = {
  seeding: boolean
  snapshot(): Promise<CorpusSnapshot>
  /** Forgets the cached counts (after a batch of reports was stored). */
  invalidate(): void
}

const CACHE_MS = 5_000

export function createCorpusStatus(db: Database, now: () => number = Date.now): CorpusStatus {
  let cached: { at: number; counts: Promise<CorpusCounts> } | undefined
  const status: CorpusStatus = {
    seeding: false,
    async snapshot() {
      if (!cached || now() - cached.at > CACHE_MS) {
        const counts = corpusCounts(db)
        cached = { at: now(), counts }
        // A failed count must not be served from the cache to the next caller.
        counts.catch(() => {
          if (cached?.counts === counts) cached = undefined
        })
      }
      return { ...(await cached.counts), seeding: status.seeding }
    },
    invalidate() {
      cached = undefined
    },
  }
  return status
}
