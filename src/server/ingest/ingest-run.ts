import type { Dirent } from 'node:fs'
import { readdir, realpath, stat } from 'node:fs/promises'
import { isAbsolute, join, relative } from 'node:path'
import type { ReportMetadata, ReportStore } from './ingested-report'
import { formatOf, ingestFile } from './ingest-file'

// A whole `npm run ingest` run: the files named and those found in the folders named, ingested one after the other,
// with progress and a summary. Files are ingested one at a time: PDF.js and the classifier are CPU-bound, and one
// file's reports are then complete before the next one starts.

export type FileEntry = { path: string; size: number }
export type FileFailure = { path: string; reason: string }

/** Shown to the user: relative to the working folder when inside it. */
function displayPath(path: string, cwd: string): string {
  const inside = relative(cwd, path)
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path
}

async function walk(folder: string, found: string[]): Promise<void> {
  const entries: Dirent[] = await readdir(folder, { withFileTypes: true })
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    // Hidden files and folders (.git, .DS_Store) are never reports.
    if (entry.name.startsWith('.')) continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) await walk(path, found)
    // A linked file is followed; a linked folder is not, so a link loop cannot make the walk endless.
    else if (
      (entry.isFile() || (entry.isSymbolicLink() && (await stat(path).catch(() => undefined))?.isFile())) &&
      formatOf(entry.name)
    )
      found.push(path)
  }
}

/**
 * The files to ingest, each once: named files whatever their type (an unsupported one is then reported), and in
 * named folders, recursively, the files of supported types. Inputs that do not exist are failures.
 */
export async function collectFiles(
  inputs: readonly string[],
  cwd: string = process.cwd(),
): Promise<{ files: FileEntry[]; failures: FileFailure[] }> {
  const files: FileEntry[] = []
  const failures: FileFailure[] = []
  const seen = new Set<string>()
  for (const input of inputs) {
    const absolute = isAbsolute(input) ? input : join(cwd, input)
    const info = await stat(absolute).catch(() => undefined)
    if (info === undefined) {
      failures.push({ path: input, reason: 'not found' })
      continue
    }
    const paths: string[] = []
    if (info.isDirectory()) await walk(absolute, paths)
    else paths.push(absolute)
    for (const path of paths) {
      const real = await realpath(path)
      if (seen.has(real)) continue
      seen.add(real)
      const size = path === absolute ? info.size : (await stat(path)).size
      files.push({ path: displayPath(path, cwd), size })
    }
  }
  return { files, failures }
}

export type ProgressState = {
  bytesDone: number
  bytesTotal: number
  filesDone: number
  filesTotal: number
  current?: string | undefined
}

export type ProgressReporter = {
  update(state: ProgressState): void
  /** A line for the user (a failed file), printed so that the progress display stays intact. */
  note(line: string): void
  done(): void
}

export type IngestSummary = {
  filesIngested: number
  failures: FileFailure[]
  /** Reports written, new and replaced. */
  reports: number
  replaced: number
  /** Reports deleted because the JSONL file they came from no longer holds them. */
  removed: number
  chunks: number
  /** The run was interrupted (Ctrl-C) and files were left out; the files before that are complete. */
  stopped: boolean
}

export type RunOptions = {
  files: readonly FileEntry[]
  /** Failures found before the run (inputs that do not exist); reported with the others. */
  failures?: readonly FileFailure[]
  flags: ReportMetadata
  store: ReportStore
  now?: Date
  progress?: ProgressReporter
  cwd?: string
  /** Aborting stops the run after the file in hand. */
  signal?: AbortSignal
}

export async function runIngest({
  files,
  failures = [],
  flags,
  store,
  now = new Date(),
  progress,
  cwd = process.cwd(),
  signal,
}: RunOptions): Promise<IngestSummary> {
  const summary: IngestSummary = {
    filesIngested: 0,
    failures: [],
    reports: 0,
    replaced: 0,
    removed: 0,
    chunks: 0,
    stopped: false,
  }
  const fail = (failure: FileFailure) => {
    summary.failures.push(failure)
    progress?.note(`Skipped ${failure.path}: ${failure.reason}`)
  }
  failures.forEach(fail)
  const bytesTotal = files.reduce((sum, file) => sum + file.size, 0)
  let bytesBefore = 0
  try {
    for (const [index, file] of files.entries()) {
      if (signal?.aborted) {
        summary.stopped = true
        break
      }
      const state = { bytesTotal, filesDone: index, filesTotal: files.length, current: file.path }
      progress?.update({ ...state, bytesDone: bytesBefore })
      const outcome = await ingestFile(isAbsolute(file.path) ? file.path : join(cwd, file.path), {
        flags,
        store,
        now,
        onProgress: (bytes) => progress?.update({ ...state, bytesDone: bytesBefore + Math.min(bytes, file.size) }),
      })
      bytesBefore += file.size
      if (outcome.ok) {
        summary.filesIngested += 1
        summary.reports += outcome.written
        summary.replaced += outcome.replaced
        summary.removed += outcome.removed
        summary.chunks += outcome.chunks
      } else {
        fail({ path: file.path, reason: outcome.reason })
      }
    }
    if (!summary.stopped)
      progress?.update({ bytesDone: bytesTotal, bytesTotal, filesDone: files.length, filesTotal: files.length })
  } finally {
    progress?.done()
  }
  return summary
}

const count = (n: number, one: string, many: string = `${one}s`) =>
  `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`

/** The closing line of a run. */
export function formatSummary(summary: IngestSummary): string {
  const parts = [
    `Ingested ${count(summary.reports, 'report')} (${count(summary.chunks, 'chunk')}) from ${count(summary.filesIngested, 'file')}`,
  ]
  if (summary.replaced > 0) parts.push(`${summary.replaced.toLocaleString('en-AU')} replaced an earlier version`)
  if (summary.removed > 0)
    parts.push(
      `${count(summary.removed, 'report')} no longer in ${summary.removed === 1 ? 'its' : 'their'} file removed`,
    )
  parts.push(summary.failures.length === 0 ? 'no file failed' : `${count(summary.failures.length, 'file')} failed`)
  if (summary.stopped) parts.push('stopped before the end')
  return `${parts.join('; ')}.`
}
