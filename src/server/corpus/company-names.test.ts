import { expect, test } from 'vitest'
import { companyName, inventedStem, shortName } from './company-names'
import { planCompany } from './company-plan'
import { DEMO_CORPUS_SEED, generateCorpus } from './generate-corpus'
import { seededRandom } from '../../core/seeded-random'

// Real listed companies (and well-known brands) the demo corpus must never name. The generator builds names from
// invented syllables, so a match would mean its word lists drifted towards real words.
const REAL_COMPANIES = [
  'BHP',
  'BHP Group',
  'BHP Group Limited',
  'Rio Tinto',
  'Rio Tinto Limited',
  'Fortescue',
  'Fortescue Metals Group',
  'Woolworths',
  'Woolworths Group Limited',
  'Wesfarmers',
  'Coles Group',
  'Commonwealth Bank',
  'Westpac',
  'ANZ',
  'NAB',
  'Macquarie Group',
  'Telstra',
  'Qantas',
  'Qantas Airways Limited',
  'AGL Energy',
  'Origin Energy',
  'Santos',
  'Woodside Energy',
  'Woodside',
  'Orica',
  'BlueScope',
  'BlueScope Steel',
  'Newcrest',
  'Northern Star',
  'Pilbara Minerals',
  'Calix',
  'Telix',
  'CSL',
  'Amcor',
  'Boral',
  'James Hardie',
  'Fletcher Building',
  'Fonterra',
  'Air New Zealand',
  'Meridian Energy',
  'Contact Energy',
  'Mercury NZ',
  'Spark New Zealand',
  'Auckland Airport',
  'Exxon Mobil',
  'ExxonMobil',
  'Chevron',
  'Apple',
  'Apple Inc',
  'Microsoft',
  'Microsoft Corp',
  'Amazon',
  'Alphabet',
  'Tesla',
  'Walmart',
  'Target',
  'Ford',
  'General Motors',
  'JPMorgan Chase',
  'Bank of America',
  'Citigroup',
  'Nucor',
  'Dow',
  'DuPont',
  'Caterpillar',
  'Duke Energy',
  'NextEra Energy',
  'Delta Air Lines',
  'United Airlines',
  'Pfizer',
  'Johnson & Johnson',
  'Procter & Gamble',
  'Coca-Cola',
  'PepsiCo',
  'Nike',
  'Intel',
  'Nvidia',
  'Oracle',
]

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean)
}

test('no generated company is a real company, and no invented word is a real company name', () => {
  // The corpus draws its companies in this order; 3,000 of them are more than the default corpus's 6,000 reports use.
  const random = seededRandom(DEMO_CORPUS_SEED)
  const taken = new Set<string>()
  const names = Array.from({ length: 3000 }, () => planCompany(random, taken).name)
  const inCorpus = new Set([...generateCorpus({ reports: 300 })].map((report) => report.company))
  expect([...inCorpus].every((name) => names.includes(name))).toBe(true)
  const real = new Set(REAL_COMPANIES.map((name) => name.toLowerCase()))
  const realWords = new Set(REAL_COMPANIES.filter((name) => !name.includes(' ')).map((name) => name.toLowerCase()))
  for (const name of names) {
    expect(real.has(name.toLowerCase())).toBe(false)
    // The invented stem is what makes a name; it must not be a real company's one-word name either.
    expect(realWords.has(words(name)[0]!)).toBe(false)
    // Without its legal suffix the name must not be a real one ("Origin Energy Ltd" would fail here).
    expect(real.has(name.replace(/ (Group )?(Holdings )?(Inc|Corp|Ltd|Limited)$/, '').toLowerCase())).toBe(false)
  }
})

test('names are unique, end in a legal suffix and start with a stem the running text can use', () => {
  const random = seededRandom(1)
  const taken = new Set<string>()
  const names = Array.from({ length: 500 }, () => companyName(random, 'ASX', ['Resources', 'Minerals'], taken))
  expect(new Set(names).size).toBe(500)
  expect(new Set(names.map(shortName)).size).toBe(500)
  for (const name of names)
    expect(name).toMatch(/^[A-Z][a-z]{5,11}( (Resources|Minerals))? (Ltd|Limited|Group Ltd|Group Limited)$/)
  expect(companyName(seededRandom(2), 'US', ['Energy'], new Set())).toMatch(/ (Inc|Corp|Group Inc|Holdings Inc)$/)
})

test('invented stems are pronounceable-looking words, not strings of repeated letters', () => {
  const random = seededRandom(3)
  for (let i = 0; i < 1000; i += 1) {
    const stem = inventedStem(random)
    expect(stem).toMatch(/^[A-Z][a-z]+$/)
    expect(stem).not.toMatch(/(.)\1\1|[aeiouy]{3}/i)
  }
})
