import { expect, test } from 'vitest'
import { contentTerms, sentences } from './text'

test('a contraction leaves no tail of its own among the terms', () => {
  expect(contentTerms("What information do we need about each target we've set?")).toEqual([
    'information',
    'target',
    'set',
  ])
  expect(contentTerms("We're a bank and can't give numbers; isn't that allowed?")).toEqual(['bank', 'number', 'allow'])
})

test('a full stop after a short form ends no sentence, while an answer "No." does', () => {
  expect(sentences('Scope 3 - cat. 11 use of sold products is largest. It rose approx. 4% vs. 2024. Next.')).toEqual([
    'Scope 3 - cat. 11 use of sold products is largest.',
    'It rose approx. 4% vs. 2024.',
    'Next.',
  ])
  expect(sentences('Do we have a plan? No. We will write one.')).toEqual([
    'Do we have a plan?',
    'No.',
    'We will write one.',
  ])
})
