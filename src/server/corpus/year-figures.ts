import type { CompanyPlan } from './company-plan'
import type { Random } from '../../core/seeded-random'

// The figures one year's report states, derived from the company's plan with a little year-to-year noise, so that
// the 2024 report's emissions are the 2023 report's minus a plausible change and never jump at random.

export type YearFigures = {
  year: number
  revenue: number
  scope1: number
  /** Location-based Scope 2 (AASB S2 29(a)(v)); the totals use it. */
  scope2: number
  /** Market-based Scope 2: lower as renewable electricity contracts cover more of the load. */
  scope2Market: number
  /** The previous year's Scope 1 + 2, for the year-on-year change. */
  previousTotal: number
  scope3: number | undefined
  renewableShare: number
  previousRenewableShare: number
  energyMwh: number
  output: number
  intensity: number
  /** Percentage below the base year, negative when above it. */
  belowBase: number
  lowCarbonCapex: number
}

function noise(random: Random, spread: number): number {
  return 1 + random.uniform(-spread, spread)
}

// Scope 1 and 2 of a year, rounded as the report states them; the next year's report compares with these figures.
function scopesIn(plan: CompanyPlan, year: number): { scope1: number; scope2: number } {
  const random = (label: string) => plan.random.fork(`${label}:${year}`)
  const total =
    plan.baseEmissions * Math.pow(1 - plan.reductionRate, year - plan.baseYear) * noise(random('total'), 0.03)
  const scope1Share = Math.min(0.98, Math.max(0.02, plan.subsector.scope1Share * noise(random('split'), 0.1)))
  return { scope1: Math.round(total * scope1Share), scope2: Math.round(total * (1 - scope1Share)) }
}

function renewableIn(plan: CompanyPlan, year: number): number {
  return Math.min(100, plan.renewableShare + plan.renewableGrowth * Math.max(0, year - 2019))
}

export function figuresFor(plan: CompanyPlan, year: number): YearFigures {
  // Each year's noise comes from its own stream, so the 2023 figures are the same whichever reports are generated.
  const random = (label: string) => plan.random.fork(`${label}:${year}`)
  const { scope1, scope2 } = scopesIn(plan, year)
  const previous = scopesIn(plan, year - 1)
  const total = scope1 + scope2
  const revenue = plan.revenue * Math.pow(1 + plan.revenueGrowth, year - plan.firstYear)
  const output = revenue * plan.subsector.output.perMillionRevenue * noise(random('output'), 0.05)
  return {
    year,
    revenue,
    scope1,
    scope2,
    scope2Market: Math.round(
      scope2 * Math.max(0.02, 1 - (renewableIn(plan, year) / 100) * 0.8 - plan.contractedShare * 0.3),
    ),
    previousTotal: previous.scope1 + previous.scope2,
    scope3:
      plan.scope3From !== undefined && year >= plan.scope3From ? Math.round(total * plan.scope3Multiple) : undefined,
    renewableShare: renewableIn(plan, year),
    previousRenewableShare: renewableIn(plan, year - 1),
    energyMwh: Math.round((total / 0.45) * noise(random('energy'), 0.2)),
    output,
    intensity: total / Math.max(output, 1),
    belowBase: (1 - total / plan.baseEmissions) * 100,
    lowCarbonCapex: Math.max(1, Math.round(revenue * random('capex').uniform(0.005, 0.04))),
  }
}
