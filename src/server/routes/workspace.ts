import { Hono } from 'hono'
import type * as v from 'valibot'
import { etagOf } from '../../core/contract/drafts'
import { endpoints } from '../../core/contract/endpoints'
import { workspaceMessages, type SharedWorkspace, type StaleWorkspaceSchema } from '../../core/contract/workspace'
import type { Clock } from '../clock'
import type { Database } from '../db/client'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { ifNoneMatchHits, parseIfMatch } from '../http/etag'
import { mountEndpoint } from '../http/endpoint-route'
import { requireSession, signedInSession } from '../http/session'
import { findWorkspace, toWorkspace, writeWorkspace } from '../workspaces/workspaces'

export type WorkspaceDeps = { db: Database; now: Clock }

const headersOf = (workspace: SharedWorkspace) => ({ ETag: etagOf(workspace.rev) })

/**
 * The Write Assist workspace shared between a user's devices (docs/decisions/152; endpoints.workspace), read and
 * replaced. The path names no id: every call reaches the caller's own workspace, so another user's is
 * out of reach by construction. As with a draft's PUT, the revision makes a repeated PUT harmless (it is answered
 * 412 with the text it already stored), so no Idempotency-Key record is kept.
 */
export function workspaceRoutes({ db, now }: WorkspaceDeps) {
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.workspace.get, [requireSession], async (c, answer) => {
    const workspace = toWorkspace(await findWorkspace(db, signedInSession(c).user.id))
    if (ifNoneMatchHits(c.req.header('If-None-Match'), workspace.rev)) return c.body(null, 304, headersOf(workspace))
    return answer(workspace, 200, headersOf(workspace))
  })
  mountEndpoint(app, endpoints.workspace.put, [requireSession], async (c, answer) => {
    // Unlike a draft's PUT, never unconditional: only this app's clients call it, and a write that names no
    // revision could replace another device's text unseen.
    const condition = parseIfMatch(c.req.header('If-Match'))
    if (condition === undefined) return errorResponse(c, 428, workspaceMessages.missingIfMatch)
    const outcome = await writeWorkspace(db, {
      userId: signedInSession(c).user.id,
      workspace: c.req.valid('json'),
      condition,
      now: now(),
    })
    if (outcome.kind === 'stale') {
      const stale: v.InferOutput<typeof StaleWorkspaceSchema> = {
        detail: workspaceMessages.stale,
        current: outcome.current,
      }
      return c.json(stale, 412, headersOf(outcome.current))
    }
    const workspace = toWorkspace(outcome.row)
    return answer(workspace, 200, headersOf(workspace))
  })
  return app
}
