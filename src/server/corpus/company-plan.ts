import type { ActionCategoryId, RiskCategoryId } from '../../core/taxonomy'
import { companyName, shortName } from './company-names'
import { DIVISION_WEIGHTS, SUBSECTORS, type Exchange, type Market, type Subsector } from './industry-profiles'
import type { Random } from '../../core/seeded-random'
import { listPhrase } from './text-format'

// A fictional company's whole reporting history, decided once so that its reports agree with each other from year
// to year: the same committee, falling (or stubborn) emissions, a target adopted in one year and tracked afterwards,
// a renewable share that only rises.

export const LAST_YEAR = 2025

export type CompanyPlan = {
  name: string
  short: string
  market: Market
  exchange: Exchange
  country: string
  currency: string
  /** US companies report calendar years ("2024"), Australian and New Zealand ones financial years ("FY2024"). */
  fyPrefix: string
  subsector: Subsector
  regions: string
  firstYear: number
  revenue: number
  revenueGrowth: number
  employees: number
  baseYear: number
  /** Scope 1 and 2 emissions of the base year, tCO2-e. */
  baseEmissions: number
  reductionRate: number
  target: { percent: number; year: number; adopted: number } | undefined
  netZeroYear: number | undefined
  renewableShare: number
  renewableGrowth: number
  scope3From: number | undefined
  /** Scope 3 over Scope 1 + 2; for lenders and investors (financed emissions) in the hundreds or thousands. */
  scope3Multiple: number
  /** The share of Scope 1 from the subsector's dominant source, when it has one. */
  scope1MainShare: number | undefined
  /** Share of its electricity covered by contracts (PPAs, certificates) beyond the grid's own renewable share. */
  contractedShare: number
  risks: RiskCategoryId[]
  actions: ActionCategoryId[]
  committee: string
  meetings: number
  executive: string
  /** 0 to 1: how much a report of this company says; later years say more. */
  maturity: number
  carbonPrice: number
  incentivePercent: number | undefined
  /** The company's own stream of random draws, for figures and wording that must not depend on other companies. */
  random: Random
}

const MARKETS: ReadonlyArray<readonly [Market, number]> = [
  ['US', 72],
  ['ASX', 20],
  ['NZX', 8],
]

const REGIONS: Record<Market, readonly string[]> = {
  US: [
    'Texas',
    'California',
    'Ohio',
    'Georgia',
    'Pennsylvania',
    'Arizona',
    'Illinois',
    'Louisiana',
    'Colorado',
    'North Carolina',
    'Washington',
    'Florida',
    'Michigan',
    'Nevada',
  ],
  ASX: [
    'Western Australia',
    'Queensland',
    'New South Wales',
    'Victoria',
    'South Australia',
    'Tasmania',
    'the Northern Territory',
  ],
  NZX: [
    'Auckland',
    'Waikato',
    'Canterbury',
    'the Bay of Plenty',
    'Otago',
    "Hawke's Bay",
    'Taranaki',
    'Southland',
    'Wellington',
  ],
}

const COMMITTEES = [
  'Sustainability Committee',
  'Audit and Risk Committee',
  'Risk Committee',
  'Safety, Health and Sustainability Committee',
  'Environment and Sustainability Committee',
  'Nominating and Governance Committee',
]
const EXECUTIVES = [
  'Chief Sustainability Officer',
  'Head of Sustainability',
  'Chief Risk Officer',
  'Chief Financial Officer',
  'General Manager, Sustainability',
]

function pickByWeight<T extends string>(random: Random, weights: Partial<Record<T, number>>, count: number): T[] {
  const chosen: T[] = []
  const remaining = new Map(Object.entries(weights) as Array<[T, number]>)
  while (chosen.length < count) {
    const entries = [...remaining].filter(([, weight]) => weight > 0)
    if (entries.length === 0) break
    const item = random.weighted(entries)
    chosen.push(item)
    remaining.delete(item)
  }
  return chosen
}

function exchangeOf(random: Random, market: Market): Exchange {
  if (market === 'US') return random.chance(0.55) ? 'NYSE' : 'Nasdaq'
  return market
}

