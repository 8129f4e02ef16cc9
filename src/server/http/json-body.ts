import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { ErrorBody } from '../../core/contract/error'
import type { AppEnv } from './app-env'
import { errorResponse } from './errors'

// No request of ours comes near these bounds. They keep a hostile body (thousands of nested arrays, a million keys)
// from reaching code that walks it recursively, such as the idempotency fingerprint, which would overflow the stack.
export const JSON_BODY_MAX_DEPTH = 32
export const JSON_BODY_MAX_VALUES = 10_000

export const jsonBodyMessages = {
  notJson: 'Request body must be JSON (Content-Type: application/json)',
  malformed: 'Malformed JSON in request body',
  tooDeep: `Request body is nested too deeply (at most ${JSON_BODY_MAX_DEPTH} levels)`,
  tooManyValues: `Request body has too many fields (at most ${JSON_BODY_MAX_VALUES} keys and array items)`,
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

function isJson(contentType: string | undefined): boolean {
  return jsonMediaType.test(contentType?.split(';')[0]?.trim() ?? '')
}

/** Why a parsed value is out of bounds, or undefined. It walks with a stack of its own, so no depth can overflow ours. */
function shapeProblem(value: unknown): string | undefined {
  const pending: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 1 }]
  let values = 0
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, depth } = next
    if (item === null || typeof item !== 'object') continue
    if (depth > JSON_BODY_MAX_DEPTH) return jsonBodyMessages.tooDeep
    const children: unknown[] = Array.isArray(item) ? item : Object.values(item)
    values += children.length
    if (values > JSON_BODY_MAX_VALUES) return jsonBodyMessages.tooManyValues
    for (const child of children) pending.push({ item: child, depth: depth + 1 })
  }
  return undefined
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; detail: string }

/** JSON.parse, refusing malformed text and values beyond the depth and size bounds. */
export function parseJsonWithinBounds(text: string): ParsedJson {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, detail: jsonBodyMessages.malformed }
  }
  const problem = shapeProblem(value)
  return problem === undefined ? { ok: true, value } : { ok: false, detail: problem }
}

/** The 400 answer of every validation failure: the first message as detail, and each issue with its path. */
export function validationFailure(c: Context, issues: readonly v.BaseIssue<unknown>[]): Response {
  const body: ErrorBody = {
    detail: issues[0]?.message ?? 'Invalid request',
    errors: issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
  }
  return c.json(body, 400)
}

type ValidatedJson<Schema extends v.GenericSchema> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: v.InferInput<Schema> }; out: { json: v.InferOutput<Schema> } }
>

function validatedJson<Schema extends v.GenericSchema>(
  schema: Schema,
  { emptyIsObject }: { emptyIsObject: boolean },
): ValidatedJson<Schema> {
  return async (c, next) => {
    // Hono caches the text, so the idempotency fingerprint can read the body again.
    const text = await c.req.text()
    let value: unknown = {}
    if (!emptyIsObject || text.trim() !== '') {
      if (!isJson(c.req.header('Content-Type'))) return errorResponse(c, 415, jsonBodyMessages.notJson)
      const parsed = parseJsonWithinBounds(text)
      if (!parsed.ok) return errorResponse(c, 400, parsed.detail)
      value = parsed.value
    }
    const result = v.safeParse(schema, value)
    if (!result.success) return validationFailure(c, result.issues)
    c.req.addValidatedData('json', result.output as object)
    await next()
    return undefined
  }
}

/**
 * Validates a JSON request body against a contract schema. A body that is not JSON is refused (415), so a form post
 * can never pass for an empty JSON object; malformed JSON and bodies beyond the bounds answer 400.
 */
export function jsonBody<Schema extends v.GenericSchema>(schema: Schema): ValidatedJson<Schema> {
  return validatedJson(schema, { emptyIsObject: false })
}

/**
 * jsonBody() for calls that take no payload (creating a chat session): a request with no body at all is validated as
 * `{}`, whatever its Content-Type; a body that is present must still be JSON.
 */
export function optionalJsonBody<Schema extends v.GenericSchema>(schema: Schema): ValidatedJson<Schema> {
  return validatedJson(schema, { emptyIsObject: true })
}
