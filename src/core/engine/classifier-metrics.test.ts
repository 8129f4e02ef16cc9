import { expect, test } from 'vitest'
import { confusionMatrix, scoreConfusion } from './classifier-metrics'

test('confusion matrix counts gold rows against predicted columns', () => {
  expect(confusionMatrix([0, 0, 1, 2, 2, 2], [0, 1, 1, 2, 2, 0], 3)).toEqual([
    [1, 1, 0],
    [0, 1, 0],
    [1, 0, 2],
  ])
})

test('macro-F1 is the unweighted mean of per-class F1 on a hand-made confusion', () => {
  // a: 8 of 10 right; b: 3 of 5 right; c: 0 of 5 right, and never predicted.
  const scores = scoreConfusion(
    [
      [8, 2, 0],
      [2, 3, 0],
      [3, 2, 0],
    ],
    ['a', 'b', 'c'],
  )
  expect(scores.n).toBe(20)
  expect(scores.accuracy).toBeCloseTo(11 / 20)
  const [a, b, c] = scores.perClass
  expect(a).toMatchObject({ label: 'a', support: 10, predicted: 13 })
  expect(a!.precision).toBeCloseTo(8 / 13)
  expect(a!.recall).toBeCloseTo(0.8)
  expect(a!.f1).toBeCloseTo((2 * (8 / 13) * 0.8) / (8 / 13 + 0.8))
  expect(b!.precision).toBeCloseTo(3 / 7)
  expect(b!.recall).toBeCloseTo(0.6)
  expect(b!.f1).toBeCloseTo(0.5)
  expect(c).toMatchObject({ precision: 0, recall: 0, f1: 0, predicted: 0 })
  expect(scores.macroF1).toBeCloseTo((a!.f1 + 0.5 + 0) / 3)
})

test('a perfect classifier scores one everywhere', () => {
  const scores = scoreConfusion(confusionMatrix([0, 1, 2], [0, 1, 2], 3), ['a', 'b', 'c'])
  expect(scores.accuracy).toBe(1)
  expect(scores.macroF1).toBe(1)
})

test('mismatched lengths and out-of-range classes are errors', () => {
  expect(() => confusionMatrix([0, 1], [0], 2)).toThrow(/2 gold labels but 1 predictions/)
  expect(() => confusionMatrix([0], [5], 2)).toThrow(/out of range/)
})
