import type { ParsedDocument } from './ingested-report'
import { hasWords } from './paragraphs'
import { decodeText } from './text'

// HTML to paragraphs without a DOM: reports saved from a browser or exported by a publishing tool are well enough
// formed that a tag scanner does the job, and the server bundle stays free of a parser library. Block elements end a
// paragraph, table rows become "cell | cell" lines, and what is not content (scripts, styles, navigation, the head)
// is dropped.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', shy: '',
  ndash: '–', mdash: '—', minus: '−', hyphen: '‐', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”',
  bdquo: '„', laquo: '«', raquo: '»', hellip: '…', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™',
  deg: '°', euro: '€', pound: '£', yen: '¥', cent: '¢', dollar: '$', percnt: '%', times: '×', divide: '÷',
  plusmn: '±', le: '≤', ge: '≥', ne: '≠', asymp: '≈', sup1: '¹', sup2: '²', sup3: '³', frac12: '½', frac14: '¼',
  frac34: '¾', micro: 'µ', para: '¶', sect: '§', dagger: '†', Dagger: '‡', zwj: '', zwnj: '', lrm: '', rlm: '',
  rarr: '→', larr: '←', uarr: '↑', darr: '↓', check: '✓', eacute: 'é', egrave: 'è', agrave: 'à', aacute: 'á',
  ccedil: 'ç', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß', ntilde: 'ñ', oacute: 'ó', iacute: 'í', uacute: 'ú',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[name] ?? whole
  })
}

/** The encoding an HTML file declares in its first bytes, if any. */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096))
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1]?.toLowerCase()
}

// Elements whose whole content is not report text.
const DROPPED = ['head', 'title', 'script', 'style', 'noscript', 'template', 'svg', 'math', 'nav', 'iframe', 'object', 'select', 'button', 'canvas']
const DROPPED_ELEMENTS = new RegExp(`<(${DROPPED.join('|')})\\b[^>]*>[\\s\\S]*?</\\1\\s*>`, 'gi')

const BLOCKS = new Set(
  ('address article aside blockquote body caption dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr html li main ol p pre section summary table tbody thead tfoot tr ul')
    .split(' '),
)
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

// A tag, with attribute values that may contain ">"; group 1 marks a closing tag, group 2 is the name.
const TAG = /<(\/?)([a-zA-Z][\w:-]*)(?:\s+(?:[^>"']|"[^"]*"|'[^']*')*)?\s*\/?>/g

export function parseHtml(bytes: Uint8Array): ParsedDocument {
  const source = decodeText(bytes, declaredCharset(bytes))
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(source)?.[1]
  const body = source
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(DROPPED_ELEMENTS, ' ')

  const paragraphs: string[] = []
  let firstHeading: string | undefined
  let current = ''
  let headingDepth = 0
  let headingText = ''
  let rowHasCell = false

  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim()
    if (hasWords(text)) paragraphs.push(text)
    current = ''
  }

  let last = 0
  for (const match of body.matchAll(TAG)) {
    const text = decodeEntities(body.slice(last, match.index))
    current += text
    if (headingDepth > 0) headingText += text
    last = match.index + match[0].length
    const closing = match[1] === '/'
    const name = (match[2] ?? '').toLowerCase()
    if (name === 'br') {
      current += ' '
    } else if (name === 'td' || name === 'th') {
      if (!closing) {
        if (rowHasCell) current += ' | '
        rowHasCell = true
      }
    } else if (BLOCKS.has(name)) {
      flush()
      if (name === 'tr') rowHasCell = false
      if (HEADINGS.has(name)) {
        if (!closing) {
          headingDepth += 1
          headingText = ''
        } else if (headingDepth > 0) {
          headingDepth -= 1
          const heading = headingText.replace(/\s+/g, ' ').trim()
          if (name === 'h1' && heading !== '') firstHeading ??= heading
        }
      }
    }
  }
  current += decodeEntities(body.slice(last))
  flush()

  const title = titleTag === undefined ? undefined : decodeEntities(titleTag).replace(/\s+/g, ' ').trim()
  return { paragraphs, heading: firstHeading ?? (title || undefined) ?? paragraphs[0]?.slice(0, 300) }
}
