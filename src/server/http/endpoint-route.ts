import { vValidator } from '@hono/valibot-validator'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import type { Endpoint, EndpointResponse } from '../../core/contract/endpoints'
import type { AppEnv } from './app-env'
import { jsonBody, optionalJsonBody, validationFailure } from './json-body'

// Mounts a route from its entry in the endpoint registry (src/core/contract/endpoints.ts), so the server cannot
// answer a path, method or body shape the registry does not name. The rule for the order of checks: the route's own
// middleware (a session, an administrator, a body limit) runs first, so a signed-out caller hears 401 before any
// word about their request; then the path parameters, the query and the JSON body are validated (400, or 415 for a
// body that is not JSON), and the handler gets them typed.

type Out<Target extends string, S> = S extends v.GenericSchema ? { [K in Target]: v.InferOutput<S> } : object

type Validated<E extends Endpoint> = {
  out: Out<'param', E['params']> & Out<'query', E['query']> & Out<'json', E['body']>
}

/** The 2xx answer, its body typed by the entry's response schema. */
export type Answer<E extends Endpoint> = (
  body: EndpointResponse<E>,
  status?: 200 | 201 | 202,
  headers?: Record<string, string>,
) => Response

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv, string, Validated<E>>,
  answer: Answer<E>,
) => Response | Promise<Response>

const failed = (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }, c: Context) =>
  result.success ? undefined : validationFailure(c, result.issues ?? [])

// The validator's own type carries what it validated; the handler's context type says it again (Validated above).
const validator = (target: 'param' | 'query', schema: v.GenericSchema) =>
  vValidator(target, schema, failed) as unknown as MiddlewareHandler<AppEnv>

function validatorsOf(entry: Endpoint): MiddlewareHandler<AppEnv>[] {
  const validators: MiddlewareHandler<AppEnv>[] = []
  if (entry.params) validators.push(validator('param', entry.params))
  if (entry.query) validators.push(validator('query', entry.query))
  if (entry.body) validators.push(entry.emptyBody ? optionalJsonBody(entry.body) : jsonBody(entry.body))
  return validators
}

/** Adds the entry's route to `app`: `middleware` first, then the entry's validators, then `handler`. */
export function mountEndpoint<E extends Endpoint>(
  app: Hono<AppEnv>,
  entry: E,
  middleware: MiddlewareHandler<AppEnv>[],
  handler: EndpointHandler<E>,
): void {
  const run: MiddlewareHandler<AppEnv> = async (c) => {
    const answer: Answer<E> = (body, status = 200, headers) => c.json(body as object, status, headers)
    return handler(c, answer)
  }
  const handlers: [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]] = [
    ...middleware,
    ...validatorsOf(entry),
    run,
  ] as never
  app.on(entry.method, entry.path, ...handlers)
}
