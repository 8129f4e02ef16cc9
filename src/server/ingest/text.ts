import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import { parse as parseYaml } from 'yaml'
import { BadFileError } from './bad-file'
import type { ParsedDocument } from './ingested-report'
import { joinLines, plainTextParagraphs } from './paragraphs'

// Plain text and Markdown. Markdown is parsed by micromark with GitHub's extensions (tables, footnotes, strikethrough),
// the same syntax the app's Markdown renderer reads, and reduced to its words: headings, paragraphs, list items and
// table rows become paragraphs, inline markup (emphasis, links, code) gives way to its text, an image to its alt
// text, and code blocks and raw HTML go. YAML front matter may carry the report's metadata (title, company, year, ...).

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
  if (charset !== undefined && /^(?:windows-1252|cp1252|iso-8859-1|iso8859-1|latin1|l1|us-ascii|ascii)$/i.test(charset))
    return decodeWindows1252(bytes)
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
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte)
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
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BadFileError('its front matter is not a list of `name: value` lines')
  return { body, metadata: value as Record<string, unknown> }
}

const MARKDOWN_SYNTAX = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }

/** A block's words: inline markup gives way to its text, an image to its alt text, a line break to a space. */
function inlineText(node: Nodes): string {
  if (node.type === 'break') return ' '
  if ('children' in node) return node.children.map(inlineText).join('')
  return toString(node, { includeHtml: false })
}

const blockText = (node: Nodes) => joinLines(inlineText(node).split('\n'))

export function parseMarkdown(source: string): ParsedDocument {
  const { body, metadata } = readFrontMatter(source.replace(/\r\n?/g, '\n'))
  const paragraphs: string[] = []
  let heading: string | undefined
  const add = (text: string) => {
    if (text !== '') paragraphs.push(text)
  }
  const visit = (node: Nodes): void => {
    switch (node.type) {
      case 'heading': {
        const text = blockText(node)
        if (text !== '') heading ??= text
        add(text)
        return
      }
      case 'paragraph':
        add(blockText(node))
        return
      // A table row is a paragraph of its own, "cell | cell"; the chunker joins the short ones again.
      case 'table':
        for (const row of node.children) add(joinLines([row.children.map(blockText).join(' | ')]))
        return
      // Not the report's prose: code, raw HTML (comments among it), link and footnote definitions.
      case 'code':
      case 'html':
      case 'definition':
      case 'footnoteDefinition':
        return
      default:
        // Lists, list items and block quotes hold paragraphs; each list item's paragraph stands alone.
        if ('children' in node) for (const child of node.children) visit(child)
    }
  }
  visit(fromMarkdown(body, MARKDOWN_SYNTAX))
  return { paragraphs, heading, ...(metadata ? { metadata } : {}) }
}
