import type { Market } from './industry-profiles'
import type { Random } from '../../core/seeded-random'

// Fictional company names: an invented stem of three made-up syllables ("Qorvanthex") plus an industry word and a
// legal suffix. The stems are built so that they are not English words or well-known brands; company-names.test.ts
// checks a list of real companies never comes out. A demo collection must never put words in a real company's mouth.

const ONSETS = [
  'Br',
  'Dr',
  'Gl',
  'Kw',
  'Qu',
  'Sk',
  'Thr',
  'Tr',
  'Vr',
  'Zh',
  'Fr',
  'Pl',
  'Gr',
  'Kr',
  'Sv',
  'Bl',
  'Cr',
  'Dw',
  'Vy',
  'Zor',
  'Ost',
  'Ulv',
  'Yss',
  'Eld',
]
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ae', 'ei', 'ou', 'y', 'io']
const MIDDLES = [
  'lv',
  'rn',
  'nd',
  'rd',
  'sk',
  'nth',
  'lk',
  'rv',
  'mb',
  'st',
  'x',
  'v',
  'rq',
  'lm',
  'dr',
  'zz',
  'ph',
  'ck',
]
const ENDINGS = [
  'ara',
  'ix',
  'on',
  'ell',
  'ane',
  'ora',
  'us',
  'eth',
  'ova',
  'ant',
  'yx',
  'ira',
  'oth',
  'ex',
  'ium',
  'ea',
  'und',
  'aris',
  'elle',
  'orn',
]

const SUFFIXES: Record<Market, ReadonlyArray<readonly [string, number]>> = {
  US: [
    ['Inc', 5],
    ['Corp', 3],
    ['Group Inc', 1],
    ['Holdings Inc', 1],
  ],
  ASX: [
    ['Ltd', 4],
    ['Limited', 4],
    ['Group Ltd', 1],
    ['Group Limited', 1],
  ],
  NZX: [
    ['Limited', 5],
    ['Ltd', 2],
    ['Group Limited', 1],
  ],
}

/** An invented word of 6 to 12 letters, capitalised. */
export function inventedStem(random: Random): string {
  for (;;) {
    const stem = `${random.pick(ONSETS)}${random.pick(VOWELS)}${random.pick(MIDDLES)}${random.pick(ENDINGS)}`
    // Three equal letters in a row ("zzz") or a double vowel at a join read badly; draw again.
    if (stem.length >= 6 && stem.length <= 12 && !/(.)\1\1/i.test(stem) && !/[aeiouy]{3}/i.test(stem)) return stem
  }
}

/** A fictional name such as "Qorvanthex Resources Ltd", unique among the names already given. */
export function companyName(
  random: Random,
  market: Market,
  descriptors: readonly string[],
  taken: Set<string>,
): string {
  for (;;) {
    const stem = inventedStem(random)
    const descriptor = random.chance(0.85) ? ` ${random.pick(descriptors)}` : ''
    const name = `${stem}${descriptor} ${random.weighted(SUFFIXES[market])}`
    const key = stem.toLowerCase()
    // One company per stem, so no two demo companies can be confused with each other.
    if (!taken.has(key)) {
      taken.add(key)
      return name
    }
  }
}

/** The short name a report uses for its company in running text: the stem without industry word and suffix. */
export function shortName(name: string): string {
  return name.split(' ')[0] ?? name
}
