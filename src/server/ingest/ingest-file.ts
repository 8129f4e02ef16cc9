import { readFile, realpath } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BadFileError } from './bad-file'
import { buildReport } from './build-report'
import { parseHtml } from './html'
import type { IngestFormat, ParsedDocument, ReportMetadata, ReportStore } from './ingested-report'
import { jsonlLines, parseJsonlRecord } from './jsonl'
import { checkMetadata, partialMetadata, resolveMetadata, type PartialMetadata } from './metadata'
import { hasWords } from './paragraphs'
import { decodeText, parseMarkdown, parsePlainText } from './text'

// One file from bytes to stored reports. Everything that can be wrong with a file (unreadable, damaged, no text, no
// year) is found before anything is written, and comes back as a failed result rather than an exception, so the run
// reports it and goes on with the next file.

const FORMATS: Record<string, IngestFormat> = {
  '.pdf': 'pdf',
  '.html': 'html',
  '.htm': 'html',
  '.txt': 'text',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.jsonl': 'jsonl',
}

export const INGESTIBLE_EXTENSIONS = Object.keys(FORMATS)

export function formatOf(path: string): IngestFormat | undefined {
  return FORMATS[extname(path).toLowerCase()]
}

/**
 * A file's source key: its `file://` URL after symbolic links are resolved, so "reports/a.pdf", "./reports/a.pdf"
 * and its absolute path are one source. Keyed by place, not content: an edited file replaces its earlier version;
 * a copy in another folder is another report.
 */
export async function fileSourceKey(path: string): Promise<string> {
  return pathToFileURL(await realpath(path)).href
}

export type FileOutcome =
  | {
      ok: true
      format: IngestFormat
      written: number
      replaced: number
      removed: number
      chunks: number
      reportIds: string[]
    }
  | { ok: false; reason: string }

/** The steps of one file, as the report library shows them (docs/decisions/180). */
export type IngestStage = 'parsing' | 'tagging' | 'indexing'

/** Where a file's reports come from when it is not a file of its own on disk (an upload to the library). */
export type IngestSource = {
  /** The source key of the report (for JSONL, the prefix of its records' keys). */
  key: string
  /** What the report's source reads, for people. */
  place: string
  /** The name the file had on the uploader's machine: its year and extension count. */
  fileName: string
}

export type IngestFileOptions = {
  /** Checked flags of the run; they win over what the file says. */
  flags: ReportMetadata
  store: ReportStore
  now: Date
  /** Called with the bytes of the file dealt with so far. */
  onProgress?: (bytesDone: number) => void
  /** Called as the file enters each step. */
  onStage?: (stage: IngestStage) => void | Promise<void>
  /** Called once the file is parsed, with the metadata read so far (the library's form shows it). */
  onDerived?: (metadata: PartialMetadata) => void | Promise<void>
  /** Instead of the path's own source key, place and name. */
  source?: IngestSource | undefined
  /** The weakest metadata: what a replaced report had. */
  defaults?: ReportMetadata | undefined
  /** 'form': a missing field is to be entered in the library's form, not passed as a flag. */
  hint?: 'flags' | 'form' | undefined
}

async function parseDocument(format: Exclude<IngestFormat, 'jsonl'>, bytes: Uint8Array): Promise<ParsedDocument> {
  switch (format) {
    case 'pdf': {
      // PDF.js is large; a run without PDFs never loads it.
      const { parsePdf } = await import('./pdf')
      return parsePdf(bytes)
    }
    case 'html':
      return parseHtml(bytes)
    case 'markdown':
      return parseMarkdown(decodeText(bytes))
    case 'text':
      return parsePlainText(decodeText(bytes))
  }
}

async function ingestDocument(
  path: string,
  format: Exclude<IngestFormat, 'jsonl'>,
  options: IngestFileOptions,
): Promise<FileOutcome> {
  await options.onStage?.('parsing')
  const bytes = new Uint8Array(await readFile(path))
  const sourceKey = options.source?.key ?? (await fileSourceKey(path))
  const place = options.source?.place ?? fileURLToPath(sourceKey)
  const fileName = options.source?.fileName ?? basename(path)
  const document = await parseDocument(format, bytes)
  const own = document.metadata === undefined ? undefined : checkMetadata(document.metadata)
  if (own !== undefined && 'error' in own) throw new BadFileError(`front matter: ${own.error}`)
  const sources = {
    format,
    flags: options.flags,
    own,
    heading: document.heading,
    fileName,
    now: options.now,
    defaults: options.defaults,
    hint: options.hint,
  }
  await options.onDerived?.(partialMetadata(sources))
  const metadata = resolveMetadata(sources)
  await options.onStage?.('tagging')
  const report = buildReport({ sourceKey, format, place }, metadata, document.paragraphs)
  await options.onStage?.('indexing')
  const { replaced, reportId } = await stored(() => options.store.write(report))
  options.onProgress?.(bytes.byteLength)
  return {
    ok: true,
    format,
    written: 1,
    replaced: replaced ? 1 : 0,
    removed: 0,
    chunks: report.chunks.length,
    reportIds: reportId === undefined ? [] : [reportId],
  }
}

