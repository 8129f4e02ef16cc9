import { HOW_OFTEN, PHYSICAL_HAZARD } from './disclosure-language'
import examples from './placement-examples.json'
import { draftGuides } from './section-requirements'
import { contentTerms, sentences } from './text'
import type { TcfdSection } from '../contract/write'

// Where each sentence of the company's own information belongs in the draft: exactly one AASB S2 element of one
// section, so a fact is written once and never repeated across sections. Each element has weighted cues; a sentence
// goes to the element whose cues weigh most. Cues are phrased as the way fact sheets state a thing (a committee that
// "meets quarterly", "10% of the incentive", "short term is up to 2 years"), not as topic words, because the same
// topic word (risk, emissions, board) appears in sentences that belong to many elements. A sentence nothing matches
// describes the company itself, so it goes to the overview.
//
// Cues alone fit the wording of whoever wrote them: on fact sheets written by someone else they placed 68 % of
// sentences right. So each element's score is also how likely the sentence's words and word pairs are among the
// labelled example sentences of that element (placement-examples.json, a naive Bayes model). The two are added, so
// a strong cue still decides a sentence whose words the examples never saw, and the examples decide between weak cues.

type Cue = readonly [pattern: RegExp, weight: number]

const BOARD = /\b(board|committee|directors?)\b/i
// Committees of management are not the board, however the sentence capitalises them.
const MANAGEMENT_BODY = /\b(management|executive( \w+)?|steering|fleet transition|climate) committee\b/i
const SCOPE_3 = /\b(scope\s?3|scope three|financed emissions|insurance-associated|value chain emissions|pcaf)\b/i

