import { clauses, HOW_OFTEN, isDenial } from './disclosure-language'
import { sentences } from './text'

// The facts a draft is written around, read from the company's own information: its sector, the board body and how
// often it meets, the share of pay linked to climate, the scenarios and carbon credits it names. A fact the text does
// not state is returned as undefined, so the draft asks for it instead of guessing.

/** passages: what backs the sector framing, so the draft can cite it; the first one the knowledge base holds is used. */
export type Sector = {
  key: SectorKey
  name: string
  risks: string
  metrics: string
  financial: boolean
  passages: { risks: string[]; metrics: string[] }
}
type SectorKey =
  'mining' | 'banking' | 'insurance' | 'asset-management' | 'energy' | 'property' | 'agriculture' | 'transport'

const sectors: Record<SectorKey, Sector & { words: RegExp; industries: readonly string[] }> = {
  mining: {
    key: 'mining',
    passages: {
      risks: ['sector-mining-services-contractors', 'sector-mining-physical-risk'],
      metrics: ['sector-mining-emissions-and-safeguard'],
    },
    name: 'a mining or mining services business',
    risks:
      'extreme heat, cyclones and flooding that stop work on site, water scarcity, Safeguard Mechanism costs on large facilities (and passed through to their contractors), the shift to electric mobile equipment, and falling demand for thermal coal against rising demand for critical minerals',
    metrics:
      'For mining and mining services, diesel burnt in mobile equipment is usually the largest source of Scope 1 emissions, and the exposure of sites to heat, cyclones and water stress is the main physical-risk metric.',
    financial: false,
    words:
      /\b(mines?|mining|miners?|drill and blast|load and haul|ore|gold|copper|lithium|nickel|coal|open-pit|haul(age| trucks?)|mineral\w*|quarr\w+)\b/gi,
    industries: [],
  },
  banking: {
    key: 'banking',
    passages: {
      risks: ['sector-banking-physical-risk-mortgages'],
      metrics: [
        'sector-banking-financed-emissions-concentration',
        'aasb-s2-app-b62-commercial-banking-financed-emissions',
      ],
    },
    name: 'a lender',
    risks:
      'credit losses where drought, flood or bushfire affect borrowers and the property held as security, transition risk in lending to high-emitting sectors, insurability of mortgaged homes, and demand for green lending',
    metrics:
      'As a lender, the bank reports financed emissions of its loan book (AASB S2 paras B58-B63) and its exposure to high-emitting sectors and to physically exposed security.',
    financial: true,
    words: /\b(bank(s|ing)?|lender|lending|loans?|mortgages?|deposit-taking|credit union|loan book|borrowers?)\b/gi,
    industries: ['Financial Services'],
  },
  insurance: {
    key: 'insurance',
    passages: {
      risks: ['sector-insurance-underwriting'],
      metrics: ['sector-insurance-investment-portfolio', 'aasb-s2-app-b63-insurance-financed-emissions'],
    },
    name: 'an insurer',
    risks:
      'rising claims from floods, storms, hail and bushfires, higher reinsurance costs, affordability and insurability of exposed regions, and transition risk in the investment portfolio',
    metrics:
      'As an insurer, the company reports the financed emissions of its investments and the emissions associated with its underwriting (AASB S2 paras B58-B63), and its sums insured in high-hazard areas.',
    financial: true,
    words: /\b(insur\w*|underwrit\w*|reinsur\w*|policyholders?|premiums?|claims)\b/gi,
    industries: [],
  },
  'asset-management': {
    key: 'asset-management',
    passages: {
      risks: ['aasb-s2-physical-and-transition-risks'],
      metrics: ['aasb-s2-app-b61-asset-management-financed-emissions'],
    },
    name: 'an asset manager or asset owner',
    risks:
      'transition risk in the companies and assets invested in, physical risk to real assets, and changing investor demand for low-carbon products',
    metrics:
      'As an investor, the company reports the financed emissions of the assets it manages (AASB S2 paras B58-B63).',
    financial: true,
    words:
      /\b(asset manager|funds under management|assets under management|superannuation|super fund|investment manager|fund manager|investors?)\b/gi,
    industries: [],
  },
  energy: {
    key: 'energy',
    passages: { risks: ['sector-energy-utilities'], metrics: ['sector-energy-utilities'] },
    name: 'an energy business',
    risks:
      'carbon pricing and emissions regulation, falling utilisation of fossil-fuel assets as renewable supply grows, heat and storms affecting generation and network assets, and growing demand for firmed renewable energy',
    metrics:
      'For energy businesses, Scope 1 emissions from generation and Scope 3 emissions from fuel sold to customers are usually the largest figures, and capital deployed to renewables shows progress on the transition.',
    financial: false,
    words:
      /\b(electricity|power stations?|generat(ion|ors?)|gas-fired|wind farms?|solar farms?|pipelines?|energy retail\w*|national electricity market|mw|gas supply|lng|oil and gas|upstream)\b/gi,
    industries: ['Energy'],
  },
  property: {
    key: 'property',
    passages: {
      risks: ['sector-property-physical-risk'],
      metrics: ['sector-property-transition-efficiency-stranding'],
    },
    name: 'a property owner',
    risks:
      'damage from floods, storm surge, bushfires and heat, insurance cost and availability, tenant demand for efficient buildings, and the cost of electrifying older buildings',
    metrics:
      'For property owners, the share of portfolio value in high physical-risk areas and tenant energy use (Scope 3) are the metrics readers look for.',
    financial: false,
    words:
      /\b(property trust|reit|office( buildings)?|retail centres?|shopping centres?|tenants?|leases?|buildings?|nabers|real estate)\b/gi,
    industries: ['Real Estate'],
  },
  agriculture: {
    key: 'agriculture',
    passages: { risks: ['sector-agriculture-physical-risk'], metrics: ['sector-agriculture-emissions-methane-land'] },
    name: 'an agricultural business',
    risks:
      'drought, heat stress and changing rainfall reducing yields and carrying capacity, water availability, methane and land-use emissions that may attract a carbon price, and carbon farming opportunities',
    metrics:
      'For agriculture, livestock methane and land use usually dominate emissions, and the share of land in areas projected to become drier is the main physical-risk metric.',
    financial: false,
    words:
      /\b(farms?|farming|farmers?|cattle|beef|grain|dairy|milk|livestock|pastoral\w*|crops?|hectares|horticultur\w*|orchards?|irrigat\w*)\b/gi,
    industries: ['Agriculture'],
  },
  transport: {
    key: 'transport',
    passages: { risks: ['sector-transport-logistics-fuel'], metrics: ['sector-transport-fleet-transition'] },
    name: 'a transport business',
    risks:
      'fuel and carbon costs, the shift to low- and zero-emission vehicles, and floods and heat cutting routes and damaging depots',
    metrics:
      'For transport, fuel burnt in the fleet is usually most of Scope 1, and the share of depots and routes exposed to flooding is the main physical-risk metric.',
    financial: false,
    words:
      /\b(freight|trucks?|logistics|airlines?|aviation|shipping|rail|depots?|routes?|deliver(y|ies)|vessels?|aircraft)\b/gi,
    industries: ['Transportation'],
  },
}

