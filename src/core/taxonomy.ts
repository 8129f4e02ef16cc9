// The three category systems the product tags text with: industry (SIC divisions, as the SEC tags filers), climate
// risk type (the TCFD / IFRS S2 physical and transition split) and the kind of climate action a company reports.
// Report chunks are tagged with them on ingest, Analyse filters on them, and the classifier attaches risks and actions
// to each paragraph. Every lexicon here is written by hand from domain knowledge (TCFD 2017/2021, IFRS S2 Appendix A,
// SIC 1987 division contents), never derived from labelled data, so it can ship in the browser bundle.

import { matchLexicon, compileLexicon, type CompiledLexicon, type LexiconEntry } from './engine/text-lexicon'
import { stemTokens } from './engine/text-normalise'

export type SicDivisionCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J'

export type IndustryCategory = {
  code: SicDivisionCode
  /** Official SIC 1987 division name. */
  name: string
  /** First and last two-digit major group of the division, inclusive. */
  majorGroups: readonly [number, number]
  lexicon: readonly LexiconEntry[]
}

export const INDUSTRY_CATEGORIES: readonly IndustryCategory[] = [
  {
    code: 'A',
    name: 'Agriculture, Forestry, and Fishing',
    majorGroups: [1, 9],
    lexicon: [
      ['agricultur*', 3],
      ['agribusiness', 3],
      ['farm*', 2.5],
      ['crop', 2.5],
      ['livestock', 3],
      ['cattle', 3],
      ['beef', 2],
      ['dairy', 2],
      ['poultry', 2.5],
      ['grain', 2],
      ['harvest*', 2],
      ['forestry', 3],
      ['timber', 2.5],
      ['plantation', 2.5],
      ['fishing', 3],
      ['fisheries', 3],
      ['aquaculture', 3],
      ['horticultur*', 3],
      ['orchard', 3],
      ['vineyard', 2.5],
      ['pastoral', 2.5],
      ['grazing', 2.5],
      ['irrigation', 2],
      ['grower', 2.5],
      ['fertiliser', 1.5],
      ['fertilizer', 1.5],
      ['wool', 2],
      ['cotton', 1.5],
      ['sugar cane', 2],
      ['agronom*', 2.5],
      ['hectare', 1.5],
      ['yield', 1],
    ],
  },
  {
    code: 'B',
    name: 'Mining',
    majorGroups: [10, 14],
    lexicon: [
      ['mining', 3],
      ['mine', 2],
      ['miner', 2.5],
      ['mineral', 2],
      ['iron ore', 3],
      ['ore', 2],
      ['coal mine', 3],
      ['coal mining', 3],
      ['metallurgical coal', 3],
      ['thermal coal', 2.5],
      ['copper', 2.5],
      ['gold', 1.5],
      ['lithium', 2.5],
      ['nickel', 2.5],
      ['bauxite', 3],
      ['zinc', 2],
      ['uranium', 2.5],
      ['quarry', 3],
      ['oil and gas', 2.5],
      ['exploration', 2],
      ['upstream', 1],
      ['crude oil', 2],
      ['petroleum', 1.5],
      ['natural gas', 1.5],
      ['lng', 2],
      ['drilling', 2.5],
      ['reserves', 1.5],
      ['tailings', 3],
      ['open pit', 3],
      ['open cut', 3],
      ['underground', 1],
      ['extractive', 2.5],
      ['resources sector', 2],
    ],
  },
  {
    code: 'C',
    name: 'Construction',
    majorGroups: [15, 17],
    lexicon: [
      ['construction', 2.5],
      ['contractor', 2],
      ['civil engineering', 3],
      ['civil works', 3],
      ['homebuilder', 3],
      ['home builder', 3],
      ['housebuilder', 3],
      ['residential construction', 3],
      ['builder', 2],
      ['building site', 3],
      ['construction site', 3],
      ['infrastructure project', 2],
      ['engineering and construction', 3],
      ['tunnel', 2],
      ['road construction', 3],
      ['scaffold*', 2],
      ['demolition', 2.5],
      ['fit out', 2],
      ['plumbing', 2],
      ['electrical contracting', 3],
      ['earthworks', 3],
      ['excavation', 2],
      ['subcontractor', 2.5],
      ['concrete', 1],
      ['project delivery', 1.5],
      ['land development', 1.5],
    ],
  },
  {
    code: 'D',
    name: 'Manufacturing',
    majorGroups: [20, 39],
    lexicon: [
      ['manufactur*', 3],
      ['factory', 2.5],
      ['production facility', 2],
      ['production line', 2.5],
      ['assembly', 1.5],
      ['chemical', 2],
      ['steel', 2.5],
      ['steelmaking', 3],
      ['cement', 2.5],
      ['clinker', 3],
      ['kiln', 2.5],
      ['blast furnace', 3],
      ['aluminium', 2],
      ['aluminum', 2],
      ['smelter', 2],
      ['pulp and paper', 3],
      ['paper mill', 3],
      ['textile', 2.5],
      ['apparel', 2],
      ['pharmaceutical', 2.5],
      ['semiconductor', 2.5],
      ['automotive', 2],
      ['automaker', 3],
      ['food processing', 2.5],
      ['beverage', 2],
      ['brewer*', 2.5],
      ['plastic', 1.5],
      ['packaging', 1.5],
      ['industrial process', 2],
      ['machinery', 2],
      ['electronics', 2],
      ['refinery', 2.5],
      ['refining', 2],
      ['fabricat*', 2],
      ['glass', 1],
      ['tyre', 2],
      ['tire', 1],
      ['fertiliser plant', 2.5],
      ['industrial', 1],
    ],
  },
  {
    code: 'E',
    name: 'Transportation, Communications, Electric, Gas, and Sanitary Services',
    majorGroups: [40, 49],
    lexicon: [
      ['utility', 2.5],
      ['electric utility', 3],
      ['power generation', 2.5],
      ['generation capacity', 2.5],
      ['generating capacity', 2.5],
      ['power station', 3],
      ['power plant', 2.5],
      ['generator', 1.5],
      ['electricity network', 3],
      ['grid', 2],
      ['transmission', 1.5],
      ['distribution network', 2],
      ['gas distribution', 3],
      ['pipeline', 2.5],
      ['airline', 3],
      ['aviation', 2.5],
      ['aircraft', 2],
      ['airport', 2.5],
      ['shipping', 2.5],
      ['vessel', 2],
      ['freight', 2.5],
      ['rail', 2.5],
      ['railway', 2.5],
      ['railroad', 3],
      ['trucking', 3],
      ['logistics', 2],
      ['transport', 1.5],
      ['telecom*', 3],
      ['mobile network', 2.5],
      ['broadband', 2.5],
      ['water utility', 3],
      ['wastewater', 2.5],
      ['sewage', 2.5],
      ['sewerage', 2.5],
      ['waste management', 2.5],
      ['landfill', 2.5],
      ['postal', 2],
      ['courier', 2],
      ['port', 2],
      ['cruise', 2],
      ['megawatt*', 1.5],
      ['mw', 1],
      ['ratepayer', 3],
      ['customers electricity', 1],
    ],
  },
  {
    code: 'F',
    name: 'Wholesale Trade',
    majorGroups: [50, 51],
    lexicon: [
      ['wholesal*', 3],
      ['distributor', 2.5],
      ['distribution centre', 1.5],
      ['distribution center', 1.5],
      ['trading company', 2],
      ['merchant', 1.5],
      ['import and export', 2],
      ['bulk supply', 2],
      ['resell*', 2],
      ['business to business', 1.5],
      ['b2b', 1.5],
      ['supply to retailers', 2.5],
      ['warehous*', 1.5],
      ['commodity trading', 2],
    ],
  },
  {
    code: 'G',
    name: 'Retail Trade',
    majorGroups: [52, 59],
    lexicon: [
      ['retail*', 3],
      ['store', 1.5],
      ['supermarket', 3],
      ['grocery', 3],
      ['department store', 3],
      ['shopping centre', 2],
      ['shopping center', 2],
      ['shopping mall', 2],
      ['e commerce', 2],
      ['online shopping', 2],
      ['shopper', 3],
      ['restaurant', 2.5],
      ['fast food', 2.5],
      ['franchise', 1.5],
      ['checkout', 2],
      ['point of sale', 2],
      ['car dealership', 2.5],
      ['service station', 2.5],
      ['petrol station', 2.5],
      ['convenience store', 3],
      ['outlet', 1],
      ['consumer', 1],
    ],
  },
  {
    code: 'H',
    name: 'Finance, Insurance, and Real Estate',
    majorGroups: [60, 67],
    lexicon: [
      ['bank*', 2.5],
      ['lending', 2.5],
      ['loan', 2.5],
      ['credit', 1.5],
      ['mortgage', 2.5],
      ['insur*', 2.5],
      ['reinsur*', 3],
      ['underwrit*', 3],
      ['premium', 1.5],
      ['asset manager', 3],
      ['asset management', 3],
      ['asset owner', 3],
      ['investment manager', 2.5],
      ['portfolio', 2],
      ['fund', 1.5],
      ['pension', 2.5],
      ['superannuation', 3],
      ['real estate', 3],
      ['reit', 3],
      ['property portfolio', 3],
      ['landlord', 2.5],
      ['tenant', 2],
      ['financed emissions', 2.5],
      ['capital markets', 2.5],
      ['brokerage', 2.5],
      ['wealth management', 3],
      ['deposit', 1.5],
      ['policyholder', 3],
      ['claims', 1.5],
      ['investee', 2.5],
      ['financial institution', 2.5],
      ['financial services', 2.5],
    ],
  },
  {
    code: 'I',
    name: 'Services',
    majorGroups: [70, 89],
    lexicon: [
      ['professional services', 3],
      ['consulting', 2.5],
      ['consultancy', 2.5],
      ['software', 2.5],
      ['it services', 3],
      ['cloud', 1.5],
      ['data centre', 1.5],
      ['data center', 1.5],
      ['hotel', 3],
      ['hospitality', 2.5],
      ['accommodation', 2],
      ['healthcare', 2.5],
      ['health care', 2.5],
      ['hospital', 3],
      ['patient', 2],
      ['education', 2],
      ['university', 2],
      ['school', 1.5],
      ['legal services', 3],
      ['advertising', 2.5],
      ['entertainment', 2.5],
      ['casino', 3],
      ['engineering services', 2.5],
      ['staffing', 2],
      ['recruitment', 2],
      ['business services', 2.5],
      ['facilities management', 2.5],
      ['security services', 2.5],
      ['car rental', 2.5],
      ['leisure', 2],
      ['tourism', 2],
      ['media', 1],
    ],
  },
  {
    code: 'J',
    name: 'Public Administration',
    majorGroups: [91, 97],
    lexicon: [
      ['public administration', 3],
      ['public sector', 2.5],
      ['government agency', 3],
      ['government department', 3],
      ['local government', 3],
      ['municipal*', 2.5],
      ['state government', 2.5],
      ['federal government', 2],
      ['ministry', 2.5],
      ['public service', 2.5],
      ['taxpayer', 2],
      ['citizen', 2],
      ['constituent', 2],
      ['parliament', 2],
      ['legislature', 2.5],
      ['police', 2],
      ['justice', 1.5],
      ['national security', 2.5],
      ['council', 1],
      ['public policy', 1.5],
      ['defence force', 2.5],
    ],
  },
]

