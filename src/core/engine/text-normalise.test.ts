import { expect, test } from 'vitest'
import { normaliseText, stem, stemTokens, tokenise } from './text-normalise'

test('plural, past and -ing forms of a word meet at one stem', () => {
  expect(new Set(['risks', 'risk'].map(stem))).toEqual(new Set(['risk']))
  expect(new Set(['manage', 'managed', 'managing', 'manages'].map(stem)).size).toBe(1)
  expect(new Set(['policy', 'policies'].map(stem)).size).toBe(1)
  expect(new Set(['identify', 'identified', 'identifies'].map(stem)).size).toBe(1)
  expect(stem('assessed')).toBe(stem('assess'))
  expect(stem('planned')).toBe(stem('plan'))
})

test('governance and government keep different stems', () => {
  expect(stem('governance')).not.toBe(stem('government'))
})

test('subscript CO₂, diacritics and degree signs are folded', () => {
  expect(normaliseText('CO₂ émissions')).toBe('co2 emissions')
  expect(tokenise(normaliseText('a 1.5°C pathway and a 2 degrees scenario'))).toEqual(
    expect.arrayContaining(['1.5', 'degc', '2']),
  )
  expect(tokenise(normaliseText('the 2 C and 1.5 C scenarios')).filter((t) => t === 'degc')).toHaveLength(2)
})

test('words broken across lines are rejoined, compounds stay two words', () => {
  expect(normaliseText('emis- sions fell')).toBe('emissions fell')
  expect(tokenise(normaliseText('a low- carbon economy'))).toEqual(['a', 'low', 'carbon', 'economy'])
})

test('numbers stay whole and units glued to them are split off', () => {
  expect(tokenise(normaliseText('1,240.5 GWh, 150MW and 42%'))).toEqual([
    '1,240.5',
    'gwh',
    '150',
    'mw',
    'and',
    '42',
    '%',
  ])
  expect(tokenise(normaliseText('Scope 1: 12 tCO2e'))).toEqual(['scope', '1', '12', 'tco2e'])
})

test('the lost "fi" ligature of financed is restored', () => {
  expect(stemTokens('nanced emissions')).toEqual(stemTokens('financed emissions'))
})