/**
 * The sector a draft is framed for. The company's information decides, with its first sentences (where fact sheets
 * say what the company does) counting most; the industry chosen in the form breaks ties and counts on its own only
 * when the text names no sector, so "Other", or the form's default left unchanged, still gets the right framing.
 */
export function detectSector(companyInfo: string, industry: string): Sector | undefined {
  const all = sentences(companyInfo)
  const opening = all.slice(0, 3).join(' ')
  const rest = all.slice(3).join(' ')
  let best: Sector | undefined
  let bestScore = 0
  for (const sector of Object.values(sectors)) {
    const count = (text: string) => text.match(sector.words)?.length ?? 0
    const score = 3 * count(opening) + count(rest) + (sector.industries.includes(industry) ? 1.5 : 0)
    if (score > bestScore) [best, bestScore] = [sector, score]
  }
  return best
}

/**
 * Whether a sentence of the company information only denies: each of its clauses says the thing is not done, not in
 * place or only planned. Read by the AASB S2 check's own rule for denials, so a draft, its flags and its check agree
 * ("We considered a 1.5 °C scenario and not a 3 °C one" affirms a scenario; "Scenario analysis is planned" does not).
 */
export function isNegated(sentence: string): boolean {
  return clauses(sentence).every(isDenial)
}