// Major groups 18-19, 68-69, 90 and 98 are unassigned in SIC 1987; 99 is division K (nonclassifiable), which has no
// industry content to tag and so is not a category here.
/** The SIC division of a major group (two digits) or industry code (four digits); undefined when it has none. */
export function sicDivision(code: string | number): IndustryCategory | undefined {
  const majorGroup = sicMajorGroup(code)
  if (majorGroup === undefined) return undefined
  return INDUSTRY_CATEGORIES.find(({ majorGroups: [first, last] }) => majorGroup >= first && majorGroup <= last)
}

/**
 * The two-digit major group of a SIC code. Numbers below 100 are major groups; larger numbers are four-digit codes
 * that lost a leading zero (EDGAR lists 0100 as 100). Strings: two digits are a major group, three digits with a
 * leading zero an industry group ("011"), three or four digits otherwise a four-digit code.
 */
export function sicMajorGroup(code: string | number): number | undefined {
  let value: number
  if (typeof code === 'number') {
    if (!Number.isInteger(code) || code < 0 || code > 9999) return undefined
    value = code < 100 ? code : Math.floor(code / 100)
  } else {
    const digits = code.trim()
    if (!/^\d{2,4}$/.test(digits)) return undefined
    if (digits.length === 2 || (digits.length === 3 && digits.startsWith('0'))) value = Number(digits.slice(0, 2))
    else value = Math.floor(Number(digits) / 100)
  }
  return value >= 1 ? value : undefined
}

