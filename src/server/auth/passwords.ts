import { randomBytes } from 'node:crypto'
import { hash, verify, type Algorithm } from '@node-rs/argon2'

// argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 20-40 ms per hash here. Tests
// use the same parameters, so what they prove holds for production.
// Algorithm is an ambient const enum, which isolated modules cannot read; 2 is its Argon2id member.
const argon2id = 2 as Algorithm

export const passwordHashOptions = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

const currentParameters = `$argon2id$v=19$m=${passwordHashOptions.memoryCost},t=${passwordHashOptions.timeCost},p=${passwordHashOptions.parallelism}$`

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500 that tells the two cases apart.
    return false
  }
}

/** True when a stored hash was made with other parameters than today's, so a successful login should rehash it. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(currentParameters)
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the time of one real verification for a login to an unknown address, so the answer's timing does not
 * reveal whether an account exists. The hash is made once per process with the real parameters.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'))
  await verifyPassword(await dummyHash, password)
  return false
}

/** Starts making the dummy hash early, so the first unknown-address login is not slower than later ones. */
export function prepareDummyHash(): void {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'))
}
