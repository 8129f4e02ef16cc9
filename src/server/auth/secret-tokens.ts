import { createHash, randomBytes } from 'node:crypto'

// Session cookies and mailed links carry 256 random bits; only their SHA-256 is stored. A slow hash would add
// nothing here: unlike passwords, these values cannot be guessed, so a fast digest is enough to make a copy of the
// database useless for signing in or following a link.

export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSecretToken(token) }
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
