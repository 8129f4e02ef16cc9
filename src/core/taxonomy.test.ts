import { expect, test } from 'vitest'
import {
  ACTION_CATEGORIES,
  categoryLabel,
  detectActions,
  detectIndustries,
  detectRisks,
  INDUSTRY_CATEGORIES,
  RISK_CATEGORIES,
  scoreCategories,
  sicDivision,
  sicMajorGroup,
} from './taxonomy'
import { compileLexicon } from './engine/text-lexicon'

test('SIC divisions A-J carry their official names and major-group ranges', () => {
  expect(INDUSTRY_CATEGORIES.map((c) => c.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
  expect(INDUSTRY_CATEGORIES[0]).toMatchObject({
    code: 'A',
    name: 'Agriculture, Forestry, and Fishing',
    majorGroups: [1, 9],
  })
  expect(INDUSTRY_CATEGORIES.find((c) => c.code === 'E')?.name).toBe(
    'Transportation, Communications, Electric, Gas, and Sanitary Services',
  )
  expect(INDUSTRY_CATEGORIES.find((c) => c.code === 'H')).toMatchObject({ majorGroups: [60, 67] })
})

test('four-digit SIC codes map to their division', () => {
  expect(sicDivision('1311')?.code).toBe('B') // crude petroleum and natural gas
  expect(sicDivision(4911)?.code).toBe('E') // electric services
  expect(sicDivision('6022')?.code).toBe('H') // state commercial banks
  expect(sicDivision('2911')?.code).toBe('D') // petroleum refining
  expect(sicDivision('5411')?.code).toBe('G') // grocery stores
  expect(sicDivision('7372')?.code).toBe('I') // prepackaged software
  expect(sicDivision('9711')?.code).toBe('J') // national security
})

test('two-digit major groups map to their division', () => {
  expect(sicDivision('01')?.code).toBe('A')
  expect(sicDivision(15)?.code).toBe('C')
  expect(sicDivision('39')?.code).toBe('D')
  expect(sicDivision('50')?.code).toBe('F')
  expect(sicDivision('89')?.code).toBe('I')
})

test('codes that lost their leading zero, and three-digit industry groups, are read correctly', () => {
  // EDGAR lists agricultural production - crops (0100) as "100".
  expect(sicMajorGroup('100')).toBe(1)
  expect(sicMajorGroup(100)).toBe(1)
  expect(sicMajorGroup('0100')).toBe(1)
  expect(sicMajorGroup('011')).toBe(1)
  expect(sicDivision('800')?.code).toBe('A') // forestry
})

test('unassigned, nonclassifiable and malformed codes have no division', () => {
  expect(sicDivision('1800')).toBeUndefined() // 18 is unassigned
  expect(sicDivision('9995')).toBeUndefined() // 99: nonclassifiable establishments (division K)
  expect(sicDivision('abc')).toBeUndefined()
  expect(sicDivision('12345')).toBeUndefined()
  expect(sicDivision(-5)).toBeUndefined()
  expect(sicDivision('00')).toBeUndefined()
})

test('risk categories cover the TCFD physical and transition types with stable ids and labels', () => {
  expect(RISK_CATEGORIES.map((c) => [c.id, c.label, c.group])).toEqual([
    ['physical_acute', 'Physical – Acute', 'physical'],
    ['physical_chronic', 'Physical – Chronic', 'physical'],
    ['transition_policy_legal', 'Transition – Policy and Legal', 'transition'],
    ['transition_technology', 'Transition – Technology', 'transition'],
    ['transition_market', 'Transition – Market', 'transition'],
    ['transition_reputation', 'Transition – Reputation', 'transition'],
  ])
})

test('action categories have unique ids, labels and descriptions', () => {
  const ids = ACTION_CATEGORIES.map((c) => c.id)
  expect(new Set(ids).size).toBe(ids.length)
  expect(ids.length).toBeGreaterThanOrEqual(10)
  for (const category of ACTION_CATEGORIES) {
    expect(category.label).not.toBe('')
    expect(category.description).not.toBe('')
  }
})

test('every lexicon compiles (no duplicates, no over-short prefixes)', () => {
  for (const category of [...INDUSTRY_CATEGORIES, ...RISK_CATEGORIES, ...ACTION_CATEGORIES]) {
    expect(() => compileLexicon(category.lexicon)).not.toThrow()
  }
})

test('acute and chronic physical risks are told apart', () => {
  expect(
    detectRisks('Cyclones and flash floods damaged two warehouses and interrupted supply for three weeks.'),
  ).toEqual(['physical_acute'])
  expect(
    detectRisks(
      'Rising average temperatures, sea level rise and lower rainfall will reduce crop yields over decades.',
    )[0],
  ).toBe('physical_chronic')
})

test('transition risk types are detected', () => {
  expect(detectRisks('A higher carbon price and stricter emission limits would raise our compliance costs.')).toContain(
    'transition_policy_legal',
  )
  expect(
    detectRisks('Customers are shifting demand to low-emission products and energy prices are more volatile.'),
  ).toContain('transition_market')
  expect(
    detectRisks('Low-carbon technologies could make our diesel fleet obsolete and substitution costs are high.'),
  ).toContain('transition_technology')
  expect(detectRisks('Investors and NGOs scrutinise our coal exposure, which could damage our reputation.')).toContain(
    'transition_reputation',
  )
})

test('actions are detected and sorted by strength', () => {
  expect(
    detectActions(
      'We signed a power purchase agreement for renewable electricity from a new wind farm and installed rooftop solar.',
    ),
  ).toEqual(['renewable_energy'])
  expect(
    detectActions(
      'We committed to net zero by 2050 with an interim science-based target for 2030 against a 2020 base year.',
    )[0],
  ).toBe('emissions_targets')
  expect(detectActions('We issued a green bond and extended sustainability-linked loans to clients.')).toContain(
    'climate_finance',
  )
  expect(detectActions('We engage our largest suppliers on emissions through our procurement process.')).toContain(
    'supply_chain_engagement',
  )
})

test('a passing mention is not enough evidence for a category', () => {
  expect(detectRisks('The market was stable this year.')).toEqual([])
  expect(detectActions('Our products sold well.')).toEqual([])
  expect(detectIndustries('We serve customers in many countries.')).toEqual([])
})

test('industries are detected from report text', () => {
  expect(
    detectIndustries('The mine produced 30 million tonnes of iron ore and the copper smelter ran at capacity.')[0],
  ).toBe('B')
  expect(detectIndustries('Our bank extended mortgage lending and the insurance arm grew its premiums.')[0]).toBe('H')
  expect(
    detectIndustries('Our airline flew more passengers and the freight business expanded its rail network.')[0],
  ).toBe('E')
})

test('scores carry the matched terms and the options limit the result', () => {
  const [first] = scoreCategories('Severe cyclones and floods hit our sites.', 'risk')
  expect(first).toMatchObject({ id: 'physical_acute' })
  expect(first!.terms).toEqual(expect.arrayContaining(['cyclone', 'flood*']))
  const text = 'Carbon tax litigation, extreme weather and flooding, and falling demand for coal.'
  expect(detectRisks(text, { limit: 1 })).toHaveLength(1)
  expect(detectRisks(text, { minScore: 100 })).toEqual([])
})

test('labels are found for any category id, falling back to the id', () => {
  expect(categoryLabel('H')).toBe('Finance, Insurance, and Real Estate')
  expect(categoryLabel('physical_chronic')).toBe('Physical – Chronic')
  expect(categoryLabel('renewable_energy')).toBe('Renewable energy')
  expect(categoryLabel('unknown')).toBe('unknown')
})

test('the report library offers the taxonomy’s industry divisions under the same names', async () => {
  const { LIBRARY_INDUSTRIES } = await import('./contract/library')
  expect(LIBRARY_INDUSTRIES.map(({ code, name }) => ({ code, name }))).toEqual(
    INDUSTRY_CATEGORIES.map(({ code, name }) => ({ code, name })),
  )
})
