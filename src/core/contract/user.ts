import * as v from 'valibot'

// The user's public fields, as the login response returns them and the browser stores them under "user".
// Only email and first_name are required to be present; the rest are shown when the server sends them.
export const PublicUserSchema = v.object({
  email: v.pipe(v.string(), v.email()),
  first_name: v.optional(v.nullable(v.string())),
  last_name: v.optional(v.nullable(v.string())),
  organization: v.optional(v.nullable(v.string())),
  description: v.optional(v.nullable(v.string())),
  /** An administrator (ADMIN_EMAILS or the users table's flag): the navigation offers the report library. */
  is_admin: v.optional(v.boolean()),
})

export type PublicUser = v.InferOutput<typeof PublicUserSchema>
