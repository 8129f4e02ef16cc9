import { parse as parseYaml } from 'yaml'
import { BadFileError } from './bad-file'
import type { ParsedDocument } from './ingested-report'
import { joinLines, plainTextParagraphs } from './paragraphs'

// Plain text and Markdown. Markdown is reduced to its words: headings, paragraphs, list items and table rows become
// paragraphs, inline markup (emphasis, links, code) gives way to its text, and code blocks, images and HTML comments
// go. YAML front matter may carry the report's metadata (title, company, year, ...).

/**
 * Text from bytes: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark, or, when the bytes are
 * not valid UTF-8, Windows-1252, which is what older Western documents are in. `charset` is a declared encoding
 * (from an HTML meta tag) tried before those guesses.
 */
export function decodeText(bytes: Uint8Array, charset?: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  // A NUL byte never occurs in text in these encodings: this is a binary file with a text file's name.
  if (bytes.includes(0)) throw new BadFileError('not a text file (it contains binary data)')
  // Browsers read all of these as Windows-1252, and so do the documents' authors' tools.
  if (charset !== undefined && /^(?:windows-1252|cp1252|iso-8859-1|iso8859-1|latin1|l1|us-ascii|ascii)$/i.test(charset)) return decodeWindows1252(bytes)
  if (charset !== undefined) {
    try {
      return new TextDecoder(charset, { fatal: true }).decode(bytes)
    } catch {
      // An unknown or wrong declaration: fall through to the guesses.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return decodeWindows1252(bytes)
  }
}

// Node's TextDecoder reads "windows-1252" as ISO-8859-1, which turns the bytes 0x80-0x9F (curly quotes, dashes,
// the euro sign) into control characters; those 32 are mapped here.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function decodeWindows1252(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte)
  return text
}

export function parsePlainText(text: string): ParsedDocument {
  const paragraphs = plainTextParagraphs(text)
  const firstLine = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => /\p{L}/u.test(line))
  return { paragraphs, heading: firstLine?.slice(0, 300) }
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/

/** Front matter as a plain object; a list, a scalar or invalid YAML makes the file a bad one. */
function readFrontMatter(text: string): { body: string; metadata?: Record<string, unknown> } {
  const match = FRONT_MATTER.exec(text)
  if (!match) return { body: text }
  const body = text.slice(match[0].length)
  let value: unknown
  try {
    value = parseYaml(match[1] ?? '')
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new BadFileError(`its front matter is not valid YAML (${detail})`)
  }
  if (value === null || value === undefined) return { body }
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadFileError('its front matter is not a list of `name: value` lines')
  return { body, metadata: value as Record<string, unknown> }
}

// Escaped punctuation (`\*`) is parked in the Private Use Area while the markup rules run, so it is never taken
// for markup, then put back as the plain character.
const ESCAPE_BASE = 0xe000

/** Markdown inline markup reduced to its text. */
export function stripInlineMarkdown(line: string): string {
  return (
    line
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, (_whole, char: string) => String.fromCharCode(ESCAPE_BASE + char.charCodeAt(0)))
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[\^[^\]]+\]/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
      .replace(/<\/?[a-zA-Z][^>]*>/g, '')
      .replace(/`+([^`]+)`+/g, '$1')
      .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, '$2')
      .replace(/(^|[^\p{L}\p{N}*])\*(?=\S)([^*]*?\S)\*(?![\p{L}\p{N}])/gu, '$1$2')
      // Underscores inside words (snake_case, file_names) are not emphasis.
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}])/gu, '$1$2')
      .replace(/~~(?=\S)([^]*?\S)~~/g, '$1')
      .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - ESCAPE_BASE))
  )
}

const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/
const FENCE = /^ {0,3}(`{3,}|~{3,})/
const RULE = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/
const TABLE_DIVIDER = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s/

export function parseMarkdown(source: string): ParsedDocument {
  const { body, metadata } = readFrontMatter(source.replace(/\r\n?/g, '\n'))
  const lines = body.replace(/<!--[\s\S]*?-->/g, '').split('\n')
  const paragraphs: string[] = []
  let heading: string | undefined
  let block: string[] = []
  let fence: string | undefined

  const flush = () => {
    const text = joinLines(block)
    if (text !== '') paragraphs.push(text)
    block = []
  }
  const addHeading = (text: string) => {
    flush()
    const clean = stripInlineMarkdown(text).trim()
    if (clean === '') return
    heading ??= clean
    paragraphs.push(clean)
  }

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (fence !== undefined) {
      if (line.trim().startsWith(fence)) fence = undefined
      continue
    }
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch) {
      flush()
      fence = fenceMatch[1]
      continue
    }
    const atx = ATX_HEADING.exec(line)
    if (atx) {
      addHeading(atx[1] ?? '')
      continue
    }
    const next = lines[i + 1]
    if (line.trim() !== '' && block.length === 0 && !LIST_ITEM.test(line) && next !== undefined && SETEXT_UNDERLINE.test(next)) {
      addHeading(line)
      i++
      continue
    }
    if (line.trim() === '' || RULE.test(line) || TABLE_DIVIDER.test(line) || LINK_DEFINITION.test(line)) {
      flush()
      continue
    }
    let text = line.replace(/^[ \t]*(?:>[ \t]?)+/, '')
    // A list item or a table row is a paragraph of its own; the chunker joins the short ones again.
    if (LIST_ITEM.test(text)) {
      flush()
      text = text.replace(LIST_ITEM, '')
    }
    if (/^\s*\|.*\|\s*$/.test(text)) {
      flush()
      block.push(
        text
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((cell) => stripInlineMarkdown(cell.trim()))
          .join(' | '),
      )
      flush()
      continue
    }
    block.push(stripInlineMarkdown(text))
  }
  flush()
  return { paragraphs, heading, ...(metadata ? { metadata } : {}) }
}
