import { once } from 'node:events'
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../test-app'
import { acceptsBrotli } from './static-files'
import { testDrivers, useTestDatabase } from '../test-database'
import { API_PREFIX } from '../../core/contract/endpoints'

const indexHtml = '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Bx7a9QzE.js"></script>'
const secret = 'TOP SECRET OUTSIDE DIST'
const appJs = 'console.log("app")'.repeat(200)

let workDir: string
let distDir: string

async function write(file: string, contents: string) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, contents)
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'cda-static-'))
  distDir = join(workDir, 'dist')
  await write(join(distDir, 'index.html'), indexHtml)
  await write(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await write(join(distDir, 'manifest.webmanifest'), '{"name":"Climate Disclosure Assistant"}')
  await write(join(distDir, 'pwa-192x192.png'), 'png')
  await write(join(distDir, 'assets/index-Bx7a9QzE.js'), appJs)
  // The build's Brotli copies (vite.config.ts): one current, one older than its file, as a half-finished build leaves.
  await writeFile(join(distDir, 'assets/index-Bx7a9QzE.js.br'), brotliCompressSync(appJs))
  await write(join(distDir, 'sw.js.br'), 'stale')
  const past = new Date(Date.now() - 60_000)
  await utimes(join(distDir, 'sw.js.br'), past, past)
  await write(join(distDir, 'assets/index-C2kPq1Zz.css'), 'body{margin:0}')
  await write(join(distDir, '.build-inputs.sha256'), 'abc')
  await write(join(workDir, 'secret.txt'), secret)
  await symlink(join(workDir, 'secret.txt'), join(distDir, 'leak.txt'))
})

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true })
})

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const request = (path: string, init?: RequestInit) => createTestApp(database(), { distDir }).app.request(path, init)

    test('hashed assets are served with a one-year immutable cache and the right type', async () => {
      const js = await request('/assets/index-Bx7a9QzE.js')
      expect(js.status).toBe(200)
      expect(js.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      expect(js.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
      expect(await js.text()).toContain('console.log("app")')
      const css = await request('/assets/index-C2kPq1Zz.css')
      expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
      expect(css.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    })

    test('index.html, sw.js, the manifest and icons must be revalidated (no-cache)', async () => {
      const root = await request('/')
      expect(root.status).toBe(200)
      expect(root.headers.get('Cache-Control')).toBe('no-cache')
      expect(root.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
      expect(await root.text()).toBe(indexHtml)

      const indexFile = await request('/index.html')
      expect(indexFile.headers.get('Cache-Control')).toBe('no-cache')

      const worker = await request('/sw.js')
      expect(worker.headers.get('Cache-Control')).toBe('no-cache')
      expect(worker.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')

      const manifest = await request('/manifest.webmanifest')
      expect(manifest.headers.get('Cache-Control')).toBe('no-cache')
      expect(manifest.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8')

      const icon = await request('/pwa-192x192.png')
      expect(icon.headers.get('Content-Type')).toBe('image/png')
      expect(icon.headers.get('Cache-Control')).toBe('no-cache')
    })

    test('a matching ETag answers 304 without a body', async () => {
      const first = await request('/sw.js')
      const etag = first.headers.get('ETag')
      expect(etag).toBeTruthy()
      const second = await request('/sw.js', { headers: { 'If-None-Match': etag ?? '' } })
      expect(second.status).toBe(304)
      expect(await second.text()).toBe('')
    })

    test('HEAD answers headers and length without a body', async () => {
      const response = await request('/manifest.webmanifest', { method: 'HEAD' })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Length')).toBe(String('{"name":"Climate Disclosure Assistant"}'.length))
      expect(await response.text()).toBe('')
    })

    test('app routes fall back to index.html with no-cache, including deep paths and query strings', async () => {
      for (const path of [
        '/chat',
        '/write',
        '/reset-password?token=abc&email=a%40b.com',
        '/some/deep/path/that/is/unknown',
      ]) {
        const response = await request(path)
        expect(response.status, path).toBe(200)
        expect(response.headers.get('Cache-Control'), path).toBe('no-cache')
        expect(response.headers.get('Content-Type'), path).toBe('text/html; charset=utf-8')
        expect(await response.text(), path).toBe(indexHtml)
      }
    })

    test('/api paths never fall back to the app', async () => {
      for (const path of [`${API_PREFIX}/x`, API_PREFIX, `${API_PREFIX}/llm/write/drafts/unknown`]) {
        const response = await request(path)
        expect(response.status, path).toBe(404)
        expect(await response.json(), path).toEqual({ detail: 'Not found' })
      }
    })

    test('a missing asset or file with an extension is a 404, not index.html', async () => {
      for (const path of ['/assets/index-OLDHASH.js', '/assets', '/favicon-missing.ico']) {
        const response = await request(path)
        expect(response.status, path).toBe(404)
        expect(await response.text(), path).not.toContain('<!doctype html>')
      }
    })

    test('non-GET requests to app paths are not served files', async () => {
      const response = await request('/chat', { method: 'POST', body: 'x' })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not found' })
    })

    test('path traversal, dot files and links leading out of dist are refused', async () => {
      for (const path of [
        '/assets/..%2f..%2fsecret.txt',
        '/..%2fsecret.txt',
        '/%2e%2e%2fsecret.txt',
        '/..%5csecret.txt',
        '/assets/%2e%2e/%2e%2e/secret.txt',
        '/.build-inputs.sha256',
        '/leak.txt',
        '/%00index.html',
        '/%E0%A4%A',
      ]) {
        const response = await request(path)
        const text = await response.text()
        expect(text, path).not.toContain(secret)
        expect(text, path).not.toContain('abc')
        expect(response.status, path).toBe(404)
      }
    })

    test('raw dot segments sent over a real socket do not escape dist', async () => {
      const { app } = createTestApp(database(), { distDir })
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
      await once(server, 'listening')
      const { port } = server.address() as AddressInfo
      try {
        for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/assets/..%2f..%2fsecret.txt']) {
          const socket = connect(port, '127.0.0.1')
          socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
          let answer = ''
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')))
          await once(socket, 'end')
          expect(answer, path).toMatch(/^HTTP\/1\.1 (200|404)/)
          expect(answer, path).not.toContain(secret)
        }
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    })

    test('a Brotli copy is sent as it is to clients that accept br, with Vary and its own ETag', async () => {
      const response = await request('/assets/index-Bx7a9QzE.js', {
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Encoding')).toBe('br')
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      const body = Buffer.from(await response.arrayBuffer())
      expect(response.headers.get('Content-Length')).toBe(String(body.length))
      expect(body.length).toBeLessThan(appJs.length / 10)
      expect(brotliDecompressSync(body).toString('utf8')).toBe(appJs)

      const etag = response.headers.get('ETag') ?? ''
      expect(etag).toMatch(/-br"$/)
      const again = await request('/assets/index-Bx7a9QzE.js', {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
      })
      expect(again.status).toBe(304)
      // The Brotli ETag names the Brotli body only: a client without br gets the file.
      const plain = await request('/assets/index-Bx7a9QzE.js', { headers: { 'If-None-Match': etag } })
      expect(plain.status).toBe(200)
      expect(plain.headers.get('Content-Encoding')).toBeNull()
      expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
      expect(await plain.text()).toBe(appJs)

      const head = await request('/assets/index-Bx7a9QzE.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
      expect(head.headers.get('Content-Length')).toBe(String(body.length))
      expect(head.headers.get('Content-Encoding')).toBe('br')
    })

    test('clients that refuse br or rank gzip higher get gzip, and a Brotli copy older than its file is ignored', async () => {
      for (const accept of ['gzip, br;q=0', 'gzip;q=1, br;q=0.5', 'gzip']) {
        const response = await request('/assets/index-Bx7a9QzE.js', { headers: { 'Accept-Encoding': accept } })
        expect(response.headers.get('Content-Encoding'), accept).toBe('gzip')
        expect(response.headers.get('Vary'), accept).toBe('Accept-Encoding')
      }
      const worker = await request('/sw.js', { headers: { 'Accept-Encoding': 'br' } })
      expect(worker.headers.get('Content-Encoding')).toBeNull()
      expect(await worker.text()).toBe('self.addEventListener("fetch", () => {})')
    })

    test('compressible files are gzipped for clients that accept it', async () => {
      const response = await request('/assets/index-Bx7a9QzE.js', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.headers.get('Content-Encoding')).toBe('gzip')
      expect(response.headers.get('Vary')).toContain('Accept-Encoding')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    })
  })
}

test('Accept-Encoding allows Brotli when br, or "*", has a q above 0 and no lower than gzip', () => {
  expect(acceptsBrotli('gzip, deflate, br')).toBe(true)
  expect(acceptsBrotli('br;q=0.8, gzip;q=0.8')).toBe(true)
  expect(acceptsBrotli('*')).toBe(true)
  expect(acceptsBrotli('gzip, *;q=0.1')).toBe(false)
  expect(acceptsBrotli('br;q=0')).toBe(false)
  expect(acceptsBrotli('BR; Q=0.5, gzip; q=0.4')).toBe(true)
  expect(acceptsBrotli('gzip')).toBe(false)
  expect(acceptsBrotli('')).toBe(false)
  expect(acceptsBrotli(undefined)).toBe(false)
})
