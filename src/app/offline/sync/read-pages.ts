import type * as v from 'valibot'
import type { Endpoint, EndpointResponse } from '../../../core/contract/endpoints'
import { PAGE_SIZE_MAX, type PageQuerySchema } from '../../../core/contract/pages'
import { callEndpoint, type ApiResult, type EndpointCall, type RequestFn } from '../../lib/api-fetch'

/** A list call of the registry: paged by `limit` and `cursor`, each answer naming the next page. */
type ListEndpoint = Endpoint & {
  query: typeof PageQuerySchema
  response: v.GenericSchema<unknown, { next_cursor: string | null }>
}

/**
 * Every page of one of the server's lists (src/core/contract/pages.ts), in the largest pages it allows. The whole
 * list or the first failure, never part of it: the pull removes from the device what the server's list lacks, so a
 * list cut short would look like records deleted on the server.
 */
export async function readAllPages<E extends ListEndpoint, Item>(
  request: RequestFn,
  entry: E,
  { itemsOf, timeoutMs }: { itemsOf: (page: EndpointResponse<E>) => Item[]; timeoutMs: number | undefined },
): Promise<ApiResult<Item[]>> {
  const items: Item[] = []
  let cursor: string | undefined
  for (;;) {
    const call = {
      query: { limit: String(PAGE_SIZE_MAX), ...(cursor === undefined ? {} : { cursor }) },
      timeoutMs,
    } as unknown as EndpointCall<E>
    const page = await callEndpoint(request, entry, call)
    if (!page.ok) return page
    items.push(...itemsOf(page.data))
    if (page.data.next_cursor === null) return { ok: true, status: page.status, data: items }
    // A server that named the same page again would keep this loop going for ever.
    if (page.data.next_cursor === cursor) return { ok: false, error: { kind: 'invalid-response', status: page.status } }
    cursor = page.data.next_cursor
  }
}