/** The database failed: the run stops, because the next file would fail the same way. */
export class StoreError extends Error {
  constructor(cause: unknown) {
    super(`The database failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'StoreError'
  }
}

async function stored<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new StoreError(error)
  }
}

const MAX_LISTED_PROBLEMS = 5

// Two passes: the first checks every record, so a file with a bad line is refused before any of it is written; the
// second builds and writes the reports one at a time, so a large collection never sits in memory whole.
async function ingestJsonl(path: string, options: IngestFileOptions): Promise<FileOutcome> {
  await options.onStage?.('parsing')
  const fileKey = options.source?.key ?? (await fileSourceKey(path))
  const filePlace = options.source?.place ?? fileURLToPath(fileKey)
  const fileName = options.source?.fileName ?? basename(path)
  let first: PartialMetadata | undefined
  const problems: string[] = []
  const lineOf = new Map<string, number>()
  let records = 0
  for await (const line of jsonlLines(path)) {
    try {
      const record = parseJsonlRecord(line.text, line.number)
      const earlier = lineOf.get(record.identity)
      if (earlier !== undefined)
        throw new BadFileError(`the same report as line ${earlier} (${record.identity}); give each record its own "id"`)
      lineOf.set(record.identity, line.number)
      const sources = {
        format: 'jsonl' as const,
        flags: options.flags,
        own: record.metadata,
        fileName,
        now: options.now,
        hint: options.hint,
      }
      first ??= partialMetadata(sources)
      resolveMetadata(sources)
      if (!record.paragraphs.some(hasWords)) throw new BadFileError('no text')
      records += 1
    } catch (error) {
      if (!(error instanceof BadFileError)) throw error
      problems.push(`line ${line.number}: ${error.message}`)
    }
  }
  if (problems.length > 0) {
    const more =
      problems.length > MAX_LISTED_PROBLEMS ? `; and ${problems.length - MAX_LISTED_PROBLEMS} more bad lines` : ''
    throw new BadFileError(`${problems.slice(0, MAX_LISTED_PROBLEMS).join('; ')}${more}`)
  }
  if (first !== undefined) await options.onDerived?.(first)
  if (records === 0) throw new BadFileError('no reports in the file')

  let written = 0
  let replaced = 0
  let chunks = 0
  let bytesDone = 0
  const keep = new Set<string>()
  const reportIds: string[] = []
  await options.onStage?.('tagging')
  for await (const line of jsonlLines(path)) {
    // Checked in the first pass; a failure here means the file changed in between.
    const record = parseJsonlRecord(line.text, line.number)
    const sourceKey = `${fileKey}#${record.identity}`
    const metadata = resolveMetadata({
      format: 'jsonl',
      flags: options.flags,
      own: record.metadata,
      fileName,
      now: options.now,
      hint: options.hint,
    })
    const report = buildReport(
      { sourceKey, format: 'jsonl', place: `${filePlace}, line ${line.number}` },
      metadata,
      record.paragraphs,
    )
    const outcome = await stored(() => options.store.write(report))
    if (outcome.reportId !== undefined) reportIds.push(outcome.reportId)
    keep.add(sourceKey)
    written += 1
    if (outcome.replaced) replaced += 1
    chunks += report.chunks.length
    bytesDone += line.bytes
    options.onProgress?.(bytesDone)
  }
  // Records that were in the file last time and are gone now go too: the file is the unit that is replaced.
  await options.onStage?.('indexing')
  const removed = await stored(() => options.store.removeStale(`${fileKey}#`, keep))
  return { ok: true, format: 'jsonl', written, replaced, removed, chunks, reportIds }
}

/**
 * Ingests one file; a bad file is a failed outcome with the reason, never a partly written report. Throws
 * StoreError when the database fails.
 */
export async function ingestFile(path: string, options: IngestFileOptions): Promise<FileOutcome> {
  const format = formatOf(path)
  if (format === undefined)
    return { ok: false, reason: `not a supported file type (use ${INGESTIBLE_EXTENSIONS.join(' ')})` }
  try {
    return format === 'jsonl' ? await ingestJsonl(path, options) : await ingestDocument(path, format, options)
  } catch (error) {
    if (error instanceof StoreError) throw error
    return { ok: false, reason: reasonFor(error) }
  }
}

function reasonFor(error: unknown): string {
  if (error instanceof BadFileError) return error.message
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'ENOENT') return 'file not found'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EISDIR') return 'a folder, not a file'
  // A parser tripping over something unforeseen is still one bad file, not the end of the run.
  return `could not be read (${error instanceof Error ? error.message : String(error)})`
}
