import type { ActionCategoryId, RiskCategoryId } from '../../core/taxonomy'
import type { CompanyPlan } from './company-plan'
import type { Random } from '../../core/seeded-random'
import { capitalise, decimal, integer, listPhrase, money, percent } from './text-format'
import type { YearFigures } from './year-figures'

// The paragraphs of a generated report. Each writer produces one chunk in the voice of a listed company's climate
// report, from the company's plan and the year's figures, choosing among several wordings so that six thousand
// reports do not read alike. `intended` records which risk or action a chunk was written about; the tags stored with
// it come from the classifier (generate-corpus.ts), and the tests check that the two agree.

export type ChunkKind =
  | 'overview'
  | 'governance_board'
  | 'governance_management'
  | 'risk'
  | 'opportunity'
  | 'scenario'
  | 'risk_management'
  | 'emissions'
  | 'energy'
  | 'targets'
  | 'action'
  | 'basis'

export type WrittenChunk = {
  kind: ChunkKind
  text: string
  intended: { risks: RiskCategoryId[]; actions: ActionCategoryId[] }
}

export type WriterContext = { plan: CompanyPlan; figures: YearFigures; year: number; random: Random }

const none = { risks: [], actions: [] }

function fy(plan: CompanyPlan, year: number): string {
  return `${plan.fyPrefix}${year}`
}

function sentences(...parts: Array<string | false | undefined>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ')
}

export function overview(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  const text = sentences(
    `${plan.name} ${plan.subsector.business}.`,
    random.pick([
      `We operate ${plan.subsector.sites} in ${plan.regions} and employ about ${integer(plan.employees)} people.`,
      `Our ${plan.subsector.sites} are located in ${plan.regions}, and our workforce numbers about ${integer(plan.employees)}.`,
    ]),
    `Revenue for ${fy(plan, year)} was ${money(plan.currency, figures.revenue)}.`,
    random.pick([
      'This report sets out how we govern, assess and manage climate-related risks and opportunities.',
      'This climate report explains the climate-related risks and opportunities we face and how we respond to them.',
      `This is our ${plan.market === 'US' ? 'annual' : ''} report on climate change, covering governance, strategy, risk management, and metrics and targets.`.replace('  ', ' '),
    ]),
  )
  return { kind: 'overview', text, intended: none }
}

