import { getDocumentProxy } from 'unpdf'
import { BadFileError } from './bad-file'
import type { ParsedDocument } from './ingested-report'
import { hasWords, joinLines } from './paragraphs'

// PDF text through unpdf (PDF.js packaged to run in Node without native code). PDF.js gives positioned text runs,
// not paragraphs; they are rebuilt here from the layout: runs on one baseline form a line, and a paragraph ends
// where the gap to the next line is clearly wider than the usual line spacing, the font size changes (a heading),
// the text jumps up (a new column) or a bulleted line begins. Running headers and footers repeated on most pages
// are dropped.

type Line = { text: string; y: number; size: number }
type Block = { text: string; size: number }

/** The parts of PDF.js's TextItem used here. */
type TextRun = { str: string; transform: number[]; width: number; hasEOL: boolean }

/** Lines of one page in content order. */
export function linesOf(runs: readonly TextRun[]): Line[] {
  const lines: Line[] = []
  let text = ''
  let y = 0
  let size = 0
  let endX = 0
  const finish = () => {
    if (text.trim() !== '') lines.push({ text: text.replace(/\s+/g, ' ').trim(), y, size })
    text = ''
  }
  for (const run of runs) {
    const [, , c = 0, d = 0, x = 0, runY = 0] = run.transform
    const runSize = Math.hypot(c, d) || size || 10
    if (run.str !== '') {
      if (text !== '' && Math.abs(runY - y) > 0.5 * Math.max(size, runSize)) finish()
      if (text === '') {
        y = runY
        size = runSize
      } else {
        // Runs placed apart without a space between them are separate words.
        if (!/\s$/.test(text) && !/^\s/.test(run.str) && x > endX + 0.15 * runSize) text += ' '
        size = Math.max(size, runSize)
      }
      text += run.str
      endX = x + run.width
    }
    if (run.hasEOL) finish()
  }
  finish()
  return lines
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// A list item starts a paragraph of its own even when it is set as tightly as the lines around it.
const BULLET = /^[•●▪■◦‣○–-]\s/

/** Gaps between consecutive lines of a page that can be line spacing (going down, less than three lines). */
function lineGaps(lines: readonly Line[]): number[] {
  return lines
    .slice(1)
    .map((line, i) => lines[i]!.y - line.y)
    .filter((gap, i) => gap > 0 && gap < 3 * lines[i + 1]!.size)
}

/**
 * Paragraphs of one page from its lines. `spacing` is the document's usual distance between lines (a page may have
 * too few lines to tell); it counts for at most 1.5 font sizes, so that a document made mostly of one-line
 * paragraphs does not take its paragraph gaps for line spacing.
 */
export function blocksOf(lines: readonly Line[], spacing?: number): Block[] {
  const blocks: Block[] = []
  let current: Line[] = []
  const flush = () => {
    if (current.length > 0)
      blocks.push({
        text: joinLines(current.map((line) => line.text)),
        size: Math.max(...current.map((line) => line.size)),
      })
    current = []
  }
  for (const line of lines) {
    const previous = current.at(-1)
    if (previous !== undefined) {
      const gap = previous.y - line.y
      const usual = Math.min(spacing ?? 1.2 * line.size, 1.5 * line.size)
      const newParagraph =
        gap < -0.5 * line.size ||
        gap > usual * 1.35 + 0.5 ||
        Math.abs(line.size - previous.size) > 0.15 * Math.max(line.size, previous.size) ||
        BULLET.test(line.text)
      if (newParagraph) flush()
    }
    current.push(line)
  }
  flush()
  return blocks
}

// Page numbers inside a running header ("Annual Report 2024 | 12") differ from page to page; compare without digits.
const runningKey = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()

/** Drops lines repeated on at least half of the pages (and at least three): running headers and footers. */
export function withoutRunningLines(pages: readonly Line[][]): Line[][] {
  if (pages.length < 3) return pages.map((lines) => [...lines])
  const pagesWith = new Map<string, number>()
  for (const lines of pages)
    for (const key of new Set(lines.map((line) => runningKey(line.text))))
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1)
  const threshold = Math.max(3, pages.length / 2)
  return pages.map((lines) => lines.filter((line) => (pagesWith.get(runningKey(line.text)) ?? 0) < threshold))
}

/** A paragraph cut by a page break continues on the next page: no closing punctuation, a lower-case start. */
function joinAcrossPages(pages: readonly Block[][]): Block[] {
  const blocks: Block[] = []
  for (const page of pages) {
    page.forEach((block, i) => {
      const previous = blocks.at(-1)
      if (i === 0 && previous !== undefined && !/[.!?:;)"”’]$/.test(previous.text) && /^\p{Ll}/u.test(block.text)) {
        previous.text = `${previous.text} ${block.text}`
      } else {
        blocks.push({ ...block })
      }
    })
  }
  return blocks
}

function reasonFor(error: unknown): string {
  const name = error instanceof Error ? error.name : ''
  if (name === 'PasswordException') return 'the PDF is password-protected'
  if (name === 'InvalidPDFException') return 'not a valid PDF (the file is damaged or is not a PDF)'
  return `the PDF could not be read (${error instanceof Error ? error.message : String(error)})`
}

export async function parsePdf(bytes: Uint8Array): Promise<ParsedDocument> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    // verbosity 0: PDF.js would otherwise print its repair warnings over the progress bar.
    // PDF.js takes the buffer over (detaches it); the caller keeps its bytes.
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 })
  } catch (error) {
    throw new BadFileError(reasonFor(error))
  }
  try {
    const pages: Line[][] = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      // Marked-content items only open and close tagged sections; they carry no text.
      pages.push(linesOf(content.items.flatMap((item) => ('str' in item ? [item] : []))))
      page.cleanup()
    }
    const kept = withoutRunningLines(pages)
    const spacing = median(kept.flatMap(lineGaps))
    const pageBlocks = kept.map((lines) => blocksOf(lines, spacing).filter((block) => hasWords(block.text)))
    const blocks = joinAcrossPages(pageBlocks)
    if (blocks.length === 0)
      throw new BadFileError('no text found in the PDF (a scanned document needs text recognition first)')
    // The title is the largest text near the start: on the first page with text, the first block in its largest size.
    const firstPage = pageBlocks.find((page) => page.length > 0) ?? []
    const largest = Math.max(...firstPage.map((block) => block.size))
    const heading = firstPage.find((block) => block.size === largest && block.text.length <= 300)?.text
    return { paragraphs: blocks.map((block) => block.text), heading }
  } catch (error) {
    throw error instanceof BadFileError ? error : new BadFileError(reasonFor(error))
  } finally {
    await pdf.destroy()
  }
}
