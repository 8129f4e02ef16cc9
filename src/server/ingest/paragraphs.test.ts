import { expect, test } from 'vitest'
import { chunkParagraphs, joinLines, plainTextParagraphs, splitLongText } from './paragraphs'

const sentence = (n: number) => `Sentence number ${n} says something about physical climate risk at our sites.`

test('lines of one paragraph are joined with single spaces, keeping a line-end hyphen for the classifier to repair', () => {
  expect(joinLines(['  Our Board ', 'oversees climate-   ', '', 'related risks and recom-', 'mends targets.'])).toBe(
    'Our Board oversees climate- related risks and recom- mends targets.',
  )
})

test('plain text splits at blank lines, or at every line when it has none', () => {
  expect(plainTextParagraphs('Title\n\nFirst paragraph\ncontinues here.\r\n  \r\nSecond one.\n\n12\n')).toEqual([
    'Title',
    'First paragraph continues here.',
    'Second one.',
  ])
  expect(plainTextParagraphs('One line.\nAnother line.\n')).toEqual(['One line.', 'Another line.'])
})

test('an over-long paragraph is cut at sentence ends into even pieces, losing no word', () => {
  const text = Array.from({ length: 30 }, (_, i) => sentence(i + 1)).join(' ')
  const pieces = splitLongText(text, 1000)
  expect(pieces.length).toBe(Math.ceil(text.length / 1000))
  for (const piece of pieces) {
    expect(piece.length).toBeLessThanOrEqual(1000)
    expect(piece).toMatch(/^Sentence number \d+/)
    expect(piece).toMatch(/sites\.$/)
  }
  expect(pieces.join(' ')).toBe(text)
  expect(splitLongText('short', 1000)).toEqual(['short'])
})

test('a full stop inside a sentence is no sentence end, and a cut never changes the text', () => {
  const text = 'Sites in WA, e.g. the Pilbara hub, use 3.5 Mt of ore. The board asked: "Is it enough?" It was.'
  expect(splitLongText(text, 60)).toEqual([
    'Sites in WA, e.g. the Pilbara hub, use 3.5 Mt of ore.',
    'The board asked: "Is it enough?" It was.',
  ])
  // No space after the full stop: no place to cut, as joining the pieces again would add one.
  const glued = `${'Emissions fell.'.repeat(3)} ${sentence(1)}`
  expect(splitLongText(glued, 80)).toEqual(['Emissions fell.Emissions fell.Emissions fell.', sentence(1)])
})

test('a sentence longer than a chunk is cut between words', () => {
  const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')
  const pieces = splitLongText(words, 500)
  expect(pieces.every((piece) => piece.length <= 500)).toBe(true)
  expect(pieces.join(' ')).toBe(words)
})

test('a heading joins the paragraph it introduces; a short tail joins the chunk before it; wordless lines go', () => {
  const body =
    'The Board oversees climate-related risks and opportunities through its Risk Committee, which meets quarterly.'
  const chunks = chunkParagraphs(['Governance', body, '— 3 —', 'Strategy', 'Short.', body, 'Thank you.'], {
    min: 80,
    max: 1500,
  })
  expect(chunks).toEqual([`Governance\n${body}`, `Strategy\nShort.\n${body}\nThank you.`])
})

test('no chunk is longer than the maximum, even when short pieces pile up', () => {
  const paragraphs = Array.from({ length: 50 }, (_, i) => `Item ${i} of a long list.`)
  const chunks = chunkParagraphs(paragraphs, { min: 200, max: 250 })
  expect(chunks.every((chunk) => chunk.length <= 250)).toBe(true)
  expect(chunks.join('\n')).toBe(paragraphs.join('\n'))
  expect(chunkParagraphs([])).toEqual([])
})
