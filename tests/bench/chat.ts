// Chat over HTTP (issue 7): POST /api/llm/tcfd/chat/{id} to a real local server running the grounded engine, each
// send under its own Idempotency-Key as the browser's outbox sends it. One user alone, then 20 users at once (the demo
// account and 19 accounts made through sign-up, confirmation and approval), each in its own session asking ten
// questions in turn; both as a plain JSON send and as a streamed one (time to the first delta and to `done`).
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { createParser } from 'eventsource-parser'
import { createApprovedAccount } from '../e2e/approved-account'
import { startServer } from '../e2e/server-process'
import { signIn } from './demo-session'
import { medianP95 } from './stats'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

type Row = [string, string]
type Headers = Record<string, string>
type Timing = { done: number; firstDelta?: number }

const USERS = 20
const QUESTIONS = [
  'What should a board disclose about its oversight of climate-related risks?',
  'How should we describe our climate scenario analysis?',
  'Which Scope 3 categories do we have to report under AASB S2?',
  'What belongs in a climate transition plan?',
  'How do we describe physical risks to our sites?',
  'What metrics and targets does AASB S2 expect?',
  'How should management’s role in climate risk be described?',
  'When does a Group 2 entity start reporting?',
  'How do we integrate climate risk into enterprise risk management?',
  'What is the difference between acute and chronic physical risk?',
]

function check(ok: boolean, what: string, detail: string): void {
  // A fast error is not a fast reply: every answer must be a stored, cited reply.
  if (!ok) throw new Error(`${what}: ${detail.slice(0, 300)}`)
}

async function newSession(url: string, headers: Headers): Promise<string> {
  const response = await fetch(`${url}${endpointPath(endpoints.chat.createSession, {})}`, {
    method: 'POST',
    headers,
    body: '{}',
  })
  const body = (await response.json()) as { id?: string }
  check(response.status === 201 && typeof body.id === 'string', 'POST /chat/session', JSON.stringify(body))
  return body.id!
}

function sendRequest(
  url: string,
  headers: Headers,
  sessionId: string,
  question: string,
  accept?: string,
): [string, RequestInit] {
  const keyed: Headers = { ...headers, 'Idempotency-Key': randomUUID(), ...(accept ? { Accept: accept } : {}) }
  return [
    `${url}${endpointPath(endpoints.chat.send, { params: { id: sessionId } })}`,
    { method: 'POST', headers: keyed, body: JSON.stringify({ query: question, message_id: randomUUID() }) },
  ]
}

function checkReply(data: string): void {
  const reply = JSON.parse(data) as { message?: { role?: string; content?: string; sources?: unknown[] } }
  check(
    reply.message?.role === 'assistant' &&
      (reply.message.content?.length ?? 0) > 0 &&
      (reply.message.sources?.length ?? 0) > 0,
    'reply',
    data,
  )
}

async function sendPlain(url: string, headers: Headers, sessionId: string, question: string): Promise<Timing> {
  const started = performance.now()
  const response = await fetch(...sendRequest(url, headers, sessionId, question))
  const text = await response.text()
  const done = performance.now() - started
  check(response.status === 200, `POST /chat/{id} answered ${response.status}`, text)
  checkReply(text)
  return { done }
}

async function sendStreamed(url: string, headers: Headers, sessionId: string, question: string): Promise<Timing> {
  const started = performance.now()
  const response = await fetch(...sendRequest(url, headers, sessionId, question, 'text/event-stream'))
  if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').startsWith('text/event-stream')) {
    check(false, `streamed send answered ${response.status}`, await response.text())
  }
  let firstDelta: number | undefined
  let end: { event: string; data: string; at: number } | undefined
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event === 'delta') firstDelta ??= performance.now() - started
      else end ??= { event: event ?? 'message', data, at: performance.now() - started }
    },
  })
  const decoder = new TextDecoder()
  const reader = response.body!.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read())
    parser.feed(decoder.decode(read.value, { stream: true }))
  check(end?.event === 'done' && firstDelta !== undefined, 'stream end', JSON.stringify(end))
  checkReply(end!.data)
  return { done: end!.at, firstDelta: firstDelta! }
}

type Send = typeof sendPlain

