import { vValidator } from '@hono/valibot-validator'
import * as v from 'valibot'
import type { ErrorBody } from '../../core/contract/error'

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

function isJson(contentType: string | undefined): boolean {
  return jsonMediaType.test(contentType?.split(';')[0]?.trim() ?? '')
}

/**
 * Validates a JSON request body against a contract schema. Hono's own validator quietly treats a non-JSON body as
 * `{}`; here it is refused (415) so a form post can never pass for an empty JSON object. Malformed JSON reaches the
 * app's error handler as a 400 HTTPException.
 */
export function jsonBody<Schema extends v.GenericSchema | v.GenericSchemaAsync>(schema: Schema) {
  return vValidator('json', schema, (result, c) => {
    if (!isJson(c.req.header('Content-Type'))) {
      const body: ErrorBody = { detail: 'Request body must be JSON (Content-Type: application/json)' }
      return c.json(body, 415)
    }
    if (!result.success) {
      const body: ErrorBody = {
        detail: result.issues[0]?.message ?? 'Invalid request body',
        errors: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
      }
      return c.json(body, 400)
    }
    return undefined
  })
}
