import { once } from 'node:events'
import { connect } from 'node:net'
import { Hono } from 'hono'
import { afterEach, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { freePort } from '../test-server-process'
import { listen } from './listen'

// A client that sends less than it announced (or never ends its headers) must not hold a socket for Node's default
// five minutes: the server answers 408 and closes once the configured timeout has passed.

const servers: Array<ReturnType<typeof listen>> = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function startServer() {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    REQUEST_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '1000',
  })
  // Reading the cut-off body fails once the server has closed the connection; that is expected here, not worth a log.
  const app = new Hono()
    .post('/echo', async (c) => c.text(await c.req.text()))
    .onError((_, c) => c.text('aborted', 500))
  const server = listen(app, config)
  servers.push(server)
  await once(server, 'listening')
  return config.port
}

/** Sends raw bytes and resolves with everything the server wrote before it closed the connection. */
async function rawExchange(port: number, bytes: string): Promise<string> {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
  socket.write(bytes)
  await once(socket, 'close')
  return received
}

test('a body shorter than its Content-Length is answered 408 and the connection closed', async () => {
  const port = await startServer()
  const answer = await rawExchange(
    port,
    'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nonly a part',
  )
  expect(answer).toMatch(/^HTTP\/1\.1 408 /)
})

test('headers that never end are answered 408 and the connection closed', async () => {
  const port = await startServer()
  const answer = await rawExchange(port, 'POST /echo HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
  expect(answer).toMatch(/^HTTP\/1\.1 408 /)
})

test('a complete request is answered as usual', async () => {
  const port = await startServer()
  const response = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'whole body' })
  expect(await response.text()).toBe('whole body')
})
