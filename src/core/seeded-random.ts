// One seeded generator (mulberry32) for whatever must come out the same on every machine and every run: the demo
// corpus (tests and benchmarks compare it), the randomized sync tests (they replay from their seed) and the
// evaluation's fixed split. Math.random cannot be seeded.
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  between(min: number, max: number): number
  /** A float in [min, max). */
  uniform(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** Picks by weight; entries with weight 0 are never picked. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T
  chance(probability: number): boolean
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
  /** A child generator whose sequence depends only on this one's seed and the label. */
  fork(label: string): Random
}

function hash(text: string, seed: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b) >>> 0
    h = (h ^ (h >>> 13)) >>> 0
  }
  return h
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const random: Random = {
    next,
    between,
    uniform: (min, max) => min + next() * (max - min),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      if (total <= 0) throw new Error('weighted pick without positive weights')
      let roll = next() * total
      for (const [item, weight] of entries) {
        roll -= weight
        if (roll < 0 && weight > 0) return item
      }
      return entries.findLast(([, weight]) => weight > 0)![0]
    },
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
      }
      return copy.slice(0, Math.max(0, count))
    },
    fork: (label) => seededRandom(hash(label, seed)),
  }
  return random
}
