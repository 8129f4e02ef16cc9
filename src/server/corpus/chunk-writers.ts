import type { ActionCategoryId, RiskCategoryId } from '../../core/taxonomy'
import type { CompanyPlan } from './company-plan'
import type { Random } from '../../core/seeded-random'
import { capitalise, decimal, listPhrase, money, percent } from './text-format'
import { groupThousands } from '../../core/number-format'
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

/** One choice from each slot, joined: a few words per slot give thousands of wordings, so companies rarely match. */
function compose(random: Random, ...slots: ReadonlyArray<string | readonly string[]>): string {
  return slots.map((slot) => (typeof slot === 'string' ? slot : random.pick(slot))).join('')
}

/** Two to `max` of the items in random order, as "a, b and c". */
function some(random: Random, items: readonly string[], max = 3): string {
  return listPhrase(random.sample(items, random.between(2, Math.min(max, items.length))))
}

function sentences(...parts: Array<string | false | undefined>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ')
}

export function overview(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  const text = sentences(
    `${plan.name} ${plan.subsector.business}.`,
    random.pick([
      `We operate ${plan.subsector.sites} in ${plan.regions} and employ about ${groupThousands(plan.employees)} people.`,
      `Our ${plan.subsector.sites} are located in ${plan.regions}, and our workforce numbers about ${groupThousands(plan.employees)}.`,
    ]),
    `Revenue for ${fy(plan, year)} was ${money(plan.currency, figures.revenue)}.`,
    compose(
      random,
      [
        'This report',
        `This ${fy(plan, year)} report`,
        'This climate statement',
        'The sections that follow',
        'This document',
      ],
      [' sets out', ' explains', ' describes', ' summarises'],
      [
        ' how we govern, assess and manage',
        ` how ${plan.short} identifies, assesses and manages`,
        ' how the Board and management oversee',
        ' how we respond to',
      ],
      [
        ' climate-related risks and opportunities',
        ` the climate-related risks and opportunities of our ${plan.subsector.sites}`,
        ' the risks and opportunities climate change brings',
        ' our exposure to climate change',
      ],
      ['.', `, in ${random.pick(['four', 'the four TCFD'])} sections.`, ', and the metrics we use to track them.'],
    ),
  )
  return { kind: 'overview', text, intended: none }
}