const cues: Record<string, readonly Cue[]> = {
  'company-overview': [
    [/^[A-Z][\w&'-]*( [A-Z][\w&'-]*)* (is an?|operates|owns|runs|provides|processes|writes|sells)\b/, 4],
    [
      /^(the (company|group|trust|bank|co-operative|fund|business)|we|it) (is an?|operates|owns|runs|provides|processes|writes|sells|employs|produced)\b/i,
      4,
    ],
    [
      /\b(employs?|employees|staff|headquartered|listed on|asx-listed|customer-owned|members|policyholders|branches|hectares|stores|fleet of)\b/i,
      2,
    ],
    [
      /\b(revenue|annual sales|gross written premium|produced|of assets|in loans|investment portfolio) (for \w+ )?(was|were|of|is|\$)/i,
      3,
    ],
    [/\b(reporting (year|period)|climate statements? cover|annual climate statement|this report is)\b/i, 5],
    [/\b(is (managed|owned) by|responsible entity)\b/i, 3],
  ],
  'board-body': [
    [
      /\b(oversees?|oversight|overseen|responsible for|has oversight|is responsible|accountable for|charter|terms of reference|approved the climate)\b/i,
      3,
    ],
    [/\bboard\b|\bcommittee\b/i, 1],
  ],
  'board-information': [
    [
      /^(the )?(board|([\w,]+ ){0,4}committee)\b.*\b(reviewed|reviews|received|receives|considered|considers|discussed|discusses)\b/i,
      4,
    ],
    [
      /\b(briefs?|briefed|updates?|receives?|reports? (to|climate)|presents?|is reported to|goes to|provided to|discusses|considers|reviews?|reviewed|meets|convenes|standing item|uses climate information)\b/i,
      2,
    ],
  ],
  'board-skills': [
    [
      /\b(skills?|competenc\w*|training|trained|expertise|experienced?|qualifications?|backgrounds?|adviser|expert|former \w+|course|induction|education|development program)\b/i,
      3,
    ],
  ],
  'targets-remuneration': [
    [/\b(incentives?|remuneration|bonus(es)?|executive pay|scorecard|vests?|weighting)\b/i, 6],
    [/\bboard\b.*\b(approves|sets|monitors)\b.*\btargets?\b/i, 5],
    [/\b(board|committee)\b.*\b(monitors?|tracks?|reviews?|oversees?) progress\b/i, 5],
  ],
  'management-role': [
    [
      /\b(chief [a-z]+ officer|ceo|cfo|coo|cro|managing director|general manager|executive general manager|head of \w+|sustainability (manager|lead|team)|managers?|working group|steering group|council|management committee|team)\b/i,
      2,
    ],
    [/\b(accountable|responsible|leads?|chairs?|chaired|day[- ]to[- ]day|delegates?|coordinates|manages?)\b/i, 2],
    [/\b(delegated|delegation|has authority)\b/i, 4],
  ],
  'risks-opportunities': [
    [
      new RegExp(
        String.raw`${PHYSICAL_HAZARD.source}|\b(droughts?|heat( stress)?|sea levels?|hail\w*|water allocations?|rainfall|drier|hotter)\b`,
        'i',
      ),
      2,
    ],
    [/\b(physical|transition) risks? (include|are|from)\b|\brisks include\b|\bour main\b/i, 3],
    // a note labelled as a risk or an opportunity ("Opportunity: fibre packaging") names one
    [/^(key |main |physical |transition |acute |chronic |climate )?(risks?|opportunit(y|ies))\s*[:-]\s/i, 8],
    [/\b(main|key|biggest|principal) (climate(-related)? )?(risks?|opportunit(y|ies))\b/i, 4],
    [/\b(physical|transition) risks?\b/i, 1],
    [/\b(is|are) (an?|our) (\w+ )?(main |significant |growing |emerging )?opportunit/i, 4],
    [/\b(offers?|presents?|creates?) (an? )?([\w-]+ ){0,2}(opportunit\w*|returns|growth|markets?)\b/i, 4],
    [/\b(opportunit\w*)\b/i, 1],
    [/\b(could|may|threatens?|reduce|increas\w*|face|lose)\b/i, 1],
    [/\b(carbon price|excise|demand|shift|uninsurable|utilisation|vacancy)\b/i, 1],
  ],
  'time-horizons': [
    [/\b(short|medium|long)[- ]term\b.*\b(short|medium|long)[- ]term\b/i, 5],
    [/\b(short|medium|long)[- ]term (is|means|as|of)\b/i, 4],
    [/\btime horizons?\b|\bhorizons\b/i, 5],
    [/\bshort, medium and long term\b/i, 5],
    [/\bshort\b.*\bmedium\b.*\blong\b/i, 5],
  ],
  'business-model': [
    [
      /\b(supply chain|suppliers?|supply (contracts?|is)|value chain|depends? on|depend on|concentrated|customers|clients|tenants|leases|sold through|processors|makes up \d+% of the loan book)\b/i,
      3,
    ],
    [/\bpricing\b|\breinsurance program\b/i, 2],
    [/\b(customers|clients)\b.*\baccounts? for\b/i, 3],
  ],
  'transition-plan': [
    [
      /\b(transition plan|decarboni[sz]ation plan|climate transition plan|we plan|plan (to|replaces|covers)|we will|will (replace|build|move|stop|trial|add|introduce))\b/i,
      4,
    ],
    [/\b(the plan|timetable|assumes|assumptions?|intend to|are investing in|switch\w* to)\b/i, 4],
    [/\b(sustainable aviation fuel|renewable diesel|low-emission fuels?|green hydrogen)\b/i, 2],
    [
      /\b(electri\w+|renewable|solar|batter(y|ies)|heat pumps?|hydrogen|biomass|power purchase agreement|feed supplements|regenerate)\b/i,
      2,
    ],
    [/\bdiversify\w*\b/i, 4],
    [/\ballocated\b/i, 2],
  ],
  'financial-effects': [
    [
      /\b(cost|costs|costing|costed|lost|impairment|provision|overlay|claims|damaged|reduced (revenue|the value)|lowering revenue|margins?|insurance costs|rose|increased by|expect to spend|capital expenditure on low|expected to cost)\b/i,
      4,
    ],
    [/\$\s?\d/, 2],
  ],
  resilience: [
    [/\bscenarios?\b/i, 5],
    [
      /\b(ssp\d|rcp ?\d|ngfs|iea|step change|hot house|stress test|resilien\w*|current policies|net zero 2050|\d(\.\d)?\s?°\s?C)/i,
      4,
    ],
    [/\b(the analysis|the results|modelled)\b/i, 2],
  ],
  'identify-assess': [
    [/\b(identif\w*|assess\w*|screen\w*)\b/i, 4],
    [
      /\b(rated|rating|likelihood|consequence|matrix|hazard (maps?|model|data)|projections|due diligence|questionnaire|workshops?|outlooks)\b/i,
      2,
    ],
  ],
  'manage-prioritise': [
    [/\b(prioriti\w*|ranked)\b/i, 4],
    [/\b(monitored|monitor|escalat\w*|watch ?list|divest\w*|engage\w*)\b/i, 3],
    [
      /\b(treatment|mitigat\w*|controls?|limits?|appetite|owner|adaptation measures|accumulation|risks? (are|is) managed)\b/i,
      3,
    ],
  ],
  opportunities: [
    [
      /\bopportunit\w*\b.*\b(screened|assessed|assesses|reviewed|reviews?|identif\w*|process)\b|\b(assess\w*|review\w*|identif\w*|screen\w*)\b.*\bopportunit/i,
      6,
    ],
  ],
  integration: [
    [
      /\b(enterprise risk|erm|risk (management )?framework|risk register|integrat\w*|embedded|same (way|framework)|risk management strategy|material risks)\b/i,
      5,
    ],
  ],
  'scope-1-2': [
    [/\bscope\s?(1|2|one|two)\b/i, 5],
    [
      /\b(tco2-?e|co2-?e|greenhouse gas emissions|nger|ghg protocol|national greenhouse accounts|location[- ]based)\b/i,
      2,
    ],
  ],
  'scope-3': [
    [SCOPE_3, 7],
    [/\bcategory \d+\b/i, 4],
    [/\bsuppliers?\b.*\bemissions\b/i, 4],
  ],
  'cross-industry': [
    [/\binternal carbon price\b/i, 9],
    [/\b(capital (allocated|deployed|invested)|total (capital|investment))\b/i, 5],
    [
      /\d\s?% of (our )?(\w+ ){0,2}(equipment|depots|portfolio|lending|mortgage book|land|sums insured|assets|revenue|capital expenditure|book value|routes|sites|facilities|stores|properties|buildings|fleet|loans)\b/i,
      4,
    ],
    [/\b(flood|cyclone|bushfire|drought|fire)-prone\b/i, 2],
    [/\b(sums insured|of lending by value|portfolio value|book value)\b/i, 3],
    [/\b(exposed|high[- ](flood |bushfire |physical )?risk|very high|in areas)\b/i, 2],
    [/\b(capital expenditure (on|in fy)|green (car |home )?loans|share of revenue|reached \$)\b/i, 4],
  ],
  targets: [
    [/\btargets?\b/i, 4],
    [/^targets?\s*[:-]\s/i, 6],
    [/\bnet zero\b/i, 4],
    [/\b(set a target|target (for|of|is)|our target|aim to)\b/i, 3],
    [/\b(aim|reduction|reduce|cut)\b.*\bby 20\d\d\b/i, 2],
    [
      /\b(base(line| year| period)|from a \d{4}|against (a |the )?(fy)?\d{4}|milestones?|on track|progress towards)\b/i,
      3,
    ],
  ],
  'carbon-credits': [
    [
      /\b(offsets?|carbon credits?|accus?|australian carbon credit units?|safeguard mechanism credits|climate active|gold standard|verra|regeneration projects?|accu scheme|(removal|avoidance|nature-based|verified|certified) credits)\b/i,
      9,
    ],
  ],
}

