import { ACTION_CATEGORIES, RISK_CATEGORIES } from '../../core/taxonomy'

// Integer keys for combinations of risk and action categories (docs/decisions/070). A report stores the keys of every
// combination of up to MAX_COMBINATION categories that one of its chunks carries together; a search for "a chunk with
// at least t of the selected categories" then asks whether the report holds any t-combination of the selection, an
// overlap test a GIN index answers without touching the chunks.
//
// Each category has a fixed position (1-based) in base KEY_BASE; a combination's key is its sorted positions read as
// a number. Positions follow the taxonomy's order, so new categories must be appended there, never inserted, or the
// keys stored with existing reports would change meaning.

export const MAX_COMBINATION = 4

const CATEGORY_IDS: readonly string[] = [
  ...RISK_CATEGORIES.map((category) => category.id),
  ...ACTION_CATEGORIES.map((category) => category.id),
]
const KEY_BASE = CATEGORY_IDS.length + 1
const POSITION = new Map(CATEGORY_IDS.map((id, index) => [id, index + 1]))

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  const result: T[][] = []
  items.forEach((item, index) => {
    for (const rest of combinations(items.slice(index + 1), size - 1)) result.push([item, ...rest])
  })
  return result
}

function keyOf(positions: readonly number[]): number {
  return positions.reduce((key, position) => key * KEY_BASE + position, 0)
}

function positionsOf(ids: readonly string[]): number[] {
  return [
    ...new Set(ids.map((id) => POSITION.get(id)).filter((position): position is number => position !== undefined)),
  ].sort((a, b) => a - b)
}

/** Keys of every combination of 1 to MAX_COMBINATION of the categories one chunk carries. */
export function chunkCategoryKeys(categoryIds: readonly string[]): number[] {
  const positions = positionsOf(categoryIds)
  const keys: number[] = []
  for (let size = 1; size <= Math.min(MAX_COMBINATION, positions.length); size += 1) {
    for (const combination of combinations(positions, size)) keys.push(keyOf(combination))
  }
  return keys
}

/**
 * Keys a report must hold (any one of them) to have a chunk with at least `size` of the selected categories; `size`
 * is at most MAX_COMBINATION.
 */
export function selectionKeys(selectedIds: readonly string[], size: number): number[] {
  if (size < 1 || size > MAX_COMBINATION) throw new Error(`A combination has 1 to ${MAX_COMBINATION} categories`)
  return combinations(positionsOf(selectedIds), size).map(keyOf)
}
