import { vValidator } from '@hono/valibot-validator'
import { PageQuerySchema } from '../../core/contract/pages'
import { validationFailure } from './json-body'

/** Validates a list call's `limit` and `cursor` (400 naming the parameter otherwise). */
export const pageQuery = vValidator('query', PageQuerySchema, (result, c) => (result.success ? undefined : validationFailure(c, result.issues)))