export type RiskCategoryId =
  | 'physical_acute'
  | 'physical_chronic'
  | 'transition_policy_legal'
  | 'transition_technology'
  | 'transition_market'
  | 'transition_reputation'

export type RiskCategory = {
  id: RiskCategoryId
  label: string
  group: 'physical' | 'transition'
  description: string
  lexicon: readonly LexiconEntry[]
}

export const RISK_CATEGORIES: readonly RiskCategory[] = [
  {
    id: 'physical_acute',
    label: 'Physical – Acute',
    group: 'physical',
    description: 'Event-driven hazards such as cyclones, floods, bushfires and heatwaves.',
    lexicon: [
      ['extreme weather', 3],
      ['severe weather', 3],
      ['weather event', 2],
      ['weather related', 1.5],
      ['cyclone', 3],
      ['hurricane', 3],
      ['typhoon', 3],
      ['tropical storm', 3],
      ['storm', 2],
      ['storm surge', 1],
      ['flood*', 2.5],
      ['bushfire', 3],
      ['wildfire', 3],
      ['forest fire', 3],
      ['heatwave', 3],
      ['heat wave', 3],
      ['extreme heat', 3],
      ['hail', 2],
      ['hailstorm', 2.5],
      ['tornado', 3],
      ['landslide', 2],
      ['natural disaster', 2.5],
      ['natural catastrophe', 2.5],
      ['catastrophe', 1.5],
      ['catastrophic', 1],
      ['acute', 2],
      ['acute physical', 1.5],
      ['event driven', 2],
      ['frequency and severity', 1.5],
      ['frequency and intensity', 1.5],
      ['severity of', 0.5],
      ['business interruption', 1.5],
      ['drought', 1.5],
      ['cold snap', 2.5],
      ['extreme event', 2],
    ],
  },
  {
    id: 'physical_chronic',
    label: 'Physical – Chronic',
    group: 'physical',
    description: 'Longer-term shifts such as rising temperatures, sea level rise, changing rainfall and water stress.',
    lexicon: [
      ['chronic', 2],
      ['chronic physical', 1.5],
      ['sea level', 3],
      ['rising seas', 3],
      ['rising temperature', 3],
      ['mean temperature', 3],
      ['average temperature', 2.5],
      ['temperature increase', 2.5],
      ['higher temperature', 2],
      ['increase in temperature', 2.5],
      ['global warming', 1.5],
      ['precipitation', 2],
      ['rainfall pattern', 3],
      ['rainfall', 1.5],
      ['water stress', 3],
      ['water scarcity', 3],
      ['water availability', 2.5],
      ['water shortage', 2.5],
      ['desertification', 3],
      ['coastal erosion', 3],
      ['erosion', 1.5],
      ['longer term shift', 3],
      ['long term shift', 3],
      ['weather pattern', 2],
      ['changing climate', 1],
      ['ocean acidification', 3],
      ['permafrost', 3],
      ['glacier', 2],
      ['heat stress', 2.5],
      ['crop yield', 2],
      ['saltwater intrusion', 3],
      ['prolonged drought', 2.5],
      ['growing season', 2],
      ['snow', 1.5],
      ['cooling demand', 1.5],
      ['pest and disease', 1.5],
    ],
  },
  {
    id: 'transition_policy_legal',
    label: 'Transition – Policy and Legal',
    group: 'transition',
    description: 'Carbon pricing, emission limits, reporting obligations, litigation and other policy or legal change.',
    lexicon: [
      ['carbon price', 3],
      ['price on carbon', 3],
      ['carbon tax', 3],
      ['emissions trading', 3],
      ['ets', 2.5],
      ['cap and trade', 3],
      ['regulation', 1.5],
      ['regulatory', 1.5],
      ['regulatory framework', 1],
      ['legislation', 2],
      ['policy change', 2],
      ['climate policy', 2.5],
      ['government policy', 2],
      ['mandatory reporting', 2],
      ['disclosure requirement', 2],
      ['reporting obligation', 2],
      ['emission standard', 2.5],
      ['emission limit', 3],
      ['litigation', 3],
      ['lawsuit', 3],
      ['legal action', 2.5],
      ['liability', 1],
      ['fine', 1],
      ['penalt*', 1.5],
      ['compliance cost', 2.5],
      ['cost of compliance', 2.5],
      ['paris agreement', 1.5],
      ['nationally determined contribution', 2.5],
      ['safeguard mechanism', 3],
      ['carbon border', 3],
      ['phase out', 1],
      ['ban', 1],
      ['court', 1.5],
      ['legal risk', 2.5],
      ['policy risk', 2.5],
      ['policy and legal', 2.5],
    ],
  },
  {
    id: 'transition_technology',
    label: 'Transition – Technology',
    group: 'transition',
    description: 'Substitution by lower-emission alternatives, unsuccessful technology bets and the cost of switching.',
    lexicon: [
      ['low carbon technology', 3],
      ['new technology', 2],
      ['technology', 1],
      ['technological', 1.5],
      ['technological change', 2],
      ['substitution', 2.5],
      ['substitute', 2],
      ['lower emission alternative', 3],
      ['low emission alternative', 3],
      ['electric vehicle', 2],
      ['battery storage', 2],
      ['hydrogen', 1.5],
      ['carbon capture', 2],
      ['ccs', 2],
      ['unsuccessful investment', 3],
      ['failed investment', 3],
      ['obsolete', 2.5],
      ['obsolescence', 2.5],
      ['disruptive', 2],
      ['disruption from', 1],
      ['switching cost', 3],
      ['upfront cost', 1.5],
      ['emerging technology', 2.5],
      ['technology risk', 3],
      ['innovation', 1],
    ],
  },
  {
    id: 'transition_market',
    label: 'Transition – Market',
    group: 'transition',
    description: 'Shifts in customer demand, commodity and input prices, and the value or financing of assets.',
    lexicon: [
      ['customer behaviour', 3],
      ['customer behavior', 3],
      ['consumer behaviour', 3],
      ['consumer behavior', 3],
      ['consumer preference', 3],
      ['customer preference', 3],
      ['changing demand', 2.5],
      ['shift in demand', 3],
      ['demand for', 1.5],
      ['demand', 1],
      ['customer demand', 1.5],
      ['volatil*', 1.5],
      ['market', 0.5],
      ['commodity price', 2],
      ['energy price', 2],
      ['energy cost', 2],
      ['input cost', 2.5],
      ['raw material', 1.5],
      ['price volatility', 2],
      ['market signal', 3],
      ['stranded asset', 2.5],
      ['stranded', 1.5],
      ['repricing', 2.5],
      ['asset value', 1.5],
      ['insurance premium', 1.5],
      ['cost of capital', 2],
      ['access to capital', 2],
      ['fossil fuel demand', 2.5],
      ['oil price', 2],
      ['electricity price', 2],
      ['electricity cost', 2],
      ['competitor', 1],
      ['competitive', 1],
      ['market risk', 2.5],
      ['market share', 1.5],
      ['decline in demand', 2.5],
      ['reduced demand', 2.5],
    ],
  },
  {
    id: 'transition_reputation',
    label: 'Transition – Reputation',
    group: 'transition',
    description: "Stigma of a sector, stakeholder concern and negative perception of a company's climate record.",
    lexicon: [
      ['reputation*', 3],
      ['brand', 1.5],
      ['stigma*', 3],
      ['stakeholder concern', 3],
      ['negative feedback', 2],
      ['public perception', 2.5],
      ['public scrutiny', 1],
      ['scrutin*', 1.5],
      ['activist', 2.5],
      ['ngo', 1.5],
      ['media', 1],
      ['trust', 1],
      ['social licence', 3],
      ['social license', 3],
      ['licence to operate', 3],
      ['license to operate', 3],
      ['negative publicity', 3],
      ['criticism', 2],
      ['greenwash*', 3],
      ['shareholder resolution', 2],
      ['campaign', 1],
      ['boycott', 3],
      ['attract and retain', 1.5],
      ['perception', 1],
    ],
  },
]

