import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { acceptsEventStream, openEventStream, type EventStream } from './sse'

/** An app whose one route opens a stream and hands it to the test, which then plays the producer. */
function streamingApp(everyMs?: number) {
  let opened: (stream: EventStream) => void = () => {}
  const stream = new Promise<EventStream>((resolve) => (opened = resolve))
  const app = new Hono().get('/events', (c) => {
    const events = openEventStream(c, everyMs === undefined ? {} : { everyMs })
    opened(events)
    return events.response
  })
  return { app, stream }
}

test('events go out in the order sent, with the headers that stop caches and proxies holding them', async () => {
  const { app, stream } = streamingApp()
  const response = await app.request('/events')
  const text = response.text()
  const events = await stream
  events.send('delta', '{"text":"a"}')
  events.send('delta', '{"text":"b\\nc"}')
  events.send('done', '{}')
  await events.close()
  expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
  expect(response.headers.get('Cache-Control')).toBe('no-cache')
  expect(response.headers.get('X-Accel-Buffering')).toBe('no')
  expect(await text).toBe(
    'event: delta\ndata: {"text":"a"}\n\nevent: delta\ndata: {"text":"b\\nc"}\n\nevent: done\ndata: {}\n\n',
  )
})

test('while nothing is sent, keep-alive comments hold the connection open', async () => {
  const { app, stream } = streamingApp(20)
  const response = await app.request('/events')
  const reading = response.text()
  const events = await stream
  await new Promise((resolve) => setTimeout(resolve, 150))
  events.send('done', '{}')
  await events.close()
  const text = await reading
  expect(text.match(/^: keep-alive\n\n/gm)?.length).toBeGreaterThanOrEqual(2)
  expect(text.endsWith('event: done\ndata: {}\n\n')).toBe(true)
})

test('after the client has gone, sending and closing neither throw nor wait', async () => {
  const { app, stream } = streamingApp(10)
  const response = await app.request('/events')
  const events = await stream
  const reader = response.body!.getReader()
  events.send('delta', '{"text":"first"}')
  expect(new TextDecoder().decode((await reader.read()).value)).toContain('first')
  await reader.cancel()
  for (let i = 0; i < 5; i += 1) events.send('delta', `{"text":"${i}"}`)
  await new Promise((resolve) => setTimeout(resolve, 30))
  await expect(events.close()).resolves.toBeUndefined()
})

test('an event stream is asked for by its media type anywhere in Accept, parameters and case aside', () => {
  const asks = async (accept: string | undefined) => {
    let answer = false
    const app = new Hono().get('/', (c) => {
      answer = acceptsEventStream(c)
      return c.body(null, 204)
    })
    await app.request('/', accept === undefined ? {} : { headers: { Accept: accept } })
    return answer
  }
  return Promise.all([
    expect(asks('text/event-stream')).resolves.toBe(true),
    expect(asks('application/json, Text/Event-Stream;q=0.9')).resolves.toBe(true),
    expect(asks('application/json')).resolves.toBe(false),
    expect(asks('*/*')).resolves.toBe(false),
    expect(asks(undefined)).resolves.toBe(false),
  ])
})