export function governanceBoard(ctx: WriterContext): WrittenChunk {
  const { plan, random, year } = ctx
  const text = sentences(
    compose(
      random,
      ['The Board', `The ${plan.short} Board`, 'Our Board of Directors', 'The Board of Directors'],
      [' has ultimate oversight of', ' is responsible for overseeing', ' oversees', ' retains oversight of'],
      [
        ' climate-related risks and opportunities',
        ' climate-related matters',
        ' climate change risks and opportunities',
        ' our response to climate change',
      ],
      [
        `, supported by the ${plan.committee}.`,
        ` through its ${plan.committee}.`,
        `, and has delegated detailed review to the ${plan.committee}.`,
        `; the ${plan.committee} assists it.`,
      ],
    ),
    compose(
      random,
      ['The committee', `The ${plan.committee}`, 'That committee', 'It'],
      [' meets', ' met', ' convenes'],
      [
        plan.meetings === 4 ? ' quarterly' : ` ${plan.meetings} times a year`,
        plan.meetings === 4 ? ' four times a year' : ` ${plan.meetings} times each year`,
      ],
      [' and reviews ', ' and considers ', ', receiving updates on ', ' to examine '],
      some(
        random,
        [
          'the climate risk register',
          'progress against our emissions targets',
          'material climate-related investments',
          'the transition plan',
          'climate-related disclosures',
          `physical risk at our ${plan.subsector.sites}`,
          'the results of scenario analysis',
        ],
        3,
      ),
      '.',
    ),
    `In ${fy(plan, year)} the Board ${random.pick([
      `approved ${random.pick(['our climate transition plan', 'an updated climate strategy', 'the results of our climate scenario analysis'])}`,
      `discussed climate-related matters at ${random.between(2, 6)} of its meetings`,
      `reviewed ${plan.short}'s progress against its climate commitments`,
    ])}.`,
    plan.incentivePercent !== undefined &&
      compose(
        random,
        [
          `${plan.incentivePercent}% of the short-term incentive of senior executives`,
          `${plan.incentivePercent}% of executive short-term incentives`,
          `Climate measures make up ${plan.incentivePercent}% of the executive scorecard, and that part of variable pay`,
          `${plan.incentivePercent}% of the ${fy(plan, year)} short-term incentive for the leadership team`,
        ],
        [' is linked to ', ' depends on ', ' is tied to '],
        [
          'emissions reduction and climate resilience measures',
          'progress against our emissions reduction target',
          'climate-related performance measures',
          `delivery of the ${fy(plan, year)} climate program`,
          'renewable electricity and emissions milestones',
        ],
        '.',
      ),
    plan.market === 'ASX' &&
      year >= 2025 &&
      'Directors received training on the requirements of AASB S2 during the year.',
  )
  return { kind: 'governance_board', text, intended: { risks: [], actions: ['governance_oversight'] } }
}

export function governanceManagement(ctx: WriterContext): WrittenChunk {
  const { plan, random, year } = ctx
  const text = sentences(
    compose(
      random,
      [
        'The Chief Executive Officer',
        'Our Managing Director',
        'The CEO',
        'The executive team, led by the Chief Executive Officer,',
      ],
      [' is accountable for', ' is responsible for', ' owns', ' answers to the Board for'],
      [
        ' delivering our climate strategy',
        ' the climate program',
        ` climate-related risk across ${plan.short}`,
        ' our transition plan',
      ],
      '.',
    ),
    compose(
      random,
      [`Our ${plan.executive}`, `The ${plan.executive}`],
      [
        ' leads the climate program',
        ' coordinates our climate work',
        ' runs the day-to-day climate agenda',
        ' manages climate-related risks and opportunities',
      ],
      [
        ` and reports to the ${plan.committee}`,
        `, reporting to the ${plan.committee}`,
        ` and briefs the ${plan.committee}`,
      ],
      [
        ' on climate-related risks and performance.',
        ` ${random.between(2, 6)} times a year.`,
        ' at each of its meetings.',
        ' on progress against targets.',
      ],
    ),
    compose(
      random,
      [
        `A working group of ${some(random, ['finance', 'risk', 'operations', 'procurement', 'legal', 'engineering', 'investor relations'], 4)} leaders`,
        'Each business unit head',
        `A team of ${random.between(2, 15)} sustainability specialists`,
        `Site managers at our ${plan.subsector.sites}`,
      ],
      [' coordinates', ' is responsible for', ' supports', ' manages'],
      [
        ` emissions data and climate actions`,
        ' the climate risks and emissions of their operations',
        ' scenario analysis and reporting',
        ' climate actions and their budgets',
      ],
      [`, and met ${random.between(4, 12)} times in ${fy(plan, year)}.`, '.', ` across ${plan.regions}.`],
    ),
  )
  return { kind: 'governance_management', text, intended: { risks: [], actions: ['governance_oversight'] } }
}

const RISK_HEADINGS: Record<RiskCategoryId, readonly string[]> = {
  physical_acute: ['Acute physical risk', 'Physical risk (acute)', 'Extreme weather events'],
  physical_chronic: ['Chronic physical risk', 'Physical risk (chronic)', 'Longer-term shifts in climate'],
  transition_policy_legal: [
    'Policy and legal risk',
    'Transition risk (policy and legal)',
    'Carbon pricing and regulation',
  ],
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
        `${random.pick(['We expect', 'Climate projections suggest', 'We anticipate'])} ${random.pick(['the frequency and severity of such events to increase', 'such events to become more frequent', 'more intense events'])}, and estimate that a one-in-100-year event could reduce annual earnings by up to ${percent(random.uniform(1, 8), 1)}.`,
        `${random.pick(['Under a high-emission scenario', 'Under SSP5-8.5 (over 4 °C)', 'In a high-warming future', 'Under SSP3-7.0 (about 3.6 °C)'])} the expected annual damage to ${random.pick(['our assets', `our ${plan.subsector.sites}`, 'property, plant and equipment'])} from extreme weather rises by ${percent(random.uniform(15, 60))} by ${random.pick([2040, 2050])}.`,
      ])
    }
    case 'physical_chronic':
      return random.pick([
        `Over the long term, climate projections for ${plan.regions} show ${random.pick(['more days above 35°C', 'lower average rainfall', 'higher average temperatures and longer dry periods'])}, which could raise operating costs by ${percent(random.uniform(1, 6))} by 2050.`,
        `${random.pick(['We assess this risk as', 'We rate this risk', 'Our assessment puts this risk at'])} ${random.pick(['moderate', 'high', 'low to moderate', 'medium'])} ${random.pick(['in the medium term', 'to 2030', 'today'])} and rising ${random.pick(['over the long term', 'after 2040', 'towards 2050'])} under ${random.pick(['a 3 °C scenario', 'SSP2-4.5 (about 2.7 °C)', 'NGFS Current Policies (3 °C or more)', 'a high-warming scenario'])}.`,
        compose(
          random,
          ['These chronic changes', 'Such gradual shifts', 'Slow-onset changes like these'],
          [' could reduce productivity and increase', ' would raise', ' may push up'],
          [' maintenance and cooling costs', ' operating costs', ' water and energy costs'],
          ` at our ${plan.subsector.sites}`,
          ['.', ` in ${plan.regions}.`, ' over the coming decades.'],
        ),
      ])
    case 'transition_policy_legal':
      return random.pick([
        `An internal carbon price of ${plan.currency}${plan.carbonPrice} per tonne applied to our ${fy(plan, year)} emissions of ${groupThousands(total)} tCO2-e would add about ${money(plan.currency, (total * plan.carbonPrice) / 1e6)} to annual operating costs.`,
        compose(
          random,
          ['We monitor', 'We track', 'Our legal team follows'],
          [' regulation and legislation', ' climate policy', ' emissions rules'],
          [` in ${plan.regions}`, ' in each jurisdiction where we operate'],
          [
            ', and expect compliance costs to rise over the medium term.',
            ` that could affect our ${plan.subsector.sites}.`,
            `; ${random.between(2, 9)} changes were assessed in ${fy(plan, year)}.`,
          ],
        ),
        compose(
          random,
          ['New mandatory climate reporting obligations', 'Mandatory climate disclosure', 'Stricter disclosure rules'],
          [' also increase', ' raise', ' add to'],
          [' the risk of litigation', ' our legal exposure', ' the risk of regulatory action'],
          [
            ' if our disclosures are incomplete.',
            ' over claims about our climate performance.',
            ` for ${plan.short} and its directors.`,
          ],
        ),
      ])
    case 'transition_technology':
      return random.pick([
        `Replacing existing equipment before the end of its life could require additional capital expenditure of ${money(plan.currency, figures.lowCarbonCapex * random.uniform(2, 6))} over the next decade.`,
        compose(
          random,
          [
            'If we invest in a technology that is later superseded,',
            'Should a low-emission technology we back fail to scale,',
            'Betting early on the wrong low-carbon technology means',
          ],
          [
            ' the investment may be written off.',
            ` assets at our ${plan.subsector.sites} could be stranded.`,
            ' we would bear the switching costs twice.',
          ],
        ),
        compose(
          random,
          [
            'We track emerging technology',
            'We follow new low-emission technology',
            'Our engineering team tests new technology',
          ],
          [
            ' through pilots and partnerships',
            ` at ${random.between(1, 5)} trial sites`,
            ' with suppliers and universities',
          ],
          [
            ' so that we can adopt it when it becomes commercial.',
            ' before committing capital.',
            ` in ${plan.regions}.`,
          ],
        ),
      ])
    case 'transition_market':
      return random.pick([
        `A shift of ${percent(random.uniform(5, 25))} in demand for our main products by 2035 would reduce revenue by about ${money(plan.currency, figures.revenue * random.uniform(0.03, 0.15))} a year.`,
        compose(
          random,
          ['Price volatility for', 'Swings in the price of', 'Rising costs of'],
          [' energy and raw materials', ' fuel and electricity', ' inputs we buy'],
          [
            ' affect our margins in the short term.',
            ` could cut our ${fy(plan, year + 1)} margin by ${percent(random.uniform(0.5, 4), 1)}.`,
            ' are passed to customers only with a lag.',
          ],
        ),
        compose(
          random,
          [
            'A repricing of carbon-intensive assets',
            'Investor caution about emissions-intensive businesses',
            'Lenders pricing in climate risk',
          ],
          [' could also increase', ' may raise', ' would lift'],
          [
            ' our cost of capital.',
            ` our borrowing margin by ${random.between(10, 60)} basis points.`,
            ' the cost of refinancing our debt.',
          ],
        ),
      ])
    case 'transition_reputation':
      return random.pick([
        compose(
          random,
          ['Negative perception of our climate performance', 'A weak climate record', 'Criticism of our emissions'],
          [' could affect our ability to attract and retain', ' could cost us', ' would weigh on'],
          [' ', ' the trust of '],
          some(random, ['employees', 'customers', 'investors', 'communities near our sites', 'lenders'], 3),
          '.',
        ),
        compose(
          random,
          ['We engage with', 'We met', 'We hold regular discussions with'],
          [' ', ` ${random.between(5, 40)} `],
          some(random, ['investors', 'community groups', 'NGOs', 'customers', 'regulators'], 3),
          [
            ' to understand their concerns and explain our climate strategy.',
            ` during ${fy(plan, year)}.`,
            ' about our transition plan.',
          ],
        ),
        compose(
          random,
          [
            'Claims about our environmental performance',
            'Our climate-related marketing claims',
            'Sustainability statements in our marketing',
          ],
          [' are reviewed by our legal team', ' go through a legal review', ' are checked against our data'],
          [
            ' to avoid any risk of greenwashing.',
            ' before they are published.',
            ` under a policy adopted in ${fy(plan, year - random.between(0, 2))}.`,
          ],
        ),
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
    compose(
      random,
      [
        'We consider this risk',
        `In ${fy(plan, ctx.year)} we rated this risk`,
        'We judge it',
        `For our ${plan.subsector.sites}, this risk is`,
        'The exposure is',
      ],
      [' most material', ' most significant', ' likely to matter most', ' at its highest'],
      [` over the ${time}`, ` in the ${time}`],
      [
        '.',
        `, with a ${random.pick(['moderate', 'high', 'low to moderate', 'medium'])} rating.`,
        ` in ${plan.regions}.`,
      ],
    ),
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
      `Capturing them depends on ${some(random, ['customer demand', 'policy support', 'the cost of new technology', 'access to capital', `grid capacity in ${plan.regions}`], 3)}.`,
    ]),
  )
  return { kind: 'opportunity', text, intended: { risks: [], actions: ['low_carbon_products'] } }
}

type Scenario = { name: string; warming: string }

// Warming by 2100 as the sources give it: the IPCC AR6 best estimates, the NGFS and IEA scenarios' own framing.
// SSP1-2.6 is about 1.8 °C, not a 1.5 °C scenario.
export const SCENARIO_WARMING = {
  'SSP1-1.9': 'about 1.4 °C, the 1.5 °C pathway',
  'SSP1-2.6': 'about 1.8 °C, well below 2 °C',
  'SSP2-4.5': 'about 2.7 °C',
  'SSP3-7.0': 'about 3.6 °C',
  'SSP5-8.5': 'over 4 °C',
  'NGFS Net Zero 2050': '1.5 °C',
  'NGFS Current Policies': '3 °C or more',
  'IEA Net Zero Emissions by 2050': '1.5 °C',
} as const

const scenarioOf = (name: keyof typeof SCENARIO_WARMING): Scenario => ({ name, warming: SCENARIO_WARMING[name] })
const LOW_SCENARIOS = [
  scenarioOf('SSP1-1.9'),
  scenarioOf('NGFS Net Zero 2050'),
  scenarioOf('IEA Net Zero Emissions by 2050'),
  scenarioOf('SSP1-2.6'),
]
const HIGH_SCENARIOS = [
  scenarioOf('SSP2-4.5'),
  scenarioOf('SSP3-7.0'),
  scenarioOf('SSP5-8.5'),
  scenarioOf('NGFS Current Policies'),
]

export function scenario(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  // From AASB S2's first year the Corporations Act asks for a 1.5 °C scenario and one well exceeding 2 °C.
  const mandatory = plan.market === 'ASX' && year >= 2025
  const low = random.pick(mandatory ? LOW_SCENARIOS.slice(0, 3) : LOW_SCENARIOS)
  const high = random.pick(HIGH_SCENARIOS)
  const named = (scenario: Scenario) => `${scenario.name} (${scenario.warming})`
  const sector = plan.subsector.financed
    ? random.pick([
        `Under ${low.name}, the financed emissions of our most emissions-intensive sectors would need to fall by about ${percent(random.uniform(35, 60))} by 2030, and expected credit losses rise in those sectors.`,
        `Under ${high.name}, expected losses on ${plan.subsector.key === 'insurer' ? 'natural catastrophe claims' : 'residential mortgages in flood-prone areas'} rise by ${percent(random.uniform(10, 45))} by 2050.`,
      ])
    : random.pick([
        `Under ${low.name}, carbon costs and changing demand reduce our earnings by up to ${percent(random.uniform(2, 18))} by 2030 unless we cut emissions as planned.`,
        `Under ${high.name}, physical risks increase operating costs at our ${plan.subsector.sites} by ${percent(random.uniform(1, 9))} by 2050.`,
        `The analysis found our strategy resilient under both scenarios, although a disorderly transition would reduce the value of some assets by up to ${money(plan.currency, figures.revenue * random.uniform(0.02, 0.1))}.`,
      ])
  const text = sentences(
    random.pick([
      compose(
        random,
        [
          'We used scenario analysis',
          `In ${fy(plan, year)} we ran scenario analysis`,
          `${plan.short} used climate scenarios`,
          'Scenario analysis was used',
        ],
        [' to test the resilience of', ' to stress-test', ' to examine'],
        [' our strategy', ` our ${plan.subsector.sites}`, ' our business plan', ' our financial plan'],
        ` against ${named(low)} and ${named(high)}.`,
      ),
      `Our scenario analysis pairs a transition scenario, ${named(low)}, with a physical-risk scenario, ${named(high)}.`,
      `To test our resilience we modelled two contrasting futures: ${named(low)} and ${named(high)}${random.chance(0.4) ? ', with the NGFS Delayed Transition scenario as a disorderly path between them' : ''}.`,
    ]),
    mandatory &&
      'This meets the Corporations Act requirement for a 1.5 °C scenario and one in which warming well exceeds 2 °C.',
    sector,
    `The ${fy(plan, year)} analysis ${random.pick(['informed our capital allocation and our transition plan', 'was reviewed by the Board', `covered all ${plan.subsector.sites}`, `used time horizons to ${random.pick([2030, 2040, 2050])}`])}.`,
  )
  return { kind: 'scenario', text, intended: { risks: [], actions: ['scenario_analysis'] } }
}

export function riskManagement(ctx: WriterContext): WrittenChunk {
  const { plan, random, year } = ctx
  const text = sentences(
    compose(
      random,
      [
        'Climate-related risks are',
        'We treat climate-related risks as principal risks:',
        'Climate risks at',
        'Our climate-related risks are',
      ],
      [
        ' identified, assessed and managed',
        ' identified and assessed',
        ' assessed and monitored',
        ' captured and rated',
      ],
      [
        ' through our enterprise risk management framework',
        ' with the same framework as other principal risks',
        ` across ${plan.short}'s ${plan.subsector.sites}`,
        ' under the Group risk management policy',
      ],
      [
        '.',
        `, which the Board approved in ${fy(plan, year - random.between(0, 3))}.`,
        ', integrated with our strategic planning cycle.',
      ],
    ),
    compose(
      random,
      [
        'Each business unit maintains a risk register in which risks are',
        'Risk owners record each climate risk in the register, where it is',
        `Site teams at our ${plan.subsector.sites} complete an annual climate risk assessment, and each risk is`,
        'Every climate risk is',
        `In ${fy(plan, year)} each of the ${random.between(3, 40)} risks in the register was`,
      ],
      [
        ' rated for likelihood and consequence',
        ' scored for likelihood and impact',
        ' rated on the Group risk matrix',
        ' assessed for likelihood and financial impact',
      ],
      [
        ' over short, medium and long time horizons',
        ' against our risk appetite',
        ', supported by geospatial hazard data',
        `, using thresholds of ${money(plan.currency, Math.max(1, ctx.figures.revenue * random.uniform(0.002, 0.01)))} for a material impact`,
      ],
      '.',
    ),
    `In ${fy(plan, year)} the register recorded ${random.between(4, 30)} climate-related risks, ${random.between(1, 4)} of them rated material for ${plan.short}.`,
    compose(
      random,
      [
        `Material climate risks are escalated to the ${plan.committee}`,
        'The risk function reviews the climate risk profile',
        'Internal audit reviews the climate risk process',
        `${plan.short}'s ${plan.executive} reviews the climate risks`,
      ],
      [' twice a year', ' every year', ' each quarter', ' every two years'],
      [
        ' and reports material changes to the Board.',
        ', against our risk appetite.',
        '.',
        `; the last review was in ${fy(plan, year)}.`,
      ],
    ),
  )
  return { kind: 'risk_management', text, intended: none }
}