export type ActionCategoryId =
  | 'emissions_targets'
  | 'renewable_energy'
  | 'energy_efficiency'
  | 'adaptation_resilience'
  | 'governance_oversight'
  | 'scenario_analysis'
  | 'disclosure_reporting'
  | 'carbon_credits_offsets'
  | 'low_carbon_products'
  | 'supply_chain_engagement'
  | 'climate_finance'
  | 'nature_water'

export type ActionCategory = {
  id: ActionCategoryId
  label: string
  description: string
  lexicon: readonly LexiconEntry[]
}

export const ACTION_CATEGORIES: readonly ActionCategory[] = [
  {
    id: 'emissions_targets',
    label: 'Emissions reduction targets',
    description: 'Net-zero commitments, interim and science-based targets, base years and progress against them.',
    lexicon: [
      ['emission reduction target', 3],
      ['reduction target', 2.5],
      ['science based target', 3],
      ['sbti', 3],
      ['net zero', 2.5],
      ['carbon neutral*', 2.5],
      ['climate neutral*', 2.5],
      ['reduce emission', 2],
      ['reduce our emission', 2],
      ['reduce greenhouse', 2],
      ['emission reduction', 2],
      ['by 2030', 1.5],
      ['by 2050', 1.5],
      ['by 2025', 1],
      ['by 2035', 1.5],
      ['by 2040', 1.5],
      ['baseline', 1],
      ['base year', 2],
      ['interim target', 3],
      ['absolute reduction', 2.5],
      ['target', 1],
      ['decarbonisation target', 3],
      ['decarbonization target', 3],
      ['carbon budget', 2],
      ['1.5 degc', 1],
    ],
  },
  {
    id: 'renewable_energy',
    label: 'Renewable energy',
    description:
      'Buying or generating renewable electricity: solar, wind, hydro, power purchase agreements, certificates.',
    lexicon: [
      ['renewable*', 2.5],
      ['renewable electricity', 1],
      ['solar', 2],
      ['photovoltaic', 3],
      ['wind farm', 3],
      ['wind power', 3],
      ['wind energy', 3],
      ['wind turbine', 3],
      ['onshore wind', 3],
      ['offshore wind', 3],
      ['power purchase agreement', 3],
      ['ppa', 2.5],
      ['green electricity', 3],
      ['green power', 2.5],
      ['clean energy', 2.5],
      ['re100', 3],
      ['hydroelectric*', 2.5],
      ['hydropower', 2.5],
      ['geothermal', 2.5],
      ['biomass', 1.5],
      ['biogas', 2],
      ['renewable energy certificate', 1],
      ['energy attribute certificate', 3],
      ['zero emission electricity', 3],
    ],
  },
  {
    id: 'energy_efficiency',
    label: 'Energy efficiency',
    description: 'Using less energy per unit of output: buildings, lighting, equipment, processes and fleets.',
    lexicon: [
      ['energy efficien*', 3],
      ['efficiency', 1],
      ['energy saving', 3],
      ['energy savings', 3],
      ['save energy', 3],
      ['energy consumption', 1.5],
      ['energy use', 1],
      ['reduce energy', 2],
      ['led lighting', 3],
      ['lighting', 1.5],
      ['insulation', 2],
      ['heat pump', 2.5],
      ['building management system', 2.5],
      ['energy management', 2.5],
      ['iso 50001', 3],
      ['retrofit*', 2.5],
      ['hvac', 2.5],
      ['fuel efficien*', 3],
      ['energy audit', 3],
      ['energy intensity', 1.5],
      ['efficient', 1],
      ['green building', 1.5],
      ['nabers', 3],
      ['leed', 2.5],
    ],
  },
  {
    id: 'adaptation_resilience',
    label: 'Adaptation and resilience',
    description: 'Preparing assets, operations and communities for physical climate impacts.',
    lexicon: [
      ['adapt*', 2],
      ['resilien*', 2],
      ['business continuity', 2.5],
      ['flood defence', 3],
      ['flood defense', 3],
      ['flood protection', 3],
      ['emergency response', 2],
      ['disaster recovery', 2],
      ['contingency plan', 2],
      ['climate proof*', 3],
      ['hardening', 2],
      ['early warning', 2.5],
      ['drought resistant', 2.5],
      ['drought tolerant', 2.5],
      ['relocat*', 1],
      ['preparedness', 2],
      ['physical risk assessment', 1.5],
      ['insurance cover', 1.5],
      ['climate resilient', 1.5],
    ],
  },
  {
    id: 'governance_oversight',
    label: 'Board and management oversight',
    description: 'Board and committee oversight, management roles, reporting lines and climate-linked remuneration.',
    lexicon: [
      ['board', 1.5],
      ['board of directors', 1],
      ['committee', 1.5],
      ['oversight', 2.5],
      ['oversee', 2.5],
      ['chief sustainability officer', 3],
      ['responsible for', 1.5],
      ['accountab*', 1.5],
      ['remuneration', 2],
      ['incentive', 1.5],
      ['bonus', 1.5],
      ['executive committee', 1.5],
      ['sustainability committee', 2],
      ['steering committee', 2.5],
      ['working group', 1.5],
      ['reports to the board', 2],
      ['terms of reference', 2],
      ['charter', 1.5],
      ['chief executive', 1],
      ['ceo', 1],
      ['climate council', 2.5],
    ],
  },
  {
    id: 'scenario_analysis',
    label: 'Scenario analysis',
    description: 'Testing strategy and portfolios against warming and transition scenarios, including stress tests.',
    lexicon: [
      ['scenario*', 2.5],
      ['scenario analysis', 1],
      ['stress test*', 2.5],
      ['2 degc', 2],
      ['1.5 degc', 1.5],
      ['3 degc', 2],
      ['4 degc', 2],
      ['iea', 2],
      ['ngfs', 3],
      ['ipcc', 1.5],
      ['rcp', 2.5],
      ['ssp', 2],
      ['sensitivity analysis', 2],
      ['business as usual', 1.5],
      ['orderly', 2],
      ['disorderly', 2.5],
      ['hot house world', 3],
      ['current policies', 1.5],
      ['resilience of our strategy', 2],
    ],
  },
  {
    id: 'disclosure_reporting',
    label: 'Disclosure and reporting',
    description: 'Reporting against TCFD, ISSB / AASB S2, CDP, GRI or SASB, and assurance of climate information.',
    lexicon: [
      ['tcfd', 2.5],
      ['task force on climate related financial disclosures', 1],
      ['cdp', 2.5],
      ['carbon disclosure project', 3],
      ['gri', 2],
      ['sasb', 2.5],
      ['issb', 2.5],
      ['ifrs s2', 3],
      ['aasb s2', 3],
      ['disclos*', 1.5],
      ['sustainability report', 2],
      ['climate report', 2],
      ['assurance', 1.5],
      ['limited assurance', 1.5],
      ['reasonable assurance', 1.5],
      ['verif*', 1.5],
      ['nger', 3],
      ['ghg protocol', 2],
      ['greenhouse gas protocol', 2],
      ['transparen*', 1],
    ],
  },
  {
    id: 'carbon_credits_offsets',
    label: 'Carbon credits and offsets',
    description: 'Buying, generating or retiring carbon credits, and carbon removal or sequestration projects.',
    lexicon: [
      ['offset', 1.5],
      ['carbon offset', 3],
      ['carbon credit', 3],
      ['accu', 3],
      ['australian carbon credit unit', 3],
      ['verified carbon standard', 3],
      ['gold standard', 2.5],
      ['voluntary carbon market', 3],
      ['carbon sink', 2.5],
      ['sequest*', 2.5],
      ['carbon removal', 3],
      ['reforestation', 2.5],
      ['afforestation', 2.5],
      ['tree planting', 2],
      ['climate active', 2.5],
      ['carbon neutral', 1.5],
      ['surrender', 1.5],
      ['removal', 1],
    ],
  },
  {
    id: 'low_carbon_products',
    label: 'Low-carbon products and services',
    description: 'Products, services and markets that cut emissions or help customers adapt; related R&D.',
    lexicon: [
      ['low carbon product', 3],
      ['low carbon solution', 3],
      ['low emission product', 3],
      ['low carbon', 1.5],
      ['green product', 3],
      ['sustainable product', 3],
      ['electric vehicle', 2.5],
      ['ev', 2],
      ['hydrogen', 2],
      ['energy efficient product', 3],
      ['circular econom*', 2],
      ['recycl*', 1.5],
      ['new market', 1.5],
      ['opportunit*', 1],
      ['product', 0.5],
      ['solution', 1],
      ['biofuel', 2.5],
      ['sustainable aviation fuel', 3],
      ['green building', 1.5],
      ['carbon capture', 2],
      ['innovation', 1],
      ['research and development', 1.5],
      ['r&d', 1.5],
      ['low emission', 1.5],
    ],
  },
  {
    id: 'supply_chain_engagement',
    label: 'Supply chain engagement',
    description: 'Working with suppliers and customers on emissions, sourcing and Scope 3.',
    lexicon: [
      ['supply chain', 2.5],
      ['supplier', 2.5],
      ['procurement', 2],
      ['value chain', 2],
      ['sourcing', 1.5],
      ['scope 3', 1.5],
      ['vendor', 2],
      ['upstream', 1],
      ['purchased goods', 2],
      ['supplier engagement', 1],
      ['customer engagement', 1.5],
      ['logistics', 1],
    ],
  },
  {
    id: 'climate_finance',
    label: 'Climate finance and investment',
    description: 'Green and sustainability-linked finance, low-carbon capital expenditure and climate-aware investing.',
    lexicon: [
      ['green bond', 3],
      ['sustainability linked', 3],
      ['sustainable financ*', 3],
      ['green financ*', 3],
      ['green loan', 3],
      ['climate financ*', 3],
      ['transition financ*', 3],
      ['capex', 1.5],
      ['capital expenditure', 1.5],
      ['invest*', 1],
      ['lending', 1],
      ['portfolio', 1],
      ['esg integration', 2.5],
      ['responsible investment', 2.5],
      ['sustainable investment', 2.5],
      ['impact investment', 2.5],
      ['exclusion', 2],
      ['divest*', 2.5],
      ['fossil fuel financing', 2.5],
      ['financed emission', 2],
      ['pcaf', 3],
      ['net zero banking alliance', 3],
      ['net zero asset owner alliance', 3],
    ],
  },
  {
    id: 'nature_water',
    label: 'Nature, water and biodiversity',
    description: 'Water stewardship, biodiversity, land use, deforestation, waste and pollution.',
    lexicon: [
      ['biodiversity', 3],
      ['nature related', 3],
      ['nature positive', 3],
      ['natural capital', 3],
      ['tnfd', 3],
      ['water', 1.5],
      ['water use', 1],
      ['water consumption', 1],
      ['water withdrawal', 1],
      ['water efficiency', 1],
      ['deforestation', 3],
      ['land use', 2],
      ['ecosystem', 2.5],
      ['habitat', 2.5],
      ['rehabilitation', 2],
      ['forest', 1.5],
      ['waste', 1.5],
      ['pollution', 1.5],
      ['wetland', 2.5],
      ['regenerative agriculture', 3],
      ['soil health', 2.5],
    ],
  },
]

