import * as v from 'valibot'

// Every non-2xx answer of the API has this shape, never HTML or a stack trace; validation failures add field errors.
export const ErrorBodySchema = v.object({
  detail: v.string(),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
})

export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>
