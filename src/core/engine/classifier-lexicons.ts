// Hand-written lexicons of the paragraph classifier, from the TCFD recommendations and guidance (2017, 2021), IFRS S2
// / AASB S2, ISO 31000-style risk management and ordinary reporting language. They are written by judgement, never
// counted or fitted from labelled data: the public labelled sets are non-commercial and share-alike, and a word list
// derived from them mechanically could not ship (docs/decisions/030).
// Weights: 3 or more is a phrase that on its own says where a paragraph belongs, 2 a typical word, 1 or less a hint
// that only counts together with others; a negative weight cancels a misleading sense ("economic climate"). Terms are
// stemmed like the text, so "board" also matches "boards"; a trailing * matches any word starting with the prefix.

import type { LexiconEntry } from './text-lexicon'
import type { TcfdSection } from '../contract/write'

/** Evidence that a paragraph is about climate, energy, emissions or the environment at all (the "none" decision). */
export const CLIMATE_TERMS: readonly LexiconEntry[] = [
  // Climate and its science.
  ['climat*', 3], ['climate change', 1.5], ['climate related', 1.5], ['global warming', 4], ['greenhouse', 4],
  ['ghg', 4], ['co2', 4], ['co2e', 4], ['tco2e', 4], ['carbon dioxide', 4], ['methane', 3], ['degc', 3], ['ipcc', 3],
  ['paris agreement', 3], ['cop21', 3], ['cop26', 3], ['unfccc', 4],
  // "Climate" in its figurative sense cancels itself out.
  ['economic climate', -3], ['business climate', -3], ['investment climate', -3], ['political climate', -3],
  ['market climate', -3], ['climate of', -2],
  // Emissions and decarbonisation.
  ['carbon', 3], ['emission', 3], ['emit', 2], ['emitter', 2.5], ['net zero', 3], ['decarboni*', 4],
  ['low carbon', 2], ['scope 1', 3], ['scope 2', 3], ['scope 3', 3], ['scope one', 3], ['scope two', 3],
  ['footprint', 1.5], ['science based', 2], ['sbti', 4], ['carbon neutral', 2], ['offset', 0.5], ['fossil fuel', 3],
  ['coal', 2.5], ['thermal coal', 1], ['oil and gas', 1], ['stranded', 1.5], ['diesel', 1.5], ['petroleum', 1],
  ['lng', 1],
  // Energy.
  ['energy', 1.5], ['energy transition', 2.5], ['energy efficien*', 2.5], ['energy consumption', 2],
  ['renewable*', 3], ['solar', 2.5], ['wind power', 2.5], ['wind farm', 2.5], ['wind energy', 2.5],
  ['hydroelectric*', 2.5], ['hydropower', 2.5], ['geothermal', 2.5], ['electricity', 1.5], ['fuel', 1.5],
  ['biofuel', 2], ['hydrogen', 2], ['electric vehicle', 2.5], ['ev', 2], ['evs', 2], ['clean energy', 2.5],
  ['mwh', 2.5], ['gwh', 2.5], ['kwh', 2.5], ['twh', 2.5], ['megawatt*', 2], ['gigawatt*', 2], ['gigajoule*', 2],
  ['gj', 2], ['nuclear', 1], ['power station', 1], ['power plant', 1], ['power generation', 1.5],
  ['led lighting', 2],
  // Physical climate and weather.
  ['weather', 2], ['extreme weather', 2], ['flood*', 2], ['drought', 2.5], ['storm', 1.5], ['cyclone', 2],
  ['hurricane', 2], ['typhoon', 2], ['wildfire', 2.5], ['bushfire', 2.5], ['heatwave', 2.5], ['heat wave', 2.5],
  ['sea level', 3], ['temperature', 1.5], ['rainfall', 1.5], ['precipitation', 1.5], ['water stress', 2.5],
  ['water scarcity', 2], ['natural disaster', 2], ['natural catastroph*', 2], ['physical hazard', 2.5], ['hazard', 1],
  // Climate risk, scenarios and disclosure.
  ['physical risk', 3], ['transition risk', 3], ['tcfd', 4], ['task force', 1], ['cdp', 3], ['iigcc', 4],
  ['climate action 100', 1], ['nzba', 4], ['green bond', 3], ['green financ*', 2.5], ['sustainable financ*', 2],
  ['scenario', 1], ['rcp', 3], ['iea', 2], ['ngfs', 3], ['2ds', 3], ['b2ds', 3], ['stress test', 1], ['pacta', 3],
  ['2dii', 3], ['resilien*', 0.5], ['transition', 1], ['adaptation', 1.5], ['mitigation', 0.5],
  // Wider environmental and responsible-finance vocabulary: weak alone ("a competitive environment", "sustainable
  // growth"), enough together.
  ['environmental', 1.5], ['environment', 0.3], ['sustainability', 1.5], ['sustainable', 0.7], ['esg', 1],
  ['green', 1], ['biodiversity', 2], ['deforestation', 2], ['pollution', 1], ['ecosystem', 1], ['ecolog*', 1.5],
  ['iso 14001', 2], ['environmental management', 1], ['equator principles', 2], ['responsible investment', 2],
  ['principles for responsible', 1.5], ['unep', 2], ['environment programme', 2], ['sri', 1.5],
  ['sustainable development goals', 1.5], ['sdg', 1], ['natural resource', 1], ['scarce resource', 1.5],
  ['air quality', 1.5], ['waste', 1], ['plastic', 1], ['water', 0.7], ['divest*', 1], ['arctic', 1.5],
  ['paris', 1.5], ['warming', 2], ['extreme', 1], ['electrif*', 2], ['battery', 1.5], ['charging', 1],
  ['heat pump', 2], ['grid', 0.5], ['insulation', 1], ['efficien*', 0.5], ['recycl*', 1], ['circular', 1.5],
  ['forest*', 1], ['reforest*', 2], ['afforest*', 2], ['land use', 1.5], ['soil', 1], ['ocean', 1], ['coastal', 1],
  ['natural capital', 2], ['nature related', 2], ['tnfd', 3], ['greenwash*', 2], ['pollutant', 1],
  ['responsible banking', 1.5], ['impact invest*', 1.5], ['oil sand', 2], ['fracking', 1.5], ['shale', 1.5],
  ['csr', 1], ['corporate social responsibility', 1], ['sasb', 1.5], ['gri', 1], ['issb', 2],
]

