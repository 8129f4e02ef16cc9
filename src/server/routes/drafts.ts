import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { etagOf, type Draft, type StaleDraftSchema } from '../../core/contract/drafts'
import { endpointPath, endpoints } from '../../core/contract/endpoints'
import { lockUserRow } from '../auth/users'
import {
  countDrafts,
  deleteDraft,
  findDraft,
  insertDraft,
  listDrafts,
  toDraft,
  updateDraft,
  type DraftRow,
} from '../drafts/drafts'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { ifNoneMatchHits, parseIfMatch } from '../http/etag'
import { idempotent, type IdempotencyDeps, type Outcome } from '../http/idempotency'
import { mountEndpoint } from '../http/endpoint-route'
import { requireSession, signedInSession } from '../http/session'
import { groupThousands } from '../../core/number-format'

export const draftDetails = {
  notFound: 'Draft not found.',
  idTaken: 'A draft with this id already exists.',
  stale: 'This draft was changed elsewhere.',
  limit: (max: number) =>
    `You have reached the limit of ${groupThousands(max)} saved reports. Delete a report you no longer need to save a new one.`,
}

/** `maxDrafts`: how many drafts one user may keep (MAX_DRAFTS_PER_USER). */
export type DraftDeps = IdempotencyDeps & { maxDrafts: number }

function draftHeaders(row: DraftRow): Record<string, string> {
  return { ETag: etagOf(row.rev) }
}

/**
 * The saved drafts of Write Assist (endpoints.drafts): listed in pages,
 * created, and read, replaced or deleted by id. Revisions travel as ETags; PUT and DELETE honour If-Match.
 */
export function draftRoutes(deps: DraftDeps) {
  const { db, now, maxDrafts } = deps
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.drafts.list, [requireSession], async (c, answer) => {
    const page = await listDrafts(db, signedInSession(c).user.id, c.req.valid('query'))
    return answer({ reports: page.rows.map(toDraft), next_cursor: page.nextCursor })
  })
  mountEndpoint(app, endpoints.drafts.create, [requireSession], async (c) => {
    const userId = signedInSession(c).user.id
    const body = c.req.valid('json')
    return idempotent(c, deps, userId, (transact) =>
      transact(async (tx): Promise<Outcome> => {
        await lockUserRow(tx, userId)
        const row = await insertDraft(tx, {
          id: body.id ?? randomUUID(),
          userId,
          title: body.title,
          content: body.content,
          disclosureType: body.disclosure_type,
          now: now(),
        })
        // The same answer whether the id is this user's or someone else's: nothing about another user leaks.
        if (!row) return { status: 409, body: { detail: draftDetails.idTaken } }
        // Counted after the insert, so a repeated create of a draft that exists still hears 409 at the limit; an
        // error outcome rolls the insert back.
        if ((await countDrafts(tx, userId)) > maxDrafts)
          return { status: 403, body: { detail: draftDetails.limit(maxDrafts) } }
        const answer: Draft = toDraft(row)
        return {
          status: 201,
          body: answer,
          headers: { ...draftHeaders(row), Location: endpointPath(endpoints.drafts.get, { params: { id: row.id } }) },
        }
      }),
    )
  })
  mountEndpoint(app, endpoints.drafts.get, [requireSession], async (c, answer) => {
    const row = await findDraft(db, signedInSession(c).user.id, c.req.valid('param').id)
    if (!row) return errorResponse(c, 404, draftDetails.notFound)
    if (ifNoneMatchHits(c.req.header('If-None-Match'), row.rev)) return c.body(null, 304, draftHeaders(row))
    return answer(toDraft(row), 200, draftHeaders(row))
  })
  mountEndpoint(app, endpoints.drafts.update, [requireSession], async (c, answer) => {
    const { title, content } = c.req.valid('json')
    const outcome = await updateDraft(db, {
      userId: signedInSession(c).user.id,
      id: c.req.valid('param').id,
      title,
      content,
      condition: parseIfMatch(c.req.header('If-Match')),
      now: now(),
    })
    switch (outcome.kind) {
      case 'missing':
        return errorResponse(c, 404, draftDetails.notFound)
      case 'stale': {
        const stale: v.InferOutput<typeof StaleDraftSchema> = {
          detail: draftDetails.stale,
          current: toDraft(outcome.current),
        }
        return c.json(stale, 412, draftHeaders(outcome.current))
      }
      case 'written':
        return answer(toDraft(outcome.row), 200, draftHeaders(outcome.row))
    }
  })
  mountEndpoint(app, endpoints.drafts.delete, [requireSession], async (c, answer) => {
    const outcome = await deleteDraft(db, {
      userId: signedInSession(c).user.id,
      id: c.req.valid('param').id,
      condition: parseIfMatch(c.req.header('If-Match')),
    })
    if (outcome.kind === 'stale') {
      const stale: v.InferOutput<typeof StaleDraftSchema> = {
        detail: draftDetails.stale,
        current: toDraft(outcome.current),
      }
      return c.json(stale, 412, draftHeaders(outcome.current))
    }
    return answer({ status: 'deleted' })
  })
  return app
}