/** Every element a draft is built from, in section order, so a tie goes to the element that comes first. */
const elementKeys = (Object.keys(draftGuides) as TcfdSection[]).flatMap((section) =>
  draftGuides[section].requirements.map((element) => element.key),
)

// Cues that only mean something when the sentence is about the board: "meets quarterly" of a management council is
// management's role, and "training" of site staff is not the board's skills.
function boardBonus(key: string, sentence: string): number {
  const aboutBoard = BOARD.test(sentence.replace(new RegExp(MANAGEMENT_BODY.source, 'gi'), ''))
  if (key === 'board-information') {
    // "It convenes six times each year" follows the sentence naming the committee, so meeting frequency counts alone.
    const meets =
      HOW_OFTEN.test(sentence) && /\b(meets|met|convenes|sits)\b/i.test(sentence) && !MANAGEMENT_BODY.test(sentence)
    // "reports to it quarterly" follows the sentence that names the committee it reports to
    const toIt = /\b(reports?|updates?|briefs?|presents? to) (to )?(it|them)\b/i.test(sentence)
    if (!aboutBoard && !meets && !toIt) return -99
    return (HOW_OFTEN.test(sentence) ? 5 : 0) + (/\bto the (board|committee)\b/i.test(sentence) || toIt ? 3 : 0)
  }
  if (key === 'board-skills') return /\b(board|directors?)\b/i.test(sentence) ? 2 : -99
  if (key === 'board-body') return aboutBoard || /\b(charter|terms of reference)\b/i.test(sentence) ? 0 : -99
  return 0
}

