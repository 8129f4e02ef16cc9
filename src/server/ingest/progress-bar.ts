import type { ProgressReporter, ProgressState } from './ingest-run'

// A one-line progress bar on stderr, redrawn in place, so stdout keeps only the summary. Measured in bytes (a
// 40 MB PDF is more work than a 4 KB note). When stderr is not a terminal (a log file, CI) there is no bar, only
// the notes about failed files.

export type ProgressStream = {
  write(text: string): unknown
  isTTY?: boolean | undefined
  columns?: number | undefined
}

const BAR_WIDTH = 24
const REDRAW_EVERY_MS = 100

/** The bar's text for a state, fitted to `columns`. */
export function renderProgress(
  { bytesDone, bytesTotal, filesDone, filesTotal, current }: ProgressState,
  columns: number,
): string {
  const fraction = bytesTotal > 0 ? Math.min(1, bytesDone / bytesTotal) : filesTotal > 0 ? filesDone / filesTotal : 1
  const filled = Math.round(fraction * BAR_WIDTH)
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4)
  const line = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${percent}  ${filesDone}/${filesTotal} files${current ? `  ${current}` : ''}`
  // The line must never wrap, or the next redraw would leave a copy above; long file names lose their start.
  if (line.length < columns) return line
  const head = line.slice(0, line.length - (current?.length ?? 0))
  const room = columns - 1 - head.length
  return room > 3 && current ? `${head}…${current.slice(current.length - room + 1)}` : line.slice(0, columns - 1)
}

export function createProgressBar(stream: ProgressStream, clock: () => number = Date.now): ProgressReporter {
  const interactive = stream.isTTY === true
  let shown = ''
  let last: ProgressState | undefined
  let drawnAt = -Infinity

  const clear = () => {
    if (shown !== '') stream.write('\r\u001b[2K')
    shown = ''
  }
  const draw = (state: ProgressState) => {
    shown = renderProgress(state, stream.columns || 80)
    stream.write(`\r\u001b[2K${shown}`)
    drawnAt = clock()
  }

  return {
    update(state) {
      last = state
      if (!interactive) return
      const finished = state.filesDone === state.filesTotal
      if (finished || clock() - drawnAt >= REDRAW_EVERY_MS) draw(state)
    },
    note(line) {
      if (!interactive) {
        stream.write(`${line}\n`)
        return
      }
      clear()
      stream.write(`${line}\n`)
      if (last) draw(last)
    },
    done() {
      if (interactive) clear()
    },
  }
}
