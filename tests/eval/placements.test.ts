import { expect, test } from 'vitest'
import {
  accuracy,
  crossValidateExamples,
  evaluatePlacement,
  formatPlacementReport,
  loadPlacementSet,
  PLACEMENT_SETS,
  placementExamples,
} from './placements'
import { draftGuides } from '../../src/core/engine/section-requirements'

const elementKeys = new Set(
  Object.values(draftGuides).flatMap((guide) => guide.requirements.map((element) => element.key)),
)

test('the labelled sets hold at least 300 sentences, each labelled with an element the draft has', () => {
  const cases = [...placementExamples, ...PLACEMENT_SETS.flatMap((set) => loadPlacementSet(set))]
  expect(cases.length).toBeGreaterThanOrEqual(300)
  expect(cases.filter((item) => !elementKeys.has(item.element))).toEqual([])
})

test('no held-out sentence is among the examples the placer learns from', () => {
  const learnt = new Set(placementExamples.map((item) => item.sentence))
  for (const set of PLACEMENT_SETS)
    expect(loadPlacementSet(set).filter((item) => learnt.has(item.sentence))).toEqual([])
})

// Floors a little under the measured figures, so a cue change that moves sentences to the wrong element fails here.
test('placement accuracy stays at or above its floors', () => {
  expect(accuracy(crossValidateExamples())).toBeGreaterThanOrEqual(0.84)
  expect(accuracy(evaluatePlacement('held-out'))).toBeGreaterThanOrEqual(0.9)
  expect(accuracy(evaluatePlacement('held-out-4'))).toBeGreaterThanOrEqual(0.85)
})

test('the report ends with a machine-readable summary line', () => {
  const lines = formatPlacementReport(
    [{ set: 'held-out', total: 4, correct: 3, misses: [{ sentence: 'S.', element: 'targets', placed: 'scope-1-2' }] }],
    { misses: true },
  )
  expect(lines).toEqual([
    'held-out: 3/4 placed correctly (75.0%)',
    '  [held-out] targets -> scope-1-2: S.',
    'placement_held_out=0.750 n=4',
  ])
})