export function emissions(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  const total = figures.scope1 + figures.scope2
  const change = ((total - figures.previousTotal) / Math.max(figures.previousTotal, 1)) * 100
  const direction = change <= 0 ? 'a decrease' : 'an increase'
  const s1 = groupThousands(figures.scope1)
  const location = groupThousands(figures.scope2)
  const market = groupThousands(figures.scope2Market)
  const changed = `a total of ${groupThousands(total)} tCO2-e and ${direction} of ${percent(Math.abs(change), 1)}`
  // AASB S2 29(a)(v) asks for location-based Scope 2; market-based is given alongside, never instead.
  const headline = random.pick([
    `In ${fy(plan, year)}, our Scope 1 emissions were ${s1} tCO2-e and our location-based Scope 2 emissions ${location} tCO2-e (${market} tCO2-e market-based), ${changed} on the previous year.`,
    `Gross Scope 1 emissions for ${fy(plan, year)} were ${s1} tCO2-e. Scope 2 emissions were ${location} tCO2-e on the location-based method and ${market} tCO2-e market-based, after renewable electricity contracts; Scope 1 and location-based Scope 2 came to ${changed} on the prior year.`,
    `${fy(plan, year)} emissions: Scope 1 ${s1} tCO2-e; Scope 2 ${location} tCO2-e location-based and ${market} tCO2-e market-based; ${changed} against ${fy(plan, year - 1)}.`,
  ])
  const mainShare = plan.scope1MainShare
  const main = plan.subsector.scope1Main
  const financed = plan.subsector.financed
  const text = sentences(
    headline,
    main && mainShare !== undefined
      ? random.pick([
          `${capitalise(main.source)} accounted for ${percent(mainShare * 100)} of Scope 1.`,
          `The largest source of Scope 1 is ${main.source}, at ${percent(mainShare * 100)} of the total.`,
        ])
      : `${random.pick(['Most of these emissions come from', 'The main sources are', 'Our emissions arise mainly from', `Across our ${plan.subsector.sites}, the main sources are`])} ${plan.subsector.sources}${random.pick(['.', `, as in ${fy(plan, year - 1)}.`, ` in ${plan.regions}.`])}`,
    figures.scope3 !== undefined &&
      (financed
        ? random.pick([
            `Our financed emissions (Scope 3 category 15) from ${financed.portfolio} were estimated at ${groupThousands(figures.scope3)} tCO2-e using the PCAF standard, covering ${percent(random.uniform(45, 85))} ${financed.coverage}; they are about ${groupThousands(figures.scope3 / total)} times our operational emissions.`,
            `Measured with the PCAF methodology, financed emissions (Scope 3 category 15) were ${groupThousands(figures.scope3)} tCO2-e for ${financed.portfolio}, covering ${percent(random.uniform(45, 85))} ${financed.coverage}.`,
          ])
        : random.pick([
            `We estimate our Scope 3 emissions at ${groupThousands(figures.scope3)} tCO2-e, mainly from ${plan.subsector.scope3}.`,
            `Scope 3 emissions, estimated at ${groupThousands(figures.scope3)} tCO2-e, come mostly from ${plan.subsector.scope3}.`,
          ])),
    compose(
      random,
      [
        'Emissions are calculated',
        `${fy(plan, year)} figures were calculated`,
        'We calculate emissions',
        'All figures are measured',
        `Emissions from our ${plan.subsector.sites} are calculated`,
        `${plan.short} measures its emissions`,
      ],
      [
        ' using the GHG Protocol and the operational control approach',
        plan.market === 'ASX'
          ? ' under the NGER measurement methods and the GHG Protocol'
          : ' in line with the GHG Protocol Corporate Standard',
        ' with the GHG Protocol, on an equity share basis',
        plan.market === 'NZX'
          ? ' with the Ministry for the Environment emission factors for the year'
          : ' with the grid emission factors published for each region we operate in',
      ],
      [
        '.',
        `, covering ${some(random, ['all seven Kyoto gases', `all ${plan.subsector.sites}`, 'joint ventures we operate', 'our head office'], 2)}.`,
        '; prior-year figures are restated where the method changed.',
        `, and ${random.pick(['an independent auditor gave limited assurance over Scope 1 and 2', 'our internal audit team reviewed the data', 'the figures were reviewed by the ' + plan.committee])}.`,
      ],
    ),
  )
  return { kind: 'emissions', text, intended: none }
}