export type CategoryKind = 'industry' | 'risk' | 'action'

/** A category found in a text, with the evidence that found it. */
export type CategoryMatch = { id: string; score: number; terms: string[] }

export type DetectOptions = {
  /**
   * Minimum summed term weight. Defaults: 2.5 for risks and actions (one strong phrase, or a typical word and a hint),
   * 4 for industries.
   */
  minScore?: number
  /** At most this many categories, strongest first. */
  limit?: number
}

// Industry words are common in any report (every company has customers and buildings), so an industry needs more
// evidence than a risk or an action before a text is tagged with it.
const DEFAULT_MIN_SCORE: Record<CategoryKind, number> = { industry: 4, risk: 2.5, action: 2.5 }

function categoriesOf(kind: CategoryKind): ReadonlyArray<{ id: string; lexicon: readonly LexiconEntry[] }> {
  if (kind === 'industry')
    return INDUSTRY_CATEGORIES.map((category) => ({ id: category.code, lexicon: category.lexicon }))
  return kind === 'risk' ? RISK_CATEGORIES : ACTION_CATEGORIES
}

// Compiled on first use: modules that only need labels (Analyse filter menus) never pay for it.
const compiled = new Map<CategoryKind, Array<{ id: string; lexicon: CompiledLexicon }>>()