export function planCompany(random: Random, taken: Set<string>): CompanyPlan {
  const market = random.weighted(MARKETS)
  const division = random.weighted(Object.entries(DIVISION_WEIGHTS[market]))
  const subsector = random.pick(SUBSECTORS.filter((sub) => sub.division === division))
  const scale = market === 'NZX' ? 0.25 : market === 'ASX' ? 0.6 : 1
  const [minRevenue, maxRevenue] = subsector.revenue
  // Log-uniform: many small listed companies, few giants.
  const revenue = Math.exp(random.uniform(Math.log(minRevenue * scale), Math.log(maxRevenue * scale)))
  // US filers report since 2019 or a little later; Australian and New Zealand reports are the recent ones.
  const firstYear =
    market === 'US'
      ? random.weighted([
          [2019, 5],
          [2020, 3],
          [2021, 2],
          [2022, 1],
        ])
      : random.weighted([
          [2022, 1],
          [2023, 4],
          [2024, 1],
        ])
  const baseYear = random.weighted([
    [2019, 4],
    [2020, 2],
    [2018, 1],
  ])
  const emissions = revenue * subsector.intensity * random.uniform(0.6, 1.5)
  const ambitious = random.chance(0.7)
  const target = ambitious
    ? {
        percent: random.pick([25, 30, 35, 40, 42, 46, 50, 55]),
        year: random.pick([2030, 2030, 2030, 2032, 2035]),
        adopted: random.between(2019, 2024),
      }
    : undefined
  const name = companyName(random, market, subsector.descriptors, taken)
  const extra = random.fork(`${name}:figures`)
  return {
    name,
    short: shortName(name),
    market,
    exchange: exchangeOf(random, market),
    country: market === 'US' ? 'United States' : market === 'ASX' ? 'Australia' : 'New Zealand',
    currency: market === 'US' ? 'US$' : market === 'ASX' ? 'A$' : 'NZ$',
    fyPrefix: market === 'US' ? '' : 'FY',
    subsector,
    regions: listPhrase(random.sample(REGIONS[market], random.between(1, 3))),
    firstYear,
    revenue,
    revenueGrowth: random.uniform(-0.03, 0.09),
    employees: Math.max(40, Math.round((revenue * random.uniform(1.2, 4)) / 10) * 10),
    baseYear,
    baseEmissions: Math.max(150, Math.round(emissions)),
    reductionRate: ambitious ? random.uniform(0.03, 0.09) : random.uniform(-0.01, 0.03),
    target,
    netZeroYear: ambitious && random.chance(0.75) ? random.pick([2040, 2045, 2050, 2050, 2050]) : undefined,
    renewableShare: random.uniform(0, 30),
    renewableGrowth: random.uniform(2, 14),
    scope3From: random.chance(0.65) ? random.between(2019, 2025) : undefined,
    scope3Multiple: random.uniform(1.5, 12),
    // Lenders and investors report financed emissions (AASB S2 B58-B63), which dwarf their own operations'. These
    // come from a stream of their own so that the companies drawn after this one stay what they were.
    ...(subsector.financed
      ? {
          scope3From: extra.between(2020, 2024),
          scope3Multiple: Math.exp(extra.uniform(Math.log(150), Math.log(4000))),
        }
      : {}),
    scope1MainShare: subsector.scope1Main ? extra.uniform(...subsector.scope1Main.share) : undefined,
    contractedShare: extra.uniform(0, 0.6),
    risks: pickByWeight(random, subsector.risks, random.between(2, 4)),
    actions: pickByWeight(random, subsector.actions, random.between(3, 5)),
    committee: random.pick(COMMITTEES),
    meetings: random.pick([2, 3, 4, 4]),
    executive: random.pick(EXECUTIVES),
    maturity: random.uniform(0.1, 1),
    carbonPrice: market === 'US' ? random.pick([25, 40, 50, 75, 100]) : random.pick([35, 50, 75, 80, 100]),
    incentivePercent: random.chance(0.5) ? random.pick([5, 10, 10, 15, 20, 25]) : undefined,
    random: random.fork(name),
  }
}
