// One spelling per mailbox: the contract trims, the server also lower-cases before every lookup and store, so
// Ada@Example.com and ada@example.com are one account (and one rate-limit bucket).
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
