import type * as v from 'valibot'
import { PAGE_SIZE_MAX, pageQueryString } from '../../core/contract/pages'
import type { ApiResult } from '../lib/api-fetch'
import type { RequestFn } from './replay-entry'

type Paged = { next_cursor: string | null }

/**
 * Every page of one of the server's lists (src/core/contract/pages.ts), in the largest pages it allows. The whole
 * list or the first failure, never part of it: the pull removes from the device what the server's list lacks, so a
 * list cut short would look like records deleted on the server.
 */
export async function readAllPages<Page extends Paged, Item>(
  request: RequestFn,
  path: string,
  { schema, itemsOf, timeoutMs }: { schema: v.GenericSchema<unknown, Page>; itemsOf: (page: Page) => Item[]; timeoutMs: number | undefined },
): Promise<ApiResult<Item[]>> {
  const items: Item[] = []
  let cursor: string | undefined
  for (;;) {
    const page = await request(`${path}${pageQueryString({ limit: String(PAGE_SIZE_MAX), ...(cursor === undefined ? {} : { cursor }) })}`, { schema, timeoutMs })
    if (!page.ok) return page
    items.push(...itemsOf(page.data))
    if (page.data.next_cursor === null) return { ok: true, status: page.status, data: items }
    // A server that named the same page again would keep this loop going for ever.
    if (page.data.next_cursor === cursor) return { ok: false, error: { kind: 'invalid-response', status: page.status } }
    cursor = page.data.next_cursor
  }
}