/** Per-pillar evidence; a climate-related paragraph goes to the pillar with the most (after scaling, classifier.ts). */
export const PILLAR_TERMS: Record<TcfdSection, readonly LexiconEntry[]> = {
  governance: [
    // Who oversees: board, committees and named roles (TCFD Governance a and b, AASB S2 6).
    ['board', 2.5], ['board of directors', 1], ['supervisory board', 1], ['board level', 2], ['directors', 1.5],
    ['non executive', 2], ['independent director', 2], ['committee', 2.5], ['subcommittee', 2],
    ['sustainability committee', 2], ['csr committee', 2], ['esg committee', 2], ['executive committee', 1.5],
    ['steering committee', 2], ['management committee', 1.5], ['council', 1.5], ['chair*', 2], ['oversight', 3.5],
    ['oversee', 3.5], ['supervis*', 2], ['govern', 2.5], ['governance', 2], ['governance structure', 2],
    ['corporate governance', 1.5], ['responsibility', 1.5], ['responsible for', 1.5], ['accountab*', 2.5],
    ['chief executive', 2], ['ceo', 2], ['cfo', 2], ['coo', 2], ['chief financial officer', 2],
    ['chief sustainability officer', 3], ['cso', 2], ['chief risk officer', 1.5], ['president', 1.5], ['head of', 2],
    ['team', 1], ['dedicated team', 1.5], ['sustainability team', 1.5], ['cross functional', 1.5],
    ['senior management', 2], ['senior executive', 2], ['executive management', 2], ['senior leadership', 2],
    ['management level', 1.5], ['leadership', 1], ['executive', 1], ['officer', 1], ['role', 1.5],
    ['roles and responsibilities', 2], ['department', 1], ['function', 0.5], ['sponsor', 1.5],
    ['executive sponsor', 1], ['champion', 1.5], ['secretariat', 1.5],
    // "Governance" inside "environmental, social and governance" names ESG, not a governance arrangement; and
    // "across the board" is no board.
    ['social and governance', -2], ['social governance', -2], ['across the board', -2.5],
    // How and how often they are informed; what they decide.
    ['reports to', 2.5], ['report directly', 2.5], ['reporting line', 3], ['report to the board', 2], ['agenda', 1.5],
    // "meet" is also "meet demand" or "meet targets", and the stem merges it with "meeting".
    ['meet', 0.75], ['met', 0.75], ['quarterly', 1], ['twice a year', 1.5], ['annually', 0.5], ['briefing', 2],
    ['updates', 1], ['approv*', 1.5], ['delegat*', 2], ['appointed', 2], ['chaired by', 2],
    ['led by', 1.5], ['convened', 2], ['workshop', 1.5], ['forum', 1], ['terms of reference', 2.5], ['charter', 2],
    ['mandate', 1.5], ['expertise', 1.5], ['competenc*', 1.5], ['training', 1], ['skills', 1], ['awareness', 0.5],
    // Incentives tied to climate goals.
    ['remuneration', 3], ['compensation', 2], ['incentive', 2.5], ['bonus', 2], ['variable pay', 3],
    ['scorecard', 2], ['lti', 2], ['sti', 2], ['vesting', 2],
    // Engagement, memberships and public policy positions, which reports place under governance.
    ['industry association', 3], ['trade association', 3], ['lobbying', 3], ['advoca*', 2], ['policy makers', 1.5],
    ['policymakers', 1.5], ['consultation', 1], ['stewardship', 1.5], ['voting', 1.5], ['proxy', 1.5],
    ['member of', 1.5], ['member', 0.5], ['membership', 1.5], ['working group', 2], ['signatory', 1.5],
    ['founding', 1.5], ['join', 1.5], ['participat*', 1],
  ],
  strategy: [
    // Risks and opportunities and what they could do to the business (TCFD Strategy a and b, AASB S2 10-21).
    ['opportunit*', 2.5], ['risks and opportunities', 1.5], ['risk', 0.7], ['physical risk', 2],
    ['transition risk', 2], ['impact', 1], ['could', 1.5], ['may', 1], ['might', 1.5], ['would', 0.5],
    ['potential', 1], ['potentially', 1], ['exposed', 1.5], ['exposure', 1], ['strategy', 2], ['strategic', 1.5],
    ['business strategy', 1.5], ['business model', 2.5], ['time horizon', 3], ['horizon', 2], ['time frame', 1.5],
    ['short medium and long term', 2.5], ['short term', 1], ['medium term', 1.5], ['long term', 1],
    ['financial planning', 3], ['financial impact', 2], ['financial performance', 1.5], ['financial position', 1.5],
    ['cash flow', 1.5], ['revenue', 1.5], ['cost', 1.5], ['operating cost', 1.5], ['price', 1.5], ['demand', 2],
    ['market', 1.5], ['new market', 2], ['customer', 1], ['customer preference', 2], ['consumer preference', 2],
    ['product', 1.5], ['competitive', 1.5], ['growth', 1], ['diversif*', 1.5], ['reputation*', 1.5],
    ['asset value', 1.5], ['impairment', 2], ['stranded', 2], ['write down', 2], ['capital expenditure', 1],
    ['capex', 1], ['invest*', 1],
    // The risks themselves.
    ['extreme weather', 2], ['weather', 1], ['flood*', 1.5], ['drought', 1.5], ['storm', 1.5], ['cyclone', 1.5],
    ['wildfire', 1.5], ['bushfire', 1.5], ['heat', 1], ['sea level', 2], ['temperature', 1], ['water stress', 1.5],
    ['physical impact', 1.5], ['chronic', 1.5], ['acute', 1.5], ['regulation', 1.5], ['regulatory', 1.5],
    ['policy', 1], ['legislation', 1.5], ['carbon tax', 2], ['carbon price', 1.5],
    ['technology', 1.5], ['innovation', 1.5], ['research and development', 1.5], ['supply chain', 1.5],
    ['disrupt*', 1.5], ['damage', 1.5],
    // Scenarios, resilience and transition plans (TCFD Strategy c, AASB S2 14 and 22).
    ['scenario*', 2], ['scenario analysis', 1], ['degc', 1.5], ['resilien*', 2], ['transition', 1.5],
    ['low carbon economy', 2.5], ['green economy', 1.5], ['transition plan', 2], ['transition pathway', 1.5],
    ['adaptation', 2], ['mitigation', 1],
    // What the company does in response: initiatives, programmes, products and operational changes.
    ['initiative', 1], ['program', 1], ['programme', 1], ['project', 1], ['financ*', 1], ['loan', 1],
    ['launch*', 1], ['install*', 1.5], ['promot*', 1], ['encourag*', 1], ['efficien*', 1], ['replac*', 1],
    ['switch*', 1], ['reduc*', 0.5], ['improv*', 0.5], ['low carbon', 1.5], ['solution', 1], ['service', 0.5],
    ['plan', 0.5], ['commit*', 0.5], ['electric vehicle', 1.5], ['renewable*', 1], ['hydrogen', 1.5],
  ],
  risk_management: [
    // Processes to identify, assess and manage climate risks and their integration (TCFD Risk Management a-c,
    // AASB S2 25).
    ['risk management', 3], ['risk management framework', 1], ['risk management process', 2], ['enterprise risk', 3],
    ['erm', 3], ['risk framework', 3], ['framework', 1], ['risk appetite', 3], ['risk register', 3],
    ['risk assessment', 2.5], ['risk identification', 3], ['identify and assess', 3], ['identify assess', 3],
    ['identif*', 1.5], ['assess*', 1.5], ['evaluat*', 1.5], ['quantif*', 1.5], ['analys*', 1], ['analyz*', 1],
    ['model', 1], ['methodolog*', 2], ['tool', 2], ['pilot', 1.5], ['data', 0.5], ['mitigat*', 1], ['monitor*', 1.5],
    ['manage', 1], ['process', 1], ['procedure', 1.5], ['prioriti*', 1.5], ['integrat*', 1.5],
    ['integrated into', 2], ['escalat*', 2], ['guideline', 1.5], ['risk', 0.5],
    // Risk assessment vocabulary of ISO 31000 and COSO-style frameworks.
    ['likelihood', 2.5], ['probability', 1.5], ['severity', 1], ['heat map', 2.5], ['risk map', 2.5], ['map', 1],
    ['geospatial', 2], ['materiality assessment', 2], ['principal risk', 2], ['emerging risk', 2],
    ['risk taxonomy', 2.5], ['risk inventory', 2.5], ['risk owner', 2.5], ['risk universe', 2.5],
    ['risk profile', 2], ['risk tolerance', 2.5], ['risk limit', 2.5], ['key risk indicator', 3], ['kri', 3],
    ['self assessment', 2], ['scoring', 1.5], ['top down', 1.5], ['bottom up', 1.5], ['risk function', 2],
    ['three lines', 3], ['line of defence', 3], ['first line', 1.5], ['second line', 2], ['risk and control', 2],
    ['controls', 1.5], ['internal control', 2], ['internal audit', 2], ['compliance', 1],
    ['policies and procedures', 2], ['questionnaire', 1.5], ['checklist', 2], ['watchlist', 2], ['red flag', 2],
    ['referral', 1.5], ['vulnerability assessment', 2], ['stress test*', 2], ['forecast*', 1], ['early warning', 1.5],
    // Responses: mitigate, transfer, accept or control.
    ['hedg*', 1.5], ['insurance', 0.5], ['reinsurance', 1.5], ['contingency', 1.5], ['business continuity', 2],
    ['crisis management', 2], ['internal carbon price', 2], ['shadow carbon price', 2.5],
    // How lenders, insurers and investors apply it: due diligence, screening, sector policies, credit processes.
    ['due diligence', 3], ['diligence', 1.5], ['screen*', 2], ['exclu*', 1.5], ['restrict*', 1.5],
    ['prohibit*', 1.5], ['controversial', 1.5], ['sensitive sector', 2], ['sector policy', 2.5],
    ['lending policy', 2], ['credit risk', 2.5], ['credit polic*', 2.5], ['credit', 1],
    ['credit approval', 2.5], ['credit process', 2.5], ['lending', 1], ['borrower', 1.5], ['counterpart*', 1.5],
    ['client', 0.5], ['know your customer', 2], ['kyc', 2], ['onboarding', 2], ['collateral', 1.5], ['valuation', 1],
    ['origination', 1.5], ['portfolio', 1], ['transaction', 1], ['underwriting', 2], ['catastrophe model*', 2.5],
    ['cat model*', 2.5], ['accumulation', 1.5], ['risk rating', 2.5], ['risk score', 2], ['rating', 1],
    ['esg risk', 2], ['environmental and social risk', 2.5], ['equator principles', 3], ['investment process', 2.5],
    ['investment decision', 2],
  ],
  metrics_targets: [
    // GHG figures and how they are measured (TCFD Metrics and Targets b, AASB S2 29(a)).
    ['scope 1', 3], ['scope 2', 3], ['scope 3', 2], ['scope one', 3], ['scope two', 3], ['scope three', 2],
    ['tco2e', 3], ['co2e', 2.5], ['tonnes', 2], ['tons', 1.5], ['emissions', 0.5], ['direct emissions', 2],
    ['indirect emissions', 2], ['financed emissions', 2], ['avoided emissions', 2], ['emission source', 2],
    ['emission factor', 2.5], ['fugitive', 1.5], ['combustion', 1], ['ghg protocol', 2.5], ['inventory', 2],
    ['reporting boundary', 2.5], ['operational control', 2], ['reporting period', 1.5], ['footprint', 1.5],
    ['intensity', 2], ['absolute', 2], ['weighted average carbon intensity', 3], ['waci', 3], ['pcaf', 2.5],
    ['carbon accounting', 2], ['emissions data', 2], ['recalculat*', 2], ['restat*', 2],
    // Metrics and KPIs (TCFD Metrics and Targets a, the 2021 cross-industry categories, AASB S2 29(b)-(g)).
    ['metric', 3], ['kpi', 2.5], ['key performance indicator', 3], ['indicator', 1.5], ['measurement', 2],
    ['unit of measurement', 2], ['calculat*', 1.5], ['data', 1], ['performance', 1], ['figure', 1.5], ['total', 1],
    ['amount', 1], ['per year', 1], ['consumption', 0.5], ['energy consumption', 1], ['fuel consumption', 1.5],
    ['electricity consumption', 1.5], ['mwh', 2.5], ['gwh', 2.5], ['kwh', 2.5], ['gj', 2.5], ['tj', 2.5],
    ['megawatt*', 1.5], ['per cent', 1.5], ['percent', 1.5], ['percentage of', 1.5], ['proportion of', 1.5],
    ['share of', 1], ['ratio', 1.5], ['per unit', 2], ['per employee', 2], ['per square metre', 2],
    ['normalised', 1.5], ['normalized', 1.5], ['trend', 1], ['year on year', 1.5], ['grew by', 1.5],
    ['increased by', 1], ['decreased by', 1.5], ['million', 0.5], ['billion', 0.5], ['verif*', 1.5],
    ['assurance', 1.5], ['internal carbon price', 1.5], ['green revenue', 2], ['implied temperature', 2.5],
    ['temperature alignment', 2], ['portfolio alignment', 1.5],
    // "measure" is as often an action ("efficiency measures") as a measurement, and the stem merges it with
    // "measured" and "measuring", so it is only a hint.
    ['measure', 0.75],
    // Targets and progress against them (TCFD Metrics and Targets c, AASB S2 33-36).
    ['target', 2.5], ['goal', 1.5], ['baseline', 2], ['base year', 3], ['compared to', 1.5], ['compared with', 1.5],
    ['reduction', 1], ['reduc*', 0.5], ['net zero', 1.5], ['carbon neutral', 1.5], ['science based', 2.5],
    ['sbti', 2.5], ['sbt', 2], ['progress', 1.5], ['achiev*', 1.5], ['on track', 2],
  ],
}
