// Seeded fuzzing of the whole API in one process: thousands of requests built from a valid example of each endpoint
// and then broken in the ways attackers and bad clients break them (control characters, wrong types, huge numbers,
// deep nesting, junk headers, foreign hosts, strange ids). The rule checked: nothing answers 5xx, no answer or log
// line carries a stack trace, and every answer is JSON with a detail when it is an error. A failure prints the
// seed and the request, so it replays exactly.

import { describe, expect, test } from 'vitest'
import { seededRandom, type Random } from '../../core/seeded-random'
import { createSession } from '../auth/sessions'
import { sessionCookieName } from '../http/session-cookie'
import { insertUser } from '../test-accounts'
import { createTestApp, testOrigin } from '../test-app'
import { useTestDatabase } from '../test-database'
import { probedEndpoints, type ProbedEndpoint } from './endpoints'
import { API_PREFIX, endpoints } from '../../core/contract/endpoints'

const SEED = 20261124
const REQUESTS = 5000
const COSTLY_SHARE = 0.04
const STACK_TRACE = /\n\s+at\s+\S.*[:(]\d+:\d+\)?|\bError:\s.*\n\s+at\b/

// Values that have broken servers: control characters, the longest and strangest strings, numbers past every
// integer type, and the wrong type altogether.
const STRANGE_STRINGS = [
  '\u0000',
  'title\u0000with NUL',
  '\u0001\u0002\u0007\u001b[31m',
  '\ud800',
  '\u202eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🌏🔥',
  ' '.repeat(6),
  '',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%0a%0d',
  'x'.repeat(70_000),
  '9'.repeat(400),
]
const STRANGE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -0,
  [],
  {},
  [[[]]],
  { $ne: null },
  ['a', 1, null],
]
const STRANGE_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '6f1c2d9e-3b4a-4c5d-8e7f-90a1b2c3d4e5',
  '%00',
  '..%2f..%2f',
  'x'.repeat(2000),
  '1 OR 1=1',
]
const STRANGE_IF_MATCH = [
  '"2147483648"',
  '"-1"',
  '"1e9"',
  '"99999999999999999999999"',
  'W/"1"',
  '*',
  '"',
  'garbage',
  '"0x10"',
  '"1", "2"',
]
const STRANGE_KEYS = ['', 'k', 'x'.repeat(5000), '\u0000', '🌏', 'a3e1c2b4-5d6f-4a7b-8c9d-0e1f2a3b4c5d']

// A header can only carry visible Latin-1 characters: anything else never leaves a real client.
const headerSafe = (value: string) => /^[\x20-\x7e\xa0-\xff]*$/.test(value)

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth)
}

function strangeValue(random: Random): unknown {
  return random.chance(0.6) ? random.pick(STRANGE_STRINGS) : random.pick(STRANGE_VALUES)
}

/** A valid body broken in one or more places, or replaced by something that is not the body at all. */
function mutatedBody(random: Random, endpoint: ProbedEndpoint): string | undefined {
  const base = endpoint.body?.()
  const roll = random.next()
  if (roll < 0.05) return undefined
  if (roll < 0.1)
    return random.pick([
      '{',
      'null',
      '[]',
      '"text"',
      '{"a":',
      '\u0000',
      nested(random.between(100, 6000)),
      `{"a":${nested(5000)}}`,
    ])
  if (roll < 0.15)
    return JSON.stringify(
      Object.fromEntries(Array.from({ length: random.between(1000, 5000) }, (_, i) => [`k${i}`, i])),
    )
  if (base === undefined || typeof base !== 'object' || base === null) return JSON.stringify(strangeValue(random))
  const body: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  const keys = Object.keys(body)
  for (let i = random.between(1, 3); i > 0; i -= 1) {
    const action = random.next()
    const key = keys.length > 0 ? random.pick(keys) : 'extra'
    if (action < 0.6) body[key] = strangeValue(random)
    else if (action < 0.75) delete body[key]
    else if (action < 0.9)
      body[random.pick(['__proto__', 'constructor', 'id', 'extra', key.toUpperCase()])] = strangeValue(random)
    else body[key] = JSON.parse(nested(random.between(2, 200)))
  }
  return JSON.stringify(body)
}

type Probe = { method: string; path: string; headers: Record<string, string>; body: string | undefined }

