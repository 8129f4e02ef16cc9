import { normaliseText } from './text-normalise'

// Words practitioners use for the same thing. A question that uses one phrase of a group also searches for the
// others, weighed less than its own words, so "directors" finds passages written about "the board" and "first
// annual reporting period" finds "first year". Phrases are matched on normalised text at word boundaries.
const GROUPS: readonly (readonly string[])[] = [
  ['board', 'directors', 'governance body', 'board committee'],
  ['management role', 'executives', 'executive team', 'management committee', 'chief sustainability officer'],
  ['location-based', 'location based', 'grid average', 'grid emission factors'],
  [
    'market-based',
    'market based',
    'contractual instruments',
    'renewable energy certificates',
    'green power',
    'power purchase agreement',
  ],
  ['scope 2', 'purchased electricity', 'electricity emissions', 'indirect energy emissions'],
  ['scope 3', 'value chain emissions', 'supply chain emissions', 'indirect emissions', 'upstream', 'downstream'],
  ['scope 1', 'direct emissions', 'own fuel use', 'diesel'],
  [
    'first year',
    'first annual reporting period',
    'first reporting period',
    'year one',
    'year 1',
    'initial year',
    'first report',
  ],
  ['second year', 'year two', 'year 2', 'second reporting period'],
  ['carbon credits', 'offsets', 'offsetting', 'accus', 'carbon offsets'],
  ['superannuation', 'super fund', 'registrable superannuation entity', 'rse', 'asset owner', 'pension fund'],
  ['registered scheme', 'managed investment scheme', 'retail cciv', 'asset owner'],
  ['liability', 'sue', 'sued', 'class action', 'litigation', 'legal action', 'protected statements', 'safe harbour'],
  ['assurance', 'audit', 'auditor', 'assured', 'audited', 'limited assurance', 'reasonable assurance'],
  ['value chain', 'supply chain', 'suppliers', 'customers'],
  ['net zero', 'emissions target', 'climate target', 'decarbonisation target', 'reduction target'],
  [
    'sustainability report',
    'climate statements',
    'climate report',
    'asrs',
    'mandatory climate reporting',
    'climate disclosures',
  ],
  ['warming', 'temperature', 'degrees', 'degc'],
  ['scenario analysis', 'scenarios', 'climate scenarios', 'stress test', 'resilience'],
  [
    'reference scenarios',
    'published scenarios',
    'named scenarios',
    'scenario sets',
    'ngfs scenarios',
    'ssp scenarios',
    'iea scenarios',
  ],
  [
    'remuneration',
    'executive pay',
    'bonus',
    'incentives',
    'incentive pay',
    'short term incentive',
    'long term incentive',
  ],
  ['internal carbon price', 'shadow carbon price', 'shadow price', 'carbon price'],
  ['financed emissions', 'loan book', 'lending portfolio', 'portfolio emissions', 'pcaf'],
  ['bank', 'banks', 'lender', 'lenders', 'commercial banking', 'adi'],
  ['insurer', 'insurers', 'insurance', 'underwriting'],
  ['mining', 'miner', 'miners', 'mine', 'mines', 'mining services', 'resources company'],
  ['employees', 'staff', 'headcount', 'workforce', 'fte', 'full-time equivalent'],
  ['revenue', 'turnover', 'sales'],
  ['gross assets', 'total assets', 'balance sheet'],
  ['nger', 'national greenhouse and energy reporting', 'nger reporter', 'registered corporation'],
  ['transition plan', 'decarbonisation plan', 'net zero plan', 'climate transition action plan'],
  ['physical risk', 'hazard', 'extreme weather', 'floods', 'bushfires', 'cyclones', 'heatwaves'],
  ['time horizons', 'short term', 'medium term', 'long term', 'horizon'],
  ['financial effects', 'financial impact', 'financial position', 'cash flows', 'financial performance'],
  ['ifrs s2', 'issb standard', 'issb', 'issb reports', 'international standard', 'global baseline'],
  ['identical', 'the same as', 'differ', 'different', 'departures', 'deviations'],
  ['aasb s2', 'asrs 2', 'australian standard'],
  ['tcfd', 'task force on climate-related financial disclosures'],
  ['new zealand', 'nz', 'xrb', 'aotearoa', 'nzx', 'across the ditch', 'kiwi'],
  ['comparatives', 'comparative information', 'prior year figures', 'prior period'],
  ['greenhouse gas', 'ghg', 'emissions', 'carbon footprint', 'co2e'],
  ['directors declaration', 'directors sign off', 'sign off', 'declaration'],
  ['no material climate risks', 'not material', 'immaterial', 'no material risks'],
  [
    'who must report',
    'who has to report',
    'who reports',
    'reporting entities',
    'climate reporting entities',
    'caught',
    'in scope',
  ],
  ['established', 'formed', 'created', 'founded'],
  ['numbers', 'figures', 'amounts', 'quantitative', 'quantify', 'quantified'],
  ['joint ventures', 'associates', 'equity accounted', 'investees', 'unconsolidated'],
  ['goes into', 'go into', 'contents', 'contain', 'contains', 'made up of', 'consist of', 'components'],
  ['asset managers', 'asset management', 'fund managers', 'investment managers', 'funds management'],
  ['hotter', 'heat', 'heatwaves', 'temperature rise', 'rising temperatures'],
  ['every year', 'each year', 'annually', 'redo', 'refresh', 'how often', 'frequency', 'planning cycle'],
  ['p&l', 'profit and loss', 'income statement', 'earnings', 'financial performance'],
  ['in words', 'narrative', 'describe', 'qualitative', 'qualitatively'],
  ['amendments', 'end of 2025', 'late 2025'],
  ['net off', 'netted', 'deduct', 'subtract', 'net emissions', 'gross emissions'],
  ['categories', 'families', 'groups of scenarios', 'types'],
  ['opportunities', 'upside', 'climate-related opportunities'],
  ['legal action', 'sue', 'enforcement', 'go after', 'proceedings', 'prosecute'],
]

type Compiled = { pattern: RegExp; group: number }

function phrasePattern(phrase: string): RegExp {
  const escaped = normaliseText(phrase)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[\s-]+/g, '[\\s-]+')
  return new RegExp(`(?:^|[^a-z0-9])${escaped}(?![a-z0-9])`)
}

const compiled: Compiled[] = GROUPS.flatMap((group, index) =>
  group.map((phrase) => ({ pattern: phrasePattern(phrase), group: index })),
)

/** The other phrases of every group the text touches, for a weaker second search term set. */
export function synonymsOf(text: string): string[] {
  const normalised = normaliseText(text)
  const groups = new Set(compiled.filter(({ pattern }) => pattern.test(normalised)).map(({ group }) => group))
  return [...groups].flatMap((group) => GROUPS[group] ?? [])
}
