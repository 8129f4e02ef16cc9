import type { TcfdSection } from '../contract/write'
import { HOW_OFTEN, hasQuantity, scopesWithFigures, withoutLabel, withScopeNames } from './disclosure-language'

// The elements of AASB S2 the check looks for, each with the rule for "addressed", "partial" and "missing".
//
// A status rests on claims, not keywords: each sentence of the draft is cut into clauses, and a clause that says the
// thing is not done, not in place or only planned ("we have not", "is not yet", "have yet to", "we plan to ... next
// year") never counts towards it. Such a clause is still shown as the evidence for "missing", so the user sees that
// the draft itself says the element is not there. "Addressed" needs what the standard asks for, not the topic's
// name: figures with units for emissions, scenarios and a conclusion for resilience, a plan for the transition plan
// (a transition risk is a risk, not a plan), an amount or share for each cross-industry metric. A clause that names
// the topic without that is "partial", with a note on what is lacking.

export type ElementStatus = 'addressed' | 'partial' | 'missing'

/**
 * One clause of the draft, with the sentence it came from (the evidence shown) and whether it denies. context is the
 * text a clause continues when it leans on it for its subject ("They are scored on the risk matrix"): the clause is
 * on a topic when it or its context names the topic, but what it claims is read from the clause alone. lead is the
 * sentences before it in the same paragraph, when there are any. sentence is read with note-style shortenings and
 * abbreviations written out; shown, when it differs, is the sentence as the draft has it.
 */
export type Claim = {
  sentence: string
  clause: string
  section: TcfdSection
  denied: boolean
  context?: string
  lead?: string
  shown?: string
}

/** lacking: what a partial element still needs, as a noun phrase a draft can ask for ("a conclusion on resilience"). */
export type Finding = { status: ElementStatus; evidence: string[]; note: string | null; lacking?: string }

export type ElementRule = {
  paragraph: string
  label: string
  /** The section of the report where AASB S2 readers look for it. */
  home: TcfdSection
  /** What to add, as an instruction, when it is not addressed. */
  toAdd: string
  /** What the element needs, as a noun phrase, where a draft asks for it; only the cross-industry metrics, which
   *  share one draft element, need their own. */
  wanted?: string
  judge: (claims: Claim[]) => Finding
}

export const DENIED_NOTE = 'The draft says this is not done or not in place yet.'
const PART_DENIED_NOTE = 'Says something about this, but also that part of it is not in place yet.'

/** Addressed claims, or why it is only partial and what it lacks. */
type Completion = Claim[] | { note: string; lacking: string }

const gap = (note: string, lacking: string): Completion => ({ note, lacking })

type DecideOptions = {
  ownTopic?: boolean
  /**
   * A denial that leaves the element partial however complete the rest reads, with what it leaves lacking: the draft
   * says in so many words that part of the element is not in place ("Two directors have property backgrounds" beside
   * "The Board has not yet assessed whether it has the climate skills it needs"). Only elements whose topic is narrow
   * enough that a denial on it is a denial of the element take one; on a broad topic such as the risk process a
   * denial is usually of something beside it ("opportunities are not yet scored").
   */
  deniedPart?: { denies: (denial: Claim, evidence: Claim[]) => boolean; lacking: string }
}

/** A denial in the same section as the evidence: the draft's word on the element where it describes it. */
const inSameSection = (denial: Claim, evidence: Claim[]) => evidence.some((claim) => claim.section === denial.section)

/**
 * The status of one element: its topic clauses that do not deny are checked for completeness; with none, a denying
 * topic clause is the evidence for "missing". A clause that continues another ("It meets quarterly") takes its topic
 * from what it continues, unless ownTopic: an element judged on its topic alone, with no test of completeness,
 * needs the clause itself to name it.
 */
function decide(
  claims: Claim[],
  topic: (text: string) => boolean,
  complete: (positive: Claim[]) => Completion,
  { ownTopic = false, deniedPart }: DecideOptions = {},
): Finding {
  const onTopic = claims.filter(
    (claim) =>
      topic(claim.clause) || (!ownTopic && claim.context !== undefined && topic(`${claim.context} ${claim.clause}`)),
  )
  const positive = onTopic.filter((claim) => !claim.denied)
  if (positive.length > 0) {
    const completion = complete(positive)
    const against =
      Array.isArray(completion) && deniedPart
        ? onTopic.find((claim) => claim.denied && deniedPart.denies(claim, completion))
        : undefined
    if (against && Array.isArray(completion)) {
      return {
        status: 'partial',
        evidence: unique([...completion, against]),
        note: PART_DENIED_NOTE,
        lacking: deniedPart!.lacking,
      }
    }
    if (Array.isArray(completion)) return { status: 'addressed', evidence: unique(completion), note: null }
    return {
      status: 'partial',
      evidence: unique(positive.slice(0, 2)),
      note: completion.note,
      lacking: completion.lacking,
    }
  }
  const denied = onTopic.find((claim) => claim.denied)
  return denied
    ? { status: 'missing', evidence: [denied.sentence], note: DENIED_NOTE }
    : { status: 'missing', evidence: [], note: null }
}

function unique(claims: Claim[]): string[] {
  return [...new Set(claims.map((claim) => claim.sentence))]
}

/** The first claim passing each test, when every test has one: parts of an element may sit in different sentences. */
function allOf(positive: Claim[], tests: ((text: string, claim: Claim) => boolean)[], lacking: string[]): Completion {
  const found = tests.map((test) => positive.find((claim) => test(claim.clause, claim)))
  const gaps = lacking.filter((_gap, i) => !found[i])
  if (gaps.length > 0) return gap(`Says something about this, but not ${gaps.join(' or ')}.`, gaps.join('; '))
  return found.filter((claim): claim is Claim => claim !== undefined)
}

const has = (pattern: RegExp) => (text: string) => pattern.test(text)
const both =
  (...tests: ((text: string) => boolean)[]) =>
  (text: string) =>
    tests.every((test) => test(text))

// A committee by initials a note never spells out ("ARC now owns climate oversight", "BRC reviews emissions"): capitals
// ending in C, other than the regulators, panels, laws and credits a report cites.
const COMMITTEE_INITIALS = (text: string) =>
  /\b[A-Z]{1,4}C\b/.test(text.replace(/\b(?:ACCC|ASIC|IPCC|UNFCCC|AEMC|CEFC|EPBC|SMC|VIC)\b/g, ''))
// The governing body: the board, its directors or a committee. A managing director is the chief executive, so a
// report to the managing director is management's, not the board's.
const BODY = (text: string) =>
  /\b(?:board|directors?|committee)\b/i.test(text.replace(/\bmanaging\s+director\b/gi, '')) || COMMITTEE_INITIALS(text)
// The board or its own committee, not a committee of executives ("The Executive Sustainability Committee ... meets
// monthly" says how management works, not how the board is informed).
// A lone director by title ("the Group Director of Facilities", "the Director of Nursing") is an executive too.
const GOVERNING_BODY = (text: string) =>
  COMMITTEE_INITIALS(text) ||
  /\bboard\b|\bdirectors\b|\b(?:non-executive|independent|each|every|one|a|the)\s+director\b|\bcommittee\b/i.test(
    text
      .replace(
        /\bmanaging\s+director\b|\b(?:executive|management|steering|working)\s+(?:[\w&-]+\s+){0,3}(?:committee|group)\b/gi,
        '',
      )
      .replace(/\b(?:[A-Z]\w*\s+)?Director\s+(?:of|for)\s+(?:the\s+)?[A-Z]/g, ''),
  )
const CLIMATE = has(/climate|emission|carbon|decarboni|net[- ]zero|sustainab|transition|environment|diesel/i)
const PAY = has(
  /remunerat|incentive|bonus|variable (?:pay|reward)|performance pay(?:ments?)?|\breward\b|executive pay|\bpay\b|\bSTI\b|\bLTI\b|scorecard|\bKPIs?\b[^.]*\b(?:executive|STI|LTI|incentive)/i,
)
// What pay is linked to when it is linked to climate: emissions and their reduction, or the measures of a transition
// (renewable capacity, coal closure, fuel burn, energy efficiency or an energy reduction target).
// Ratings of a building's or a ship's emissions (NABERS, Green Star, a ship's Carbon Intensity Indicator) and solar
// roll-outs are such measures too.
const CLIMATE_MEASURE =
  /climate|emission|decarboni|sustainab|net[- ]zero|diesel|renewable|\bcoal\b|fuel|energy efficien|energy intensity|energy (?:reduction|use|consumption|targets?|savings?)|abatement|carbon|transition|\bscope\s*[123]\b|\bsolar\b|NABERS|Green Star|\bCII\b/i
const FREQUENCY = has(HOW_OFTEN)
const EXECUTIVE_DIRECTOR =
  /\b(?!(?:Non-executive|Independent|Board|Company|Lead)\s)(?:[A-Z][\w&-]*\s+){1,3}Director\b(?!s)|\bDirector\s+of\s+[A-Z]/
const CLIMATE_CAUSE =
  /climate|scenario|carbon|emission|flood|drought|heat|storm|cyclone|bushfire|\bfires?\b|hail|weather|rain|\bwet\b|\bsnow|water|sea level|transition|physical|insurance|outage|damage|resilien|electrif|renewable|decarboni|safeguard|green (?:bonds?|loans?|finance)/i
// an amount under a scenario ("Under the NZE scenario, the Group estimates additional capex of A$40-55m") is anticipated
// What is yet to come: "we expect", "could reduce revenue by $60-90m", "in a repeat of the 2019 drought we estimate",
// "is planned to FY2029", "looking ahead".
const FUTURE = has(
  /\bwill\b|\bexpect|\banticipat|\bforecast|\bproject(?:ed|ion)|over the (?:next|coming|medium|long)|\bby 20\d\d|\bplan\b|\bmilestones?\b|\bunder\s+(?:the\s+|an?\s+)?(?:[\w.-]+\s+){0,3}scenarios?\b|\bcould\b|\bwould\b|\bwe\s+estimate\b|\bin\s+a\s+repeat\s+of\b|\blooking\s+ahead\b|\b(?:is|are)\s+planned\s+(?:to|for|by|over|through)\b/i,
)

const SCENARIO_NAME =
  /\bssp\d-?\d(?:\.\d)?|\brcp\s?\d(?:\.\d)?|\bngfs\b|net zero (?:2050|emissions)|current policies|stated policies|announced pledges|delayed transition|below 2\s?°c|\d(?:\.\d)?\s*°c|\d(?:\.\d)?\s*degrees|hot[- ]house|\borderly\b|\bdisorderly\b|\biea\s+(?:nze|steps|aps)\b/gi

