import { expect, test } from 'vitest'
import { contentTerms } from './text'

test('a contraction leaves no tail of its own among the terms', () => {
  expect(contentTerms("What information do we need about each target we've set?")).toEqual(['information', 'target', 'set'])
  expect(contentTerms("We're a bank and can't give numbers; isn't that allowed?")).toEqual(['bank', 'number', 'allow'])
})