// A capitalised name ("Audit, Risk and Sustainability Committee"), or a lower-case one after "the" ("the board risk
// committee"); "the committee" alone names nothing.
const COMMITTEE =
  /\b((?:[A-Z][\w,']*\s+)*?(?:[A-Z][\w,']*\s+)(?:and\s+(?:[A-Z][\w,']*\s+)+)?Committee)\b|\bthe ((?:[a-z][\w,']*\s+){1,4}?committee)\b/

/** The named board committee responsible, e.g. "Board Risk Committee", without a leading "The". */
export function committeeOf(text: string): string | undefined {
  for (const sentence of sentences(text)) {
    if (/\b(management|executive|steering)\s+committee\b/i.test(sentence)) continue
    const found = COMMITTEE.exec(sentence)
    const name = (found?.[1] ?? found?.[2])?.replace(/^(The|Its|Our)\s+/, '')
    if (name) return name
  }
  return undefined
}

/**
 * How often the body is informed about climate matters: the frequency in a clause that says it receives reports or
 * briefings, never how often it meets ("meets quarterly and receives a climate report twice a year" is twice a year).
 */
export function informedFrequencyOf(text: string): string | undefined {
  for (const clause of text.split(/[.;]\s+|,?\s+(?:and|while|but)\s+/)) {
    if (
      /\b(?:reports?|reported|reporting|brief\w*|updates?|updated|inform\w*|present\w*|receiv\w*|tabled)\b/i.test(
        clause,
      )
    ) {
      const found = HOW_OFTEN.exec(clause)?.[0]
      if (found) return found
    }
  }
  return undefined
}

const INCENTIVE_SHARE =
  /\b(\d+(?:\.\d+)?\s?%|\d+ per ?cent|(?:one|two|three|four|five|ten|fifteen|twenty) percent|a quarter|a fifth|a third)\s+(?:weighting\s+)?of\s+(?:the\s+)?((?:[\w'-]+\s+){0,4}?(?:incentive(?: plan)?|bonus|remuneration|pay|scorecard))/i

/** "10% of the executive short-term incentive" (text), with the share as written ("10%", amount). */
export function incentiveShareOf(text: string): { text: string; amount: string } | undefined {
  const found = INCENTIVE_SHARE.exec(text)
  if (found?.[1] && found[2]) return { text: `${found[1]} of the ${found[2]}`, amount: found[1] }
  const weighting = /\b(\d+(?:\.\d+)?%) weighting\b/i.exec(text)
  return weighting?.[1]
    ? { text: `a ${weighting[1]} weighting in executive remuneration`, amount: weighting[1] }
    : undefined
}

const SCENARIO_NAMES =
  /\b(NGFS [A-Z][\w-]*(?: [A-Z0-9][\w-]*)*|IEA [A-Z][\w-]*(?: [A-Za-z0-9][\w-]*)*?(?= scenario|,|\.| and)|SSP\d-\d\.\d|RCP ?\d\.\d|AEMO [A-Z]\w+ [A-Z]\w+|Net Zero 2050|Current Policies|Delayed Transition|Below 2 ?°C|Nationally Determined Contributions|Stated Policies|Announced Pledges|(?:a |an )?\d(?:\.\d)?\s?°C(?: [a-z]+){0,3} (?:scenario|world|transition))/g

/** The scenarios the company names, in the order it names them. */
export function scenariosOf(text: string): string[] {
  const names = sentences(text)
    .filter(
      (sentence) =>
        /\bscenarios?\b|\bstress test\b|\bmodelled\b/i.test(sentence) &&
        !/\bnot (yet )?(performed|carried out|done|undertaken)\b/i.test(sentence),
    )
    .flatMap((sentence) => sentence.match(SCENARIO_NAMES) ?? [])
    .map((name) => name.replace(/^(a|an) /, '').trim())
  return [...new Set(names)]
}

/** 1.5 °C pathways: SSP1-1.9, NGFS Net Zero 2050, IEA NZE, or a scenario stated as 1.5 °C. */
export const ONE_POINT_FIVE =
  /\b1\.5\s?°?\s?C\b|1\.5 degrees|\bSSP1-1\.9\b|\bNet Zero 2050\b|\bNet Zero Emissions by 2050\b|\bNZE\b/i
/** Warming well above 2 °C (2.5 °C or more): SSP2-4.5 and higher, RCP4.5 and higher, NGFS Current Policies or NDCs, hot house. */
export const WELL_ABOVE_TWO =
  /\bSSP[2-5]-(4\.5|6\.0|7\.0|8\.5)\b|\bRCP ?(4\.5|6\.0|8\.5)\b|\bCurrent Policies\b|\bNationally Determined Contributions\b|\bhot house\b|(?<![\d.])([3-9]|2\.[5-9])(\.\d)?\s?°\s?C|(?<![\d.])[3-9] degrees/i

const CREDIT_KINDS =
  /\b(Australian Carbon Credit Units|ACCUs?|Safeguard Mechanism Credits|Climate Active[\w -]*?credits|Gold Standard[\w -]*?credits|Verra[\w -]*?credits|VCUs?|(?:nature-based|technological|removal|avoidance)[\w -]*?credits|human-induced regeneration projects)\b/gi

/** The kinds of carbon credits the company names (scheme or type), or none. */
export function creditKindsOf(text: string): string[] {
  return [...new Set(text.match(CREDIT_KINDS) ?? [])]
}
