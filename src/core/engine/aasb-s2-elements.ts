import type { TcfdSection } from '../contract/write'
import { hasQuantity, scopesWithFigures, withoutLabel, withScopeNames } from './disclosure-language'

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
 * sentence before it in the same paragraph, when there is one. sentence is read with note-style shortenings written
 * out; shown, when it differs, is the sentence as the draft has it.
 */
export type Claim = { sentence: string; clause: string; section: TcfdSection; denied: boolean; context?: string; lead?: string; shown?: string }

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

const DENIED_NOTE = 'The draft says this is not done or not in place yet.'

/** Addressed claims, or why it is only partial and what it lacks. */
type Completion = Claim[] | { note: string; lacking: string }

const gap = (note: string, lacking: string): Completion => ({ note, lacking })

/**
 * The status of one element: its topic clauses that do not deny are checked for completeness; with none, a denying
 * topic clause is the evidence for "missing". A clause that continues another ("It meets quarterly") takes its topic
 * from what it continues, unless ownTopic: an element judged on its topic alone, with no test of completeness,
 * needs the clause itself to name it.
 */
function decide(claims: Claim[], topic: (text: string) => boolean, complete: (positive: Claim[]) => Completion, { ownTopic = false } = {}): Finding {
  const onTopic = claims.filter((claim) => topic(claim.clause) || (!ownTopic && claim.context !== undefined && topic(`${claim.context} ${claim.clause}`)))
  const positive = onTopic.filter((claim) => !claim.denied)
  if (positive.length > 0) {
    const completion = complete(positive)
    if (Array.isArray(completion)) return { status: 'addressed', evidence: unique(completion), note: null }
    return { status: 'partial', evidence: unique(positive.slice(0, 2)), note: completion.note, lacking: completion.lacking }
  }
  const denied = onTopic.find((claim) => claim.denied)
  return denied ? { status: 'missing', evidence: [denied.sentence], note: DENIED_NOTE } : { status: 'missing', evidence: [], note: null }
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
const both = (...tests: ((text: string) => boolean)[]) => (text: string) => tests.every((test) => test(text))

// The governing body: the board, its directors or a committee. A managing director is the chief executive, so a
// report to the managing director is management's, not the board's.
const BODY = (text: string) => /\b(?:board|directors?|committee)\b/i.test(text.replace(/\bmanaging\s+director\b/gi, ''))
// The board or its own committee, not a committee of executives ("The Executive Sustainability Committee ... meets
// monthly" says how management works, not how the board is informed).
// A lone director by title ("the Group Director of Facilities") is an executive too.
const GOVERNING_BODY = (text: string) =>
  /\bboard\b|\bdirectors\b|\b(?:non-executive|independent|each|every|one|a|the)\s+director\b|\bcommittee\b/i.test(
    text
      .replace(/\bmanaging\s+director\b|\b(?:executive|management|steering|working)\s+(?:[\w&-]+\s+){0,3}(?:committee|group)\b/gi, '')
      .replace(/\b[A-Z]\w*\s+Director\s+(?:of|for)\b/g, ''),
  )
const CLIMATE = has(/climate|emission|carbon|decarboni|net[- ]zero|sustainab|transition|environment|diesel/i)
const PAY = has(/remunerat|incentive|bonus|variable (?:pay|reward)|performance pay(?:ments?)?|\breward\b|executive pay|\bpay\b|\bSTI\b|\bLTI\b|scorecard|\bKPIs?\b[^.]*\b(?:executive|STI|LTI|incentive)/i)
// What pay is linked to when it is linked to climate: emissions and their reduction, or the measures of a transition
// (renewable capacity, coal closure, fuel burn, energy efficiency).
const CLIMATE_MEASURE = /climate|emission|decarboni|sustainab|net[- ]zero|diesel|renewable|\bcoal\b|fuel|energy efficien|energy intensity|abatement|carbon|transition|\bscope\s*[123]\b/i
// How often, including a count of meetings a year ("six sittings a year", "each of its four meetings a year") and a
// yearly session ("an annual strategy day"); "an annual progress report" on one target alone is not how the body is
// kept informed of climate matters.
const FREQUENCY = has(
  /\b(?:quarterly|monthly|annually|annual\s+(?:[\w-]+\s+){0,2}(?:day|session|workshop|deep-dive|briefing)|yearly|biannual(?:ly)?|half-yearly|six-monthly|weekly|each half-year|(?:\w+|\d+)\s+(?:meetings|sittings|sessions|times)\s+(?:a|per|each)\s+year|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:per|a)\s+year|(?:at|to|in)\s+(?:each|every)\s+(?:one\s+)?of\s+(?:[\w'’]+\s+){1,4}(?:meetings|sittings)|(?:each|every)\s+(?:\w+\s+){0,2}(?:meeting|month|quarter|year|months|quarters|years)|(?:once|twice|three times|four times|six times|\w+ times)\s+(?:a|per|each)\s+(?:year|quarter|month)|(?:at|in)\s+(?:each|every)\s+(?:of\s+its\s+)?(?:\w+\s+)?meetings?|(?:at|in|to)\s+(?:each|every)\s+(?:[\w&()]+\s+){0,7}?meetings?|(?:each|every)\s+time|\d+\s*x\s*(?:a\s+year|p\.?a\.?|per\s+(?:year|annum)))\b/i,
)
const CLIMATE_CAUSE =
  /climate|scenario|carbon|emission|flood|drought|heat|storm|cyclone|bushfire|\bfires?\b|hail|weather|rain|\bwet\b|\bsnow|water|sea level|transition|physical|insurance|outage|damage|resilien|electrif|renewable|decarboni|safeguard|green (?:bonds?|loans?|finance)/i
// an amount under a scenario ("Under the NZE scenario, the Group estimates additional capex of A$40-55m") is anticipated
const FUTURE = has(/\bwill\b|\bexpect|\banticipat|\bforecast|\bproject(?:ed|ion)|over the (?:next|coming|medium|long)|\bby 20\d\d|\bplan\b|\bmilestones?\b|\bunder\s+(?:the\s+|an?\s+)?(?:[\w.-]+\s+){0,3}scenarios?\b/i)

const SCENARIO_NAME =
  /\bssp\d-?\d(?:\.\d)?|\brcp\s?\d(?:\.\d)?|\bngfs\b|net zero (?:2050|emissions)|current policies|stated policies|announced pledges|delayed transition|below 2\s?°c|\d(?:\.\d)?\s*°c|\d(?:\.\d)?\s*degrees|hot[- ]house|\borderly\b|\bdisorderly\b|\biea\s+(?:nze|steps|aps)\b/gi

/** Two named scenarios, or scenario analysis with one named: "1.5°C and 3°C", "SSP1-1.9 and SSP3-7.0", "NGFS". */
function namesScenarios(text: string): boolean {
  const named = new Set((text.match(SCENARIO_NAME) ?? []).map((name) => name.toLowerCase())).size
  return named >= 2 || (named >= 1 && /scenario|pathway|model/i.test(text))
}

// A management position or group, and what shows how it carries out its role: the group it chairs or sits in, the
// reviews, controls and reports it runs, or the limits it approves within.
const MANAGEMENT_ROLE = /\bmanagement\b|\bGM\b|\bexecutive\b|\bchief\s+\w+(?:\s+officer)?\b|\bc[a-z]o\b|head of|\b(?:general )?managers?\b|working group|steering (?:group|committee)|council|\bteam\b/i
const MANAGEMENT_HOW =
  /committee|working group|steering|council|forum|\bgroup\b|\bteam\b|\bmeets\b|meetings?\b|reports?\s+(?:to|through|on|from)|\bbriefs?\b|\bcontrols?\b|procedures?|process(?:es)?\b|approv|budget|\bKPIs?\b|register|program(?:me)?\b|review|audit|supported by/i

const EXECUTIVE_PAY = /remunerat|incentive|bonus|\bpay\b|\bSTI\b|\bLTI\b/i

// A risk listed with its time horizon, in brackets or a table cell: "flooding of the highway (physical, short to long
// term)", "| transition, market | medium term".
const RISK_WITH_HORIZON = /[(|][^()|]*\b(?:short|near|medium|mid|long)(?:[- ]to[- ](?:medium|mid|long))?[- ]term\b[^()|]*(?:[)|]|$)/i

// A period that defines a time horizon: a financial or calendar year, a span of years, "two-year", "10-30 years".
const HORIZON_PERIOD = String.raw`\bfy\s?\d{2,4}\b|\b20\d\d\b|\b\d+\s*(?:[-–]|to)\s*\d+\s*years?\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|fifty)[- ]years?\b|\byears?\b`

// A step of a transition: something that cuts emissions, and the year it is due.
const EMISSIONS_CUT = /\bEVs?\b|electri|renewable|solar|\bwind\b|zero[- ]emission|low[- ](?:emission|carbon)|diesel|emissions|decarboni|biofuel|hydrogen|efficien|methanol/i
// A year may be a two-digit financial year ("by FY28") or lead its step as a label ("FY27: RTG electrification").
const DATED_STEP = /\b(?:by|in|from|before)\s+(?:the\s+)?(?:end\s+of\s+)?(?:FY\s?\d\d|(?:FY\s?)?20\d\d)\b|\(\s*(?:FY\s?)?20\d\d(?:\s*[-–]\s*(?:FY\s?)?20\d\d)?\s*\)|(?:^|[;:|]\s*)FY\s?(?:20)?\d\d\s*:/i

// Where climate's effects fall within the business: an effect, exposure or risk that sits, falls or bites mostly in one
// place, or the place that carries most of it.
const EFFECTS_FALL =
  /\b(?:greatest|biggest|largest|main|most of the|all the|almost all (?:the |our )?|most of our)\s*(?:impacts?|effects?|exposure)\b[^.;]{0,40}\b(?:on|in|at|there)\b|\b(?:impacts?|effects?|exposure|risks?)\s+(?:\w+\s+){0,2}(?:sits?|lies|lie|falls?|fall|bites?)\s+(?:mostly\s+|mainly\s+|largely\s+|chiefly\s+|most(?:\s+heavily)?\s+|hardest\s+)?(?:in|on|at|there)\b|\b(?:falls?|fall|bites?|sits?)\s+(?:mostly|mainly|largely|chiefly|most heavily|hardest)\s+(?:on|in|at)\b|\bcarr(?:y|ies)\s+(?:most|all|much)\s+of\s+the\s+(?:[\w-]+\s+)?(?:exposure|risk)|\bwhere\s+(?:it|they|this|these)(?:'s|’s|\s+is|\s+are)\s+concentrated\b/i

// A board's strategy day or annual session, where it discusses climate: not a means of building its skills.
const STRATEGY_SESSION = /\b(?:annual\s+)?(?:strategy|planning)\s+(?:day|session|offsite|workshop)s?\b|\bannual\s+session\b/gi

// Considering opportunities "as they arise", or assessing them "over short, medium and long horizons", names no process.
const AD_HOC = /\bas\s+(?:and\s+when\s+)?they\s+arise\b|\bad[- ]hoc\b|case[- ]by[- ]case|\binformally\b|\b(?:over|across)\s+(?:the\s+)?(?:short|medium|long|near)\b/i

// Climate risk placed in a register: recorded, included, kept or listed there, or "climate in corporate register".
const REGISTERED =
  /\b(?:recorded|included|sits?|goes|go|held|kept|lives?|listed|logged|captured|entered|climate)\s+(?:[\w,'’-]+\s+){0,3}?(?:in|on|into|within)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w'’&-]+\s+){0,3}?(?:risk\s+)?register\b/i

const FINANCED = /financed emissions|investee|portfolio emissions/i

function emissionsScopes(claim: Claim): Set<number> {
  return scopesWithFigures(claim.clause, claim.sentence)
}

export const ELEMENT_RULES: ElementRule[] = [
  {
    paragraph: '6(a)(i)',
    label: 'Body responsible for oversight',
    home: 'governance',
    toAdd: 'Name the board or committee responsible for overseeing climate-related risks and opportunities, and where this sits in its charter or terms of reference.',
    judge: (claims) =>
      // A management committee or an executive is 6(b), not the governance body, even when it reports to the board.
      decide(
        claims,
        both(
          BODY,
          CLIMATE,
          (text) => /\bboard\b|\bdirectors?\b/i.test(text) || !/management|executive|officer|working group/i.test(text),
          (text) => !/^(?:our |the )?(?:chief|ceo|cfo|coo|executive|management|general manager|head of|managing director)\b/i.test(text),
        ),
        (positive) =>
        allOf(positive, [has(/oversight|oversee|responsib|accountab|stewardship|charter|terms of reference|\bgoverns\b|\bowns?\b|\blooks?\s+after\b|\bin\s+charge\s+of\b|keeps?\s+watch/i)], ['which body is responsible for oversight']),
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
        // a board's strategy day or annual session is where it discusses climate, not how it builds its skills
        (text) =>
        both(
          (text) => BODY(text) || /\bmembers\b/i.test(text),
          has(
            /skill|competenc|expertise|training|trained|experience|masterclass|capabilit|knowledge|know-how|course\b|module\b|\bAICD\b|Institute of Company Directors|Governance Institute|deep[- ]dive|backgrounds?\b|credentials|previously (?:ran|led|worked|managed)|advis[eo]rs?\b|independent advice|consultant|specialist|up to date|educat|induction|upskill|briefing (?:from|by)|\bformer\s+[\w-]+|\bsession\b/i,
          ),
          has(/climate|carbon|emission|sustainab|decarboni|net[- ]zero|energy|electricity|environment|transition|physical|hazard|weather|heat|water|drought|flood|scenario|AASB S2|aviation fuel|farm/i),
        )(text.replace(STRATEGY_SESSION, ' ')),
        // The board saying it has the skills ("considers that, collectively, it has the skills") does not say how it
        // makes sure of them: that needs a means, such as training, who is appointed, a skills matrix or advice.
        (positive) =>
          allOf(
            positive,
            [
              (text) => /training|trained|masterclass|course\b|module\b|\bAICD\b|Institute of Company Directors|Governance Institute|deep[- ]dive|backgrounds?\b|credentials|previously (?:ran|led|worked|managed)|advis[eo]rs?\b|advice|consultant|specialist|experts?\b|up to date|educat|induction|upskill|briefings?\b|briefed|matrix|appoint|recruit|co-opted|assess|audit|review|scores?\b|session|workshop|(?:experience|career|background) (?:in|as|at)|former\b|\bhas (?:led|run|worked|managed)|survey|researchers?\b|\bspent\b[^.;]{0,20}\bwith\b/i.test(text.replace(STRATEGY_SESSION, ' ')),
            ],
            ['how the board makes sure it has the skills (training, appointments, a skills matrix or advice)'],
          ),
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
          claim.context !== undefined || claim.denied || /executive|management|leadership|\bCEO\b|\bteam\b/i.test(claim.clause)
            ? claim
            : { ...claim, context: claims.filter((other) => other.sentence === claim.sentence && other !== claim && !other.denied).map((other) => other.clause).join('; ') },
        ),
        both(GOVERNING_BODY, has(/\breport|\bbrief|\bupdate|\binformed|\bsummary\b|\bgives?\s+(?:it|them|the\s+board)\b|presents?\s+to|\btabled?\b|dashboard|\bpapers?\b|agenda|\bhears?\s+from|\breceives?\b|\bpack\b|standing item|strategy (?:day|session)/i)),
        (positive) => allOf(positive, [FREQUENCY], ['how often']),
      ),
  },
  {
    paragraph: '6(a)(v)',
    label: 'Oversight of targets and link to remuneration',
    home: 'governance',
    toAdd: 'Explain how the board oversees climate targets and whether, and how, climate measures are part of executive remuneration.',
    judge: (claims) =>
      decide(
        claims,
        (text) => (PAY(text) && CLIMATE_MEASURE.test(text)) || (has(/\btargets?\b|\bgoals?\b|milestones?/i)(text) && BODY(text)),
        // The paragraph is the body's oversight of targets, with pay as one of its levers: a pay share alone is 29(g).
        (positive) =>
          allOf(
            positive,
            [
              both(PAY, (text) => CLIMATE_MEASURE.test(text) || /target|goal|milestone/i.test(text)),
              both(has(/\btargets?\b|\bgoals?\b|milestones?/i), has(/board|committee|approv|monitor|track|review|oversee|\bsets?\b/i)),
            ],
            ['the link to remuneration', 'how the board sets climate targets and monitors progress towards them'],
          ),
      ),
  },
  {
    paragraph: '6(b)',
    label: "Management's role",
    home: 'governance',
    toAdd: 'Describe the management position or committee that manages climate-related matters and how the board oversees it.',
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
          const boardSide = /\bdirectors?\b|\bskills?\b|\breceives?\b|\bhears?\s+from|(?:report|briefing|update)s?\s+from|\b(?:is|are|was|were)\s+(?:briefed|updated|informed)\b/i
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
        { ownTopic: true },
      ),
  },
  {
    paragraph: '10',
    label: 'Risks, opportunities and time horizons',
    home: 'strategy',
    toAdd: 'Describe each climate-related risk (physical or transition) and opportunity, and define your short, medium and long term.',
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
      // three to fifteen years ...; and fifteen to fifty years"
      const windows = (claim: Claim) =>
        !claim.denied && /\b(?:windows|horizons|bands|time ?frames)\b/i.test(claim.sentence) && (claim.sentence.match(new RegExp(HORIZON_PERIOD, 'gi')) ?? []).length >= 3
      const spread = (claims.some(defines('short|near')) && claims.some(defines('medium|mid|middle|long|far'))) || claims.some(windows)
      return decide(
        claims.filter((claim) => !hasQuantity(claim.clause) || /term/i.test(claim.clause)),
        has(/physical|transition risk|flood|drought|cyclone|bushfire|heat|water stress|sea level|storm|carbon pric|carbon policy|regulation|opportunit|upside|(?<!affect\w*\s+(?:[\w']+\s+)?)prospects?\b|in (?:its|our|their) favou?r|helpful side|threats?|expect to grow|(?:short|near|medium|mid|middle|long|far)[- ]term(?![- ]incentive)|(?:time\s+)?horizons?\b|time ?frames?/i),
        (positive) =>
          allOf(
            positive,
            [
              has(/\brisks?\b|threats?|hazards?|drought|flood|heat|cyclone|bushfire|carbon (?:costs?|pric)/i),
              // opportunities by other names: prospects (not "affect its prospects", the standard's phrase for any
              // risk or opportunity), what works in the company's favour, the helpful side
              has(/opportunit|upside|(?<!affect\w*\s+(?:[\w']+\s+)?)prospects?\b|in (?:its|our|their) favou?r|helpful side|expect to grow|growth (?:in|from)|new markets?|premiums? for/i),
              // the three horizons are often defined across clauses of one sentence
              (_text, claim) =>
                spread || [/\b(?:short|near)\b/i, /\b(?:medium|mid|middle|long|far)\b/i, /\d|year|\b(?:one|two|three|five|ten)\b/i].every((part) => part.test(claim.sentence)),
            ],
            ['the climate-related risks', 'the climate-related opportunities', 'how short, medium and long term are defined'],
          ),
      )
    },
  },
  {
    paragraph: '13',
    label: 'Business model and value chain',
    home: 'strategy',
    toAdd: 'Describe the current and anticipated effects of climate-related risks and opportunities on your business model and value chain, and where they are concentrated.',
    judge: (claims) => {
      const named = (text: string) => /business model|value chain|supply chain/i.test(text)
      // where effects concentrate or what the business depends on, tied to a climate risk ("the Riverland depends on
      // irrigation, so our drought exposure is concentrated there"); a revenue line that lowers customers' emissions
      // is a metric, not an effect on the business model
      // where the effects fall: "most of the impact falls on our summer carnival", "almost all our exposure sits in the
      // two furnaces", "villages in the north carry most of the flood exposure"; the effect named is climate's
      const falls = (text: string) => EFFECTS_FALL.test(text)
      const hinted = (text: string) =>
        falls(text) ||
        /\bsuppliers?\b|\bcustomers?\b|\bimporter\b|concentrat|depends?\s+(?:\w+\s+)?on\s+(?:irrigation|imports?|a single|a small number|suppliers?|customers?)|upstream|downstream|most exposed|\bcarr(?:y|ies)\s+(?:\w+\s+){0,3}(?:physical|transition)?\s*risk/i.test(text) &&
        /risk|\bcarbon\b|climate|transition|flood|cyclone|drought|heat|bushfire|storm|weather|hazard|water|emissions requirements|\bimpacts?\b|\beffects?\b|\bexposure\b/i.test(text) &&
        // a risk listed with its type or time horizon ("... (transition, medium term)") describes the risk (10), and a
        // share exposed or aligned is a metric (29(b)-(d)), not how either changes the business model
        !RISK_WITH_HORIZON.test(text) &&
        !(hasQuantity(text) && /expos|vulnerab|aligned/i.test(text) && !/concentrat|most exposed|depends?\s+on/i.test(text) && !EFFECTS_FALL.test(text))
      // When the draft says it has not described its business model or value chain ("we have not analysed our value
      // chain for climate exposure"), a risk that merely involves customers or suppliers does not answer it.
      const deniedByName = claims.some((claim) => claim.denied && named(claim.clause)) && !claims.some((claim) => !claim.denied && named(claim.clause))
      // An effect on customers or costs in general ("climate change could change the way customers choose us") is
      // partial until the draft names the business model or value chain or says where the effects are concentrated.
      return decide(
        claims,
        (text) => named(text) || (!deniedByName && hinted(text)),
        (positive) =>
          allOf(
            positive,
            [(text) => falls(text) || /business model|value chain|supply chain|concentrat|most exposed|depends?\s+(?:\w+\s+)?on|relian(?:t|ce) on|reli(?:es|y) on|exposed to|carr(?:y|ies)/i.test(text)],
            ['where in the business model and value chain the effects are concentrated'],
          ),
      )
    },
  },
  {
    paragraph: '14',
    label: 'Strategy, decisions and transition plan',
    home: 'strategy',
    toAdd: 'Describe how you respond to climate-related risks and opportunities, including your transition plan, its key assumptions and dependencies.',
    // A plan is named as one, or reads as one: steps that cut emissions, each with its year ("40 battery-electric
    // prime movers by FY2027 and 120 by FY2030", "Stage 2 (FY2027): a further 20 MW of solar"). Measures alone with no
    // cut in emissions (air conditioning for hot days) are a response, not a transition plan; so is an intention to
    // align with a net zero pathway, which names the destination but not the plan.
    judge: (claims) =>
      decide(
        claims,
        has(
          /transition[\w\s-]{0,20}\bplan|(?:decarboni[sz]ation|net[- ]zero|climate|emissions reduction)[\w\s-]{0,20}\b(?:plan|roadmap|pathway|strategy)|\broadmap\b|\bour\s+(?:[\w-]+\s+){0,2}plan\b(?!\s+to\b)|^\W*plan\s*:|^\W*(?:our\s+)?response\s*:|\bour\s+response\s+is\b|\bdoing\s+about\s+(?:it|this|them|climate)\b|in response|responding|shift(?:ing)? capital|invest(?:ing)? in|electrif|switch(?:ing)? to|mov(?:e|ing) to (?:\d+%\s+)?renewable|\breplac(?:e|ing)\s+(?:[\w-]+\s+){0,3}(?:diesel|petrol|gas|coal|fossil)|\breplac(?:e|ing)\b[^.;]{0,60}\bwith\b[^.;]{0,30}(?:electric|renewable|low[- ]emission|zero[- ]emission|hybrid|solar)|\bstage\s+\d\b|trial|procurement policy|\bretir(?:e|ing)\b|adaptation measures|chang(?:ed|ing) our (?:strategy|procurement|business|operations)/i,
        ),
        (positive) => {
          // a plan named only in a label ("Transition plan: we are committed to reducing emissions and intend to move
          // to solar over time") is a plan only when what follows has a dated step; otherwise it is general intent
          const PLAN = /transition plan|(?:plan|roadmap|pathway)\b/i
          const named = positive.find((claim) => {
            const text = claim.clause.replace(/\b(?:align\w*|consistent)\s+(?:[\w-]+\s+){0,4}?with\s+(?:an?\s+|the\s+)?(?:[\w.°-]+\s+){0,3}pathway\b/gi, '')
            const body = withoutLabel(text)
            return PLAN.test(body) || (PLAN.test(text) && DATED_STEP.test(body))
          })
          if (named) return [named]
          // a target's years ("30% by 2030 and net zero by 2050") are not steps
          const steps = positive.filter((claim) => EMISSIONS_CUT.test(claim.clause) && DATED_STEP.test(claim.clause) && !/\btargets?\b|\bgoals?\b|\baims?\b|ambition|commit/i.test(claim.clause))
          const dates = steps.reduce((count, claim) => count + (claim.clause.match(new RegExp(DATED_STEP.source, 'gi')) ?? []).length, 0)
          return dates >= 2 ? steps : gap('Says something about this, but not a transition plan.', 'a transition plan')
        },
      ),
  },
  {
    paragraph: '15-21',
    label: 'Current and anticipated financial effects',
    home: 'strategy',
    toAdd: 'Give the current financial effects of climate-related risks and opportunities and those you anticipate, as amounts or ranges where you can.',
    judge: (claims) =>
      decide(
        // A company profile ("$14 billion of assets") is not an effect: the sentence has to tie money to climate, or
        // follow one that does in the same paragraph ("Storm damage cost $27 million. We expect to spend $150 million
        // on network hardening over the next five years.").
        claims.filter(
          // a delegated spending limit ("approves expenditure within delegated limits of A$2 million") is authority, not an effect
          (claim) =>
            !/internal carbon price|shadow|delegated (?:limits?|authority)|approv\w*\s+(?:[\w-]+\s+){0,4}(?:up to|within)\b/i.test(claim.clause) && (CLIMATE_CAUSE.test(claim.sentence) || (claim.lead !== undefined && CLIMATE_CAUSE.test(claim.lead))),
        ),
        both(
          has(/\$|revenue|\bcosts?\b|margin|earnings|profit|capital expenditure|capex|impairment|premiums?|cash flows?|financial (?:position|performance|effects?)|carrying amount|asset values?|expenses?|write-?downs?/i),
          has(/\$\s?\d|\d\s*(?:million|billion|bn)\b|cost us|\badded\b|forecast|project|climb|\bgrow|higher|lower|reduc|increas|\brose\b|\brise\b|\bfell\b|\bfall|affect|impact|expect|anticipat|could|would|will|effect/i),
          // a target or an exposure share is a metric, not an effect on the financial statements
          (text) => !/\btargets?\b|\bgoals?\b|milestone|expos|vulnerab|aligned/i.test(text),
        ),
        // A draft that says its current (or anticipated) effects are not quantified is taken at its word: a loose
        // figure elsewhere ("Electricity is 41% of opex") does not outweigh it.
        (positive) => {
          const deniedPart = (part: RegExp) => claims.some((claim) => claim.denied && part.test(claim.clause) && /effects?|impacts?/i.test(claim.clause))
          const noCurrent = deniedPart(/\bcurrent|this (?:year|period)|to date/i)
          const noFuture = deniedPart(/\bfuture|anticipated|forward|expected/i)
          return allOf(
            positive,
            [both(has(/\d/), (text) => !FUTURE(text) && !noCurrent), both(FUTURE, has(/\d|range|between/i), () => !noFuture)],
            ['a current effect with its amount', 'an anticipated effect with its amount or range'],
          )
        },
      ),
  },
  {
    paragraph: '22',
    label: 'Climate resilience and scenario analysis',
    home: 'strategy',
    toAdd: 'Name the scenarios you analysed (including a 1.5°C one and one well above 2°C) and state your conclusion on the resilience of your strategy.',
    judge: (claims) =>
      decide(
        claims,
        has(/scenario|\bssp\d|\brcp\s?\d|ngfs|°c|degrees|hot[- ]house|resilien|robust|remains? viable|stays? viable|(?:stays?|remains?)\s+(?:cash[- ]positive|profitable|solvent)|withstand|stress-tested|holds? up|can adapt|remains? appropriate/i),
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
                    .replace(/\bresilien\w*\s+(?:upgrades?|works?|projects?|measures|investments?|programs?|programmes?|capex|spending)\b/gi, '')
                    .replace(/\bResilien\w*(?=\s+[A-Z])/g, '')
                    .replace(/\b(?:spent|spend|deployed|invested|budget\w*|funding)\s+(?:[\w$.,-]+\s+){0,6}?(?:on|in|for|towards)\s+(?:[\w-]+\s+(?:and\s+)?){0,3}resilien\w*/gi, ''),
                ),
            ],
            ['the scenarios used', 'what the analysis concluded about the resilience of the strategy and business model'],
          ),
      ),
  },
  {
    paragraph: '25(a)',
    label: 'Identifying, assessing and prioritising risks',
    home: 'risk_management',
    toAdd: 'Describe how you identify and assess climate-related risks (likelihood, magnitude) and how you prioritise them against other risks.',
    judge: (claims) =>
      decide(
        claims,
        // threats a team lists and an officer scores are risks identified and assessed in plain words
        both(
          has(/\brisks?\b|\bexposures?\b|\bhazards?\b|\bthreats?\b|\bclimate\b/i),
          has(/identif|assess|evaluat|\brated\b|\brates?\b|\bratings?\b|\bscored\b|\bscores?\b|\blists?\b|workshop|risk register|screen|questionnaire|\blog(?:s|ged)?\b|record|captur|\bflag|prioriti|rank/i),
        ),
        (positive) =>
          allOf(
            positive,
            // scoring a risk for likelihood is how it is weighed, not how it is found
            // a matrix given by its size ("scored on the standard 5x5") or by name ("rates them on the Group matrix") weighs them
            [has(/identif|assess|evaluat|\brated\b|\bscored\b|\blists?\b|workshop|screen|questionnaire|\blog(?:s|ged)?\b|record|captur|\bflag/i), has(/prioriti|\brank|likelihood|likely|consequence|magnitude|severity|severe|materiality|\bmatrix\b|\brating|\brated\b|\brates\b|\b\d\s*x\s*\d\b/i)],
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
        has(/opportunit|upside|(?<!affect\w*\s+(?:[\w']+\s+)?)prospects\b|\b(?:options|ideas)\b[^.;]{0,60}\b(?:solar|wind|renewable|electri|efficien|hydrogen|low[- ]carbon)|low[- ](?:emission|carbon) (?:products|technolog)|carbon[- ]neutral|new products|product lines|green[- ](?:products|lending|loans|building)/i),
        (positive) =>
          allOf(
            positive,
            // a process in the words a report uses: opportunities are screened, ranked, kept on their own register (the
            // risk register is where risks go, not how opportunities are found), put through a business case or
            // a pipeline, or identified and assessed against a test ("against the climate solutions taxonomy")
            [
              has(
                /process|screen|business[- ]case|criteria|\b(?:innovation|opportunit(?:y|ies)|ideas?)\s+register\b|(?:are|is)\s+(?:identified|assessed|evaluated|screened|surfaced|appraised|tested|reviewed|considered)|capital allocation|capital plan|approval process|planning process|investment process|evaluates?|\bprioriti[sz]es?\b|\brank(?:s|ed|ing)?\b|\bpipeline\b|\bpanel\b|\b(?:identif(?:y|ies)|assess(?:es)?)\b[^.]*\b(?:against|through|using|with)\b|\b(?:identified|assessed|evaluated|screened|appraised|reviewed)\s+(?:via|through|by|using|against|on)\b|\b(?:identified|assessed|evaluated|screened|appraised)\b[^.;]{0,60}\bagainst\b/i,
              ),
            ].map((test) => (text: string) => test(text) && !AD_HOC.test(text)),
            ['the process for identifying and assessing them'],
          ),
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
      const deniesIntegration = claims.some((claim) => claim.denied && /integrat|embedded|enterprise risk|overall risk|\bERM\b/i.test(claim.clause))
      return decide(
        claims,
        // Integration as reports put it: climate risk sits in the same register, matrix or framework as other risks,
        // is reported alongside them, or is a driver of existing risk types.
        both(
          has(/risk|threat/i),
          (text) => has(
            /integrat|embedded|part of (?:our|the) (?:overall|enterprise|group)|inside our|within our|(?:within|inside|into|part of|through|under)\s+(?:our|the)\s+(?:[\w'’-]+\s+){0,3}risk (?:management )?(?:framework|process|system|register)|enterprise[- ]wide|enterprise risk|enterprise register|overall risk|group[- ]wide|same (?:[\w-]+\s+){0,2}(?:framework|process|channels|register|workshop|matrix|system|owners|review cycle|escalation|way as)|principal risk|alongside (?:all )?other|with (?:all )?(?:the )?other (?:[\w-]+\s+)?risks|driver of (?:existing|other) risk|\bERM\b|like (?:everything|every other risk|all other risks)|(?:one|a) risk among (?:the )?others|among (?:all )?(?:the |our )?other risks|same as (?:all )?(?:the |our )?other risks/i,
          )(text) || (REGISTERED.test(text) && !deniesIntegration),
          // a register of its own ("a separate climate risk register") keeps climate apart
          (text) => !/\b(?:separate|standalone|stand-alone|dedicated|own)\s+(?:[\w-]+\s+){0,2}register\b|\bclimate(?:[- ]related)?\s+risk\s+register\b/i.test(text),
        ),
        (positive) => positive,
      )
    },
  },
  {
    paragraph: '29(a)',
    label: 'Scope 1 and Scope 2 emissions',
    home: 'metrics_targets',
    toAdd: 'Give gross Scope 1 and Scope 2 emissions in tCO2-e, with Scope 2 location-based (market-based may be added).',
    judge: (claims) =>
      // Financed emissions are the investees' Scope 1 and 2, which are the company's Scope 3 (category 15), so a
      // clause about them gives no figure for the company's own Scope 1 or 2.
      decide(claims, (text) => /\bscope\s*(?:[12]|one|two)\b|greenhouse gas emissions|ghg emissions/i.test(withScopeNames(text)) && !FINANCED.test(text), (positive) => {
        const scope1 = positive.find((claim) => emissionsScopes(claim).has(1))
        const scope2 = positive.filter((claim) => emissionsScopes(claim).has(2))
        // location-based by name, or by the factor it uses: "the average emission factor of the grid"
        const locationBased = scope2.find((claim) => /location|average\s+(?:[\w-]+\s+){0,3}emission\s+factors?|grid[- ]average/i.test(claim.sentence))
        if (scope1 && locationBased) return [scope1, locationBased]
        const locationFigure = 'the location-based Scope 2 figure in tCO2-e'
        if (!scope1 && scope2.length === 0) return gap('Names the emissions but gives no figures in tCO2-e.', `the Scope 1 figure and ${locationFigure}`)
        if (!scope1) return gap('Gives no Scope 1 figure in tCO2-e.', 'the Scope 1 figure in tCO2-e')
        if (scope2.length === 0) return gap('Gives no Scope 2 figure in tCO2-e.', locationFigure)
        return /market/i.test(scope2[0]?.sentence ?? '')
          ? gap('Scope 2 is market-based only: add the location-based figure.', locationFigure)
          : gap('Does not say the Scope 2 figure is location-based.', `whether the Scope 2 figure is location-based, and ${locationFigure} if it is not`)
      }),
  },
  {
    paragraph: '29(a)(vi)',
    label: 'Scope 3 emissions',
    home: 'metrics_targets',
    toAdd: 'Give Scope 3 emissions in tCO2-e and the categories included (year one may use the transition relief, but say so).',
    judge: (claims) =>
      decide(claims, (text) => /\bscope\s*(?:3|three)\b|value[- ]chain emissions|financed emissions/i.test(withScopeNames(text)), (positive) => {
        const figure = positive.find((claim) => emissionsScopes(claim).has(3) || (FINANCED.test(claim.clause) && emissionsScopes(claim).size > 0))
        return figure ? [figure] : gap('Names Scope 3 but gives no figure in tCO2-e.', 'the Scope 3 figure in tCO2-e and the categories it includes')
      }),
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
        has(/\btarget(?:s|ing|ed)?\b|\bgoals?\b|committed to|commitment to|\baim to\b|aspire|ambition|pledge|net[- ]zero by|\b(?:is|are)\s+to\s+be\s+(?:reduced|cut|lowered|halved)\b|^\W*(?:reduce|cut|lower)\b[^.;]{0,80}\bby\s+\d[\d.]*\s*(?:%|per\s?cent)\s+by\s+(?:FY\s?)?20\d\d|\b(?:down|lower)\s+\d[\d.]*\s*(?:%|per\s?cent)\s+by\s+(?:FY\s?)?20\d\d/i),
        (positive) =>
          allOf(
            positive,
            [
              both(has(/\d[\d.]*\s*(?:%|per\s?cent)|\bhalve\b|\bhalf\b|net[- ]zero|carbon[- ]neutral/i), has(/\b20\d\d\b|fy\d\d/i)),
              // a base period, or progress measured so far; reviewing progress, with no figure, is oversight (6(a)(v))
              has(
                /base (?:year|period)|(?:from|against) (?:a |an |the |our )?(?:fy|(?:financial|calendar) year\s+)?20\d\d|(?:from|against|vs\.?|versus) (?:an? |the )?fy\s?\d\d\b|20\d\d base|fy\s?\d\d base|baseline|(?:fy\s?\d\d|(?:fy)?20\d\d) levels|of the way|between (?:fy)?20\d\d and|compared (?:with|to) (?:fy)?20\d\d|(?:versus|vs\.?) (?:fy)?20\d\d|relative to|(?:progress|so far|to date|achieved)[^.;]*\d|\d[^.;]*\b(?:achieved|so far|to date)\b|had reduced|down \d/i,
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
    toAdd: 'Say whether you plan to use carbon credits to meet your targets and, if so, the scheme, the type (nature-based or technological, removal or reduction) and how much.',
    // Saying that no credits will be used answers the paragraph, so it is judged on the sentence: a denial of use is
    // a disclosure here ("credits were retired for a product label, and none were used towards the target"), while
    // an undecided one ("have not yet decided whether") is not.
    judge: (claims) => {
      // credits named by their scheme count as carbon credits ("Verra VCS credits"); renewable energy certificates
      // (LGCs) are not carbon credits
      const onTopic = claims.filter((claim) =>
        /carbon credits?|offsets?|\baccus?\b|carbon credit units|safeguard mechanism credits|\bsmcs?\b|\b(?:verra|vcs|gold standard|vcu)\s+(?:[\w-]+\s+)?credits?\b/i.test(claim.sentence),
      )
      const undecided = /not (?:yet )?(?:decided|determined)|yet to (?:decide|determine)|undecided/i
      const noUse =
        /\bno\s+(?:intention|plans?)\s+(?:of|to)\s+(?:use|using|rely|relying|purchas|buy)|(?:do|does|will|would)\s*(?:not|n't),?\s+(?:(?:currently|presently|at present|at this stage),?\s+)?(?:(?:plan|intend|expect|anticipate)\s+(?:to\s+)?)?(?:use|using|rely|relying|purchas\w*|buy|buying|surrender)|\bnone\s+(?:planned|intended|expected)\b|\b(?:abatement|real cuts|reductions)\s+(?:only|alone)\b|(?:are|is|form) not (?:a )?part of|(?:not|n't)\s+be\s+(?:used|relied|purchased|surrendered)|\bno (?:carbon credits|offsets|credits)\b[^.]*\b(?:planned|used|will be|are|is)\b|without (?:the use of |using )?(?:any )?(?:carbon credits|offsets)|gross basis|\bnone\s+(?:were|was|are|is|will\s+be)\s+(?:used|applied|counted|surrendered|retired)\s+(?:towards|against|to\s+meet|for)\s+(?:the\s+|our\s+|its\s+|any\s+)?(?:[\w-]+\s+){0,3}(?:targets?|goals?)/i
      const sentences = [...new Set(onTopic.map((claim) => claim.sentence))]
      const decided = sentences.find((sentence) => !undecided.test(sentence) && noUse.test(sentence))
      if (decided) return { status: 'addressed', evidence: [decided], note: null }
      // a sentence uses credits when a clause that names them affirms it: "...neutralised with Gold Standard removal
      // credits; none retired to date" plans their use, though its last clause denies one has happened yet
      const credits = /carbon credits?|offset|\baccus?\b|credits?\b|\bsmcs?\b/i
      // credits the company earns or sells ("carbon farming - ACCUs from new plantings") are an opportunity, not a plan
      // to use credits towards its targets
      const generated = /carbon farming|\b(?:generat|earn|sell|sold|sale|issued to|creat)\w*\b[^.;]{0,40}\bcredits?|\b(?:accus?|credits?)\s+from\s+(?:new\s+|our\s+)?(?:plantings?|projects?\s+we\s+run)/i
      const used = sentences.filter(
        (sentence) =>
          !undecided.test(sentence) && !generated.test(sentence) && onTopic.some((claim) => claim.sentence === sentence && !claim.denied && credits.test(claim.clause)),
      )
      // the type, which a report may give as the kind of project the credits come from, or the scheme with how many
      // ("no more than 5% of 2030 emissions in ACCUs"); naming the scheme alone ("intends to use ACCUs for residual
      // emissions") does not say what kind of credits or how far the targets rest on them
      const type = /nature-based|technolog|removal|avoidance|reduction credits|savanna|soil carbon|environmental planting|reforestation|afforestation|revegetation|blue carbon|\bREDD\+?|avoided deforestation|landfill gas|cookstove|biochar|direct air capture|human-induced regeneration/i
      const scheme = /accu|verra|gold standard|\bvcs\b|registered|clean energy regulator|safeguard/i
      const amount = (sentence: string) => hasQuantity(sentence) || /\d[\d,]*\s*(?:t\b|tonnes?|credits|units|accus)/i.test(sentence)
      const detailed = used.find((sentence) => type.test(sentence) || (scheme.test(sentence) && amount(sentence)))
      if (detailed) return { status: 'addressed', evidence: [detailed], note: null }
      if (used[0]) {
        return {
          status: 'partial',
          evidence: [used[0]],
          note: 'Mentions carbon credits without the scheme, the type or how much.',
          lacking: 'the scheme the credits come from, their type (nature-based or technological, removal or reduction) and how many',
        }
      }
      return sentences[0] ? { status: 'missing', evidence: [sentences[0]], note: DENIED_NOTE } : { status: 'missing', evidence: [], note: null }
    },
  },
]

/** 29(b) to 29(g), each judged on its own: the metric needs an amount or share, naming it alone is partial. */
function crossIndustryRules(): ElementRule[] {
  const metric = (paragraph: string, label: string, toAdd: string, wanted: string, topic: (text: string) => boolean): ElementRule => ({
    paragraph,
    label,
    home: 'metrics_targets',
    toAdd,
    wanted,
    judge: (claims) => decide(claims, topic, (positive) => allOf(positive, [hasQuantity], ['an amount or percentage'])),
  })
  // Exposure as reports word it, including assets that "carry" a risk and a share "of revenue". Operations
  // "concentrated" in a region say where a risk falls (13), not how much of the business it touches.
  // A hazard's designation ("drought-declared", "flood-prone", "prone to bushfire") marks what is exposed too.
  const exposure = has(
    /expos|vulnerab|\b(?:assets?|activities|operations|sites|plants|facilities|revenue|income)\s+(?:[\w-]+\s+){0,2}facing\b|\bfac(?:e|es)\s+(?:[\w-]+\s+){0,2}(?:transition|physical)\s+risks?\b|[- ](?:prone|declared)\b|\bprone to\b|\blocated\b|at (?:high )?risk|in areas|\bin\s+(?:[\w-]+\s+){0,2}(?:areas|zones|districts|regions|catchments)\b|high[\w\s-]{0,20}risk|comes? from|derived from|(?:revenue|lending|loans) (?:from|to)|\bcarr(?:y|ies)\b[\w\s-]{0,25}risk|\bof\s+(?:[\w-]+\s+){0,2}(?:revenue|sales|income|earnings)\b/i,
  )
  return [
    metric(
      '29(b)',
      'Assets or activities vulnerable to transition risks',
      'Give the amount and percentage of assets or business activities vulnerable to transition risks.',
      'the amount and percentage of assets or business activities vulnerable to transition risks',
      // assets given over to fossil fuels ("tank assets dedicated to fossil road fuels", "diesel-specific parts
      // inventory at risk of obsolescence") are exposed to the transition by what they are for
      (text) =>
        (/transition|carbon-intensive|fossil fuel|\bcoal\b|high-emitting|emissions-intensive|carbon pric|carbon costs?|carbon polic|safeguard/i.test(text) && exposure(text)) ||
        /\b(?:assets?|inventory|plant|fleet|activities)\b[^.;]{0,60}\b(?:dedicated to|tied to|built for|at risk of|specific to)\b[^.;]{0,30}\b(?:fossil|coal|diesel|petrol|oil|gas|obsolescence|stranding)|\b(?:fossil|coal|diesel|petrol|gas)[- ](?:specific|fired|based)\b[^.;]{0,60}\b(?:at risk|exposed|stranded|obsolesc)/i.test(text),
    ),
    metric(
      '29(c)',
      'Assets or activities vulnerable to physical risks',
      'Give the amount and percentage of assets or business activities vulnerable to physical risks.',
      'the amount and percentage of assets or business activities vulnerable to physical risks',
      // chronic hazards too: declining snow, lower rainfall, rising temperatures
      both(has(/physical risk|flood|cyclone|bushfire|drought|heat|sea level|storm|hazard|\bsnow\b|rainfall|temperatures?\b/i), exposure),
    ),
    metric(
      '29(d)',
      'Assets or activities aligned with opportunities',
      'Give the amount and percentage of assets or business activities aligned with climate-related opportunities.',
      'the amount and percentage of assets or business activities aligned with climate-related opportunities',
      both(
        // including what is rated efficient (NABERS, Green Star) and what customers use to lower their emissions
        has(
          /opportunit|climate[- ]friendly|carbon (?:farming )?projects?|energy[- ]transition(?:\s+and\s+[\w-]+)?\s+(?:programs?|programmes?|services|products|projects)|\bgreen\b[\w\s-]{0,30}(?:loans?|lending|bonds?|products|cover)|sustainability-linked|low[- ](?:emission|carbon)|renewable|sustainable finance|climate solutions|NABERS|Green Star|energy[- ]efficien|\b(?:customers?|clients?)\s+(?:[\w-]+\s+){0,3}(?:lower|reduce|cut|avoid)\w*\s+(?:[\w-]+\s+){0,3}emissions/i,
        ),
        // land put into carbon projects is an activity aligned with an opportunity, measured by its area
        has(/revenue|lending|\bloans?\b|sales|\bincome\b|portfolio|assets|\bland\b|hectares|(?:total|grazing|farm|land)\s+area\b/i),
        (text) => !/capital expenditure|capex/i.test(text),
      ),
    ),
    metric(
      '29(e)',
      'Capital deployment',
      'Give the capital expenditure, financing or investment deployed towards climate-related risks and opportunities.',
      'the capital expenditure, financing or investment deployed towards climate-related risks and opportunities',
      both(
        // capital deployed, committed or spent, on mitigation (renewables, efficiency) or adaptation (hardening)
        // "committed to" is money only with money in it: "committed to a 30% cut" is a target
        (text) =>
          /capital expenditure|capex|capital (?:deployed|deployment|allocated|committed|spent)|invest(?:ed|ing|ment)|financing|\bspent\b|\bdeployed\b|\b(?:put|directed|poured|allocated)\b[^;]{0,30}\bcapital\b[^.;]{0,10}\b(?:into|to|towards|on)\b/i.test(text) ||
          (/commitments? to|committed to/i.test(text) && /\$\s?\d|\bcapital\b|\bfunding\b/i.test(text)),
        has(
          /climate|emission|low[- ]carbon|lower-emission|decarboni|net[- ]zero|adaptation|resilien|renewable|solar|energy efficien|efficiency|retrofit|electrif|transition|sustainable finance|harden|batter(?:y|ies)|flood protection|abatement|cogeneration|\bfire (?:detection|protection|breaks?)|flood (?:levees?|defences?|barriers?)/i,
        ),
        // money invested in what is vulnerable to a risk is an exposure (29(b), 29(c)), not capital deployed towards it
        // money already spent on a plan ("capital spent on the Net Zero Plan in 2025") is deployed, not anticipated
        (text) =>
          (!FUTURE(text) || (/\b(?:spent|deployed|invested|incurred)\b/i.test(text) && !/\bwill\b|\bexpect|\bplan(?:s|ned)?\s+to\b|\bby 20\d\d|over the (?:next|coming)/i.test(text))) &&
          !/internal carbon price|shadow|vulnerab|exposed to|exposure/i.test(text),
      ),
    ),
    metric(
      '29(f)',
      'Internal carbon price',
      'Say whether and how you use an internal carbon price, and give the price per tonne of CO2-e.',
      'whether and how an internal carbon price is used, and its price per tonne of CO2-e',
      // an internal price by any name: internal, shadow or notional, or a price per tonne applied to decisions
      (text) =>
        /internal (?:carbon )?price|shadow (?:carbon )?pric|internal price on carbon|notional (?:carbon )?(?:charge|price|cost)|\bprices?\s+carbon\s+internally\b/i.test(text) ||
        (/(?:\$\s?\d[\d,.]*|\b\w+\s+dollars)\s*(?:\/\s*t\b|per\s+(?:tonne|t)\b)/i.test(text) && /\bappl(?:y|ied|ies)\b|tested against|added to|used in|built into/i.test(text)) ||
        // "each tonne a proposed ship would emit is costed at A$60 when we compare investment options"
        /\b(?:each|every)\s+(?:extra\s+|additional\s+)?tonne\b[^.;]{0,80}\b(?:costed|priced|valued|charged)\s+at\s+(?:a|au|us)?\$\s?\d/i.test(text),
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
