import { expect, test } from 'vitest'
import { compileLexicon, matchLexicon } from './text-lexicon'
import { stemTokens } from './text-normalise'

const match = (text: string, entries: Parameters<typeof compileLexicon>[0]) =>
  matchLexicon(stemTokens(text), compileLexicon(entries))

test('a phrase matches across inflections and hyphenation', () => {
  const result = match('Our boards oversee low-carbon investments.', [
    ['board', 2],
    ['low carbon', 3],
  ])
  expect(result.score).toBe(5)
  expect([...result.hits.keys()]).toEqual(['board', 'low carbon'])
})

test('a trailing star matches any word with that prefix, including ones the stemmer shortens', () => {
  const result = match('We decarbonised; decarbonization continues, renewables grow.', [
    ['decarboni*', 1],
    ['renewable*', 1],
  ])
  expect(result.hits.get('decarboni*')).toBe(2)
  expect(result.hits.get('renewable*')).toBe(1)
})

test('a repeated term counts with diminishing weight, at most twice', () => {
  expect(match('risk', [['risk', 2]]).score).toBe(2)
  expect(match('risk risk', [['risk', 2]]).score).toBe(3)
  expect(match('risk risk risk risk risk', [['risk', 2]]).score).toBe(4)
})

test('negative weights cancel a misleading sense', () => {
  expect(
    match('the economic climate', [
      ['climat*', 3],
      ['economic climate', -3],
    ]).score,
  ).toBe(0)
})

test('duplicate terms, also ones that differ only by inflection, and too-short prefixes are rejected', () => {
  expect(() =>
    compileLexicon([
      ['board', 1],
      ['board', 2],
    ]),
  ).toThrow(/Duplicate/)
  expect(() =>
    compileLexicon([
      ['sector policy', 1],
      ['sector policies', 2],
    ]),
  ).toThrow(/matches the same words/)
  expect(() => compileLexicon([['a*', 1]])).toThrow(/too short/)
})