/** Two named scenarios, or scenario analysis with one named: "1.5°C and 3°C", "SSP1-1.9 and SSP3-7.0", "NGFS". */
function namesScenarios(text: string): boolean {
  const named = new Set((text.match(SCENARIO_NAME) ?? []).map((name) => name.toLowerCase())).size
  return named >= 2 || (named >= 1 && /scenario|pathway|model/i.test(text))
}

// A management position or group, and what shows how it carries out its role: the group it chairs or sits in, the
// reviews, controls and reports it runs, or the limits it approves within.
const MANAGEMENT_ROLE =
  /\bmanagement\b|\bGM\b|\bexecutive\b|\bchief\s+\w+(?:\s+officer)?\b|\bc[a-z]o\b|head of|\b(?:general )?managers?\b|working group|steering (?:group|committee)|council|\bteam\b/i
const MANAGEMENT_HOW =
  /committee|working group|steering|council|forum|\bgroup\b|\bteam\b|\bmeets\b|meetings?\b|reports?\s+(?:to|through|on|from)|\bbriefs?\b|\bcontrols?\b|procedures?|process(?:es)?\b|approv|budget|\bKPIs?\b|register|program(?:me)?\b|review|audit|supported by/i

const EXECUTIVE_PAY = /remunerat|incentive|bonus|\bpay\b|\bSTI\b|\bLTI\b/i

// A risk listed with its time horizon, in brackets or a table cell: "flooding of the highway (physical, short to long
// term)", "| transition, market | medium term".
const RISK_WITH_HORIZON =
  /[(|][^()|]*\b(?:short|near|medium|mid|long)(?:[- ]to[- ](?:medium|mid|long))?[- ]term\b[^()|]*(?:[)|]|$)/i

const NUMBER_WORD = 'one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|fifty'
// A period that defines a time horizon: a financial or calendar year, a span of years, "two-year", "10-30 years".
const HORIZON_PERIOD = String.raw`\bfy\s?\d{2,4}\b|\b20\d\d\b|\b\d+\s*(?:[-–]|to)\s*\d+\s*years?\b|\b(?:\d+|${NUMBER_WORD})[- ]years?\b|\byears?\b`
// A span of years, in figures or words: "2-7 years", "two to ten years".
const YEAR_SPAN = String.raw`\b(?:\d+|${NUMBER_WORD})\s*(?:[-–]|to)\s*(?:\d+|${NUMBER_WORD})\s*years?\b`

// A step of a transition: something that cuts emissions, and the year it is due.
const EMISSIONS_CUT =
  /\bEVs?\b|electri|renewable|solar|\bwind\b|zero[- ]emission|low[- ](?:emission|carbon)|diesel|emissions|decarboni|biofuel|hydrogen|efficien|methanol/i
// A year may be a two-digit financial year ("by FY28"), follow a month or a part of the year ("by June 2027", "by
// mid-2026"), span the step ("between 2027 and 2032"), lead its step as a label ("FY27: RTG electrification") or
// open it ("2028 replace gas dryers with heat pumps").
const YEAR_DUE = String.raw`(?:the\s+)?(?:end\s+of\s+)?(?:(?:mid|early|late)[- ]?|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?(?:FY\s?\d\d|(?:FY\s?)?20\d\d)\b`
const YEARS_SPANNED = String.raw`\bbetween\s+(?:FY\s?)?(?:20)?\d\d\s+and\s+(?:FY\s?)?(?:20)?\d\d\b`
const DATED_STEP = new RegExp(
  String.raw`\b(?:by|in|from|before)\s+${YEAR_DUE}|${YEARS_SPANNED}|\(\s*(?:FY\s?)?20\d\d(?:\s*[-–]\s*(?:FY\s?)?20\d\d)?\s*\)|(?:^|[;:|]\s*)FY\s?(?:20)?\d\d\s*:|(?:^|[;:]\s*)(?:FY\s?)?20\d\d(?:\s*[-–]\s*(?:20)?\d\d)?\s+(?=[a-z])`,
  'i',
)
const DUE = new RegExp(String.raw`\b(?:by|before)\s+${YEAR_DUE}|${YEARS_SPANNED}`, 'i')

/**
 * What the company is doing about it, whatever it calls it: a step that cuts emissions, due by a date ("Management
 * is consolidating printing onto one site by June 2027 ... and cutting print-site electricity by 40%"). A figure
 * reported "in FY2025", a target, a scenario's path, an estimate or a cost is not a step.
 */
function underWay(text: string): boolean {
  return (
    EMISSIONS_CUT.test(text) &&
    DUE.test(text) &&
    !/\btargets?\b|\bgoals?\b|\baims?\b|ambition|commit|scenario|pathway|estimat|expect|forecast|\bcosts?\b|\bwould\b|\bcould\b/i.test(
      text,
    )
  )
}

