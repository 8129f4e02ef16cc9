import { Parser } from 'htmlparser2'
import type { ParsedDocument } from './ingested-report'
import { hasWords } from './paragraphs'
import { decodeText } from './text'

// HTML to paragraphs without building a DOM: htmlparser2 streams tags and text (entities decoded by the HTML rules
// browsers follow, missing end tags implied the way they imply them), and this module only decides what is a
// paragraph. Block elements end a paragraph, table rows become "cell | cell" lines, and what is not content
// (scripts, styles, navigation, the head) is dropped.

/** The encoding an HTML file declares in its first bytes, if any: it has to be known before the text is decoded. */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096))
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1]?.toLowerCase()
}

// Elements whose whole content is not report text.
const DROPPED = new Set([
  'head',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'nav',
  'iframe',
  'object',
  'select',
  'button',
  'canvas',
])

const BLOCKS = new Set(
  (
    'address article aside blockquote body caption dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr html li main ol p pre section summary table tbody thead tfoot tr ul'
  ).split(' '),
)
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

export function parseHtml(bytes: Uint8Array): ParsedDocument {
  const paragraphs: string[] = []
  let firstHeading: string | undefined
  let title: string | undefined
  let current = ''
  let droppedDepth = 0
  let inTitle = false
  let titleText = ''
  let headingDepth = 0
  let headingText = ''
  let rowHasCell = false

  const flush = () => {
    const text = squash(current)
    if (hasWords(text)) paragraphs.push(text)
    current = ''
  }

  const parser = new Parser({
    onopentag(name) {
      if (DROPPED.has(name)) {
        droppedDepth += 1
        if (name === 'title') inTitle = true
        return
      }
      if (droppedDepth > 0) return
      if (name === 'br') {
        current += ' '
      } else if (name === 'td' || name === 'th') {
        if (rowHasCell) current += ' | '
        rowHasCell = true
      } else if (BLOCKS.has(name)) {
        flush()
        if (name === 'tr') rowHasCell = false
        if (HEADINGS.has(name)) {
          headingDepth += 1
          headingText = ''
        }
      }
    },
    ontext(text) {
      if (inTitle) titleText += text
      if (droppedDepth > 0) return
      current += text
      if (headingDepth > 0) headingText += text
    },
    onclosetag(name) {
      if (DROPPED.has(name)) {
        droppedDepth -= 1
        if (name === 'title') {
          inTitle = false
          title ??= squash(titleText)
        }
        return
      }
      if (droppedDepth > 0 || !BLOCKS.has(name)) return
      flush()
      if (name === 'tr') rowHasCell = false
      if (HEADINGS.has(name) && headingDepth > 0) {
        headingDepth -= 1
        const heading = squash(headingText)
        if (name === 'h1' && heading !== '') firstHeading ??= heading
      }
    },
  })
  parser.end(decodeText(bytes, declaredCharset(bytes)))
  flush()
  return { paragraphs, heading: firstHeading ?? (title || undefined) ?? paragraphs[0]?.slice(0, 300) }
}
