import { vValidator } from '@hono/valibot-validator'
import * as v from 'valibot'
import { validationFailure } from './json-body'

const IdParamSchema = v.object({ id: v.pipe(v.string(), v.uuid('id must be a UUID')) })

/**
 * Validates the `:id` of a route as a UUID (400 otherwise): every id we issue or accept is one, and the database's
 * uuid column would answer anything else with an error rather than "not found".
 */
export const uuidParam = vValidator('param', IdParamSchema, (result, c) =>
  result.success ? undefined : validationFailure(c, result.issues),
)