export function energy(ctx: WriterContext): WrittenChunk {
  const { plan, figures, random, year } = ctx
  const unit = plan.subsector.output.unit
  const text = sentences(
    `We consumed ${groupThousands(figures.energyMwh)} MWh of energy in ${fy(plan, year)}.`,
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
      compose(
        random,
        ['We have not yet set', `${plan.short} has not yet adopted`, 'We do not yet have'],
        [
          ' an emissions reduction target',
          ' a formal emissions reduction target',
          ' a Board-approved emissions reduction target',
        ],
        ['.', ' covering all operations.', ` as at the end of ${fy(plan, year)}.`],
      ),
      `${random.pick([
        `We are developing a target for Scope 1 and 2 emissions, with ${plan.baseYear} as the base year, and expect to announce it`,
        'We track our emissions each year and will set a reduction target',
        `A target covering our ${plan.subsector.sites} is being prepared and should be announced`,
        `Work on a target began in ${fy(plan, year)}, and we expect to announce it`,
      ])} ${random.pick(['within two years', `by ${fy(plan, year + random.between(1, 2))}`, 'once our data covers all operations', 'after the next scenario analysis'])}.`,
      `Our Scope 1 and 2 emissions are ${figures.belowBase >= 0 ? `${percent(figures.belowBase, 1)} below` : `${percent(-figures.belowBase, 1)} above`} their ${plan.baseYear} level.`,
    )
    return { kind: 'targets', text, intended: { risks: [], actions: ['emissions_targets'] } }
  }
  const onTrack = figures.belowBase >= (target.percent * (year - plan.baseYear)) / (target.year - plan.baseYear)
  const text = sentences(
    `Our target is to reduce Scope 1 and 2 emissions by ${target.percent}% by ${target.year} from a ${plan.baseYear} baseline${plan.netZeroYear ? `, and to reach net zero emissions by ${plan.netZeroYear}` : ''}.`,
    `At the end of ${fy(plan, year)}, emissions were ${figures.belowBase >= 0 ? `${percent(figures.belowBase, 1)} below` : `${percent(-figures.belowBase, 1)} above`} the baseline, so we are ${onTrack ? 'on track' : 'behind the trajectory needed'} to meet the target.`,
    random.chance(0.4) &&
      `The target was ${random.pick(['validated by the Science Based Targets initiative', 'set in line with a 1.5 °C pathway', 'approved by the Board'])} in ${fy(plan, target.adopted)}.`,
    random.chance(0.4) &&
      `${random.pick(['We also target', 'A second target is', 'Alongside it we aim for'])} ${random.pick([`100% renewable electricity by ${random.pick([2028, 2030, 2032])}`, `a ${random.pick([20, 25, 30, 40])}% reduction in emissions intensity by ${random.pick([2028, 2030])}`, `zero waste to landfill by ${random.pick([2027, 2030])}`, `an electric light-vehicle fleet by ${random.pick([2027, 2030])}`])}.`,
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
      random.chance(0.5) &&
        `${random.pick([`Our ${plan.subsector.sites}`, `Sites in ${plan.regions}`, 'Remaining sites'])} will switch to ${random.pick(['green power', 'renewable supply', 'contracted wind and solar'])} as ${random.pick(['contracts renew', `supply agreements end in ${random.pick([2026, 2027, 2028])}`, 'grid connections allow'])}.`,
    ),
  energy_efficiency: ({ plan, figures, random }) =>
    sentences(
      random.pick([
        `Energy efficiency projects, including LED lighting, variable speed drives and heat pumps, saved ${groupThousands(figures.energyMwh * random.uniform(0.01, 0.05))} MWh in the year.`,
        `Energy audits at our ${plan.subsector.sites} identified savings of ${percent(random.uniform(5, 15))}, and we completed retrofits at the largest sites.`,
        `We introduced energy management systems certified to ISO 50001 at ${random.between(2, 12)} of our ${plan.subsector.sites}.`,
      ]),
    ),
  adaptation_resilience: ({ plan, figures, random, year }) =>
    sentences(
      `We completed a physical risk assessment of our ${plan.subsector.sites} and invested ${money(plan.currency, figures.lowCarbonCapex * random.uniform(0.2, 1))} in adaptation measures to improve resilience.`,
      compose(
        random,
        [
          'Business continuity plans now include extreme weather scenarios',
          'New assets are designed to withstand projected climate conditions',
          'We reviewed our insurance cover and emergency response arrangements',
          'Emergency response drills are held',
        ],
        [` to ${random.pick([2040, 2050])}`, ` in ${plan.regions}`, ` at ${random.between(3, 30)} sites`, ''],
        ['.', ' before each summer.', ` following the ${fy(plan, year)} review.`],
      ),
    ),
  supply_chain_engagement: ({ plan, figures, random }) =>
    sentences(
      `Our supplier engagement program asks our ${random.between(20, 200)} largest suppliers, which account for ${percent(random.uniform(40, 80))} of our procurement spend, to report emissions and set reduction targets.`,
      figures.scope3 !== undefined
        ? `${random.pick(['Working with suppliers', 'Supplier engagement', 'Procurement'])} is ${random.pick(['the main lever', 'our biggest lever', 'central'])} for ${random.pick(['our Scope 3 emissions', `Scope 3 from ${plan.subsector.scope3}`])}.`
        : `${random.pick(['Supplier data', 'Their data', 'The responses'])} will allow us to report Scope 3 emissions from ${random.pick(['purchased goods', plan.subsector.scope3])} ${random.pick(['from next year', 'within two years', 'for the first time'])}.`,
    ),
  carbon_credits_offsets: ({ plan, figures, random }) =>
    sentences(
      `We purchased and retired ${groupThousands((figures.scope1 + figures.scope2) * random.uniform(0.02, 0.2))} ${plan.market === 'ASX' ? 'Australian Carbon Credit Units' : 'carbon credits certified under the Verified Carbon Standard'} to offset part of our residual emissions.`,
      `${random.pick(['We use carbon offsets only for', 'Offsets are reserved for', 'Credits cover only'])} ${random.pick(['emissions we cannot yet avoid', 'residual emissions', 'hard-to-abate emissions'])}, ${random.pick(['and we prioritise reducing our own emissions', 'after reductions at source', `which were ${percent(random.uniform(2, 20))} of Scope 1 and 2`])}.`,
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
  disclosure_reporting: ({ plan, random, year }) =>
    sentences(
      `We ${random.pick(['report to CDP each year', 'have answered the CDP climate questionnaire since ' + random.between(2012, 2021), 'respond to investor questionnaires such as CDP'])} and publish our climate disclosures in line with ${plan.market === 'NZX' ? 'the Aotearoa New Zealand Climate Standards' : plan.market === 'ASX' && year >= 2025 ? 'AASB S2' : 'the TCFD recommendations'}.`,
      `${random.pick(['Our Scope 1 and 2 emissions', 'Our greenhouse gas figures', 'The emissions data in this report'])} ${random.pick(['received limited assurance', 'were reviewed', 'were assured'])} ${random.pick(['from an independent auditor', 'by our external auditor', 'by an accredited provider'])}, ${random.pick(['and we are preparing for reasonable assurance', 'as in previous years', `for the ${random.pick(['second', 'third', 'fourth'])} year`])}.`,
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
    `${random.pick(['This report', `${plan.short}'s ${fy(plan, year)} climate report`, 'This climate statement', 'The report'])} ${random.pick(['is prepared in line with', 'follows', 'has been prepared under'])} ${standard}.`,
    `It covers ${random.pick(['all entities under our operational control', `${plan.short} and its controlled entities`, `our ${plan.subsector.sites} in ${plan.regions}`])} for the ${plan.market === 'US' ? 'calendar' : 'financial'} year ${fy(plan, year)}.`,
    compose(
      random,
      [
        'Scope 1 and 2 emissions received',
        'Our emissions data received',
        `The ${fy(plan, year)} greenhouse gas figures received`,
      ],
      [' limited assurance', ' independent limited assurance', ' a limited assurance review'],
      [
        ' from an independent auditor.',
        ` from ${random.pick(['our financial auditor', 'an accredited assurance provider', 'an external assurer'])}.`,
      ],
    ),
    random.chance(0.5) &&
      `${random.pick(['Forward-looking statements', 'Statements about the future', 'Projections and targets'])} in this report are subject to ${random.pick(['uncertainty', 'significant uncertainty', 'assumptions that may prove wrong'])}.`,
  )
  return { kind: 'basis', text: capitalise(text), intended: { risks: [], actions: ['disclosure_reporting'] } }
}
