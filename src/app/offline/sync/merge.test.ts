import { expect, test } from 'vitest'
import { mergeDraftText, mergeParagraphs, splitParagraphs } from './merge'

const doc = (...paragraphs: string[]) => paragraphs.join('\n\n')

test('splitting into paragraphs keeps every character', () => {
  const text = 'One\n\nTwo\n\n\nThree\n  \nFour\n'
  expect(splitParagraphs(text).join('')).toBe(text)
  expect(splitParagraphs(text).filter((token) => !/^\s*$/.test(token))).toEqual(['One', 'Two', 'Three', 'Four\n'])
})

test('edits to different paragraphs merge', () => {
  const base = doc('Governance', 'Strategy', 'Risk', 'Metrics')
  const local = doc('Governance by the board', 'Strategy', 'Risk', 'Metrics')
  const server = doc('Governance', 'Strategy', 'Risk', 'Metrics and targets')
  expect(mergeParagraphs(base, local, server)).toBe(
    doc('Governance by the board', 'Strategy', 'Risk', 'Metrics and targets'),
  )
})

test('edits to neighbouring paragraphs merge when each paragraph changed on one side only', () => {
  const base = doc('A', 'B', 'C')
  expect(mergeParagraphs(base, doc('A1', 'B', 'C'), doc('A', 'B1', 'C'))).toBe(doc('A1', 'B1', 'C'))
})

test('a paragraph added next to one the other side edited keeps both', () => {
  const base = doc('A', 'B')
  expect(mergeParagraphs(base, doc('A', 'B', 'New'), doc('A', 'B edited'))).toBe(doc('A', 'B edited', 'New'))
  expect(mergeParagraphs(base, doc('A edited', 'B'), doc('Intro', 'A', 'B'))).toBe(doc('Intro', 'A edited', 'B'))
})

test('both sides changing the same paragraph differently is a conflict', () => {
  const base = doc('A', 'B', 'C')
  expect(mergeParagraphs(base, doc('A', 'B mine', 'C'), doc('A', 'B theirs', 'C'))).toBeNull()
})

test("both sides adding different paragraphs at the same place is a conflict: their order is the user's call", () => {
  const base = doc('A', 'B')
  expect(mergeParagraphs(base, doc('A', 'B', 'Mine'), doc('A', 'B', 'Theirs'))).toBeNull()
})

test('identical edits on both sides merge into one', () => {
  const base = doc('A', 'B', 'C')
  const both = doc('A', 'B fixed', 'C')
  expect(mergeParagraphs(base, both, both)).toBe(both)
  expect(mergeParagraphs(base, doc('A', 'B fixed', 'C', 'D'), doc('A2', 'B fixed', 'C'))).toBe(
    doc('A2', 'B fixed', 'C', 'D'),
  )
})

test('a deletion merges with an edit elsewhere', () => {
  const base = doc('A', 'B', 'C', 'D')
  expect(mergeParagraphs(base, doc('A', 'C', 'D'), doc('A', 'B', 'C', 'D edited'))).toBe(doc('A', 'C', 'D edited'))
})

test('deleting a paragraph the other side edited is a conflict, so the edit is not lost', () => {
  const base = doc('A', 'B', 'C')
  expect(mergeParagraphs(base, doc('A', 'C'), doc('A', 'B edited', 'C'))).toBeNull()
})

test('one side unchanged takes the other side', () => {
  expect(mergeParagraphs('x', 'x', 'y')).toBe('y')
  expect(mergeParagraphs('x', 'y', 'x')).toBe('y')
})

test('titles merge as a whole', () => {
  const base = { title: 'Report', content: doc('A', 'B', 'C') }
  expect(mergeDraftText(base, { ...base, title: 'Report 2026' }, { ...base, content: doc('A', 'B', 'C2') })).toEqual({
    kind: 'merged',
    text: { title: 'Report 2026', content: doc('A', 'B', 'C2') },
  })
  expect(mergeDraftText(base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' })).toEqual({ kind: 'conflict' })
})
