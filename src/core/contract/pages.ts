import * as v from 'valibot'

// The lists of drafts and chat sessions come in pages, newest first by creation: `?limit=` items at most and
// `?cursor=` the `next_cursor` of the page before, which is null on the last page. Creation time and id never change,
// so a client walking the pages while records are edited never skips one that existed throughout, and never sees one
// twice; a record created meanwhile lands before the first page and shows on the next walk.
export const PAGE_SIZE_DEFAULT = 50
export const PAGE_SIZE_MAX = 200

/** Where the next page starts: just after this record in the list's order. */
export type PagePosition = { createdAt: string; id: string }

const cursorPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

export function pageCursor(position: PagePosition): string {
  return `${position.createdAt}_${position.id}`
}

/** The position a cursor names, or undefined for a string no server issued. */
export function readPageCursor(cursor: string): PagePosition | undefined {
  const match = cursorPattern.exec(cursor)
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) return undefined
  return { createdAt: match[1], id: match[2] }
}

const limitMessage = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`

/** The query of a list call; each value arrives as a string. */
export const PageQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, limitMessage),
      v.transform(Number),
      v.minValue(1, limitMessage),
      v.maxValue(PAGE_SIZE_MAX, limitMessage),
    ),
    String(PAGE_SIZE_DEFAULT),
  ),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.check((cursor) => readPageCursor(cursor) !== undefined, 'cursor must be a next_cursor this server gave'),
    ),
  ),
})
export type PageQuery = v.InferInput<typeof PageQuerySchema>

export const NextCursorSchema = v.nullable(v.string())