describe('the API under seeded fuzzing (PGlite)', () => {
  const database = useTestDatabase('pglite')

  test('the endpoint table lists every API route the server answers', () => {
    const { app } = createTestApp(database())
    const served = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith(API_PREFIX))
        .map((route) => `${route.method} ${route.path}`),
    )
    const listed = new Set(probedEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path.split('?')[0]}`))
    expect([...served].filter((route) => !listed.has(route))).toEqual([])
    expect([...listed].filter((route) => !served.has(route))).toEqual([])
  })

  test(`${REQUESTS} broken requests: no 5xx, no stack trace, every error a JSON detail`, async () => {
    // The owner is an administrator too, so the library's calls are fuzzed past their 403.
    const { app, logs } = createTestApp(database(), {
      rateLimits: {},
      env: { ADMIN_EMAILS: 'admin@localhost,owner@example.com' },
    })
    const { user, email } = await insertUser(database().db, {
      email: 'owner@example.com',
      passwordHash: 'not-used-by-the-fuzz-test',
    })
    const cookieFor = async () =>
      `${sessionCookieName}=${(await createSession(database().db, user.id, new Date())).token}`
    let cookie = await cookieFor()
    const owned = { draft: [] as string[], session: [] as string[] }
    const random = seededRandom(SEED)
    const routine = probedEndpoints.filter((endpoint) => !endpoint.costly)
    const costly = probedEndpoints.filter((endpoint) => endpoint.costly)
    const failures: string[] = []

    for (let n = 0; n < REQUESTS && failures.length < 5; n += 1) {
      const endpoint = random.chance(COSTLY_SHARE) ? random.pick(costly) : random.pick(routine)
      const idPool = endpoint.owns ? owned[endpoint.owns] : []
      const id = idPool.length > 0 && random.chance(0.7) ? random.pick(idPool) : random.pick(STRANGE_IDS)
      let path = endpoint.path.replace(':id', encodeURIComponent(id).replace(/%25/g, '%'))
      if (random.chance(0.05))
        path += `${path.includes('?') ? '&' : '?'}${random.pick(['page=-1', 'limit=1e9', 'cursor=%00', 'x=' + 'y'.repeat(3000)])}`
      const headers: Record<string, string> = {}
      const signedIn = endpoint.as === 'owner' ? random.chance(0.9) : random.chance(0.3)
      if (signedIn)
        Object.assign(headers, {
          Cookie: cookie,
          'X-User-Email': random.chance(0.95) ? email : random.pick(STRANGE_STRINGS.filter(headerSafe)),
        })
      if (endpoint.method !== 'GET')
        headers.Origin = random.chance(0.95) ? testOrigin : random.pick(['http://evil.example', 'null', ''])
      if (random.chance(0.05)) headers.Host = random.pick(['evil.example', 'localhost:1', ''])
      const body =
        endpoint.method === 'GET'
          ? undefined
          : endpoint.method === 'DELETE'
            ? random.chance(0.05)
              ? '{}'
              : undefined
            : mutatedBody(random, endpoint)
      if (body !== undefined)
        headers['Content-Type'] = random.chance(0.9)
          ? 'application/json'
          : random.pick(['text/plain', 'application/json; charset=latin1', 'multipart/form-data'])
      if (endpoint.method === 'PUT' || endpoint.method === 'DELETE') {
        if (random.chance(0.8)) headers['If-Match'] = random.chance(0.4) ? '"1"' : random.pick(STRANGE_IF_MATCH)
      }
      if (endpoint.method === 'POST' && random.chance(0.3))
        headers['Idempotency-Key'] = random.pick(STRANGE_KEYS.filter(headerSafe))
      const probe: Probe = { method: endpoint.method, path, headers, body }

      const response = await app.request(path, {
        method: endpoint.method,
        headers,
        ...(body === undefined ? {} : { body }),
      })
      const text = await response.text()
      const problem =
        response.status >= 500
          ? `answered ${response.status}`
          : STACK_TRACE.test(text)
            ? 'answer carries a stack trace'
            : response.status >= 400 &&
                !/^application\/(problem\+)?json/.test(response.headers.get('Content-Type') ?? '')
              ? `error ${response.status} is not JSON`
              : undefined
      if (problem)
        failures.push(
          `#${n} (seed ${SEED}) ${problem}: ${JSON.stringify(probe).slice(0, 400)} -> ${text.slice(0, 300)}`,
        )

      // Keep a pool of the owner's records for the id-taking endpoints, and a live session after a logout.
      if (response.status === 201 || response.status === 200) {
        const created = /"id":"([0-9a-f-]{36})"/.exec(text)?.[1]
        if (created && endpoint.entry === endpoints.drafts.create) owned.draft.push(created)
        if (created && endpoint.entry === endpoints.chat.createSession) owned.session.push(created)
      }
      if (endpoint.entry === endpoints.auth.logout && signedIn) cookie = await cookieFor()
    }

    const logged = logs.filter((line) => line.level >= 50 || JSON.stringify(line).match(STACK_TRACE))
    expect(failures).toEqual([])
    expect(logged.map((line) => line.msg)).toEqual([])
  }, 120_000)
})
