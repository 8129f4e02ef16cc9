import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll } from 'vitest'
import { hashPassword } from './auth/passwords'
import type { Clock } from './clock'
import type { Database } from './db/client'
import { users } from './db/schema'
import { sessionCookieName } from './http/session-cookie'
import { outboxDirectory } from './mail/outbox'
import { testOrigin } from './test-app'

// Helpers for the account tests: same-origin JSON requests with a cookie, ready-made users, a clock that can be
// moved, and the outbox read back the way a person's mail client would.

export type RequestOptions = { cookie?: string | undefined; headers?: Record<string, string>; method?: string }

export function jsonRequest(
  body: unknown,
  { cookie, headers = {}, method = 'POST' }: RequestOptions = {},
): RequestInit {
  return {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: testOrigin,
      ...(cookie === undefined ? {} : { Cookie: `${sessionCookieName}=${cookie}` }),
      ...headers,
    },
    body: JSON.stringify(body),
  }
}

export function withCookie(cookie: string | undefined, headers: Record<string, string> = {}): RequestInit {
  return { headers: { ...(cookie === undefined ? {} : { Cookie: `${sessionCookieName}=${cookie}` }), ...headers } }
}

/** The cda_session Set-Cookie line of a response, if it has one. */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName}=`))
}

/** The session token a response set (undefined when it set none or cleared it). */
export function sessionTokenFrom(response: Response): string | undefined {
  const value = sessionSetCookie(response)
    ?.split(';')[0]
    ?.slice(sessionCookieName.length + 1)
  return value ? value : undefined
}

let counter = 0

/** A unique address per call, so tests sharing one database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export const testPassword = 'correct horse battery'

/** Inserts a user straight into the database, confirmed and approved unless told otherwise. */
export async function insertUser(
  db: Database,
  {
    email = uniqueEmail(),
    password = testPassword,
    confirmed = true,
    approved = true,
    passwordHash,
  }: { email?: string; password?: string; confirmed?: boolean; approved?: boolean; passwordHash?: string } = {},
) {
  const at = new Date()
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: passwordHash ?? (await hashPassword(password)),
      firstName: 'Ada',
      lastName: 'Lovelace',
      organization: 'Analytical Engines Pty Ltd',
      description: 'Sustainability lead',
      createdAt: at,
      updatedAt: at,
      emailConfirmedAt: confirmed ? at : null,
      approvedAt: approved ? at : null,
      approvedVia: approved ? 'cli' : null,
    })
    .returning()
  if (!user) throw new Error('user not inserted')
  return { user, email, password }
}

/** A clock that starts at the real time and moves only when told to. */
export function movableClock(): { now: Clock; advance(ms: number): void } {
  let offset = 0
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) }
}

/** A temporary DATA_DIR for the enclosing describe block (its outbox is where the mails land). */
export function useTempDataDir(): () => string {
  let dir: string | undefined
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cda-auth-'))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return () => {
    if (!dir) throw new Error('the temporary DATA_DIR is not ready')
    return dir
  }
}

export type ReadMail = { file: string; to: string; subject: string; text: string; html: string; from: string }

/** Every .eml in DATA_DIR/outbox, oldest first, parsed with mailparser. */
export async function readOutbox(dataDir: string): Promise<ReadMail[]> {
  const directory = outboxDirectory(dataDir)
  let files: string[]
  try {
    files = (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort()
  } catch {
    return []
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(directory, file)))
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '')
      return {
        file,
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        from: parsed.from?.text ?? '',
      }
    }),
  )
}

/** The mails of the outbox for one recipient whose file names carry the given purpose. */
export async function mailsFor(dataDir: string, recipient: string, purpose: string): Promise<ReadMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.file.includes(`-${purpose}-`) && mail.to.includes(recipient))
}

/** The first link in a mail's plain text that starts with the given prefix. */
export function linkIn(text: string, prefix: string): URL {
  const match = text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`)
  return new URL(match)
}
