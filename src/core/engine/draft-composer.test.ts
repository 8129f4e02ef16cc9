import { expect, test } from 'vitest'
import { knowledgeBase } from '../knowledge/knowledge-base'
import { complianceFlags } from './compliance-flags'
import { detectSector } from './draft-facts'
import { createGroundedEngine } from './grounded-engine'
import type { TcfdSection } from '../contract/write'

const engine = createGroundedEngine(knowledgeBase)

const bankFactSheet = [
  'Wattle Valley Bank is an authorised deposit-taking institution with $14 billion of assets and 180,000 customers in regional Queensland.',
  'Agribusiness lending is 31% of the loan book.',
  'The Board Risk Committee oversees climate-related risks and opportunities.',
  'The Board Risk Committee meets quarterly and receives a climate risk report from the Chief Risk Officer twice a year.',
  'Directors completed training on climate scenario analysis in 2025.',
  'Climate measures make up 10% of the executive short-term incentive.',
  'The Chief Risk Officer leads a Climate Risk Working Group with members from credit, finance and sustainability.',
  'Drought and floods could increase defaults among farming customers and reduce the value of rural security.',
  'Short term means up to 3 years, medium term 3 to 10 years and long term more than 10 years.',
  'We ran the NGFS Net Zero 2050 and Current Policies scenarios over the agribusiness portfolio.',
  'Climate risk is embedded in the enterprise risk management framework.',
  'Scope 1 emissions were 520 tCO2-e and Scope 2 emissions 4,100 tCO2-e on a market basis.',
  'We target net zero operational emissions by 2030.',
  'We use no offsets.',
].join(' ')

const miningFactSheet = [
  'Red Gum Mining Services is an ASX-listed contractor providing drill and blast and load and haul services to iron ore and gold mines in Western Australia.',
  'The Health, Safety and Sustainability Committee oversees climate-related risks under its charter.',
  'The committee meets four times a year.',
  '15% of the CEO short-term incentive is linked to the diesel reduction program.',
  'Extreme heat stops work on open-pit sites and cyclones disrupt operations in the Pilbara.',
  'We define short term as up to 2 years, medium term as 2 to 10 years and long term as beyond 10 years.',
  'We analysed SSP1-2.6 and SSP5-8.5 scenarios.',
  'Scope 1 emissions were 450,000 tCO2-e and location-based Scope 2 emissions 12,000 tCO2-e.',
  'We target a 30% cut in Scope 1 emissions by 2030.',
  'We will use carbon offsets for residual emissions.',
].join(' ')

const draft = async (section: TcfdSection, companyInfo: string, companyName: string, industry: string) =>
  (await engine.draftSection({ section, companyName, companyInfo, industry })).markdown

/** The text under one "### heading" of a draft, up to the next heading. */
const element = (markdown: string, label: string) => markdown.split(`### ${label}\n\n`)[1]?.split('\n### ')[0] ?? ''