function cueScore(key: string, sentence: string): number {
  const base = (cues[key] ?? []).reduce((total, [pattern, weight]) => total + (pattern.test(sentence) ? weight : 0), 0)
  return base > 0 ? base + boardBonus(key, sentence) : 0
}

export type PlacementExample = { sentence: string; element: string }

/** The words and adjacent word pairs of a sentence, the features the examples are counted by. */
function features(sentence: string): string[] {
  const terms = contentTerms(sentence)
  return [...terms, ...terms.slice(1).map((term, i) => `${terms[i]} ${term}`)]
}

// Add-half smoothing: a word never seen with an element lowers its score without ruling it out.
const SMOOTHING = 0.5
// A cue's "not about the board" veto is -99; against log-likelihoods it only needs to be decisive, not infinite.
const VETO = -20

/** Log-likelihood of a sentence's features per element, learnt from labelled examples. */
function exampleScores(training: PlacementExample[]): (sentence: string) => Map<string, number> {
  const counts = new Map<string, Map<string, number>>()
  const totals = new Map<string, number>()
  const vocabulary = new Set<string>()
  for (const { sentence, element } of training) {
    const perElement = counts.get(element) ?? new Map<string, number>()
    counts.set(element, perElement)
    for (const feature of features(sentence)) {
      perElement.set(feature, (perElement.get(feature) ?? 0) + 1)
      totals.set(element, (totals.get(element) ?? 0) + 1)
      vocabulary.add(feature)
    }
  }
  return (sentence) => {
    const known = features(sentence).filter((feature) => vocabulary.has(feature))
    return new Map(
      elementKeys.map((key) => {
        const denominator = (totals.get(key) ?? 0) + SMOOTHING * vocabulary.size
        const logLikelihood = known.reduce(
          (sum, feature) => sum + Math.log(((counts.get(key)?.get(feature) ?? 0) + SMOOTHING) / denominator),
          0,
        )
        return [key, logLikelihood]
      }),
    )
  }
}

/** A placer learnt from the given examples; the app's own is learnt from placement-examples.json. */
export function trainPlacement(training: PlacementExample[]): (sentence: string) => string {
  const learnt = exampleScores(training)
  return (sentence) => {
    const likelihoods = learnt(sentence)
    let best = 'company-overview'
    let bestScore = -Infinity
    for (const key of elementKeys) {
      const value = (likelihoods.get(key) ?? 0) + Math.max(cueScore(key, sentence), VETO)
      if (value > bestScore) [best, bestScore] = [key, value]
    }
    // A target set for a scope is a target; any other sentence naming Scope 3 or financed emissions is that metric,
    // even when it also names the board or a risk.
    if (/\b(set an? (\w+ )?target|target (for|of))\b/i.test(sentence)) return 'targets'
    if (SCOPE_3.test(sentence) && !/\btargets?\b/i.test(sentence)) return 'scope-3'
    return best
  }
}

