import { seededRandom as coreRandom } from '../../../../core/seeded-random'

// The randomized sync tests' draws, from the project's one seeded generator, so a failing run replays from its seed;
// plus what those tests need on top: indexes and UUID-shaped ids.
export type Random = {
  next(): number
  int(maxExclusive: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  uuid(): ReturnType<Crypto['randomUUID']>
}

export function seededRandom(seed: number): Random {
  const random = coreRandom(seed)
  const int = (maxExclusive: number) => random.between(0, maxExclusive - 1)
  const hex = (length: number) => Array.from({ length }, () => int(16).toString(16)).join('')
  return {
    next: random.next,
    int,
    pick: random.pick,
    chance: random.chance,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
  }
}