// Where climate's effects fall within the business: an effect, exposure, risk or pressure that sits, falls or bites
// mostly in one place ("the transition pressure falls on our two oldest centres"), the place that carries or holds
// most of it ("the print division carries almost all of the transition and physical exposure"), or the place named
// as where it falls ("so that is where the effect of lower allocations on our delivery revenue falls", "Where it
// bites: 80% of stock on one bay").
const EFFECTS_FALL =
  /\b(?:most|all|almost all|the bulk) of (?:our|the|its) (?:[\w-]+\s+){0,2}(?:risks?|exposures?|(?:[\w-]+-(?:prone|exposed)|exposed|at-risk)\s+(?:sites|assets|stores|properties|centres|farms))\s+(?:is|are|sits?|lies|lie|falls?)?\s*(?:in|at|on)\b|\bwhich\s+(?:contains?|holds?|has)\s+(?:most|all|almost all)\s+of\s+(?:our|the|its)\s+(?:[\w-]+\s+){0,2}(?:sites|assets|stores|properties|exposure)\b|\b(?:greatest|biggest|largest|main|most of the|all the|almost all (?:the |our )?|most of our)\s*(?:impacts?|effects?|exposure)\b[^.;]{0,40}\b(?:on|in|at|there)\b|\b(?:impacts?|effects?|exposure|risks?|pressures?)\s+(?:\w+\s+){0,2}(?:sits?|lies|lie|falls?|fall|bites?)\s+(?:mostly\s+|mainly\s+|largely\s+|chiefly\s+|most(?:\s+heavily)?\s+|hardest\s+)?(?:in|on|at|there)\b|\b(?:falls?|fall|bites?|sits?)\s+(?:mostly|mainly|largely|chiefly|most heavily|hardest)\s+(?:on|in|at)\b|\b(?:carr(?:y|ies)|holds?|bears?)\s+(?:most|all|much|almost all|nearly all|the bulk)\s+of\s+the\s+(?:[\w-]+\s+(?:and\s+)?){0,3}(?:exposure|risk)|\bwhere\s+(?:it|they|this|these)(?:'s|’s|\s+is|\s+are)\s+concentrated\b|\bwhere\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:effects?|impacts?|exposure|risks?)\b[^.;]{0,60}\b(?:falls?|sits?|lies|bites?)\b|^\W*where\s+(?:it|they|climate|this)\s+bites?\b/i

// How risks are found and weighed: "climate risks were identified through a one-off assessment", "who rated each risk".
const RISK_PROCESS =
  /\brisks?\s+(?:(?:were|are|was|is|have\s+been|has\s+been)\s+)?(?:identified|assessed|rated|ranked|scored)\b|\b(?:identified|assessed|rated|ranked|scored)\s+(?:each|every|the|all|our|its)\s+(?:[\w-]+\s+)?risks?\b/i

// A board's strategy day or annual session, where it discusses climate: not a means of building its skills.
const STRATEGY_SESSION =
  /\b(?:annual\s+)?(?:strategy|planning)\s+(?:day|session|offsite|workshop)s?\b|\bannual\s+session\b/gi

// Considering opportunities "as they arise", or assessing them "over short, medium and long horizons", names no process.
const AD_HOC =
  /\bas\s+(?:and\s+when\s+)?they\s+arise\b|\bad[- ]hoc\b|case[- ]by[- ]case|\binformally\b|\b(?:over|across)\s+(?:the\s+)?(?:short|medium|long|near)\b/i

// Climate risk placed in a register: recorded, included, kept, listed or added there, "climate in corporate register",
// or the register used for climate risks too ("We use our general risk register for climate risks too").
const REGISTERED =
  /\b(?:recorded|included|sits?|goes|go|held|kept|lives?|listed|logged|captured|entered|climate|added)\s+(?:[\w,'’-]+\s+){0,3}?(?:in|on|into|within|to)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w'’&-]+\s+){0,3}?(?:risk\s+)?register\b|\buses?\s+(?:the|our|its)\s+(?:[\w'’&-]+\s+){0,2}risk\s+register\s+for\b/i

const FINANCED = /financed emissions|investee|portfolio emissions/i

// Assets given over to fossil fuels ("tank assets dedicated to fossil road fuels", "diesel-specific parts inventory at
// risk of obsolescence") are exposed to the transition by what they are for.
const FOSSIL_BOUND =
  /\b(?:assets?|inventory|plant|fleet|activities)\b[^.;]{0,60}\b(?:dedicated to|tied to|built for|at risk of|specific to)\b[^.;]{0,30}\b(?:fossil|coal|diesel|petrol|oil|gas|obsolescence|stranding)|\b(?:fossil|coal|diesel|petrol|gas)[- ](?:specific|fired|based)\b[^.;]{0,60}\b(?:at risk|exposed|stranded|obsolesc)/i

// What a draft calls its climate opportunity or its response, by its own words: a share of revenue from that line
// ("Opportunity (medium term): growth in tele-audiology ..." then "Revenue from tele-audiology services: $9.8 million
// (4.1% of revenue)") is the business aligned with the opportunity, and money spent on it ("Our response is the 'Cool
// Parks 2030' plan: ..." then "Capital spent on Cool Parks 2030 this year: $5.4 million") is capital deployed towards
// it, though neither metric says so. Words any opportunity, plan or metric may use, and words under five letters, say
// nothing of which line it is.
const OPPORTUNITY_NAMED = /opportunit|upside|in (?:its|our|their) favou?r/i
const RESPONSE_NAMED = /\bplan\b|roadmap|\bresponse\b|\bprogram(?:me)?\b/i
const COMMON_WORDS =
  /^(?:opportunit\w*|growth|growing|demand|climate|related|carbon|emissions?|energy|short|medium|long|customers?|markets?|revenue|income|sales|products?|services|transition|physical|including|through|which|their|there|these|those|where|while|other|could|would|should|increas\w*|includ\w*|expect\w*|reduc\w*|lower|higher|rising|future|years?|terms?|group|company|business|about|across|under|within|among|share|total|assets|value|costs?|plans?|response|program\w*|roadmap|capital|spent|invest\w*|million|upgrades?|projects?|works?)$/
const namedLines = new WeakMap<Claim[], { clause: string; opportunity: boolean; words: string[] }[]>()

function distinctiveWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((word) => !COMMON_WORDS.test(word))
}

/** Whether the text shares a distinctive word with another clause of the draft naming an opportunity, or a plan too. */
function namesDraftsOwn(text: string, draft: Claim[], { plans }: { plans: boolean }): boolean {
  let lines = namedLines.get(draft)
  if (!lines) {
    lines = draft
      .filter((claim) => !claim.denied && (OPPORTUNITY_NAMED.test(claim.clause) || RESPONSE_NAMED.test(claim.clause)))
      .map((claim) => ({
        clause: claim.clause,
        opportunity: OPPORTUNITY_NAMED.test(claim.clause),
        words: distinctiveWords(claim.clause),
      }))
    namedLines.set(draft, lines)
  }
  const words = distinctiveWords(text)
  return lines.some(
    (line) =>
      (plans || line.opportunity) && !text.endsWith(line.clause) && line.words.some((word) => words.includes(word)),
  )
}

// a share or amount lost, exposed or at risk is the risk's (29(b), 29(c), 15-21), not the opportunity's or the response's
const AT_RISK =
  /expos|vulnerab|\brisks?\b|hazard|flood|cyclone|drought|bushfire|declin|reduc|\bfell\b|\blo(?:ss|st)\b|damage|concentrat|depend/i

/** A current share of revenue, sales or assets from a line the draft elsewhere calls its climate opportunity. */
function measuresNamedOpportunity(text: string, draft: Claim[]): boolean {
  const share = /\d\s*(?:%|per\s?cent)|\bof\s+(?:[\w-]+\s+){0,2}(?:revenue|sales|income|assets)\b/i
  if (
    !share.test(text) ||
    !/revenue|sales|income|earn|assets|portfolio|fleet|volume/i.test(text) ||
    AT_RISK.test(text) ||
    /capex|capital|target|opportunit/i.test(text) ||
    FUTURE(text)
  )
    return false
  return namesDraftsOwn(text, draft, { plans: false })
}

/** An amount of capital spent on what the draft elsewhere calls its climate opportunity, plan or response. */
function spendsOnNamedResponse(text: string, draft: Claim[]): boolean {
  if (
    !hasQuantity(text) ||
    !/capital expenditure|capex|capital (?:spent|deployed|invested)|\bspent\b|\binvested\b/i.test(text) ||
    AT_RISK.test(text) ||
    FUTURE(text)
  )
    return false
  return namesDraftsOwn(text, draft, { plans: true })
}

// The unit may be given once for a paragraph ("Table M1 (tCO2e). Scope 1: 402,000. Scope 2 location-based: 18,300."),
// so the sentences before a claim in its paragraph count as where the unit was given.
const RISK_NAMED =
  /\brisks?\b|climate|transition|physical|flood|cyclone|drought|heat|bushfire|storm|sea[- ]level|bleaching|carbon|safeguard/i
const CARRIES_THE_BUSINESS =
  /\b(?:almost\s+all|nearly\s+all|most|all|the\s+bulk)\s+(?:of\s+)?(?:our|its)\s+(?:value|revenue|sales|assets|earnings|production|output|portfolio(?:\s+value)?)\s+(?:is|are|comes?|sits?|lies)\s+(?:in|from|at)\b|\b\d+\s*%\s+of\s+(?:our\s+|its\s+|the\s+)?(?:portfolio|asset|property)\s+value\s+(?:is|sits|lies)\s+in\b|\b(?:generates?|produces?|handles?|makes?\s+up|accounts?\s+for|earns?|carr(?:y|ies))\s+(?:about\s+|around\s+|over\s+|nearly\s+|some\s+|roughly\s+|almost\s+)?(?:all|most|half|\d+\s*%)\s+of\s+(?:our\s+|its\s+|the\s+|group\s+)?(?:[\w-]+\s+){0,2}?(?:revenue|sales|passengers|earnings|EBITDA|output|production|volumes?|emissions|throughput)\b|\b\d+\s*%\s+of\s+(?:our\s+|its\s+|group\s+)?(?:revenue|sales|earnings)\s+(?:comes?|came|is\s+earned)\s+from\b|\bsingle\s+(?:[\w-]+\s+){0,2}(?:plant|site|mill|smelter|port|mine|facility|supplier)\s+(?:produces|supplies|makes|handles)\s+(?:all|most)\b/i

function emissionsScopes(claim: Claim): Set<number> {
  return scopesWithFigures(claim.clause, claim.lead === undefined ? claim.sentence : `${claim.lead} ${claim.sentence}`)
}

export const ELEMENT_RULES: ElementRule[] = [
  {
    paragraph: '6(a)(i)',
    label: 'Body responsible for oversight',
    home: 'governance',
    toAdd:
      'Name the board or committee responsible for overseeing climate-related risks and opportunities, and where this sits in its charter or terms of reference.',
    judge: (claims) =>
      // A management committee or an executive is 6(b), not the governance body, even when it reports to the board.
      decide(
        claims,
        both(
          BODY,
          // a note's row labelled with the element ("Oversight body | Board Risk Committee (BRC)") is about the
          // climate oversight the statement reports, though the row does not say climate
          (text) => CLIMATE(text) || /^\W*(?:oversight|governance)(?:\s+body)?\s*:/i.test(text),
          // a committee that hears from management ("which receives an update from management each half-year") is
          // still the body
          (text) =>
            /\bboard\b|\bdirectors?\b/i.test(text) ||
            !/management|executive|officer|working group/i.test(
              text.replace(
                /\b(?:from|by)\s+(?:the\s+)?(?:management|executives?|(?:chief\s+)?[\w-]+\s+officer)\b/gi,
                '',
              ),
            ),
          (text) =>
            !/^(?:our |the )?(?:chief|ceo|cfo|coo|executive|management|general manager|head of|managing director)\b/i.test(
              text,
            ),
        ),
        (positive) =>
          // where climate "sits with" a body, a body that "carries the climate brief", or a note's arrow from the board to
          // its committee ("Board -> Risk & Sustainability Committee") say who oversees it
          allOf(
            positive,
            [
              has(
                /oversight|oversee|responsib|accountab|stewardship|charter|terms of reference|\bgoverns\b|\bowns?\b|\blooks?\s+after\b|\bin\s+charge\s+of\b|keeps?\s+watch|\bsits?\s+with\b|\b(?:carries|carried|holds?|held)\s+(?:the\s+)?climate\s+(?:brief|portfolio|remit)\b|\bboard\s*(?:->|→)\s*(?:[\w&'’-]+\s+){0,4}committee\b/i,
              ),
            ],
            ['which body is responsible for oversight'],
          ),
      ),
  },
  {
    paragraph: '6(a)(ii)',
    label: 'Skills and competencies',
    home: 'governance',
    toAdd: 'Explain how the board makes sure it has the skills and competencies to oversee climate-related matters.',
    judge: (claims) =>
      // Skills come from training (a course, a module, a deep-dive), from who sits on the board (backgrounds,
      // credentials, a skills matrix) or from advice it takes (an adviser, an external briefing). A generic "broad
      // range of skills and experience" says nothing about climate, so the clause must name a climate-related field.
      decide(
        claims,
        // a board's strategy day or annual session is where it discusses climate, not how it builds its skills; a
        // consultant who identified and rated the risks for the board ran the risk process (25(a)), not the board's
        // training
        // An executive with "Director" in the title ("the Asset Management Director") is management, not the board.
        (text) =>
          both(
            (text) =>
              (BODY(text) &&
                !(EXECUTIVE_DIRECTOR.test(text) && !/\bboard\b|\bdirectors\b|\bcommittee\b/i.test(text))) ||
              /\bmembers\b/i.test(text),
            (text) => !RISK_PROCESS.test(text),
            has(
              /skill|competenc|expertise|training|trained|experience|masterclass|capabilit|knowledge|know-how|course\b|module\b|\bAICD\b|Institute of Company Directors|Governance Institute|deep[- ]dive|backgrounds?\b|credentials|previously (?:ran|led|worked|managed)|advis[eo]rs?\b|independent advice|consultant|specialist|up to date|educat|induction|upskill|briefing (?:from|by)|\bformer\s+[\w-]+|\bsession\b/i,
            ),
            has(
              /climate|carbon|emission|sustainab|decarboni|net[- ]zero|energy|electricity|environment|transition|physical|hazard|weather|heat|water|drought|flood|scenario|AASB S2|aviation fuel/i,
            ),
          )(text.replace(STRATEGY_SESSION, ' ')),
        // The board saying it has the skills ("considers that, collectively, it has the skills") does not say how it
        // makes sure of them: that needs a means, such as training, who is appointed, a skills matrix or advice.
        (positive) =>
          allOf(
            positive,
            [
              (text) =>
                /training|trained|masterclass|course\b|module\b|\bAICD\b|Institute of Company Directors|Governance Institute|deep[- ]dive|backgrounds?\b|credentials|previously (?:ran|led|worked|managed)|advis[eo]rs?\b|advice|consultant|specialist|experts?\b|up to date|educat|induction|upskill|briefings?\b|briefed|matrix|appoint|recruit|co-opted|assess|audit|review|scores?\b|session|workshop|(?:experience|career|background) (?:in|as|at)|former\b|\bhas (?:led|run|worked|managed)|survey|researchers?\b|\bspent\b[^.;]{0,20}\bwith\b/i.test(
                  text.replace(STRATEGY_SESSION, ' '),
                ),
            ],
            ['how the board makes sure it has the skills (training, appointments, a skills matrix or advice)'],
          ),
        {
          deniedPart: {
            denies: inSameSection,
            lacking: 'how the board makes sure it has the climate skills it says are not yet assessed or built',
          },
        },
      ),
  },
  {
    paragraph: '6(a)(iii)',
    label: 'How and how often the body is informed',
    home: 'governance',
    toAdd: 'Say how, and how often, the board or its committee is informed about climate-related matters.',
    // Notes give the body once for a sentence ("Committee meets 3x/yr; Head of Forestry presents climate paper each
    // time"): a clause that names no recipient of its own takes the body from its sentence's other affirmed clauses.
    judge: (claims) =>
      decide(
        claims.map((claim) =>
          claim.context !== undefined ||
          claim.denied ||
          /executive|management|leadership|\bCEO\b|\bteam\b/i.test(claim.clause)
            ? claim
            : {
                ...claim,
                context: claims
                  .filter((other) => other.sentence === claim.sentence && other !== claim && !other.denied)
                  .map((other) => other.clause)
                  .join('; '),
              },
        ),
        both(
          GOVERNING_BODY,
          has(
            /\breport|\bbrief|\bupdate|\binformed|\bsummary\b|\bgives?\s+(?:it|them|the\s+board)\b|presents?\s+to|\btabled?\b|dashboard|\bpapers?\b|agenda|\bhears?\s+from|\breceives?\b|\bpack\b|standing item|strategy (?:day|session)/i,
          ),
        ),
        (positive) => allOf(positive, [FREQUENCY], ['how often']),
      ),
  },
  {
    paragraph: '6(a)(v)',
    label: 'Oversight of targets and link to remuneration',
    home: 'governance',
    toAdd:
      'Explain how the board oversees climate targets and whether, and how, climate measures are part of executive remuneration.',
    judge: (claims) =>
      decide(
        claims,
        (text) =>
          (PAY(text) && CLIMATE_MEASURE.test(text)) ||
          (has(/\btargets?\b|\bgoals?\b|milestones?/i)(text) && BODY(text)),
        // The paragraph is the body's oversight of targets, with pay as one of its levers: a pay share alone is 29(g).
        (positive) =>
          allOf(
            positive,
            [
              both(PAY, (text) => CLIMATE_MEASURE.test(text) || /target|goal|milestone/i.test(text)),
              both(
                has(/\btargets?\b|\bgoals?\b|milestones?/i),
                has(/board|committee|approv|monitor|track|review|oversee|\bsets?\b/i),
              ),
            ],
            ['the link to remuneration', 'how the board sets climate targets and monitors progress towards them'],
          ),
        // "no STI/LTI link" beside a pay label the check reads as the link
        { deniedPart: { denies: inSameSection, lacking: 'the link to remuneration' } },
      ),
  },
  {
    paragraph: '6(b)',
    label: "Management's role",
    home: 'governance',
    toAdd:
      'Describe the management position or committee that manages climate-related matters and how the board oversees it.',
    // A managing director is the chief executive, but "rated by the Managing Director" names the role without giving it
    // a role in climate, and "responsible investment" is a product, not a responsibility. Naming the position alone
    // ("our CEO manages them day to day") is partial: the paragraph asks how the role is carried out, through a
    // management committee or group, the controls and reviews it runs, or how it reports to the board. An executive
    // who briefs the board is how the board is informed (6(a)(iii)), not management's role.
    judge: (claims) =>
      decide(
        claims,
        both(has(MANAGEMENT_ROLE), (text) =>
          /^\W*management(?:\s+(?:owner|role|responsibility|lead|accountability))?\s*:|\bmanages?\b|\bmanaging\b|responsib|accountab|\bleads?\b|\bruns?\b|\bchair(?:s|ed)?\b|delegat|day[- ]to[- ]day|charged with|\broles?\b|\bimplement(?:s|ing)?\b|execution|falls to|\bowns\b|compris(?:es|ing)|made up of|(?:its|whose) members/i.test(
            text.replace(/\bmanaging\s+director\b|\bresponsible[- ]invest\w*/gi, ''),
          ),
        ),
        (positive) => {
          // what management itself does as part of governance ("management reports to the Board annually"), not what
          // the board hears from an executive, the directors' own skills, or who runs a risk process (25(a))
          const boardSide =
            /\bdirectors?\b|\bskills?\b|\breceives?\b|\bhears?\s+from|(?:report|briefing|update)s?\s+from|\b(?:is|are|was|were)\s+(?:briefed|updated|informed)\b/i
          const managementWork = claims.filter(
            (claim) =>
              claim.section === 'governance' &&
              !claim.denied &&
              MANAGEMENT_ROLE.test(claim.clause) &&
              !EXECUTIVE_PAY.test(claim.clause) &&
              !boardSide.test(claim.clause.replace(/\bmanaging\s+director\b/gi, '')),
          )
          const how = [...positive, ...managementWork].find((claim) => MANAGEMENT_HOW.test(claim.clause))
          if (how) return [positive[0] as Claim, how]
          return gap(
            'Names who manages climate matters, but not how the role is carried out.',
            'how the management role is carried out (the committee or processes it uses) and how it reports to the board',
          )
        },
        {
          ownTopic: true,
          deniedPart: { denies: inSameSection, lacking: 'who in management is accountable for climate overall' },
        },
      ),
  },
  {
    paragraph: '10',
    label: 'Risks, opportunities and time horizons',
    home: 'strategy',
    toAdd:
      'Describe each climate-related risk (physical or transition) and opportunity, and define your short, medium and long term.',
    judge: (claims) => {
      // Horizons may be defined one to a line ("- Short: to end of FY2027", "- Medium term: 3-10 years"): they count
      // when a near and a further one are each defined with a period. The horizon must be what the clause defines (a
      // label, "the short term is ...", "... as near"): a risk dated "by 2030 (medium term)" or "(short term onwards)"
      // only places the risk, and a year next to a long-term incentive or a target defines no horizon.
      const defines = (word: string) => (claim: Claim) =>
        !claim.denied &&
        !/incentive|\btargets?\b|\bgoals?\b|net[- ]zero/i.test(claim.clause) &&
        // the clause itself, or what follows an answer's or a row's label ("A: Short term (<2 yrs): ...")
        [claim.clause, withoutLabel(claim.clause)].some((text) =>
          new RegExp(
            String.raw`^\W*(?:the\s+)?(?:${word})(?:[- ]term)?\s*(?::|\(|[-–]\s)|\b(?:${word})[- ]term\s+(?:is|as|means|covers|refers|runs|spans|to\s+be|being)\b|\bas\s+(?:the\s+)?(?:${word})\b`,
            'i',
          ).test(text),
        ) &&
        new RegExp(HORIZON_PERIOD, 'i').test(claim.clause)
      // or horizons named as windows or bands with three periods: "We plan in three windows: the next two years ...;
      // three to fifteen years ...; and fifteen to fifty years"; or three periods that run on from each other, the
      // later two spans of years ("Looking out three ways - the next two years, two to ten years and ten to thirty
      // years")
      const windows = (claim: Claim) =>
        !claim.denied &&
        (claim.sentence.match(new RegExp(HORIZON_PERIOD, 'gi')) ?? []).length >= 3 &&
        (/\b(?:windows|horizons|bands|time ?frames)\b/i.test(claim.sentence) ||
          (claim.sentence.match(new RegExp(YEAR_SPAN, 'gi')) ?? []).length >= 2)
      const spread =
        (claims.some(defines('short|near')) && claims.some(defines('medium|mid|middle|long|far'))) ||
        claims.some(windows)
      return decide(
        // a metric (a share or amount of what is aligned, exposed, earned or spent) is 29(b)-(g), not a risk or an
        // opportunity described; a clause with a share that describes one ("customers, who make up 65% of our volume,
        // are starting to ask for lower-emission services, which is an opportunity for us") still counts
        claims.filter(
          (claim) =>
            !hasQuantity(claim.clause) ||
            /term/i.test(claim.clause) ||
            !/aligned|expos|vulnerab|revenue|income|sales|capex|capital|spent|\$|cost/i.test(claim.clause),
        ),
        has(
          /physical|transition risk|flood|drought|cyclone|bushfire|heat|water stress|sea level|storm|carbon pric|carbon policy|regulation|opportunit|upside|(?<!affect\w*\s+(?:[\w']+\s+)?)prospects?\b|in (?:its|our|their) favou?r|helpful side|threats?|expect to grow|(?:short|near|medium|mid|middle|long|far)[- ]term(?![- ]incentive)|(?:time\s+)?horizons?\b|time ?frames?/i,
        ),
        (positive) =>
          allOf(
            positive,
            [
              has(/\brisks?\b|threats?|hazards?|drought|flood|heat|cyclone|bushfire|carbon (?:costs?|pric)/i),
              // opportunities by other names: prospects (not "affect its prospects", the standard's phrase for any
              // risk or opportunity), what works in the company's favour, the helpful side, and customers asking for
              // what emits less ("may lead clients to demand lower-emission fleets")
              has(
                /opportunit|upside|(?<!affect\w*\s+(?:[\w']+\s+)?)prospects?\b|in (?:its|our|their) favou?r|helpful side|expect to grow|growth (?:in|from)|new markets?|premiums? for|\b(?:customers?|clients?|tenants?|buyers?)\b[^.;]{0,60}\b(?:demand|ask|want|prefer|seek)\w*\s+(?:for\s+)?(?:[\w-]+\s+){0,2}(?:lower|low|zero|less)[- ](?:emissions?|carbon|emitting)/i,
              ),
              // the three horizons are often defined across clauses of one sentence
              (_text, claim) =>
                spread ||
                [
                  /\b(?:short|near)\b/i,
                  /\b(?:medium|mid|middle|long|far)\b/i,
                  /\d|year|\b(?:one|two|three|five|ten)\b/i,
                ].every((part) => part.test(claim.sentence)),
            ],
            [
              'the climate-related risks',
              'the climate-related opportunities',
              'how short, medium and long term are defined',
            ],
          ),
      )
    },
  },
  {
    paragraph: '13',
    label: 'Business model and value chain',
    home: 'strategy',
    toAdd:
      'Describe the current and anticipated effects of climate-related risks and opportunities on your business model and value chain, and where they are concentrated.',
    judge: (claims) => {
      const named = (text: string) => /business model|value chain|supply chain/i.test(text)
      // where effects concentrate or what the business depends on, tied to a climate risk ("the Riverland depends on
      // irrigation, so our drought exposure is concentrated there"); a revenue line that lowers customers' emissions
      // is a metric, not an effect on the business model
      // where the effects fall: "most of the impact falls on our summer carnival", "almost all our exposure sits in the
      // two furnaces", "villages in the north carry most of the flood exposure"; the effect named is climate's
      // what the business leans on in one place, where a hazard would hit it: a single supplier ("single supplier for 2
      // of 3 ZEB chassis"), a source of most of an input ("plantations ..., which supply 80% of our pine"), or the
      // region that holds its largest sites ("drought in the Hunter, where three of our largest plants are located")
      // or a line of business that earns much of the revenue, where the hazard strikes ("Grain haulage is 62% of
      // revenue, so drought years in the wheatbelt reduce volumes")
      const reliance =
        /\b(?:single|sole|one)\s+(?:supplier|source|point of failure)\b|\b(?:is|are|makes? up|accounts? for|earns?|generates?)\s+(?:about\s+|around\s+|over\s+|nearly\s+|some\s+|roughly\s+)?\d+\s*%\s+of\s+(?:our\s+|its\s+|the\s+|group\s+)?(?:revenue|sales|earnings|volumes?|EBITDA|income)\b|\b(?:suppl(?:y|ies)|provides?|sources?)\s+(?:about\s+|around\s+|over\s+|nearly\s+|some\s+)?\d+\s*%\s+of\s+(?:our|its|the)\b|\bwhere\s+(?:\w+\s+of\s+)?(?:our|its|the)\s+(?:largest|biggest|main|key|major)\s+(?:[\w-]+\s+){0,2}(?:are|is)\s+(?:located|based|sited)\b/i
      const falls = (text: string) => EFFECTS_FALL.test(text)
      const hinted = (text: string) =>
        falls(text) ||
        ((reliance.test(text) ||
          /\bsuppliers?\b|\bcustomers?\b|\bimporter\b|concentrat|depends?\s+(?:\w+\s+)?on\s+(?:irrigation|imports?|a single|a small number|suppliers?|customers?)|upstream|downstream|most exposed|\bcarr(?:y|ies)\s+(?:\w+\s+){0,3}(?:physical|transition)?\s*risk/i.test(
            text,
          )) &&
          /risk|\bcarbon\b|climate|transition|flood|cyclone|drought|heat|bushfire|storm|weather|hazard|water|shoreline|coastal|erosion|rainfall|\bdry\s+(?:seasons?|years?|spells?)|emissions requirements|\bimpacts?\b|\beffects?\b|\bexposure\b|^\W*concentrations?\s*:/i.test(
            text,
          ) &&
          // a risk listed with its type or time horizon ("... (transition, medium term)") describes the risk (10), and a
          // share exposed or aligned is a metric (29(b)-(d)), not how either changes the business model
          !RISK_WITH_HORIZON.test(text) &&
          !(
            hasQuantity(text) &&
            /expos|vulnerab|aligned/i.test(text) &&
            !/concentrat|most exposed|depends?\s+on/i.test(text) &&
            !EFFECTS_FALL.test(text)
          ))
      // When the draft says it has not described its business model or value chain ("we have not analysed our value
      // chain for climate exposure"), a risk that merely involves customers or suppliers does not answer it.
      const deniedByName =
        claims.some((claim) => claim.denied && named(claim.clause)) &&
        !claims.some((claim) => !claim.denied && named(claim.clause))
      // In the strategy section, a part of the business that carries most of it is where its risks fall, when the
      // paragraph has named them, whether or not the sentence names them again ("Reef bleaching threatens ... Our
      // reef-dependent resorts generate 60% of revenue.", "Our single ammonia plant produces all of our ammonium nitrate").
      const carried = new Set(
        claims
          .filter(
            (claim) =>
              claim.section === 'strategy' &&
              !claim.denied &&
              CARRIES_THE_BUSINESS.test(claim.clause) &&
              RISK_NAMED.test(`${claim.lead ?? ''} ${claim.clause}`),
          )
          .map((claim) => claim.clause),
      )
      // An effect on customers or costs in general ("climate change could change the way customers choose us") is
      // partial until the draft names the business model or value chain or says where the effects are concentrated.
      return decide(
        claims,
        (text) => named(text) || (!deniedByName && (hinted(text) || carried.has(text))),
        (positive) =>
          allOf(
            positive,
            [
              (text) =>
                falls(text) ||
                reliance.test(text) ||
                carried.has(text) ||
                /business model|value chain|supply chain|concentrat|most exposed|depends?\s+(?:\w+\s+)?on|relian(?:t|ce) on|reli(?:es|y) on|exposed to|carr(?:y|ies)/i.test(
                  text,
                ),
            ],
            ['where in the business model and value chain the effects are concentrated'],
          ),
      )
    },
  },
  {
    paragraph: '14',
    label: 'Strategy, decisions and transition plan',
    home: 'strategy',
    toAdd:
      'Describe how you respond to climate-related risks and opportunities, including your transition plan, its key assumptions and dependencies.',
    // A plan is named as one, or reads as one: dated steps, at least one of which cuts emissions, whether or not the
    // draft calls them a response ("40 battery-electric prime movers by FY2027 and 120 by FY2030", "Stage 2 (FY2027):
    // a further 20 MW of solar", "Response: 11 MRIs replaced by FY2030; solar + batteries at 20 owned sites by
    // FY2028"). Measures alone with no cut in emissions (air conditioning for hot days, more snowmaking by 2028) are a
    // response, not a transition plan; so is an intention to align with a net zero pathway, which names the
    // destination but not the plan.
    judge: (claims) =>
      decide(
        claims,
        (text) =>
          underWay(text) ||
          has(
            /transition[\w\s-]{0,20}\bplan|(?:decarboni[sz]ation|net[- ]zero|climate|emissions reduction)[\w\s-]{0,20}\b(?:plan|roadmap|pathway|strategy)|\broadmap\b|\bour\s+(?:[\w-]+\s+){0,2}plan\b(?!\s+to\b)|^\W*plan\b[^:.;]{0,40}:|^\W*(?:our\s+)?response\s*:|\bour\s+response\s+is\b|\bdoing\s+about\s+(?:it|this|them|climate)\b|in response|responding|shift(?:ing)? capital|invest(?:ing)? in|electrif|switch(?:ing)? to|mov(?:e|ing) to (?:\d+%\s+)?renewable|\breplac(?:e|ing)\s+(?:[\w-]+\s+){0,3}(?:diesel|petrol|gas|coal|fossil)|\breplac(?:e|ing)\b[^.;]{0,60}\bwith\b[^.;]{0,30}(?:electric|renewable|low[- ]emission|zero[- ]emission|hybrid|solar)|\bstage\s+\d\b|trial|procurement policy|\bretir(?:e|ing)\b|adaptation measures|chang(?:ed|ing) our (?:strategy|procurement|business|operations)/i,
          )(text),
        (positive) => {
          // a plan named only in a label ("Transition plan: we are committed to reducing emissions and intend to move
          // to solar over time") is a plan only when what follows has a dated step; otherwise it is general intent
          const PLAN = /transition plan|(?:plan|roadmap|pathway)\b/i
          const named = positive.find((claim) => {
            const text = claim.clause.replace(
              /\b(?:align\w*|consistent)\s+(?:[\w-]+\s+){0,4}?with\s+(?:an?\s+|the\s+)?(?:[\w.°-]+\s+){0,3}pathway\b/gi,
              '',
            )
            const body = withoutLabel(text)
            return PLAN.test(body) || (PLAN.test(text) && DATED_STEP.test(body))
          })
          if (named) return [named]
          // a target's years ("30% by 2030 and net zero by 2050") are not steps
          const steps = positive.filter(
            (claim) =>
              DATED_STEP.test(claim.clause) && !/\btargets?\b|\bgoals?\b|\baims?\b|ambition|commit/i.test(claim.clause),
          )
          const dates = steps.reduce(
            (count, claim) => count + (claim.clause.match(new RegExp(DATED_STEP.source, 'gi')) ?? []).length,
            0,
          )
          return dates >= 2 && steps.some((claim) => EMISSIONS_CUT.test(claim.clause))
            ? steps
            : gap('Says something about this, but not a transition plan.', 'a transition plan')
        },
        // A company that says it has no transition plan of its own has a response at most, wherever it says so; a
        // lender's limits on borrowers "without a transition plan" say nothing about its own.
        {
          deniedPart: {
            denies: (denial) =>
              /transition\s+plan/i.test(denial.clause) &&
              !/\bwithout\s+an?\s+(?:[\w-]+\s+)?transition\s+plan/i.test(denial.clause),
            lacking: 'a transition plan',
          },
        },
      ),
  },
  {
    paragraph: '15-21',
    label: 'Current and anticipated financial effects',
    home: 'strategy',
    toAdd:
      'Give the current financial effects of climate-related risks and opportunities and those you anticipate, as amounts or ranges where you can.',
    judge: (claims) =>
      decide(
        // A company profile ("$14 billion of assets") is not an effect: the sentence has to tie money to climate, or
        // follow one that does in the same paragraph, next to it or further up ("Storm damage cost $27 million. We
        // expect to spend $150 million on network hardening over the next five years."). Assets given over to fossil
        // fuels are an exposure (29(b)), not an effect.
        claims.filter(
          // a delegated spending limit ("approves expenditure within delegated limits of A$2 million") is authority, not an effect
          (claim) =>
            !/internal carbon price|shadow|delegated (?:limits?|authority)|approv\w*\s+(?:[\w-]+\s+){0,4}(?:up to|within)\b/i.test(
              claim.clause,
            ) &&
            (CLIMATE_CAUSE.test(claim.sentence) || (claim.lead !== undefined && CLIMATE_CAUSE.test(claim.lead))),
        ),
        both(
          has(
            /\$|revenue|\bcosts?\b|margin|earnings|profit|capital expenditure|capex|impairment|premiums?|cash flows?|financial (?:position|performance|effects?)|carrying amount|asset values?|expenses?|write-?downs?/i,
          ),
          has(
            /\$\s?\d|\d\s*(?:million|billion|bn)\b|cost us|\badded\b|forecast|project|climb|\bgrow|higher|lower|reduc|increas|\brose\b|\brise\b|\bfell\b|\bfall|affect|impact|expect|anticipat|could|would|will|effect/i,
          ),
          // a target or an exposure share is a metric, not an effect on the financial statements
          (text) => !/\btargets?\b|\bgoals?\b|milestone|expos|vulnerab|aligned/i.test(text) && !FOSSIL_BOUND.test(text),
        ),
        // A draft that says its current (or anticipated) effects are not quantified is taken at its word: a loose
        // figure elsewhere ("Electricity is 41% of opex") does not outweigh it.
        (positive) => {
          // A denial that names neither ("What are the financial effects? Not quantified at this stage.") denies both;
          // the question it answers may be what names the effects.
          const CURRENT = /\bcurrent|this (?:year|period)|to date/i
          const ANTICIPATED = /\bfuture|anticipated|forward|expected/i
          const deniedPart = (part: RegExp) =>
            claims.some((claim) => {
              if (!claim.denied) return false
              if (part.test(claim.clause)) return /effects?|impacts?/i.test(claim.clause)
              const named = `${claim.context ?? ''} ${claim.clause}`
              return (
                !CURRENT.test(claim.clause) &&
                !ANTICIPATED.test(claim.clause) &&
                /financial\s+(?:effects?|impacts?)/i.test(named) &&
                /quantif|assess|estimat|measur/i.test(claim.clause)
              )
            })
          const noCurrent = deniedPart(CURRENT)
          const noFuture = deniedPart(ANTICIPATED)
          return allOf(
            positive,
            [
              both(has(/\d/), (text) => !FUTURE(text) && !noCurrent),
              both(FUTURE, has(/\d|range|between/i), () => !noFuture),
            ],
            ['a current effect with its amount', 'an anticipated effect with its amount or range'],
          )
        },
      ),
  },
  {
    paragraph: '22',
    label: 'Climate resilience and scenario analysis',
    home: 'strategy',
    toAdd:
      'Name the scenarios you analysed (including a 1.5°C one and one well above 2°C) and state your conclusion on the resilience of your strategy.',
    judge: (claims) =>
      decide(
        claims,
        has(
          /scenario|\bssp\d|\brcp\s?\d|ngfs|°c|degrees|hot[- ]house|resilien|robust|remains? viable|stays? viable|(?:stays?|remains?)\s+(?:cash[- ]positive|profitable|solvent)|withstand|stress-tested|holds? up|can adapt|remains? appropriate/i,
        ),
        (positive) =>
          allOf(
            positive,
            [
              namesScenarios,
              // "flood-resilience upgrades" and "capital deployed on resilience" are spending and "the Climate and
              // Resilience Steering Group" is a name, none a conclusion on resilience
              (text) =>
                // a conclusion in a business's own terms counts: "the operation stays cash-positive in both"
                /resilien|robust|remains? viable|stays? viable|would stay viable|(?:stays?|remains?)\s+(?:cash[- ]positive|profitable|solvent)|withstand|able to adapt|capacity to adapt|can adapt|could adapt|financial flexibility|holds? up|remains? (?:appropriate|sound|profitable)|absorb/i.test(
                  text
                    .replace(
                      /\bresilien\w*\s+(?:upgrades?|works?|projects?|measures|investments?|programs?|programmes?|capex|spending)\b/gi,
                      '',
                    )
                    .replace(/\bResilien\w*(?=\s+[A-Z])/g, '')
                    .replace(
                      /\b(?:spent|spend|deployed|invested|budget\w*|funding)\s+(?:[\w$.,-]+\s+){0,6}?(?:on|in|for|towards)\s+(?:[\w-]+\s+(?:and\s+)?){0,3}resilien\w*/gi,
                      '',
                    ),
                ),
            ],
            [
              'the scenarios used',
              'what the analysis concluded about the resilience of the strategy and business model',
            ],
          ),
      ),
  },
  {
    paragraph: '25(a)',
    label: 'Identifying, assessing and prioritising risks',
    home: 'risk_management',
    toAdd:
      'Describe how you identify and assess climate-related risks (likelihood, magnitude) and how you prioritise them against other risks.',
    judge: (claims) =>
      decide(
        claims,
        // threats a team lists and an officer scores are risks identified and assessed in plain words; notes label each
        // step of the risk process instead of naming the risks ("Assessment | Group 5x5 matrix", "ASSESS/RANK: 4x4
        // likelihood x consequence matrix")
        both(
          has(
            /\brisks?\b|\bexposures?\b|\bhazards?\b|\bthreats?\b|\bclimate\b|^\W*(?:risk\s+)?(?:identification|assessment|prioriti[sz]ation|ranking|ID|assess)(?:\s*[/&+]\s*(?:rank|prioriti[sz]e|assess)\w*)?\s*:/i,
          ),
          has(
            /identif|assess|evaluat|\brated\b|\brates?\b|\bratings?\b|\bscored\b|\bscores?\b|\blists?\b|workshop|risk register|screen|questionnaire|\blog(?:s|ged)?\b|record|captur|\bflag|prioriti|rank/i,
          ),
          // a place's hazard rating ("centres in areas rated 'very high' for heat") is an exposure, not how risks are weighed
          (text) => !/\b(?:areas?|zones?|locations?|postcodes?|regions?)\s+(?:[\w-]+\s+)?rated\b/i.test(text),
        ),
        (positive) =>
          allOf(
            positive,
            // scoring a risk for likelihood is how it is weighed, not how it is found
            // a matrix given by its size ("scored on the standard 5x5") or by name ("rates them on the Group matrix") weighs them
            [
              has(
                /identif|assess|evaluat|\brated\b|\bscored\b|\blists?\b|workshop|screen|questionnaire|\blog(?:s|ged)?\b|record|captur|\bflag/i,
              ),
              has(
                /prioriti|\brank|likelihood|likely|consequence|magnitude|severity|severe|materiality|\bmatrix\b|\brating|\brated\b|\brates\b|\b\d\s*x\s*\d\b/i,
              ),
            ],
            ['how risks are identified or assessed', 'how they are prioritised'],
          ),
      ),
  },
  {
    paragraph: '25(b)',
    label: 'Processes for opportunities',
    home: 'risk_management',
    toAdd: 'Describe how you identify, assess and prioritise climate-related opportunities.',
    judge: (claims) =>
      decide(
        claims,
        // options or ideas for solar, efficiency and the like are opportunities under another name
        has(
          /opportunit|upside|(?<!affect\w*\s+(?:[\w']+\s+)?)prospects\b|\b(?:options|ideas)\b[^.;]{0,60}\b(?:solar|wind|renewable|electri|efficien|hydrogen|low[- ]carbon)|low[- ](?:emission|carbon) (?:products|technolog)|carbon[- ]neutral|new products|product lines|green[- ](?:products|lending|loans|building)/i,
        ),
        (positive) =>
          allOf(
            positive,
            // a process in the words a report uses: opportunities are screened, ranked, kept on their own register (the
            // risk register is where risks go, not how opportunities are found), put through a business case or
            // a pipeline, or identified and assessed against a test ("against the climate solutions taxonomy")
            [
              has(
                // or the measures they are weighed on ("assesses opportunities ... on margin and abatement", "sizes the
                // addressable market")
                /\b(?:on|by)\s+(?:[\w-]+\s+){0,2}(?:margin|NPV|net present value|returns?|abatement|feasibility|payback)\b|\bsiz(?:es|ed|ing)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}market\b|process|screen|business[- ]case|criteria|\b(?:innovation|opportunit(?:y|ies)|ideas?)\s+register\b|(?:are|is)\s+(?:identified|assessed|evaluated|screened|surfaced|appraised|tested|reviewed|considered)|capital allocation|capital plan|approval process|planning process|investment process|evaluates?|\bprioriti[sz]es?\b|\brank(?:s|ed|ing)?\b|\bpipeline\b|\bpanel\b|\b(?:identif(?:y|ies)|assess(?:es)?)\b[^.]*\b(?:against|through|using|with)\b|\b(?:identified|assessed|evaluated|screened|appraised|reviewed)\s+(?:via|through|by|using|against|on)\b|\b(?:identified|assessed|evaluated|screened|appraised)\b[^.;]{0,60}\bagainst\b/i,
              ),
            ].map((test) => (text: string) => test(text) && !AD_HOC.test(text)),
            ['the process for identifying and assessing them'],
          ),
        {
          deniedPart: {
            denies: inSameSection,
            lacking: 'the part of the process for opportunities the draft says is not in place',
          },
        },
      ),
  },
  {
    paragraph: '25(c)',
    label: 'Integration into overall risk management',
    home: 'risk_management',
    toAdd: 'Explain how climate-related risk processes are integrated into your overall risk management.',
    judge: (claims) => {
      // Climate risk placed in the company's risk register ("Climate risks are included in the Trust's risk register",
      // "Risk: climate in corporate register") sits with every other risk, unless the draft says its processes are not
      // integrated; prioritising risks "on the register" is how they are weighed (25(a)), not where they sit.
      const deniesIntegration = claims.some(
        (claim) => claim.denied && /integrat|embedded|enterprise risk|overall risk|\bERM\b/i.test(claim.clause),
      )
      return decide(
        claims,
        // Integration as reports put it: climate risk sits in the same register, matrix or framework as other risks,
        // is reported alongside them, or is a driver of existing risk types.
        both(
          // or a note's row labelled with the element ("Integration | Climate = sub-category of ... in ERM register")
          has(/risk|threat|^\W*integration\s*:/i),
          (text) =>
            has(
              /integrat|embedded|part of (?:our|the) (?:overall|enterprise|group)|inside our|within our|(?:within|inside|into|part of|through|under)\s+(?:our|the)\s+(?:[\w'’-]+\s+){0,3}risk (?:management )?(?:framework|process|system|register)|enterprise[- ]wide|enterprise risk|enterprise register|overall risk|group[- ]wide|same (?:[\w-]+\s+){0,2}(?:framework|process|channels|register|workshop|matrix|system|owners|review cycle|escalation|way as)|principal risk|alongside (?:all )?other|with (?:all )?(?:the )?other (?:[\w-]+\s+)?risks|driver of (?:existing|other) risk|\bERM\b|like (?:everything|every other risk|all other risks)|(?:one|a) risk among (?:the )?others|among (?:all )?(?:the |our )?other risks|same as (?:all )?(?:the |our )?other risks/i,
            )(text) ||
            (REGISTERED.test(text) && !deniesIntegration),
          // a register of its own ("a separate climate risk register") keeps climate apart
          (text) =>
            !/\b(?:separate|standalone|stand-alone|dedicated|own)\s+(?:[\w-]+\s+){0,2}register\b|\bclimate(?:[- ]related)?\s+risk\s+register\b/i.test(
              text,
            ),
        ),
        // Integration is one fact, so a sentence saying climate risk is not yet part of the overall process outweighs
        // a hint elsewhere that it is ("ranked against our other principal risks"): both are shown, as partial.
        (positive) =>
          deniesIntegration
            ? gap(
                'The draft also says climate risk is not integrated into overall risk management.',
                'integration into overall risk management',
              )
            : positive,
      )
    },
  },
  {
    paragraph: '29(a)',
    label: 'Scope 1 and Scope 2 emissions',
    home: 'metrics_targets',
    toAdd:
      'Give gross Scope 1 and Scope 2 emissions in tCO2-e, with Scope 2 location-based (market-based may be added).',
    judge: (claims) =>
      // Financed emissions are the investees' Scope 1 and 2, which are the company's Scope 3 (category 15), so a
      // clause about them gives no figure for the company's own Scope 1 or 2.
      decide(
        claims,
        (text) =>
          /\bscope\s*(?:[12]|one|two)\b|greenhouse gas emissions|ghg emissions/i.test(withScopeNames(text)) &&
          !FINANCED.test(text),
        (positive) => {
          const scope1 = positive.find((claim) => emissionsScopes(claim).has(1))
          const scope2 = positive.filter((claim) => emissionsScopes(claim).has(2))
          // location-based by name, or by the factor it uses: "the average emission factor of the grid"
          const locationBased = scope2.find(
            (claim) =>
              /location|\bLB\b|average\s+(?:[\w-]+\s+){0,3}emission\s+factors?|grid[- ]average/.test(claim.sentence) ||
              /location|grid[- ]average/i.test(claim.sentence),
          )
          if (scope1 && locationBased) return [scope1, locationBased]
          const locationFigure = 'the location-based Scope 2 figure in tCO2-e'
          if (!scope1 && scope2.length === 0)
            return gap(
              'Names the emissions but gives no figures in tCO2-e.',
              `the Scope 1 figure and ${locationFigure}`,
            )
          if (!scope1) return gap('Gives no Scope 1 figure in tCO2-e.', 'the Scope 1 figure in tCO2-e')
          if (scope2.length === 0) return gap('Gives no Scope 2 figure in tCO2-e.', locationFigure)
          return /market/i.test(scope2[0]?.sentence ?? '')
            ? gap('Scope 2 is market-based only: add the location-based figure.', locationFigure)
            : gap(
                'Does not say the Scope 2 figure is location-based.',
                `whether the Scope 2 figure is location-based, and ${locationFigure} if it is not`,
              )
        },
      ),
  },
  {
    paragraph: '29(a)(vi)',
    label: 'Scope 3 emissions',
    home: 'metrics_targets',
    toAdd:
      'Give Scope 3 emissions in tCO2-e and the categories included (year one may use the transition relief, but say so).',
    judge: (claims) =>
      decide(
        claims,
        (text) => /\bscope\s*(?:3|three)\b|value[- ]chain emissions|financed emissions/i.test(withScopeNames(text)),
        (positive) => {
          const figure = positive.find(
            (claim) =>
              emissionsScopes(claim).has(3) || (FINANCED.test(claim.clause) && emissionsScopes(claim).size > 0),
          )
          return figure
            ? [figure]
            : gap(
                'Names Scope 3 but gives no figure in tCO2-e.',
                'the Scope 3 figure in tCO2-e and the categories it includes',
              )
        },
      ),
  },
  ...crossIndustryRules(),
  {
    paragraph: '33-35',
    label: 'Targets and progress',
    home: 'metrics_targets',
    toAdd: 'State each climate target: the metric, the amount, the target year, the base period and progress so far.',
    judge: (claims) =>
      decide(
        claims,
        // a target also reads as an obligation or an instruction with an amount and a year: "emissions are to be
        // reduced by 60% by 2030", "- Reduce Scope 1 and 2 emissions by 30% by FY2030", "intensity: down 50% by FY2030"
        // and so does a cut due by a year ("35% reduction in Scope 1 and 2 emissions by FY30", "35% below FY20 by 2030",
        // "Net zero Scope 1 and 2 by 2040")
        has(
          /\btarget(?:s|ing|ed)?\b|\bgoals?\b|committed to|commitment to|\baim to\b|aspire|ambition|pledge|net[- ]zero\b(?!\s+(?:plan|pathway|roadmap|strategy|transition))[^.;]{0,40}\bby\s+(?:FY\s?)?20\d\d|\b\d[\d.]*\s*%\s+(?:reduction|cut|decrease|lower|below)\b[^.;]{0,80}\bby\s+(?:FY\s?)?(?:20)?\d\d\b|\b(?:is|are)\s+to\s+be\s+(?:reduced|cut|lowered|halved)\b|^\W*(?:reduce|cut|lower)\b[^.;]{0,80}\bby\s+\d[\d.]*\s*(?:%|per\s?cent)\s+by\s+(?:FY\s?(?:20)?\d\d|20\d\d)\b|\b(?:down|lower)\s+\d[\d.]*\s*(?:%|per\s?cent)\s+by\s+(?:FY\s?(?:20)?\d\d|20\d\d)\b/i,
        ),
        (positive) =>
          allOf(
            positive,
            [
              // an amount is a share to cut, net zero, or a level to reach ("intensity to 0.35 tCO2-e/MWh by 2030")
              both(
                has(
                  /\d[\d.]*\s*(?:%|per\s?cent)|\bhalve\b|\bhalf\b|net[- ]zero|carbon[- ]neutral|\bzero\b|\bto\s+\d[\d.,]*\s*(?:t|kt|mt|tco2\S*|kg\S*|g\S*|ml\b|gl\b|mwh|gwh)/i,
                ),
                has(/\b20\d\d\b|fy\d\d/i),
              ),
              // a base period, or progress measured so far; reviewing progress, with no figure, is oversight (6(a)(v))
              has(
                /base (?:year|period)|(?:from|against) (?:a |an |the |our )?(?:fy|(?:financial|calendar) year\s+)?20\d\d|\bfrom\s+\d[\d.,]*\s*(?:[\w/.-]+\s+)?in\s+(?:fy\s?)?(?:20)?\d\d\b|(?:from|against|vs\.?|versus) (?:an? |the )?fy\s?\d\d\b|20\d\d base|fy\s?\d\d base|baseline|(?:fy\s?\d\d|(?:fy)?20\d\d) levels|of the way|between (?:fy)?20\d\d and|compared (?:with|to) (?:fy)?20\d\d|(?:versus|vs\.?) (?:fy)?20\d\d|relative to|(?:progress|so far|to date|achieved)[^.;]*\d|\d[^.;]*\b(?:achieved|so far|to date)\b|had reduced|down \d/i,
              ),
            ],
            ['the amount and target year', 'a base period or progress'],
          ),
      ),
  },
  {
    paragraph: '36(e)',
    label: 'Planned use of carbon credits',
    home: 'metrics_targets',
    toAdd:
      'Say whether you plan to use carbon credits to meet your targets and, if so, the scheme, the type (nature-based or technological, removal or reduction) and how much.',
    // Saying that no credits will be used answers the paragraph, so it is judged on the sentence: a denial of use is
    // a disclosure here ("credits were retired for a product label, and none were used towards the target"), while
    // an undecided one ("have not yet decided whether") is not.
    judge: (claims) => {
      // credits named by their scheme count as carbon credits ("Verra VCS credits"), as do credits under a label of
      // their own ("Credits: we buy 900 Gold Standard verified emission reductions"); renewable energy certificates
      // (LGCs) are not carbon credits
      const onTopic = claims.filter((claim) =>
        /carbon credits?|offsets?|^\W*credits\s*:|\baccus?\b|carbon credit units|safeguard mechanism credits|\bsmcs?\b|\b(?:verra|vcs|gold standard|vcu)\s+(?:[\w-]+\s+)?credits?\b/i.test(
          claim.sentence,
        ),
      )
      const undecided = /not (?:yet )?(?:decided|determined|considered)|yet to (?:decide|determine|consider)|undecided/i
      const noUse =
        /\bno\s+(?:intention|plans?)\s+(?:of|to)\s+(?:use|using|rely|relying|purchas|buy)|(?:do|does|will|would)\s*(?:not|n't),?\s+(?:(?:currently|presently|at present|at this stage),?\s+)?(?:(?:plan|intend|expect|anticipate)\s+(?:to\s+)?)?(?:use|using|rely|relying|purchas\w*|buy|buying|surrender)|\bnone\s+(?:planned|intended|expected)\b|\bnone\s+(?:used|purchased|bought)(?:\s+(?:or|and|nor)\s+(?:none\s+)?(?:planned|intended))?\b|^\W*(?:carbon\s+)?(?:offsets|credits)\s*:\s*not\s+used\b|\b(?:abatement|real cuts|reductions)\s+(?:only|alone)\b|(?:are|is|form) not (?:a )?part of|(?:not|n't)\s+be\s+(?:used|relied|purchased|surrendered)|\bno (?:carbon credits|offsets|credits)\b[^.]*\b(?:planned|used|will be|are|is)\b|without (?:the use of |using )?(?:any )?(?:carbon credits|offsets)|gross basis|\bnone\s+(?:were|was|are|is|will\s+be)\s+(?:used|applied|counted|surrendered|retired)\s+(?:towards|against|to\s+meet|for)\s+(?:the\s+|our\s+|its\s+|any\s+|either\s+|both\s+)?(?:[\w-]+\s+){0,3}(?:targets?|goals?)/i
      const sentences = [...new Set(onTopic.map((claim) => claim.sentence))]
      const credits = /carbon credits?|offset|\baccus?\b|credits?\b|\bsmcs?\b/i
      // the refusal must be about credits: its own clause names them, or follows one that does ("credits were retired
      // for a product label, and none were used towards the target"); "we do not use an internal carbon price, ... and
      // have not considered carbon credits" refuses a carbon price, not credits
      const decided = onTopic.find((claim, i) => {
        const before = onTopic[i - 1]
        const aboutCredits =
          credits.test(claim.clause) || (before?.sentence === claim.sentence && credits.test(before.clause))
        return aboutCredits && !undecided.test(claim.sentence) && noUse.test(claim.clause)
      })
      if (decided) return { status: 'addressed', evidence: [decided.sentence], note: null }
      // a sentence uses credits when a clause that names them affirms it: "...neutralised with Gold Standard removal
      // credits; none retired to date" plans their use, though its last clause denies one has happened yet
      // credits the company earns or sells ("carbon farming - ACCUs from new plantings") are an opportunity, not a plan
      // to use credits towards its targets
      const generated =
        /carbon farming|\b(?:generat|earn|sell|sold|sale|issued to|creat)\w*\b[^.;]{0,40}\b(?:credits?|accus?|units)\b|\b(?:accus?|credits?)\s+from\s+(?:new\s+|our\s+)?(?:plantings?|projects?\s+we\s+run)/i
      const used = sentences.filter(
        (sentence) =>
          !undecided.test(sentence) &&
          !generated.test(sentence) &&
          onTopic.some((claim) => claim.sentence === sentence && !claim.denied && credits.test(claim.clause)),
      )
      // the type, which a report may give as the kind of project the credits come from, or the scheme with how many
      // ("no more than 5% of 2030 emissions in ACCUs"); naming the scheme alone ("intends to use ACCUs for residual
      // emissions") does not say what kind of credits or how far the targets rest on them
      const type =
        /nature-based|technolog|removal|avoidance|reduction credits|savanna|soil carbon|environmental planting|reforestation|afforestation|revegetation|blue carbon|\bREDD\+?|avoided deforestation|landfill gas|cookstove|biochar|direct air capture|human-induced regeneration/i
      const scheme = /accu|verra|gold standard|\bvcs\b|registered|clean energy regulator|safeguard/i
      const amount = (sentence: string) =>
        hasQuantity(sentence) || /\d[\d,]*\s*(?:t\b|tonnes?|credits|units|accus)/i.test(sentence)
      const detailed = used.find((sentence) => type.test(sentence) || (scheme.test(sentence) && amount(sentence)))
      if (detailed) return { status: 'addressed', evidence: [detailed], note: null }
      if (used[0]) {
        return {
          status: 'partial',
          evidence: [used[0]],
          note: 'Mentions carbon credits without the scheme, the type or how much.',
          lacking:
            'the scheme the credits come from, their type (nature-based or technological, removal or reduction) and how many',
        }
      }
      return sentences[0]
        ? { status: 'missing', evidence: [sentences[0]], note: DENIED_NOTE }
        : { status: 'missing', evidence: [], note: null }
    },
  },
]

/** 29(b) to 29(g), each judged on its own: the metric needs an amount or share, naming it alone is partial. */
function crossIndustryRules(): ElementRule[] {
  // topic reads a clause, and may read it against the rest of the draft
  const metric = (
    paragraph: string,
    label: string,
    toAdd: string,
    wanted: string,
    topic: (text: string, draft: Claim[]) => boolean,
  ): ElementRule => ({
    paragraph,
    label,
    home: 'metrics_targets',
    toAdd,
    wanted,
    judge: (claims) =>
      decide(
        claims,
        (text) => topic(text, claims),
        (positive) => allOf(positive, [hasQuantity], ['an amount or percentage']),
      ),
  })
  // Exposure as reports word it, including assets that "carry" a risk and a share "of revenue". Operations
  // "concentrated" in a region say where a risk falls (13), not how much of the business it touches.
  // A hazard's designation ("drought-declared", "flood-prone", "prone to bushfire") marks what is exposed too. A clause
  // that says where exposure is concentrated ("Laverton holds about 60% of our stockpiled tyres, so fire and heat risk
  // is concentrated there") is that place (13), not a share of the business measured as exposed.
  const exposed = has(
    /expos|vulnerab|\b(?:assets?|activities|operations|sites|plants|facilities|revenue|income)\s+(?:[\w-]+\s+){0,2}facing\b|\bfac(?:e|es)\s+(?:[\w-]+\s+){0,2}(?:transition|physical)\s+risks?\b|[- ](?:prone|declared)\b|\bprone to\b|\blocated\b|at (?:high )?risk|in areas|\b(?:in|inside|within)\s+(?:[\w/%.-]+\s+){0,5}(?:areas?|zones?|districts?|regions?|catchments?|hotspots?|extents?|overlays?|floodplains?)\b|high[\w\s-]{0,20}risk|comes? from|derived from|(?:revenue|lending|loans) (?:from|to)|\bcarr(?:y|ies)\b[\w\s-]{0,25}risk|\bof\s+(?:[\w-]+\s+){0,2}(?:revenue|sales|income|earnings)\b/i,
  )
  // Revenue lost to a hazard is an effect it had (15-21), not a share of the business exposed to it.
  const exposure = (text: string) =>
    exposed(text) && !/\bconcentrat|\b(?:lost|forgone|foregone)\s+(?:revenue|sales|income)\b/i.test(text)
  // a line labelled with the metric's own name ("- Transition risk: HFC systems represent 58% of refrigeration
  // assets", "Opportunities: 19% of plantable area ...", "Capital: $11.7m in FY26") gives that metric
  // with an amount or a share of something, not a share that describes ("demand for 100% renewable-backed hosting")
  const labelled = (label: RegExp) => (text: string) =>
    label.test(text) && /\d\s*%\s+of\b|\(\s*\d[\d.]*\s*%|\$\s?\d|\b\d[\d,.]*\s*(?:m|bn|million|billion)\b/i.test(text)
  return [
    metric(
      '29(b)',
      'Assets or activities vulnerable to transition risks',
      'Give the amount and percentage of assets or business activities vulnerable to transition risks.',
      'the amount and percentage of assets or business activities vulnerable to transition risks',
      // assets given over to fossil fuels are exposed to the transition by what they are for, as is the share of the
      // business that still runs on them ("~70% of FY25 order book still diesel")
      (text) =>
        /\d\s*%\s+of\s+(?:[\w-]+\s+){0,3}(?:revenue|sales|orders?|order book|fleet|assets|volume|income|production)\s+(?:is\s+|are\s+)?still\s+(?:from\s+|on\s+|in\s+)?(?:diesel|coal|gas|petrol|fossil|oil)/i.test(
          text,
        ) ||
        (/transition|carbon-intensive|fossil fuel|\bcoal\b|high-emitting|emissions-intensive|carbon[- ](?:pric|costs?|polic|border|pass|tax|levy|levies|charge|tariff)|safeguard/i.test(
          text,
        ) &&
          exposure(text)) ||
        labelled(/^\W*transition(?:[- ](?:risk|exposed|exposure))*\s*(?:assets)?\s*:/i)(text) ||
        FOSSIL_BOUND.test(text),
    ),
    metric(
      '29(c)',
      'Assets or activities vulnerable to physical risks',
      'Give the amount and percentage of assets or business activities vulnerable to physical risks.',
      'the amount and percentage of assets or business activities vulnerable to physical risks',
      // chronic hazards too: declining snow, lower rainfall, rising temperatures
      // or the metric's own label: "Physical-exposed: biological assets $9.2m (80%)", "Physical exposure: ..."
      (text) =>
        both(
          has(
            /physical risk|physical[- ]expos|flood|cyclone|bushfire|wildfire|fire[- ]risk|fire danger|drought|heat|sea level|storm|hazard|\bsnow\b|rainfall|temperatures?\b/i,
          ),
          exposure,
        )(text) || labelled(/^\W*physical(?:[- ](?:risk|exposed|exposure))*\s*(?:assets)?\s*:/i)(text),
    ),
    metric(
      '29(d)',
      'Assets or activities aligned with opportunities',
      'Give the amount and percentage of assets or business activities aligned with climate-related opportunities.',
      'the amount and percentage of assets or business activities aligned with climate-related opportunities',
      (text, draft) =>
        measuresNamedOpportunity(text, draft) ||
        labelled(/^\W*opportunit(?:y|ies)(?:[- ]aligned|\s+alignment)?\s*(?:revenue|assets)?\s*:/i)(text) ||
        both(
          // including what is rated efficient (NABERS, Green Star), what customers use to lower their emissions and
          // products that emit nothing or less in use ("revenue from hybrid and electric vessel contracts", "zero-emission
          // bus share of revenue")
          has(
            /opportunit|zero[- ]emission|\b(?:hybrid|electric|battery[- ]electric)\s+(?:(?:and|or)\s+(?:hybrid|electric|battery[- ]electric)\s+)?(?:[\w-]+\s+){0,2}(?:vessels?|vehicles?|buses|fleets?|products?|contracts?|units|ferries|boats|trucks|cars|models?)\b|climate[- ]friendly|carbon (?:farming )?projects?|energy[- ]transition(?:\s+and\s+[\w-]+)?\s+(?:programs?|programmes?|services|products|projects)|\bgreen\b[\w\s-]{0,30}(?:loans?|lending|bonds?|products|cover)|sustainability-linked|low[- ](?:emission|carbon)|renewable|sustainable finance|climate[- ]solutions?\b|NABERS|Green Star|energy[- ]efficien|\b(?:customers?|clients?)\s+(?:[\w-]+\s+){0,3}(?:lower|reduce|cut|avoid)\w*\s+(?:[\w-]+\s+){0,3}emissions/i,
          ),
          // land put into carbon projects is an activity aligned with an opportunity, measured by its area
          has(
            /revenue|lending|\bloans?\b|sales|\bincome\b|portfolio|assets|\bFUM\b|\bAUM\b|funds under management|\bland\b|hectares|(?:total|grazing|farm|land)\s+area\b/i,
          ),
          // pay linked to ratings or targets is 29(g), not a share of the business aligned with an opportunity
          (text) => !/capital expenditure|capex|\bincentive\b|\bSTI\b|\bLTI\b|remunerat|\bbonus\b/i.test(text),
        )(text),
    ),
    metric(
      '29(e)',
      'Capital deployment',
      'Give the capital expenditure, financing or investment deployed towards climate-related risks and opportunities.',
      'the capital expenditure, financing or investment deployed towards climate-related risks and opportunities',
      (text, draft) =>
        spendsOnNamedResponse(text, draft) ||
        labelled(
          /^\W*(?:capital(?:\s+(?:spend|spent|deployed|deployment|expenditure|invested))?|capex|climate\s+capex)\s*:/i,
        )(text) ||
        both(
          // capital deployed, committed or spent, on mitigation (renewables, efficiency) or adaptation (hardening)
          // "committed to" is money only with money in it: "committed to a 30% cut" is a target
          (text) =>
            /capital expenditure|capex|capital (?:deployed|deployment|allocated|committed|spent)|invest(?:ed|ing|ment)|financing|\bspent\b|\bspend(?:ing)?\s+on\b|\bdeployed\b|\bcompleted\b[^.;]{0,40}\bat\s+a\s+cost\s+of\b|\b(?:put|directed|poured|allocated)\b[^;]{0,30}\bcapital\b[^.;]{0,10}\b(?:into|to|towards|on)\b/i.test(
              text,
            ) ||
            (/commitments? to|committed to/i.test(text) && /\$\s?\d|\bcapital\b|\bfunding\b/i.test(text)),
          // what it is spent on, or the metric by the standard's own name ("Capital deployed: AUD 5.8 million"); electric
          // and heat-pump plant replaces fuel ("$2.3 million to replace two diesel-driven module feeders with electric
          // units"), and protection against a hazard is adaptation ("the frost-protection system")
          has(
            /climate|emission|low[- ]carbon|lower-emission|decarboni|net[- ]zero|adaptation|resilien|renewable|solar|energy efficien|efficiency|retrofit|electrif|\belectric\b|\bhybrid\b|\bPPAs?\b|microgrids?|heat[- ]pumps?|zero[- ]emission|transition|sustainable finance|harden|batter(?:y|ies)|(?:flood|frost|fire|heat|storm|cyclone|bushfire)[- ]protection|abatement|cogeneration|\bfire (?:detection|breaks?)|flood (?:levees?|defences?|barriers?)|capital (?:deployed|deployment)/i,
          ),
          // money invested in what is vulnerable to a risk is an exposure (29(b), 29(c)), not capital deployed towards it
          // money already spent on a plan ("capital spent on the Net Zero Plan in 2025") is deployed, not anticipated
          (text) =>
            (!FUTURE(text) ||
              (/\b(?:spent|deployed|invested|incurred)\b/i.test(text) &&
                !/\bwill\b|\bexpect|\bplan(?:s|ned)?\s+to\b|\bby 20\d\d|over the (?:next|coming)/i.test(text))) &&
            !/internal carbon price|shadow|vulnerab|exposed to|exposure/i.test(text),
        )(text),
    ),
    metric(
      '29(f)',
      'Internal carbon price',
      'Say whether and how you use an internal carbon price, and give the price per tonne of CO2-e.',
      'whether and how an internal carbon price is used, and its price per tonne of CO2-e',
      // an internal price by any name: internal, shadow or notional, or a price per tonne applied to decisions
      (text) =>
        /internal (?:carbon )?price|shadow (?:carbon )?pric|internal price on carbon|notional (?:carbon )?(?:charge|price|cost)|\bprices?\s+carbon\s+internally\b/i.test(
          text,
        ) ||
        (/(?:\$\s?\d[\d,.]*|\b\w+\s+dollars)\s*(?:\/\s*t\b|per\s+(?:tonne|t)\b)/i.test(text) &&
          /\bappl(?:y|ied|ies)\b|tested against|added to|used in|built into/i.test(text)) ||
        // "each tonne a proposed ship would emit is costed at A$60 when we compare investment options"
        /\b(?:each|every)\s+(?:extra\s+|additional\s+)?tonne\b[^.;]{0,80}\b(?:costed|priced|valued|charged)\s+at\s+(?:a|au|us)?\$\s?\d/i.test(
          text,
        ),
    ),
    metric(
      '29(g)',
      'Remuneration linked to climate',
      'Give the percentage of executive remuneration recognised in the period that is linked to climate-related considerations.',
      'the percentage of executive remuneration recognised in the period that is linked to climate-related considerations',
      both(PAY, has(CLIMATE_MEASURE)),
    ),
  ]
}