test('a bank fact sheet lands under the right elements, written around its facts', async () => {
  const governance = await draft('governance', bankFactSheet, 'Wattle Valley Bank', 'Financial Services')
  expect(element(governance, 'Board oversight')).toMatch(
    /^The Board Risk Committee oversees climate-related risks and opportunities\. \*\*\[To be provided: how this responsibility appears in its charter/,
  )
  // It meets quarterly but is briefed on climate twice a year: the draft keeps the sentence and never says "quarterly".
  expect(element(governance, 'How and how often the board is informed')).toMatch(
    /^The Board Risk Committee meets quarterly and receives a climate risk report from the Chief Risk Officer twice a year\.\n/,
  )
  expect(element(governance, 'Oversight of targets and link to remuneration')).toMatch(
    /^Climate measures make up 10% of the executive short-term incentive\. \*\*\[To be provided: how the board sets climate targets and monitors progress towards them\.\]\*\*/,
  )
  expect(element(governance, "Management's role")).toMatch(/^The Chief Risk Officer leads a Climate Risk Working Group/)
  expect(governance).not.toContain('To be provided: how often the board')
  expect(governance).not.toContain('To be provided: how the board sets and monitors climate targets')

  const strategy = await draft('strategy', bankFactSheet, 'Wattle Valley Bank', 'Financial Services')
  expect(element(strategy, 'About the company')).toContain('$14 billion of assets')
  expect(element(strategy, 'Current and anticipated financial effects')).not.toContain('$14 billion')
  expect(element(strategy, 'Time horizons')).toContain('medium term 3 to 10 years')
  expect(element(strategy, 'Climate resilience and scenario analysis')).toMatch(
    /^We ran the NGFS Net Zero 2050 and Current Policies scenarios over the agribusiness portfolio\. \*\*\[To be provided: what the analysis concluded about the resilience/,
  )
  expect(element(strategy, 'Climate-related risks and opportunities')).toMatch(
    /For a lender, the climate-related matters that usually matter most are credit losses/,
  )

  const metrics = await draft('metrics_targets', bankFactSheet, 'Wattle Valley Bank', 'Financial Services')
  expect(element(metrics, 'Planned use of carbon credits')).toContain(
    'The targets do not rely on carbon credits. We use no offsets.',
  )
  expect(metrics).toContain('financed emissions of its loan book')
})

test('no sentence of a fact sheet is written in two sections', async () => {
  const sections = await Promise.all(
    (['governance', 'strategy', 'risk_management', 'metrics_targets'] as const).map((section) =>
      draft(section, bankFactSheet, 'Wattle Valley Bank', 'Financial Services'),
    ),
  )
  for (const sentence of bankFactSheet.split(/(?<=\.) /)) {
    expect(sections.filter((markdown) => markdown.includes(sentence)).length, sentence).toBeLessThanOrEqual(1)
  }
  expect(sections.filter((markdown) => markdown.includes('Scope 1 emissions were 520 tCO2-e'))).toHaveLength(1)
})

test('a fact is stated once: no lead restates a sentence that already carries it', async () => {
  const info =
    'The Audit Committee oversees climate risk and meets quarterly. 10% of the executive short-term incentive is linked to climate measures.'
  const governance = await draft('governance', info, 'Acme', 'Other')
  expect(element(governance, 'Board oversight')).toMatch(
    /^The Audit Committee oversees climate risk and meets quarterly\. \*\*\[To be provided: how this responsibility appears in its charter/,
  )
  expect(governance.match(/meets quarterly/g)).toHaveLength(1)
  expect(governance.match(/10%/g)).toHaveLength(1)
  // A lead still writes what the company gave in note form, in the standard's terms.
  const noted = await draft(
    'governance',
    'Board Risk Committee: climate oversight. Climate report to the committee - twice a year.',
    'Acme',
    'Other',
  )
  expect(element(noted, 'How and how often the board is informed')).toMatch(
    /^The Board Risk Committee is informed about climate-related matters twice a year\./,
  )
})

test('what the company says about an element is kept, and only what it leaves out is asked for', async () => {
  const governance = await draft('governance', miningFactSheet, 'Red Gum Mining Services', 'Other')
  // "under its charter" answers where the responsibility is written down, so nothing is asked for.
  expect(element(governance, 'Board oversight')).toMatch(
    /^The Health, Safety and Sustainability Committee oversees climate-related risks under its charter\.\n/,
  )
  // "The committee meets four times a year" is resolved to the committee, and meeting is not being briefed.
  expect(element(governance, 'How and how often the board is informed')).toMatch(
    /^The Health, Safety and Sustainability Committee meets four times a year\. \*\*\[To be provided: how often the board is briefed/,
  )
  const metrics = await draft('metrics_targets', miningFactSheet, 'Red Gum Mining Services', 'Other')
  expect(element(metrics, 'Scope 1 and Scope 2 emissions')).not.toContain('To be provided')
  expect(element(metrics, 'Targets and progress')).toContain(
    'We target a 30% cut in Scope 1 emissions by 2030. **[To be provided: a base period or progress.]**',
  )
  expect(element(metrics, 'Planned use of carbon credits')).toContain(
    '**[To be provided: the scheme the credits come from',
  )
  const strategy = await draft('strategy', miningFactSheet, 'Red Gum Mining Services', 'Other')
  expect(element(strategy, 'Climate resilience and scenario analysis')).toMatch(
    /^We analysed SSP1-2\.6 and SSP5-8\.5 scenarios\. \*\*\[To be provided: what the analysis concluded/,
  )
})

test('a mining services fact sheet gets mining framing even when the industry is Other', async () => {
  const strategy = await draft('strategy', miningFactSheet, 'Red Gum Mining Services', 'Other')
  expect(strategy).toContain('For a mining or mining services business')
  // the company's own description is its overview, with no lead sentence restating the sector before it
  expect(strategy).not.toContain('Red Gum Mining Services is a mining or mining services business')
  expect(element(strategy, 'Climate-related risks and opportunities')).toMatch(/Safeguard Mechanism costs/)
  expect(element(strategy, 'Climate resilience and scenario analysis')).toContain('SSP1-2.6 and SSP5-8.5 scenarios')
  const governance = await draft('governance', miningFactSheet, 'Red Gum Mining Services', 'Other')
  expect(element(governance, 'Board oversight')).toContain('Health, Safety and Sustainability Committee')
  expect(element(governance, 'How and how often the board is informed')).toContain('four times a year')
  expect(element(governance, 'Oversight of targets and link to remuneration')).toContain(
    '15% of the CEO short-term incentive',
  )
  const metrics = await draft('metrics_targets', miningFactSheet, 'Red Gum Mining Services', 'Other')
  expect(metrics).toContain('diesel burnt in mobile equipment')
  expect(element(metrics, 'Scope 1 and Scope 2 emissions')).toContain('450,000 tCO2-e')
  expect(element(metrics, 'Targets and progress')).toContain('30% cut')
})

test('an element the company said nothing about stays a placeholder', async () => {
  const riskManagement = await draft('risk_management', miningFactSheet, 'Red Gum Mining Services', 'Other')
  expect(element(riskManagement, 'Identifying and assessing climate-related risks')).toMatch(
    /^\*\*\[To be provided: the processes and inputs/,
  )
})

test('the bank gets flags for location-based Scope 2, Scope 3, financed emissions and its target base period', () => {
  const flags = complianceFlags(bankFactSheet, detectSector(bankFactSheet, 'Financial Services'))
  expect(flags.map((flag) => flag.rule)).toEqual([
    'AASB S2 para 29(a)(v)',
    'AASB S2 para 29(a)(vi); relief in para C4(b) covers only the first annual reporting period',
    'AASB S2 para 29(a)(vi)(2); paras B58-B63',
    'AASB S2 para 33',
  ])
  expect(flags.every((flag) => flag.section === 'metrics_targets')).toBe(true)
})

test('the mining contractor gets flags for its scenarios, Scope 3, target base period and unnamed offsets', () => {
  const flags = complianceFlags(miningFactSheet, detectSector(miningFactSheet, 'Other'))
  const scenario = flags.find((flag) => flag.rule === 'Corporations Act 2001 s296D(2A)')
  expect(scenario?.section).toBe('strategy')
  expect(scenario?.message).toContain('one that limits warming to 1.5 °C')
  expect(scenario?.message).not.toContain('well above 2 °C (read')
  expect(flags.map((flag) => flag.rule)).toContain('AASB S2 para 36(e)')
  expect(flags.map((flag) => flag.rule)).toContain('AASB S2 para 33')
  expect(flags.map((flag) => flag.rule)).not.toContain('AASB S2 para 29(a)(v)')
  expect(flags.map((flag) => flag.rule)).not.toContain('AASB S2 para 29(a)(vi)(2); paras B58-B63')
})

test('a first report with complete scenarios, named credits and a base year raises no flags', () => {
  const info = [
    'This is our first reporting year under AASB S2.',
    'We analysed the IEA Net Zero Emissions by 2050 scenario and SSP3-7.0.',
    'Location-based Scope 2 emissions were 9,000 tCO2-e.',
    'We target a 50% cut by 2030 from a FY2020 base year, with an interim milestone of 25% by 2027.',
    'We will surrender ACCUs for residual emissions.',
  ].join(' ')
  expect(complianceFlags(info, detectSector(info, 'Energy'))).toEqual([])
})

test('a committee named only with its meetings is kept, and only its mandate is asked for', async () => {
  const governance = await draft(
    'governance',
    'The Sustainability Committee meets every two months and receives updates on emissions.',
    'Coastal Power',
    'Energy',
  )
  expect(element(governance, 'Board oversight')).toMatch(
    /^Climate-related matters are considered by the Sustainability Committee\. \*\*\[To be provided: that it is the body responsible/,
  )
  expect(element(governance, 'How and how often the board is informed')).toMatch(
    /^The Sustainability Committee meets every two months and receives updates on emissions\.\n/,
  )
})

test('a 1.5 °C scenario alone is flagged for the missing high-warming one, and a target year is not a base period', () => {
  const info =
    'We analysed a 1.5°C scenario. Revenue grew from 2019 to 2025. We target net zero by 2050 with an interim milestone by 2030.'
  const flags = complianceFlags(info, undefined)
  expect(flags.find((flag) => flag.section === 'strategy')?.message).toContain('one with warming well above 2 °C')
  expect(flags.find((flag) => flag.rule === 'AASB S2 para 33')?.message).toContain('without base period;')
})

test('flags read denials as the check does: a scenario named beside one ruled out counts, a planned one does not', () => {
  const strategyFlag = (info: string) =>
    complianceFlags(info, undefined).find((flag) => flag.section === 'strategy')?.message
  expect(strategyFlag('We analysed a 1.5°C scenario and not a 2°C one, and a 3°C scenario as well.')).toBeUndefined()
  expect(strategyFlag('Scenario analysis against 1.5°C and 3°C pathways is planned for FY27.')).toContain(
    'describes no scenario analysis',
  )
})

test('a part another empty element already asks for is not asked for twice', async () => {
  const strategy = await draft(
    'strategy',
    'Drought could cut our crop revenue. Rising carbon prices raise our fertiliser costs.',
    'Acme Farms',
    'Agriculture',
  )
  expect(element(strategy, 'Climate-related risks and opportunities')).not.toContain(
    'how short, medium and long term are defined',
  )
  expect(element(strategy, 'Time horizons')).toMatch(/^\*\*\[To be provided: /)
})

const ferryFacts = [
  'Coral Coast Ferries runs 14 passenger ferries between Cairns and the islands.',
  'Short-term incentives for the CEO and COO include a 10% weighting on fuel efficiency per passenger kilometre.',
  'Diesel is 24% of operating costs.',
  'Cyclones cancelled 31 sailing days in FY25, costing about $2.1 million in lost revenue.',
  'We have ordered two hybrid-electric ferries for delivery in 2027 ($38 million).',
  'We are not exposed to bushfires.',
]

test('risks the company names in other elements are drafted as its risks, with their kind', async () => {
  const strategy = await draft('strategy', ferryFacts.join(' '), 'Coral Coast Ferries', 'Transport')
  const risks = element(strategy, 'Climate-related risks and opportunities')
  expect(risks).toMatch(
    /^The climate-related risks that could affect Coral Coast Ferries include cyclones \(physical, acute\) and energy and fuel costs \(transition, market\)\./,
  )
  expect(risks).not.toContain('bushfires')
  expect(risks).toContain('[To be provided: the climate-related opportunities')
})

test('cross-industry metrics given in other sections are stated as metrics, with where the fact is written', async () => {
  const metrics = element(
    await draft('metrics_targets', ferryFacts.join(' '), 'Coral Coast Ferries', 'Transport'),
    'Cross-industry metrics',
  )
  expect(metrics).toContain(
    'Remuneration linked to climate: a 10% weighting in executive remuneration (see Governance).',
  )
  expect(metrics).toContain(
    'Capital deployed towards climate-related risks and opportunities: $38 million (see Strategy).',
  )
  // what is still missing is still asked for, and nothing given is asked for again
  expect(metrics).toContain('internal carbon price')
  expect(metrics).not.toMatch(/To be provided:[^\]]*executive remuneration/)
  const without = element(
    await draft('metrics_targets', ferryFacts.slice(0, 1).join(' '), 'Coral Coast Ferries', 'Transport'),
    'Cross-industry metrics',
  )
  expect(without).toMatch(/^\*\*\[To be provided:/)
})

test("a Scope 1 and 2 target's progress is worked out from the company's own figures, only when they are unambiguous", async () => {
  const facts = (scope2: string) =>
    [
      `Scope 1 emissions were 41,300 tCO2-e and ${scope2} in FY25.`,
      'Target: 30% cut in Scope 1 and 2 emissions by FY2030 from FY2023 (FY23: 45,900 tCO2-e).',
    ].join(' ')
  const targets = async (scope2: string) =>
    element(await draft('metrics_targets', facts(scope2), 'Coral Coast Ferries', 'Transport'), 'Targets and progress')
  expect(await targets('Scope 2 emissions 1,150 tCO2-e (location-based)')).toContain(
    'Target: 30% cut in Scope 1 and 2 emissions by FY2030 from FY2023 (FY23: 45,900 tCO2-e). Scope 1 and 2 emissions of 42,450 tCO2-e in FY25 were 7.5% below the FY23 base of 45,900 tCO2-e.',
  )
  // location- and market-based Scope 2 both given: which one the target counts is the company's to say
  expect(
    await targets('Scope 2 emissions 1,150 tCO2-e (location-based) and Scope 2 emissions 300 tCO2-e (market-based)'),
  ).not.toContain('below the FY23 base')
})

test('a sentence that packs several facts is split so that each fact goes under its own element', async () => {
  const facts = [
    'Banksia Freight moves grain by rail across New South Wales.',
    'We have not yet done scenario analysis, we have not set an emissions target, and there is no internal carbon price.',
    'Board Risk Cttee - oversees climate risk - meets quarterly - CRO presents climate dashboard each meeting.',
    'Scope 1 and 2 emissions were 41,200 tCO2-e and 3,100 tCO2-e respectively; Scope 3 is not yet measured.',
  ].join('\n')
  const strategy = await draft('strategy', facts, 'Banksia Freight', 'Transportation')
  expect(element(strategy, 'Climate resilience and scenario analysis')).toMatch(
    /^We have not yet done scenario analysis\./,
  )
  const metrics = await draft('metrics_targets', facts, 'Banksia Freight', 'Transportation')
  expect(element(metrics, 'Targets and progress')).toContain('We have not set an emissions target.')
  expect(element(metrics, 'Cross-industry metrics')).toContain('There is no internal carbon price.')
  expect(element(metrics, 'Scope 1 and Scope 2 emissions')).toContain(
    'Scope 1 and 2 emissions were 41,200 tCO2-e and 3,100 tCO2-e respectively.',
  )
  expect(element(metrics, 'Scope 3 emissions')).toContain('Scope 3 is not yet measured.')
  // a note's verbs take the note's subject, so each part reads as a sentence
  const governance = await draft('governance', facts, 'Banksia Freight', 'Transportation')
  expect(element(governance, 'Board oversight')).toContain('Board Risk Cttee oversees climate risk.')
  expect(governance).toContain('Board Risk Cttee meets quarterly.')
  // a dash inside a sentence is not a note
  expect(
    await draft(
      'metrics_targets',
      'Our target - a 50% cut in Scope 1 and 2 emissions by 2030 - is ambitious.',
      'Banksia Freight',
      'Transportation',
    ),
  ).toContain('Our target - a 50% cut in Scope 1 and 2 emissions by 2030 - is ambitious.')
})

test('exposure figures given with the risks are restated as cross-industry metrics', async () => {
  const facts = [
    'Physical risk: $640m of mortgages (7% of loan book) in high flood-risk postcodes.',
    'Key exposure: about 38% of revenue comes from thermal coal contracts.',
    'Coal haulage: 40% of our locomotives serve export coal lines exposed to falling demand.',
    'Opportunity alignment: green-certified assets are $3.8bn (62%) of the portfolio.',
    'In FY2025 we installed 1.2 MW of rooftop solar at a cost of $2.6m.',
    'Flood damage cost us $4m in FY2025.',
  ].join('\n')
  const metrics = element(
    await draft('metrics_targets', facts, 'Wattle Valley Bank', 'Financial Services'),
    'Cross-industry metrics',
  )
  expect(metrics).toContain(
    'Assets or activities vulnerable to physical risks: $640m of mortgages (7% of loan book) in high flood-risk postcodes (see Strategy).',
  )
  // a figure the company itself gave as a metric is written as it is
  expect(metrics).toContain('Key exposure: about 38% of revenue comes from thermal coal contracts.')
  expect(metrics).toContain(
    'Assets or activities aligned with climate-related opportunities: green-certified assets are $3.8bn (62%) of the portfolio (see Strategy).',
  )
  expect(metrics).toContain('Capital deployed towards climate-related risks and opportunities: $2.6m (see Strategy).')
  expect(metrics).toMatch(
    /Assets or activities vulnerable to transition risks: 40% of our locomotives serve export coal lines exposed to falling demand \(see Strategy\)\./,
  )
  // a cost the company bore is a financial effect, not an exposure
  expect(metrics).not.toContain('$4m')
})

test("a note labelled with the element's own heading is written without the label, and inundation is a physical risk", async () => {
  const facts = [
    'Key risks: coastal inundation at waterfront assets.',
    'Time horizons: short 0-3 years, medium 3-10 years, long 10-30 years.',
  ].join('\n')
  const strategy = await draft('strategy', facts, 'Southbank Property Trust', 'Real Estate')
  expect(element(strategy, 'Time horizons')).toMatch(
    /uses the following time horizons [^.]*\. Short 0-3 years, medium 3-10 years, long 10-30 years\./,
  )
  expect(element(strategy, 'Climate-related risks and opportunities')).toMatch(
    /^Southbank Property Trust has identified physical risks /,
  )
})
