import { expect, test } from 'vitest'
import { ACTION_CATEGORIES, RISK_CATEGORIES } from '../../core/taxonomy'
import { chunkCategoryKeys, MAX_COMBINATION, selectionKeys } from './category-keys'

function overlaps(a: readonly number[], b: readonly number[]): boolean {
  return a.some((key) => b.includes(key))
}

test('a chunk holds a t-combination of the selection exactly when it carries at least t selected categories', () => {
  const chunk = chunkCategoryKeys(['physical_acute', 'renewable_energy', 'emissions_targets'])
  const selection = ['physical_acute', 'renewable_energy', 'nature_water']
  expect(overlaps(chunk, selectionKeys(selection, 1))).toBe(true)
  expect(overlaps(chunk, selectionKeys(selection, 2))).toBe(true)
  expect(overlaps(chunk, selectionKeys(selection, 3))).toBe(false)
  expect(overlaps(chunkCategoryKeys(['nature_water']), selectionKeys(['physical_acute', 'renewable_energy'], 1))).toBe(
    false,
  )
})

test('keys do not depend on order, ignore unknown ids and stay within a 32-bit integer', () => {
  expect(chunkCategoryKeys(['renewable_energy', 'physical_acute'])).toEqual(
    chunkCategoryKeys(['physical_acute', 'renewable_energy', 'not_a_category']),
  )
  const all = [...RISK_CATEGORIES.map((c) => c.id), ...ACTION_CATEGORIES.map((c) => c.id)]
  const keys = selectionKeys(all, MAX_COMBINATION)
  expect(new Set(keys).size).toBe(keys.length)
  expect(Math.max(...keys)).toBeLessThan(2 ** 31)
  // 1 + 2 + ... categories: every combination up to the maximum size gets a key of its own.
  expect(new Set(chunkCategoryKeys(all.slice(0, 6))).size).toBe(6 + 15 + 20 + 15)
  expect(() => selectionKeys(all, MAX_COMBINATION + 1)).toThrow()
})
