import { createReadStream, realpathSync } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Context, MiddlewareHandler } from 'hono'
import { isApiPath } from '../../core/contract/endpoints'
import { contentTypeFor } from './content-types'
import { errorResponse } from './errors'

// Serves the built PWA from dist/. Vite fingerprints everything under /assets/, so those files may be cached for a
// year; every other file keeps its name across releases (index.html, sw.js, the manifest, icons) and must be
// revalidated on each use, which the ETag keeps cheap. Paths without a file extension are app routes and get
// index.html (SPA fallback); a missing file with an extension is a real 404, because answering a stale chunk
// request with HTML breaks module loading in a way the service worker cannot recover from.
//
// Brotli (issue 16): the build writes a Brotli copy next to each compressible file (FILE.br, quality 11, see
// vite.config.ts), about 12 % smaller than gzip for our JavaScript. A client whose Accept-Encoding allows br gets
// that copy as it is, with no compression work per request; any other client gets the file, which the gzip
// middleware in app.ts compresses. A copy older than its file (a half-finished build) is ignored.

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'

type StaticFilesOptions = { distDir: string }

type ResolvedFile = { path: string; size: number; mtimeMs: number }

/** Splits a raw URL path into safe file-name segments, or answers undefined for anything that could escape. */
function safeSegments(rawPath: string): string[] | undefined {
  const segments: string[] = []
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return undefined
    }
    // Dot files (e.g. .build-inputs.sha256) and dot segments are never served; encoded separators are refused.
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined
    segments.push(segment)
  }
  return segments
}

async function resolveFile(root: string, segments: string[]): Promise<ResolvedFile | undefined> {
  const candidate = join(root, ...segments)
  try {
    const real = await realpath(candidate)
    // A symbolic link inside dist/ must not lead outside it.
    if (real !== root && !real.startsWith(root + sep)) return undefined
    const info = await stat(real)
    return info.isFile() ? { path: real, size: info.size, mtimeMs: info.mtimeMs } : undefined
  } catch {
    return undefined
  }
}

function etagOf(file: ResolvedFile, encoding: string): string {
  return `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${encoding}"`
}

/**
 * Whether Accept-Encoding allows Brotli and ranks it no lower than gzip (RFC 9110 section 12.5.3: a missing coding
 * takes the q of "*", or 0 without one; q=0 refuses it).
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight))
  }
  const of = (coding: string) => q.get(coding) ?? q.get('*') ?? 0
  return of('br') > 0 && of('br') >= of('gzip')
}

/** The build's Brotli copy of a file, when there is one at least as new as the file. */
async function brotliCopy(file: ResolvedFile): Promise<ResolvedFile | undefined> {
  try {
    const info = await stat(`${file.path}.br`)
    return info.isFile() && info.mtimeMs >= file.mtimeMs
      ? { path: `${file.path}.br`, size: info.size, mtimeMs: info.mtimeMs }
      : undefined
  } catch {
    return undefined
  }
}

async function fileResponse(c: Context, file: ResolvedFile, cacheControl: string): Promise<Response> {
  const brotli = await brotliCopy(file)
  // Whenever a Brotli copy exists the answer depends on Accept-Encoding, and caches must know it.
  const sent = brotli && acceptsBrotli(c.req.header('Accept-Encoding')) ? brotli : file
  const etag = etagOf(file, sent === file ? '' : '-br')
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    'Content-Type': contentTypeFor(file.path),
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
    ...(brotli ? { Vary: 'Accept-Encoding' } : {}),
    ...(sent === brotli ? { 'Content-Encoding': 'br' } : {}),
  }
  const matches = c.req
    .header('If-None-Match')
    ?.split(',')
    .some((tag) => tag.trim() === etag)
  if (matches) return c.body(null, 304, headers)
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(sent.size) })
  const stream = Readable.toWeb(createReadStream(sent.path)) as ReadableStream<Uint8Array>
  return c.body(stream, 200, { ...headers, 'Content-Length': String(sent.size) })
}

export function staticFiles({ distDir }: StaticFilesOptions): MiddlewareHandler {
  const root = realpathSync(distDir)
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isApiPath(c.req.path)) return next()
    const segments = safeSegments(new URL(c.req.url).pathname)
    if (!segments) return errorResponse(c, 404, 'Not found')
    const file = segments.length > 0 ? await resolveFile(root, segments) : undefined
    if (file) return fileResponse(c, file, segments[0] === 'assets' && segments.length > 1 ? immutable : revalidate)
    const last = segments.at(-1) ?? ''
    if (segments[0] === 'assets' || last.includes('.')) return errorResponse(c, 404, 'Not found')
    const index = await resolveFile(root, ['index.html'])
    if (!index) return errorResponse(c, 404, 'Not found')
    return fileResponse(c, index, revalidate)
  }
}