function compiledCategories(kind: CategoryKind) {
  let list = compiled.get(kind)
  if (!list) {
    list = categoriesOf(kind).map(({ id, lexicon }) => ({ id, lexicon: compileLexicon(lexicon) }))
    compiled.set(kind, list)
  }
  return list
}

/**
 * Scores every category of a kind against stemmed tokens (from `stemTokens`) and returns those with enough evidence,
 * strongest first. Callers that already tokenised a text (the classifier) use this to avoid doing it twice.
 */
export function matchCategories(
  tokens: readonly string[],
  kind: CategoryKind,
  options: DetectOptions = {},
): CategoryMatch[] {
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE[kind]
  const matches: CategoryMatch[] = []
  for (const { id, lexicon } of compiledCategories(kind)) {
    const { score, hits } = matchLexicon(tokens, lexicon)
    if (score >= minScore) matches.push({ id, score, terms: [...hits.keys()] })
  }
  // Ties keep taxonomy order, so the result is deterministic.
  matches.sort((a, b) => b.score - a.score)
  return options.limit === undefined ? matches : matches.slice(0, options.limit)
}

/** Categories of a kind found in a text, strongest first, with their evidence. */
export function scoreCategories(text: string, kind: CategoryKind, options?: DetectOptions): CategoryMatch[] {
  return matchCategories(stemTokens(text), kind, options)
}

/** SIC divisions a text talks about, strongest first. */
export function detectIndustries(text: string, options?: DetectOptions): SicDivisionCode[] {
  return scoreCategories(text, 'industry', options).map(({ id }) => id as SicDivisionCode)
}

/** Climate risk categories a text talks about, strongest first. */
export function detectRisks(text: string, options?: DetectOptions): RiskCategoryId[] {
  return scoreCategories(text, 'risk', options).map(({ id }) => id as RiskCategoryId)
}

/** Climate action categories a text reports, strongest first. */
export function detectActions(text: string, options?: DetectOptions): ActionCategoryId[] {
  return scoreCategories(text, 'action', options).map(({ id }) => id as ActionCategoryId)
}

/** Display label of any category id or SIC division code; the id itself when unknown. */
export function categoryLabel(id: string): string {
  return (
    INDUSTRY_CATEGORIES.find((category) => category.code === id)?.name ??
    RISK_CATEGORIES.find((category) => category.id === id)?.label ??
    ACTION_CATEGORIES.find((category) => category.id === id)?.label ??
    id
  )
}
