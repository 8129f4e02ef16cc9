import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { placeSentence } from '../../src/core/engine/fact-placement'

// Fact placement: does each labelled sentence of a company fact sheet land under the AASB S2 element the team gave
// it? tuning.jsonl may be used to adjust the cues; held-out.jsonl was written before any tuning and must not be.

export const PLACEMENT_DIR = join(import.meta.dirname, 'placement')
export const PLACEMENT_SETS = ['tuning', 'held-out', 'held-out-2'] as const
export type PlacementSet = (typeof PLACEMENT_SETS)[number]

export type PlacementCase = { sentence: string; element: string }
export type PlacementMiss = PlacementCase & { placed: string }
export type PlacementResult = { set: PlacementSet; total: number; correct: number; misses: PlacementMiss[] }

export function loadPlacementSet(set: PlacementSet): PlacementCase[] {
  return readFileSync(join(PLACEMENT_DIR, `${set}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PlacementCase)
}

export function evaluatePlacement(set: PlacementSet): PlacementResult {
  const cases = loadPlacementSet(set)
  const misses = cases.map((item) => ({ ...item, placed: placeSentence(item.sentence) })).filter((item) => item.placed !== item.element)
  return { set, total: cases.length, correct: cases.length - misses.length, misses }
}

export function accuracy(result: PlacementResult): number {
  return result.total === 0 ? 0 : result.correct / result.total
}

export function formatPlacementReport(results: PlacementResult[], options: { misses?: boolean } = {}): string[] {
  const lines = results.map((result) => `${result.set}: ${result.correct}/${result.total} placed correctly (${(accuracy(result) * 100).toFixed(1)}%)`)
  const missLines = options.misses
    ? results.flatMap((result) => result.misses.map((miss) => `  [${result.set}] ${miss.element} -> ${miss.placed}: ${miss.sentence}`))
    : []
  const summary = results.map((result) => `placement_${result.set.replace('-', '_')}=${accuracy(result).toFixed(3)}`).join(' ')
  return [...lines, ...missLines, `${summary} n=${results.reduce((total, result) => total + result.total, 0)}`]
}
