import { vValidator } from '@hono/valibot-validator'
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'
import type { ErrorBody } from '../../core/contract/error'
import type { AppEnv } from './app-env'

const notJson: ErrorBody = { detail: 'Request body must be JSON (Content-Type: application/json)' }

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

function isJson(contentType: string | undefined): boolean {
  return jsonMediaType.test(contentType?.split(';')[0]?.trim() ?? '')
}

/** The 400 answer of every validation failure: the first message as detail, and each issue with its path. */
export function validationFailure(c: Context, issues: readonly v.BaseIssue<unknown>[]): Response {
  const body: ErrorBody = {
    detail: issues[0]?.message ?? 'Invalid request',
    errors: issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
  }
  return c.json(body, 400)
}

/**
 * Validates a JSON request body against a contract schema. Hono's own validator quietly treats a non-JSON body as
 * `{}`; here it is refused (415) so a form post can never pass for an empty JSON object. Malformed JSON reaches the
 * app's error handler as a 400 HTTPException.
 */
export function jsonBody<Schema extends v.GenericSchema | v.GenericSchemaAsync>(schema: Schema) {
  return vValidator('json', schema, (result, c) => {
    if (!isJson(c.req.header('Content-Type'))) {
      return c.json(notJson, 415)
    }
    if (!result.success) return validationFailure(c, result.issues)
    return undefined
  })
}

/**
 * jsonBody() for calls whose payload SPEC.md calls "none" (creating a chat session): a request with no body at all
 * is validated as `{}`, whatever its Content-Type; a body that is present must still be JSON.
 */
export function optionalJsonBody<Schema extends v.GenericSchema>(
  schema: Schema,
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<Schema> }; out: { json: v.InferOutput<Schema> } }> {
  return async (c, next) => {
    // Hono caches the text, so the idempotency fingerprint can read the body again.
    const text = await c.req.text()
    let value: unknown = {}
    if (text.trim() !== '') {
      if (!isJson(c.req.header('Content-Type'))) return c.json(notJson, 415)
      try {
        value = JSON.parse(text)
      } catch {
        throw new HTTPException(400, { message: 'Malformed JSON in request body' })
      }
    }
    const result = v.safeParse(schema, value)
    if (!result.success) return validationFailure(c, result.issues)
    c.req.addValidatedData('json', result.output as object)
    await next()
    return undefined
  }
}
