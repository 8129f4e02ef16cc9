import { expect, test } from 'vitest'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords'

test('passwords are hashed with argon2id at OWASP parameters, salted, and verify', async () => {
  const [first, second] = await Promise.all([hashPassword('climate-demo'), hashPassword('climate-demo')])
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/)
  expect(first).not.toBe(second)
  expect(await verifyPassword(first, 'climate-demo')).toBe(true)
  expect(await verifyPassword(first, 'Climate-demo')).toBe(false)
  expect(needsRehash(first)).toBe(false)
})

test('a malformed stored hash reads as a wrong password, and older parameters ask for a rehash', async () => {
  expect(await verifyPassword('not-a-hash', 'anything')).toBe(false)
  expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true)
  expect(needsRehash('$2b$10$bcrypt-style')).toBe(true)
})

test('the dummy verification for unknown addresses always fails', async () => {
  expect(await verifyAgainstDummy('climate-demo')).toBe(false)
})
