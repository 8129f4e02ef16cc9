import * as v from 'valibot'

// The user's public fields, as the login response returns them and the browser stores them under "user".
// Only email and first_name are required to be present; the rest are shown when the server sends them.
export const PublicUserSchema = v.object({
  email: v.pipe(v.string(), v.email()),
  first_name: v.optional(v.nullable(v.string())),
  last_name: v.optional(v.nullable(v.string())),
  organization: v.optional(v.nullable(v.string())),
  description: v.optional(v.nullable(v.string())),
})

export type PublicUser = v.InferOutput<typeof PublicUserSchema>
