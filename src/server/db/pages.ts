import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { pageCursor, readPageCursor } from '../../core/contract/pages'

// Keyset pages over (created_at, id), newest first, for the lists of src/core/contract/pages.ts. A cursor names the
// last record of the page before, so the next page starts right after it whatever was written meanwhile; an offset
// would shift under a delete and skip a record.

/**
 * Characters of text a page may carry before it ends early (at least one record always goes). Page sizes count
 * records, and fifty drafts at their largest would make one answer of ten megabytes.
 */
export const PAGE_TEXT_BUDGET = 1_000_000

/** A list call's validated query (PageQuerySchema's output). */
export type PageRequest = { limit: number; cursor?: string | undefined }

type Keys = { createdAt: PgColumn; id: PgColumn }
type Keyed = { createdAt: Date; id: string }

export function newestFirst(keys: Keys): SQL[] {
  return [desc(keys.createdAt), desc(keys.id)]
}

/** The records after the cursor's in newestFirst order; everything without one. */
export function afterCursor(keys: Keys, cursor: string | undefined): SQL | undefined {
  const position = cursor === undefined ? undefined : readPageCursor(cursor)
  if (!position) return undefined
  const at = new Date(position.createdAt)
  return or(lt(keys.createdAt, at), and(eq(keys.createdAt, at), lt(keys.id, position.id)))
}

export type Page<Row> = { rows: Row[]; nextCursor: string | null }

/** The page out of rows read with `limit + 1`, and the cursor to the next when more remain. */
export function toPage<Row extends Keyed>(
  rows: readonly Row[],
  limit: number,
  textOf: (row: Row) => number = () => 0,
): Page<Row> {
  const taken: Row[] = []
  let text = 0
  for (const row of rows.slice(0, limit)) {
    text += textOf(row)
    if (taken.length > 0 && text > PAGE_TEXT_BUDGET) break
    taken.push(row)
  }
  const last = taken.at(-1)
  const more = taken.length < rows.length
  return {
    rows: taken,
    nextCursor: more && last ? pageCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null,
  }
}