export function governanceBoard(ctx: WriterContext): WrittenChunk {
  const { plan, random, year } = ctx
  const text = sentences(
    random.pick([
      `The Board has ultimate oversight of climate-related risks and opportunities and is supported by the ${plan.committee}.`,
      `Oversight of climate change sits with the Board, which has delegated detailed review to its ${plan.committee}.`,
      `Our Board of Directors oversees climate-related matters through the ${plan.committee}.`,
    ]),
    `The committee meets ${plan.meetings === 4 ? 'quarterly' : `${plan.meetings} times a year`} and reviews the climate risk register, progress against our emissions targets and material climate-related investments.`,
    `In ${fy(plan, year)} the Board ${random.pick([
      `approved ${random.pick(['our climate transition plan', 'an updated climate strategy', 'the results of our climate scenario analysis'])}`,
      `discussed climate-related matters at ${random.between(2, 6)} of its meetings`,
      `reviewed ${plan.short}'s progress against its climate commitments`,
    ])}.`,
    plan.incentivePercent !== undefined &&
      `${plan.incentivePercent}% of the short-term incentive of senior executives is linked to ${random.pick(['emissions reduction and climate resilience measures', 'progress against our emissions reduction target', 'climate-related performance measures in the scorecard'])}.`,
    plan.market === 'ASX' && year >= 2025 && 'Directors received training on the requirements of AASB S2 during the year.',
  )
  return { kind: 'governance_board', text, intended: { risks: [], actions: ['governance_oversight'] } }
}

export function governanceManagement(ctx: WriterContext): WrittenChunk {
  const { plan, random } = ctx
  const text = sentences(
    random.pick([
      'The Chief Executive Officer is accountable for delivering our climate strategy.',
      'Management responsibility for climate change rests with the Chief Executive Officer and the executive team.',
    ]),
    `Our ${plan.executive} leads the climate program and reports to the ${plan.committee} on climate-related risks and performance.`,
    random.pick([
      'A cross-functional climate working group of finance, risk, operations and procurement leaders meets monthly to coordinate actions.',
      'Each business unit head is responsible for managing the climate risks and emissions of their operations.',
      'A sustainability team of specialists supports the business units with emissions data, scenario analysis and reporting.',
    ]),
  )
  return { kind: 'governance_management', text, intended: { risks: [], actions: ['governance_oversight'] } }
}

const RISK_HEADINGS: Record<RiskCategoryId, readonly string[]> = {
  physical_acute: ['Acute physical risk', 'Physical risk (acute)', 'Extreme weather events'],
  physical_chronic: ['Chronic physical risk', 'Physical risk (chronic)', 'Longer-term shifts in climate'],
  transition_policy_legal: ['Policy and legal risk', 'Transition risk (policy and legal)', 'Carbon pricing and regulation'],
  transition_technology: ['Technology risk', 'Transition risk (technology)', 'Technological change'],
  transition_market: ['Market risk', 'Transition risk (market)', 'Changing markets'],
  transition_reputation: ['Reputation risk', 'Transition risk (reputation)', 'Reputation and stakeholder expectations'],
}

function phrasesFor(plan: CompanyPlan, risk: RiskCategoryId): readonly string[] {
  const sub = plan.subsector
  switch (risk) {
    case 'physical_acute':
      return sub.acute
    case 'physical_chronic':
      return sub.chronic
    case 'transition_policy_legal':
      return sub.policy
    case 'transition_technology':
      return sub.technology
    case 'transition_market':
      return sub.market
    case 'transition_reputation':
      return sub.reputation
  }
}

function riskImpact(ctx: WriterContext, risk: RiskCategoryId): string {
  const { plan, figures, random, year } = ctx
  const total = figures.scope1 + figures.scope2
  switch (risk) {
    case 'physical_acute': {
      const days = random.between(3, 21)
      return random.pick([
        `In ${fy(plan, year)}, ${random.pick(['severe storms', 'flooding', 'extreme heat', 'a major weather event'])} interrupted operations at ${random.pick(['one of our sites', 'two of our sites', 'several sites'])} for ${days} days, with an estimated cost of ${money(plan.currency, figures.revenue * random.uniform(0.001, 0.01))}.`,
        `We expect the frequency and severity of such events to increase, and estimate that a one-in-100-year event could reduce annual earnings by up to ${percent(random.uniform(1, 8))}.`,
        `Under a high-emission scenario the expected annual damage to our assets from extreme weather rises by ${percent(random.uniform(15, 60))} by 2050.`,
      ])
    }
    case 'physical_chronic':
      return random.pick([
        `Over the long term, climate projections for ${plan.regions} show ${random.pick(['more days above 35°C', 'lower average rainfall', 'higher average temperatures and longer dry periods'])}, which could raise operating costs by ${percent(random.uniform(1, 6))} by 2050.`,
        `We assess this risk as ${random.pick(['moderate', 'high', 'low to moderate'])} in the medium term and rising over the long term under a 3°C scenario.`,
        `These chronic changes could reduce productivity and increase maintenance and cooling costs at our ${plan.subsector.sites}.`,
      ])
    case 'transition_policy_legal':
      return random.pick([
        `An internal carbon price of ${plan.currency}${plan.carbonPrice} per tonne applied to our ${fy(plan, year)} emissions of ${integer(total)} tCO2-e would add about ${money(plan.currency, (total * plan.carbonPrice) / 1e6)} to annual operating costs.`,
        `We monitor regulation and legislation in each jurisdiction where we operate, and expect compliance costs to rise over the medium term.`,
        `New mandatory climate reporting obligations also increase the risk of litigation if our disclosures are incomplete.`,
      ])
    case 'transition_technology':
      return random.pick([
        `Replacing existing equipment before the end of its life could require additional capital expenditure of ${money(plan.currency, figures.lowCarbonCapex * random.uniform(2, 6))} over the next decade.`,
        'If we invest in a technology that is later superseded, the investment may be written off.',
        'We track emerging technology through pilots and partnerships so that we can adopt low carbon technology when it becomes commercial.',
      ])
    case 'transition_market':
      return random.pick([
        `A shift of ${percent(random.uniform(5, 25))} in demand for our main products by 2035 would reduce revenue by about ${money(plan.currency, figures.revenue * random.uniform(0.03, 0.15))} a year.`,
        'Price volatility for energy and raw materials affects our margins in the short term.',
        'A repricing of carbon-intensive assets could also increase our cost of capital.',
      ])
    case 'transition_reputation':
      return random.pick([
        'Negative perception of our climate performance could affect our ability to attract and retain employees, customers and investors.',
        'We engage with investors, community groups and NGOs to understand their concerns and explain our climate strategy.',
        'Claims about our environmental performance are reviewed by our legal team to avoid any risk of greenwashing.',
      ])
  }
}

export function riskChunk(ctx: WriterContext, risk: RiskCategoryId): WrittenChunk {
  const { plan, random } = ctx
  const phrase = random.pick(phrasesFor(plan, risk))
  const time = random.pick(['short term (to 2027)', 'medium term (to 2030)', 'long term (to 2050)'])
  const text = sentences(
    `${random.pick(RISK_HEADINGS[risk])}: ${random.pick([
      `${plan.short} is exposed to ${phrase}.`,
      `our business is exposed to ${phrase}.`,
      `a key climate-related risk for us is ${phrase}.`,
    ])}`,
    random.pick([`We consider this risk most material over the ${time}.`, `In ${fy(plan, ctx.year)} we rated it most material over the ${time}.`, `Its effects on ${plan.short} are expected mainly over the ${time}.`]),
    riskImpact(ctx, risk),
  )
  return { kind: 'risk', text, intended: { risks: [risk], actions: [] } }
}

export function opportunity(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random } = ctx
  const text = sentences(
    `Climate-related opportunities: ${random.pick([
      `we see opportunities in ${random.pick(plan.subsector.opportunities)}.`,
      `the transition to a low-carbon economy creates opportunities for us, in particular ${random.pick(plan.subsector.opportunities)}.`,
    ])}`,
    random.pick([
      `We estimate that these could add ${money(plan.currency, figures.revenue * random.uniform(0.01, 0.08))} of revenue a year by 2030.`,
      `We allocated ${money(plan.currency, figures.lowCarbonCapex)} of capital expenditure to these opportunities this year.`,
      'Capturing them depends on customer demand, policy support and the cost of new technology.',
    ]),
  )
  return { kind: 'opportunity', text, intended: { risks: [], actions: ['low_carbon_products'] } }
}

export function scenario(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random } = ctx
  const sets = [
    'a 1.5°C orderly transition based on the IEA Net Zero Emissions scenario, a 2°C delayed transition and a 3°C current policies scenario',
    'the NGFS Net Zero 2050, Delayed Transition and Current Policies scenarios',
    'a low-emission scenario (SSP1-2.6) and a high-emission scenario (SSP5-8.5) for physical risks, and IEA scenarios for transition risks',
  ]
  const text = sentences(
    `We used scenario analysis to test the resilience of our strategy against ${random.pick(sets)}.`,
    random.pick([
      `Under the 1.5°C scenario, carbon costs and changing demand reduce our earnings by up to ${percent(random.uniform(2, 18))} by 2030 unless we cut emissions as planned.`,
      `Under the high-emission scenario, physical risks increase operating costs at our ${plan.subsector.sites} by ${percent(random.uniform(1, 9))} by 2050.`,
      `The analysis found our strategy resilient under all scenarios, although a disorderly transition would reduce the value of some assets by up to ${money(plan.currency, figures.revenue * random.uniform(0.02, 0.1))}.`,
    ]),
    `The ${fy(plan, ctx.year)} analysis ${random.pick(['informed our capital allocation and our transition plan', 'was reviewed by the Board', `covered all ${plan.subsector.sites}`])}.`,
  )
  return { kind: 'scenario', text, intended: { risks: [], actions: ['scenario_analysis'] } }
}

export function riskManagement(ctx: WriterContext): WrittenChunk {
  const { plan, random, year } = ctx
  const text = sentences(
    random.pick([
      'Climate-related risks are identified, assessed and managed through our enterprise risk management framework.',
      'We identify and assess climate-related risks in the same way as other principal risks, using our risk management framework.',
      'Our process to identify and assess climate-related risks is integrated into enterprise risk management.',
    ]),
    random.pick([
      'Each business unit maintains a risk register in which risks are rated for likelihood and consequence over short, medium and long time horizons.',
      'Risk owners rate each climate risk for likelihood and impact using the same risk matrix as other risks, and record controls and mitigation in the risk register.',
      `Site teams complete an annual climate risk assessment of our ${plan.subsector.sites}, supported by geospatial hazard data.`,
    ]),
    `In ${fy(plan, year)} the register recorded ${random.between(4, 30)} climate-related risks, ${random.between(1, 4)} of them rated material for ${plan.short}.`,
    random.pick([
      `Material climate risks are escalated to the ${plan.committee}, which monitors them against our risk appetite.`,
      'The risk function reviews the climate risk profile twice a year and reports material changes to the Board.',
      'Internal audit reviews the climate risk process every two years.',
    ]),
  )
  return { kind: 'risk_management', text, intended: none }
}

export function emissions(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  const total = figures.scope1 + figures.scope2
  const change = ((total - figures.previousTotal) / Math.max(figures.previousTotal, 1)) * 100
  const direction = change <= 0 ? 'a decrease' : 'an increase'
  const text = sentences(
    `In ${fy(plan, year)}, our Scope 1 emissions were ${integer(figures.scope1)} tCO2-e and our Scope 2 emissions (market-based) were ${integer(figures.scope2)} tCO2-e, a total of ${integer(total)} tCO2-e and ${direction} of ${percent(Math.abs(change), 1)} on the previous year.`,
    `Most of these emissions come from ${plan.subsector.sources}.`,
    figures.scope3 !== undefined &&
      `We estimate our Scope 3 emissions at ${integer(figures.scope3)} tCO2-e, mainly from ${plan.subsector.scope3}.`,
    random.pick([
      'Emissions are calculated using the GHG Protocol and the operational control approach.',
      plan.market === 'ASX' ? 'Emissions are calculated under the NGER measurement methods and the GHG Protocol.' : 'Emissions are calculated in line with the GHG Protocol Corporate Standard.',
      'Emission factors are updated each year and prior-year figures are restated where the methodology changed.',
    ]),
  )
  return { kind: 'emissions', text, intended: none }
}

export function energy(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  const unit = plan.subsector.output.unit
  const text = sentences(
    `We consumed ${integer(figures.energyMwh)} MWh of energy in ${fy(plan, year)}.`,
    `Renewable electricity made up ${percent(figures.renewableShare)} of the electricity we used, up from ${percent(figures.previousRenewableShare)} the year before.`,
    `Our emissions intensity was ${decimal(figures.intensity, figures.intensity < 1 ? 3 : 1)} tCO2-e per ${unit}.`,
    random.chance(0.4) && `Metrics for energy and emissions are reported to the ${plan.committee} each quarter.`,
  )
  return { kind: 'energy', text, intended: none }
}

export function targets(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  const target = plan.target
  if (!target || target.adopted > year) {
    const text = sentences(
      'We have not yet set an emissions reduction target.',
      random.pick([
        `We are developing a target for Scope 1 and 2 emissions, with ${plan.baseYear} as the base year, and expect to announce it within two years.`,
        'We track our emissions each year and will set targets once our data covers all operations.',
      ]),
      `Our Scope 1 and 2 emissions are ${figures.belowBase >= 0 ? `${percent(figures.belowBase, 1)} below` : `${percent(-figures.belowBase, 1)} above`} their ${plan.baseYear} level.`,
    )
    return { kind: 'targets', text, intended: { risks: [], actions: ['emissions_targets'] } }
  }
  const onTrack = figures.belowBase >= (target.percent * (year - plan.baseYear)) / (target.year - plan.baseYear)
  const text = sentences(
    `Our target is to reduce Scope 1 and 2 emissions by ${target.percent}% by ${target.year} from a ${plan.baseYear} baseline${plan.netZeroYear ? `, and to reach net zero emissions by ${plan.netZeroYear}` : ''}.`,
    `At the end of ${fy(plan, year)}, emissions were ${figures.belowBase >= 0 ? `${percent(figures.belowBase, 1)} below` : `${percent(-figures.belowBase, 1)} above`} the baseline, so we are ${onTrack ? 'on track' : 'behind the trajectory needed'} to meet the target.`,
    random.chance(0.4) && `The target was ${random.pick(['validated by the Science Based Targets initiative', 'set in line with a 1.5°C pathway', 'approved by the Board'])}.`,
    random.chance(0.4) && `We also target ${random.pick(['100% renewable electricity by 2030', 'a 30% reduction in emissions intensity by 2030', 'zero waste to landfill by 2030'])}.`,
  )
  return { kind: 'targets', text, intended: { risks: [], actions: ['emissions_targets'] } }
}

const ACTION_TEXT: Partial<Record<ActionCategoryId, (ctx: WriterContext) => string>> = {
  renewable_energy: ({ plan, figures, random }) =>
    sentences(
      random.pick([
        `We increased our use of renewable electricity to ${percent(figures.renewableShare)} by installing rooftop solar at ${random.between(2, 40)} sites and buying renewable energy certificates.`,
        `We signed a ${random.between(7, 15)}-year power purchase agreement for ${random.between(20, 300)} MW of wind and solar electricity.`,
        `Renewable electricity now supplies ${percent(figures.renewableShare)} of our operations, and we aim for 100% renewable electricity by ${random.pick([2025, 2028, 2030])}.`,
      ]),
      random.chance(0.5) && `Our ${plan.subsector.sites} will switch to green power as contracts renew.`,
    ),
  energy_efficiency: ({ plan, figures, random }) =>
    sentences(
      random.pick([
        `Energy efficiency projects, including LED lighting, variable speed drives and heat pumps, saved ${integer(figures.energyMwh * random.uniform(0.01, 0.05))} MWh in the year.`,
        `Energy audits at our ${plan.subsector.sites} identified savings of ${percent(random.uniform(5, 15))}, and we completed retrofits at the largest sites.`,
        'We introduced energy management systems certified to ISO 50001 at our major sites.',
      ]),
    ),
  adaptation_resilience: ({ plan, figures, random }) =>
    sentences(
      `We completed a physical risk assessment of our ${plan.subsector.sites} and invested ${money(plan.currency, figures.lowCarbonCapex * random.uniform(0.2, 1))} in adaptation measures to improve resilience.`,
      random.pick([
        'Business continuity plans now include extreme weather scenarios, and emergency response drills are held before each summer.',
        'New assets are designed to withstand projected climate conditions to 2050.',
        'We reviewed our insurance cover and emergency response arrangements for climate-related hazards.',
      ]),
    ),
  supply_chain_engagement: ({ figures, random }) =>
    sentences(
      `Our supplier engagement program asks our ${random.between(20, 200)} largest suppliers, which account for ${percent(random.uniform(40, 80))} of our procurement spend, to report emissions and set reduction targets.`,
      figures.scope3 !== undefined
        ? 'Working with suppliers is the main lever for our Scope 3 emissions.'
        : 'Supplier data will allow us to report Scope 3 emissions from purchased goods.',
    ),
  carbon_credits_offsets: ({ plan, figures, random }) =>
    sentences(
      `We purchased and retired ${integer((figures.scope1 + figures.scope2) * random.uniform(0.02, 0.2))} ${plan.market === 'ASX' ? 'Australian Carbon Credit Units' : 'carbon credits certified under the Verified Carbon Standard'} to offset part of our residual emissions.`,
      'We use carbon offsets only for emissions we cannot yet avoid, and prioritise reducing our own emissions.',
    ),
  climate_finance: ({ plan, figures, random }) =>
    sentences(
      random.pick([
        `We issued a ${money(plan.currency, Math.max(50, figures.revenue * random.uniform(0.05, 0.2)))} green bond to finance renewable energy and energy efficient assets.`,
        `Our ${money(plan.currency, Math.max(50, figures.revenue * random.uniform(0.05, 0.2)))} sustainability-linked loan has a margin tied to our emissions reduction target.`,
        `Capital expenditure on low-carbon projects was ${money(plan.currency, figures.lowCarbonCapex)} in the year.`,
      ]),
    ),
  low_carbon_products: ({ plan, figures, random }) =>
    sentences(
      `Revenue from low-carbon products and services reached ${money(plan.currency, figures.revenue * random.uniform(0.02, 0.25))}, and we invested in research and development of new solutions.`,
      random.chance(0.6) && `We see ${random.pick(plan.subsector.opportunities)} as a growing market.`,
    ),
  nature_water: ({ random }) =>
    sentences(
      random.pick([
        `We reduced water consumption by ${percent(random.uniform(3, 20))} and began a nature-related risk assessment in line with the TNFD recommendations.`,
        `We rehabilitated ${random.between(10, 400)} hectares of land and protect habitat for threatened species near our operations.`,
        `Water stewardship plans are in place at all sites in water-stressed catchments, and we monitor biodiversity at our larger sites.`,
      ]),
    ),
  disclosure_reporting: ({ plan, random }) =>
    sentences(
      `We report to CDP each year and publish our climate disclosures in line with ${plan.market === 'NZX' ? 'the Aotearoa New Zealand Climate Standards' : 'the TCFD recommendations'}.`,
      random.pick(['Our Scope 1 and 2 emissions received limited assurance from an independent auditor.', 'We are preparing for reasonable assurance of our emissions data.']),
    ),
}

export function action(ctx: WriterContext, id: ActionCategoryId): WrittenChunk | undefined {
  const write = ACTION_TEXT[id]
  if (!write) return undefined
  const detail = ctx.plan.subsector.actionDetail?.[id]
  const text = detail && ctx.random.chance(0.6) ? sentences(ctx.random.pick(detail), write(ctx)) : write(ctx)
  return { kind: 'action', text: capitalise(text), intended: { risks: [], actions: [id] } }
}

export function basis(ctx: WriterContext): WrittenChunk {
  const { plan, random, year } = ctx
  const standard =
    plan.market === 'ASX' && year >= 2025
      ? 'AASB S2 Climate-related Disclosures, the first year it applies to us'
      : plan.market === 'NZX'
        ? 'the Aotearoa New Zealand Climate Standards issued by the External Reporting Board'
        : 'the recommendations of the Task Force on Climate-related Financial Disclosures (TCFD)'
  const text = sentences(
    `This report is prepared in line with ${standard}.`,
    random.pick([
      'It covers all entities under our operational control.',
      `It covers the ${plan.market === 'US' ? 'calendar' : 'financial'} year ${fy(plan, year)}.`,
    ]),
    random.pick([
      'Scope 1 and 2 emissions received limited assurance from an independent auditor.',
      'We also respond to the CDP climate questionnaire.',
      'Forward-looking statements in this report are subject to uncertainty.',
    ]),
    `${listPhrase(['Governance', 'strategy', 'risk management', 'metrics and targets'])} are covered in the sections that follow.`,
  )
  return { kind: 'basis', text: capitalise(text), intended: { risks: [], actions: ['disclosure_reporting'] } }
}