/** One user asking `count` questions in turn in a fresh session of their own. */
async function conversation(
  url: string,
  headers: Headers,
  send: Send,
  offset: number,
  count = QUESTIONS.length,
): Promise<Timing[]> {
  const sessionId = await newSession(url, headers)
  const timings: Timing[] = []
  for (let i = 0; i < count; i += 1)
    timings.push(await send(url, headers, sessionId, QUESTIONS[(i + offset) % QUESTIONS.length]!))
  return timings
}

type Crowd = { timings: Timing[]; seconds: number }

/** Every user in a conversation at the same time. */
async function together(url: string, users: Headers[], send: Send, count?: number): Promise<Crowd> {
  const started = performance.now()
  const all = await Promise.all(users.map((headers, n) => conversation(url, headers, send, n, count)))
  return { timings: all.flat(), seconds: (performance.now() - started) / 1000 }
}

export async function benchChat(rounds = 3): Promise<Row[]> {
  const load = [loadavg()[0]!]
  const server = await startServer({ LOG_LEVEL: 'warn' })
  try {
    const health = (await (await fetch(`${server.url}${endpointPath(endpoints.health, {})}`)).json()) as {
      engine?: { kind?: string }
    }
    check(health.engine?.kind === 'grounded', 'engine', JSON.stringify(health))
    const demo = await signIn(server.url)
    const users = [demo]
    for (let n = 1; n < USERS; n += 1)
      users.push(await signIn(server.url, await createApprovedAccount(server.url, server.dataDir, `bench${n}`)))

    // Warm-up, every user's connection included: the first requests of a run are several times slower.
    for (const send of [sendPlain, sendStreamed]) {
      await conversation(server.url, demo, send, 0)
      await together(server.url, users, send, 2)
    }
    // Plain and streamed runs alternate, so that load from elsewhere on a shared machine falls on both alike.
    const single = { plain: [] as Timing[], streamed: [] as Timing[] }
    const crowd = { plain: [] as Crowd[], streamed: [] as Crowd[] }
    for (let round = 0; round < rounds; round += 1) {
      single.plain.push(...(await conversation(server.url, demo, sendPlain, round)))
      single.streamed.push(...(await conversation(server.url, demo, sendStreamed, round)))
      crowd.plain.push(await together(server.url, users, sendPlain))
      crowd.streamed.push(await together(server.url, users, sendStreamed))
    }
    load.push(loadavg()[0]!)

    const done = (timings: Timing[]) => medianP95(timings.map((timing) => timing.done))
    const first = (timings: Timing[]) => medianP95(timings.map((timing) => timing.firstDelta!))
    const all = (runs: Crowd[]) => runs.flatMap((run) => run.timings)
    const rate = (runs: Crowd[]) =>
      (all(runs).length / runs.reduce((seconds, run) => seconds + run.seconds, 0)).toFixed(0)
    const n = { single: single.plain.length, crowd: all(crowd.plain).length }
    return [
      [`chat send round trip, one user (median / p95 of ${n.single})`, done(single.plain)],
      [`chat send streamed, one user: first delta (median / p95 of ${n.single})`, first(single.streamed)],
      [`chat send streamed, one user: done (median / p95 of ${n.single})`, done(single.streamed)],
      [`chat send round trip, ${USERS} users at once (median / p95 of ${n.crowd})`, done(all(crowd.plain))],
      [
        `chat send streamed, ${USERS} users at once: first delta (median / p95 of ${n.crowd})`,
        first(all(crowd.streamed)),
      ],
      [`chat send streamed, ${USERS} users at once: done (median / p95 of ${n.crowd})`, done(all(crowd.streamed))],
      [
        `chat sends answered per second, ${USERS} users at once: plain / streamed`,
        `${rate(crowd.plain)} / ${rate(crowd.streamed)}`,
      ],
      ['load average (1 min) before / after the chat bench', load.map((value) => value.toFixed(1)).join(' / ')],
    ]
  } finally {
    await server.stop()
  }
}

// Run on its own with `npx tsx tests/bench/chat.ts`; run.ts imports it for `npm run bench`.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| measure | result |\n| --- | --- |')
  for (const [name, value] of await benchChat()) console.log(`| ${name} | ${value} |`)
}
