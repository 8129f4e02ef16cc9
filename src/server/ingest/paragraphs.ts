// From extracted text to chunks. Every parser produces paragraphs (a heading, a body paragraph, a list item); the
// chunker turns them into pieces of a size the classifier and search handle well: a short fragment such as a
// heading is joined to the paragraph after it (which it introduces), and an over-long paragraph (a PDF page that
// lost its line spacing) is cut at sentence ends.

export const MIN_CHUNK_CHARS = 80
export const MAX_CHUNK_CHARS = 1500

/**
 * One paragraph from lines of text: lines are joined with a space, as the classifier expects of PDF text (a word
 * broken at a line end keeps its hyphen and gains a space, which src/core/engine/text-normalise.ts repairs).
 */
export function joinLines(lines: readonly string[]): string {
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join(' ')
}

/** Whether a paragraph carries words at all; page numbers, rules and lone symbols do not. */
export function hasWords(text: string): boolean {
  return /\p{L}{2}/u.test(text)
}

/** Paragraphs of plain text: blocks separated by blank lines, or every line when the text has no blank line. */
export function plainTextParagraphs(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n')
  const blocks = /\n[ \t]*\n/.test(normalised.trim()) ? normalised.split(/\n[ \t]*\n/) : normalised.split('\n')
  return blocks.map((block) => joinLines(block.split('\n'))).filter(hasWords)
}

// Sentence ends as Unicode's sentence-boundary rules (UAX #29, through ICU) find them: "e.g. the" or "3.5 Mt" is
// no end, a quote or bracket after the full stop stays with its sentence. Only a boundary followed by white space
// is a cut, because the pieces are joined again with one space and no text may change.
const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' })

function sentencesOf(text: string): string[] {
  const sentences: string[] = []
  let pending = ''
  for (const { segment } of sentenceSegmenter.segment(text)) {
    pending += segment
    if (/\s$/.test(segment)) {
      sentences.push(pending.trim())
      pending = ''
    }
  }
  if (pending !== '') sentences.push(pending)
  return sentences
}

/** Cuts text longer than `max` into pieces of at most `max`, at sentence ends where possible, else between words. */
export function splitLongText(text: string, max: number = MAX_CHUNK_CHARS): string[] {
  if (text.length <= max) return [text]
  const units = sentencesOf(text).flatMap((sentence) =>
    sentence.length <= max ? [sentence] : splitWords(sentence, max),
  )
  // Aim at even pieces, so that a paragraph of 1.2 × max becomes two halves rather than a full piece and a scrap.
  const target = Math.ceil(text.length / Math.ceil(text.length / max))
  const pieces: string[] = []
  let current = ''
  for (const unit of units) {
    if (current !== '' && current.length + 1 + unit.length > max) {
      pieces.push(current)
      current = unit
    } else {
      current = current === '' ? unit : `${current} ${unit}`
    }
    if (current.length >= target) {
      pieces.push(current)
      current = ''
    }
  }
  if (current !== '') pieces.push(current)
  return pieces
}

function splitWords(text: string, max: number): string[] {
  const pieces: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    // A "word" longer than a chunk (a URL, a run of digits) is cut hard.
    for (let start = 0; start < word.length; start += max) {
      const part = word.slice(start, start + max)
      if (current !== '' && current.length + 1 + part.length > max) {
        pieces.push(current)
        current = part
      } else {
        current = current === '' ? part : `${current} ${part}`
      }
    }
  }
  if (current !== '') pieces.push(current)
  return pieces
}

/**
 * Chunks from paragraphs, in order: fragments shorter than `min` are joined (one per line) to what follows them;
 * paragraphs longer than `max` are split. No chunk exceeds `max`, and no text is dropped except paragraphs without
 * words.
 */
export function chunkParagraphs(
  paragraphs: readonly string[],
  { min = MIN_CHUNK_CHARS, max = MAX_CHUNK_CHARS } = {},
): string[] {
  const chunks: string[] = []
  let pending = ''
  for (const paragraph of paragraphs) {
    const text = paragraph.trim()
    if (!hasWords(text)) continue
    for (const piece of splitLongText(text, max)) {
      const joined = pending === '' ? piece : `${pending}\n${piece}`
      if (joined.length > max) {
        chunks.push(pending)
        pending = piece
      } else {
        pending = joined
      }
      if (pending.length >= min) {
        chunks.push(pending)
        pending = ''
      }
    }
  }
  if (pending !== '') {
    // A short tail (a closing line, a last heading) belongs to the chunk before it when it fits.
    const last = chunks.at(-1)
    if (last !== undefined && last.length + 1 + pending.length <= max) chunks[chunks.length - 1] = `${last}\n${pending}`
    else chunks.push(pending)
  }
  return chunks
}
