import * as v from 'valibot'

// Typed search parameters of the account routes. A malformed value falls back to "absent" instead of failing the
// page, so each screen can show its own "missing token" message.
const optionalText = v.fallback(v.optional(v.string()), undefined)

export const loginSearch = v.object({ returnUrl: optionalText })
export const tokenSearch = v.object({ token: optionalText })
export const approvalSearch = v.object({ token: optionalText, email: optionalText })