/** The element one sentence of company information belongs to. */
export const placeSentence = trainPlacement(examples)

export type PlacedFacts = Map<string, string[]>

// A clause after these joins stands as a sentence of its own: a new subject ("and the full Board approves ..."),
// another "we" statement after one that began with "we", or a "there is" statement.
const NEW_SUBJECT =
  /,? and (?=(?:there (?:is|are)|the (?:full )?board|the [\w ]{0,40}committee|our [\w-]+ (?:is|are|was|were))\b)|,? and (?=we (?:have|do|are|will|did|use|hold|set)\b)/
const WE_AGAIN = /, (?=we (?:have|do|are|will|did)\b)/
// A clause that points back ("we have reduced them 46%") is part of the fact before it.
const ANAPHORIC = /\b(?:it|its|them|they|this|these|those|which)\b/i
// Notes separate their parts with spaced dashes ("Board Risk Cttee - oversees climate risk - meets quarterly").
const NOTE_DASH = /\s[-–]\s/

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

function asSentence(clause: string): string {
  const trimmed = clause.trim().replace(/[,;:]$/, '')
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/**
 * The facts of one sentence as sentences of their own, so that each goes under its own element: a preparer often
 * packs several into one ("We have not done scenario analysis, we have not set a target, and there is no internal
 * carbon price"; "Scope 1 was 1,020 tCO2-e; Scope 3 is not yet measured"). A part under four words stays with the
 * sentence, since it is rarely a fact alone. In a note of dash-separated parts, a part that starts with a verb
 * ("meets quarterly") takes the note's first part as its subject.
 */
export function factClauses(sentence: string): string[] {
  const dashed = sentence.split(NOTE_DASH)
  if (dashed.length >= 3 && words(dashed[0]!) <= 6) {
    const [subject, ...rest] = dashed.map((part) => part.trim().replace(/\.$/, ''))
    const verbFirst = (part: string) => /^(?!(?:is|was|has|does)\b)[a-z]{3,}s\b/.test(part)
    if (rest.some(verbFirst)) {
      const clauses = [subject!, ...rest].reduce<string[]>((joined, part, i) => {
        if (i === 0) return [part]
        if (verbFirst(part)) return [...joined, `${subject} ${part}`]
        if (/^[A-Z]/.test(part) && words(part) >= 2) return [...joined, part]
        joined[joined.length - 1] = `${joined.at(-1)} - ${part}`
        return joined
      }, [])
      // the subject alone said nothing once each verb has taken it
      const kept = clauses[0] === subject && clauses.length > 1 ? clauses.slice(1) : clauses
      return kept.map(asSentence)
    }
  }
  const joints = [';\\s*', NEW_SUBJECT.source, ...(/^we\b/i.test(sentence) ? [WE_AGAIN.source] : [])]
  // the joints are captured, so a part that cannot stand alone is put back with the words that joined it
  const pieces = sentence.split(new RegExp(`(${joints.join('|')})`, 'i'))
  const clauses: string[] = [pieces[0]!]
  for (let i = 1; i < pieces.length; i += 2) {
    const [joint, part] = [pieces[i]!, pieces[i + 1] ?? '']
    const leansBack = ANAPHORIC.test(part) || words(part) < 4 || words(clauses.at(-1)!) < 4
    if (leansBack) clauses[clauses.length - 1] += joint + part
    else clauses.push(part)
  }
  return clauses.length === 1 ? [sentence] : clauses.map(asSentence)
}

/** Every fact of the company information, placed under exactly one element, in the order the user wrote them. */
export function placeFacts(companyInfo: string): PlacedFacts {
  const placed: PlacedFacts = new Map()
  for (const clause of sentences(companyInfo).flatMap(factClauses)) {
    const key = placeSentence(clause)
    placed.set(key, [...(placed.get(key) ?? []), clause])
  }
  return placed
}
