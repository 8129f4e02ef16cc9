// Reading a disclosure sentence for what it claims, not only which words it uses: whether a clause says something is
// not done (yet), whether it gives a quantity, and which emissions figures (number and unit) belong to which scope,
// including a scope a writer describes instead of numbering ("the fuel we burn ourselves", "electricity drawn from the
// grid", "emissions in our value chain"). Notes are read as prose: a label may end at a colon, a table cell's bar or a
// spaced dash, a shortening ("Mgmt", "Cttee", "3x/yr") is read as the word it stands for, and a misspelt key word
// ("responsibilty") as the word meant. The AASB S2 check (aasb-s2-elements.ts) builds its statuses on these.

// A label before a colon: a few words with no verb or pronoun of their own ("Targets", "• Capital deployed", "Scope 1
// and 2 emissions", "ASSESS/RANK", "Targets & pay"). "We have not set targets" before a colon is a claim, not a label.
const LABEL_LEAD = /^[^\w]*(?:[\w&'’()/+-]+\s+){0,4}[\w&'’()/+-]+$/
const NOT_IN_A_LABEL = /\b(?:we|it|they|is|are|was|were|has|have|had|do|does|did|will|would|can|could|not|no)\b/i

// What a label says in brackets ("Scope 3 (categories 1 and 6, supplies and travel)") adds no words to the label.
function isLabel(lead: string): boolean {
  const label = lead.replace(/\s*\([^()]*\)/g, '')
  return /\w/.test(label) && LABEL_LEAD.test(label) && !NOT_IN_A_LABEL.test(label)
}

// What follows a label: a colon, a table cell's bar, a spaced dash or an arrow ("Horizons - not defined",
// "Skills | not assessed", "Board -> Sustainability Committee").
const AFTER_LABEL = /\s*(?::|\||->|→|\s[-–—])\s+/

/** The clause without a leading label: "Transition plan: none." reads as "none.". */
export function withoutLabel(clause: string): string {
  // a mark inside brackets ("Scope 3 (category 9 – shipping): ...") is part of the label, not its end
  const mark = AFTER_LABEL.exec(clause.replace(/\([^()]*\)/g, (inside) => '_'.repeat(inside.length)))
  return mark && isLabel(clause.slice(0, mark.index)) ? clause.slice(mark.index + mark[0].length) : clause
}

// A note's bare verdict on what comes before its colon: "none at present", "nil", "TBC", "not assessed".
const VERDICT =
  /^(?:none|nil|n\/a|tbc|tbd|pending|not\s+(?:yet|assessed|applicable|done|set|defined|established|in\s+place|known))\b/i

/**
 * A part of a sentence cut at each colon that opens a new claim ("We have not set targets: we intend to ..."); a colon
 * after a label is not one, since the label names the topic of what follows ("Targets: net zero by 2030 ..."), nor is
 * one before a bare verdict, however long the label ("Formal climate-specific competence requirements for directors:
 * none at present"), which denies what it follows.
 */
function splitAtColons(part: string): string[] {
  const out: string[] = []
  let start = 0
  for (const colon of part.matchAll(/:\s+(?=[a-z]{2,}\b)/gi)) {
    const at = colon.index
    if (isLabel(part.slice(start, at)) || VERDICT.test(part.slice(at + colon[0].length))) continue
    out.push(part.slice(start, at))
    start = at + colon[0].length
  }
  out.push(part.slice(start))
  return out
}

/**
 * A part of a sentence cut at a spaced dash in notes when one side denies and the other does not ("there is no
 * separate climate process - climate sits in the normal risk register"), so the denial does not swallow the claim.
 * Other dashes set off a title, an aside or a total ("General Manager - Sustainability", "Cat 9 & Cat 10 - total
 * 612,000 tCO2-e") and keep the part whole.
 */
function splitAtDashes(part: string): string[] {
  const dash = /\s[-\u2013\u2014]\s+(?=[a-z]{2,}\b)/.exec(part)
  if (!dash || isLabel(part.slice(0, dash.index))) return [part]
  const left = part.slice(0, dash.index)
  const right = part.slice(dash.index + dash[0].length)
  return isDenial(left) !== isDenial(right) ? [left, ...splitAtDashes(right)] : [part]
}

const BRACKETED_DASH: Record<string, string> = { '-': '\u2065', '\u2013': '\u2066', '\u2014': '\u2067' }
const UNBRACKETED_DASH: Record<string, string> = Object.fromEntries(
  Object.entries(BRACKETED_DASH).map(([dash, mark]) => [mark, dash]),
)

/**
 * A sentence cut where a second claim starts ("...; we intend to ...", "..., but ...", "..., and inbound supply is
 * exposed to floods", a new subject with its own verb after a claim with one; "drought, heat, and floods are" is a
 * list), so that "we have not set a
 * Scope 3 target, but Scope 1 emissions were 12 kt CO2-e" keeps its figure while its first half stays negated, and
 * "flood damage cost us $4 million, and we expect ..." keeps a current and an anticipated effect apart, as ", and $11.2
 * million was spent on ..." keeps money spent apart from the share exposed before it.
 */
export function clauses(sentence: string): string[] {
  // "Although we have not quantified it, our analysis shows ...": the leading concession is its own clause.
  // So is a leading reason: "Because the Trust does not operate the vineyards, its own Scope 1 emissions are nil".
  const concession = /^(?:although|though|while|whilst|whereas|because)\b[^,]*,\s+/i.exec(sentence)
  if (concession) return [concession[0].replace(/,\s+$/, ''), ...clauses(sentence.slice(concession[0].length))]
  // a semicolon or a spaced dash inside brackets separates items of a list, not claims: "Value chain (travel;
  // purchased goods) 61,300 t", "Scope 3 (category 9 – shipping): 64,300 tCO2-e"
  const bracketed = sentence.replace(/\([^()]*\)/g, (inner) =>
    inner
      .replace(/;/g, '\u2063')
      .replace(/\s([-\u2013\u2014])\s/g, (_, dash: string) => ` ${BRACKETED_DASH[dash] ?? dash} `),
  )
  return bracketed
    .split(
      /;\s+|,\s+(?:but|while|although|whereas|however)\s+|\s+but\s+|,\s+and\s+(?=(?:we|our|it|they|the board|the committee)\b)|,\s+(?=no\s+(?:[^\s;.]+\s+){1,16}(?:has|have|is|are|was|were)\s+(?:been\s+)?\w+ed\b)|(?<=\b(?:is|are|was|were|has|have|had)\b[^;]*),\s+and\s+(?=(?:[\w'’$.-]+\s+){1,8}(?:is|are|was|were)\s+(?!\d))/i,
    )
    .flatMap(splitAtColons)
    .flatMap(splitAtDashes)
    .map((part) =>
      part
        .replace(/\u2063/g, ';')
        .replace(/[\u2065-\u2067]/g, (mark) => UNBRACKETED_DASH[mark] ?? mark)
        .trim(),
    )
    .filter(Boolean)
}

// Phrases with "no" or "not" that do not deny anything ("no more than 10% of the target", "not only ...").
// A scenario's assumption ("a world where no new coal plants are built") is not one either.
// "None of this stands apart from ..." and "none of it sits in a separate silo" deny a separation, so they affirm, as
// does a board that "has not delegated climate oversight to a committee and retains it itself". Pay that "is deferred"
// for a period is how the pay works, not work put off.
const NOT_A_DENIAL =
  /(?<=\b(?:STI|LTI|bonus(?:es)?|awards?|incentives?|remuneration|pay)\b[^.;]{0,40})\b(?:is|are|was|were|been)\s+deferred\b|\b(?:has|have|does|do)\s+not\s+delegated?\b(?=[^.;]*\bretains?\b)|\bnone\s+of\s+(?:this|these|them|it)\b(?=[^.;:]*\b(?:apart|separate(?:ly)?|silo|isolation)\b)|\b(?:no|not)\s+(?:more|less|later|earlier|fewer)\s+than\b|\bnot\s+only\b|\bnot\s+exceed|\b(?:where|in which|assuming|assumes?)\s+no\b/gi

const DENIALS = [
  // "we have not", "do not yet", "is not yet", "has not been", "did not", "cannot"
  /\b(?:have|has|had|do|does|did|is|are|was|were|can|could|will|would)\s*(?:currently\s+|presently\s+|yet\s+|as\s+yet\s+)?(?:not|n't)\b/i,
  /^(?:not|never)\b|\bnever\s+been\b/i,
  // a note's bare verdict after its label: "Scope 3: TBC", "Scenario analysis: pending", "Skills | n/a", "Nothing
  // formal", "Deferred"; "premature", "out of scope" and "insufficient data" say it is not done either
  /^(?:n\/a|tbc|tbd|pending|deferred|postponed|nothing|unknown|not\s+known|watch\s+this\s+space)\b|^under\s+(?:review|consideration)\s*\.?\s*$|\bremains?\s+to\s+be\b|\bawaiting\b|\bno\s+longer\b|\bonly\s+(?:[\w-]+\s+){0,2}informally\b|\bforms?\s+no\s+part\b|\bwithout\s+(?:a|an|any)\s+(?:[\w-]+\s+){0,2}(?:committee|process|plan|targets?|framework|policy|strategy|link|assessment)\b|\b(?:tbc|tbd)\b|\bpremature\b|\b(?:out\s+of|outside(?:\s+the)?)\s+scope\b|\binsufficient\s+(?:data|information)\b/i,
  // not yet done, in the words of a plan: "A transition plan is in development", "Planned for FY26.", "is developing
  // its transition plan", "roles are being finalised", "remains a work in progress", "in due course"; a plan or process still being made is not
  // one in place, while developing a product or a site is an activity
  /\b(?:is|are|remains?|currently|still)\s+in\s+development\b|^(?:[\w\s-]{0,40}:\s*)?in\s+development\b|\b(?:is|are)\s+(?:still\s+)?being\s+(?:finali[sz]ed|developed|established|defined|designed|drafted|formali[sz]ed|set\s+up|worked\s+out)\b|^(?:planned|scheduled)\s+for\b|\bwork\s+in\s+progress\b|\bworking\s+through\b|\bstill\s+(?:working\s+out|deciding|considering|exploring|scoping)\b|\bin\s+due\s+course\b|\b(?:development|preparation|drafting|design)\s+of\s+(?:[\w-]+\s+){0,4}(?:is|are)\s+underway\b|\b(?:is|are)\s+(?:currently\s+)?(?:developing|preparing|designing|drafting|finali[sz]ing)\s+(?:its|a|an|the|our|their)\s+(?:[\w-]+\s+){0,2}(?:plan|strategy|framework|process|targets?|policy|roadmap|assessment|approach|methodology|analysis)\b/i,
  // reporting relief used instead of disclosure: "has applied the transition relief for Scope 3"
  /\b(?:transition(?:al)?|first[- ]year)\s+relief\b|\brel(?:y|ies|ying)\s+on\s+the\s+relief\b/i,
  // kept apart from the company's risk management: "managed separately from the enterprise risk framework", "is
  // currently managed separately by the Water and Climate Group"
  /\b(?:managed|handled|run|assessed|tracked)\s+(?:currently\s+)?separately\b|\b(?:separately|apart)\s+from\s+(?:the|our|its)\s+(?:[\w-]+\s+){0,3}(?:framework|process|register|system|ERM)\b|\boutside\s+(?:the|our|its)\s+(?:[\w-]+\s+){0,3}(?:framework|process|register|ERM)\b|^absent\s+(?:a|an|any)\b/i,
  /\bcannot\b|\bnot\s+yet\b|\bnot\s+currently\b|\bnot\s+(?:been|in place|part of|integrated|linked|measured|quantified|defined)\b/i,
  // "have yet to", "is yet to", "are yet to be"
  /\b(?:have|has|is|are)\s+yet\s+to\b/i,
  // "no board committee has ...", "there is no process", "no ... in place", "none of", "has no link", "plays no part"
  /^(?:at present,?\s+|currently,?\s+)?no\b/i,
  // the subject using none of it: "We use no offsets", "The Group applies no internal carbon price"; a reason given in
  // passing ("Scope 1: 0 t (we own no vehicles and use no gas)") is not the clause's subject denying
  /^(?:we|it|they|the\s+(?:[\w-]+\s+){0,2}(?:group|company|entity|business|bank|fund|trust|board|council))\s+(?:currently\s+)?(?:uses?|used|holds?|buys?|bought|purchases?|purchased|applies|apply|sets?)\s+no\b/i,
  /\bno\s+(?:[\w-]+\s+){0,4}(?:is|are|has|have|was|were|in place)\b/i,
  /\bthere\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:currently\s+|presently\s+|as\s+yet\s+|also\s+|still\s+|yet\s+)?no\b|\bnone\s+of\b|\b(?:has|have|had|plays?|received)\s+no\b|\blacks?\b/i,
  // "neither the board nor ...", "nobody", "no one", "targets: none set"
  /\bneither\b[^.]*\bnor\b|\bnobody\b|\bno\s+one\b|^none\b|\bnone\s+(?:set|identified|defined|in place|established|disclosed|reported|yet|to date)\b/i,
  // not able, not yet possible, not decided: "unable to", "not in a position to", "too early to", "chosen not to"
  /\b(?:(?:is|are|was|were|been|remains?)\s+(?:currently\s+|presently\s+)?(?:unable|not\s+able|not\s+(?:yet\s+)?in\s+a\s+position))\s+to\b|\btoo\s+early\s+to\b|\b(?:chosen|chose|decided|elected)\s+not\s+to\b|\bprevented\s+(?:us|the\s+\w+)\s+from\b/i,
  // left out of the report or the process: "are excluded from", "this report omits", "beyond the scope of"
  /\b(?:is|are|was|were|been)\s+(?:excluded|omitted)\s+from\b|\b(?:report|disclosure|statement|section)\s+(?:excludes|omits)\b|\b(?:beyond|outside)\s+the\s+scope\s+of\b|\babsent\s+from\b/i,
  // not there yet: "still to be developed", "still being defined", "remains outstanding", "has been deferred"
  /^to\s+be\s+(?:developed|established|set|defined|prepared|completed|reported|measured|published|disclosed|determined|confirmed|agreed|assessed|calculated|quantified|added|included|incorporated|integrated|written|considered|reviewed)\b|\bstill\s+(?:to\s+be|being)\b|\b(?:is|are|was|were|remains?)\s+(?:unavailable|not\s+available|outstanding|pending|incomplete)\b|\b(?:been|is|are|was|were)\s+(?:deferred|postponed)\b/i,
  /\bwill\s+consider\s+(?:developing|setting|adopting|establishing|undertaking|whether)\b|\bmay\s+(?:consider|look\s+at|explore)\b|\bwill\s+follow\b|\bearly\s+stages?\s+of\b|\bworking\s+towards?\s+(?:developing|establishing|setting|an?\s+(?:[\w-]+\s+){0,2}(?:plan|process|framework|policy|strategy|assessment)\b)/i,
  // an intention for a later period is not a disclosure of the thing itself: "we plan to undertake ... next year",
  // "integration is planned once the Head of Sustainability is appointed"
  /\b(?:plans?|planning|intends?|intending|proposes?|aims?|expects?)(?:,\s+[^,]{1,30},)?\s+to\s+(?:undertake|develop|establish|begin|start|commence|conduct|perform|measure|report|set|adopt|introduce|publish|complete|calculate|assess|disclose|formali[sz]e|quantify|define|prepare|identify|record|include|add|capture|integrate|embed|incorporate|link|tie|train)\b/i,
  /\b(?:intention|intent)\s+(?:is\s+)?to\b|\b(?:is|are)\s+(?:planned|scheduled|proposed)(?:\s+(?:for|once|when|after|from|by|in|next)\b|\s*[.;]?\s*$)|\bin\s+future\s+(?:reporting\s+)?(?:periods|years)\b/i,
  /\b(?:plan|intend|expect|anticipate|aim)s?\s+(?:to\s+)?(?:setting|developing|establishing|undertaking|conducting|performing|measuring|adopting|introducing|publishing|completing|defining|preparing|quantifying)\b/i,
  /\bwill\s+(?:undertake|develop|establish|conduct|perform|measure|disclose|set|adopt|introduce|publish|complete|calculate|assess|define|prepare|identify|quantify)\b/i,
  /\bwill\s+(?:be\s+)?(?:undertaken|developed|established|begin|start|commence|conducted|performed|measured|reported|set|adopted|introduced|published|completed|calculated|assessed|disclosed|defined|prepared|identified|quantified|updated|amended|extended|included|integrated|embedded|incorporated|addressed|covered|considered|finali[sz]ed|recorded|added|captured|linked|tied)\b/i,
  // deferred to a later report: "our position on carbon credits will be set out in a future report"
  /\b(?:in|to)\s+(?:a\s+)?(?:future|later|subsequent|next\s+year'?s)\s+(?:report|reports|disclosure|disclosures|reporting\s+periods?)\b/i,
  // acknowledging or exploring something is not doing it: "we recognise the importance of a transition plan"
  /\b(?:recogni[sz]e|acknowledge|understand)s?\s+the\s+(?:importance|need|value)\s+of\b|\bexploring\b|\bconsidering\s+(?:whether|how|developing|adopting)\b|(?<!\bwhat\s+(?:\w+\s+){0,3})\blooking\s+(?:at|into)\b(?!\s*(?:[,.;:)]|$))|\binvestigating\b/i,
  /\bunder\s+development\b|\bbeing\s+developed\b|\bin\s+the\s+process\s+of\s+(?:developing|establishing|setting)\b/i,
  // work that is only scoped, begun or scheduled, or an approach still young: "has been scoped but not started", "we
  // are scoping a scenario analysis", "have commenced work on a transition plan", "forms part of our FY27 work plan",
  // "is on our roadmap for FY27", "is the subject of ongoing work", "is in its infancy", "we are still building our
  // understanding", "data is insufficient to report"
  /\bnot\s+(?:yet\s+)?(?:started|begun|commenced)\b|\b(?:scoping|commenced\s+work\s+on|begun\s+work\s+on|started\s+work\s+on|initiated\s+work\s+on)\s+(?:a|an|the|our|its)\s+(?:[\w-]+\s+){0,3}?(?:plan|process|framework|assessment|analysis|strategy|policy|targets?|roadmap|methodology|study|review)\b|\b(?:forms?\s+part\s+of|is\s+on|is\s+in|features\s+in)\s+(?:our|the)\s+(?:FY\s?\d{2,4}|20\d\d)\s+(?:work\s*plan|roadmap|program(?:me)?|plan|priorities)\b|\bon\s+(?:our|the)\s+roadmap\s+for\s+(?:FY\s?\d|20\d\d)|\bsubject\s+of\s+(?:ongoing|further|future)\s+work\b|\bin\s+(?:its|their)\s+infancy\b|\b(?:is|are|remains?)\s+at\s+an\s+(?:early|initial)\s+stage\b|\bstill\s+(?:building|developing|forming)\s+(?:our|its|their)\s+(?:understanding|knowledge|capability|capabilities|approach)\b|\b(?:is|are)\s+(?:insufficient|inadequate|not\s+sufficient)\s+to\b/i,
  // work begun on something not yet in place, an area still to develop, or work put off: "work is underway to develop a
  // transition plan", "this remains an area of development", "has deferred scenario analysis to FY27", "this will come
  // once the risk assessment is complete"
  /\bwork\s+(?:is|has)\s+(?:underway|under\s+way|ongoing|in\s+progress|begun|started|commenced)\s+(?:to|on)\s+(?:develop|establish|set|prepare|define|design|formalise|formalize|quantify|assess|developing|establishing|setting|preparing|defining|designing|quantifying|assessing)\b|\b(?:remains?|is)\s+an\s+area\s+(?:of|for)\s+(?:further\s+)?(?:development|improvement|further\s+work)\b|\b(?:has|have|had)\s+(?:deferred|postponed)\b|\bwill\s+(?:come|follow)\s+(?:once|when|after)\b|\bwill\s+look\s+(?:at|into)\b|\b(?:outside|beyond)\s+(?:our|the\s+company's|the\s+group's)\s+(?:capacity|resources)\b/i,
  // undecided or unfinished: "remains under consideration", "is being planned", "we are still assessing", "is
  // expected to be set in FY2027", "will look to"; "kept under review" is oversight, not a denial
  /\b(?:is|are|was|were|remains?)\s+(?:currently\s+|still\s+)?under\s+(?:consideration|review|discussion|evaluation)\b|\bbeing\s+(?:planned|considered|scoped|explored)\b|\bstill\s+(?:assessing|developing|considering|evaluating|determining|finalising|finalizing|scoping)\b/i,
  /\b(?:is|are)\s+expected\s+to\s+be\s+(?:set|developed|established|prepared|completed|reported|published|disclosed|defined|introduced|adopted|measured|assessed|undertaken)\b|\bwill\s+look\s+to\b|\b(?:in|form\s+part\s+of|part\s+of)\s+(?:our|the|its)\s+next\s+(?:report|disclosure|statement)\b/i,
]

/**
 * Whether a clause leans on what came before it for its subject: it opens with a pronoun ("They are scored on the
 * risk matrix", "These KPIs make up 12.5% of the STI"), a participle ("prioritised by residual rating"), or a lower-case
 * word after a semicolon or colon ("...: one fifth of the STI depends on abatement milestones"). Its topic is then read
 * with the text it continues, while what it claims is still its own.
 */
export function continuesPrevious(clause: string): boolean {
  const text = clause.replace(/^[^\w$]+/, '')
  return (
    /^(?:it|its|they|their|these|this|those|such|each|both|which|them)\b/i.test(text) ||
    /^[a-z]\w*ed\b/i.test(text) ||
    /^[a-z]/.test(text)
  )
}

// Notes shorten the words a claim turns on ("Mgmt", "Cttee", "Opps", "3x/yr", "2-7y", "Scope 2 loc 21,800 t"): each is read
// as the word it stands for. Only shortenings with one reading in a climate disclosure are listed.
const SHORTENINGS: [RegExp, string][] = [
  [/\bmgmt\b/gi, 'management'],
  [/\bcttees?\b/gi, 'committee'],
  [/\bopps\b/gi, 'opportunities'],
  [/\bopp\b/gi, 'opportunity'],
  // scopes by their initial: "S1: 1,480 tCO2-e", "-50% S1+S2 by 2030"
  [/\bS([123])\b/g, 'Scope $1'],
  [/\bexecs\b/gi, 'executives'],
  [/\bexec\b/gi, 'executive'],
  [/\bdecarb\b/gi, 'decarbonisation'],
  [/\bgovt\b/gi, 'government'],
  [/\byrs\b/gi, 'years'],
  [/\b(\d+)\s*y\b/gi, '$1 years'],
  // horizons in capitals before their period: "ST <2y, MT 2-7y, LT 7-20y"
  [/\bST\b(?=\s*[<>≤≥=:(\d])/g, 'short term'],
  [/\bMT\b(?=\s*[<>≤≥=:(\d])/g, 'medium term'],
  [/\bLT\b(?=\s*[<>≤≥=:(\d])/g, 'long term'],
  [/\b(\d+)\s*x\s*(?:\/|per\s+|a\s+)(?:yr|year)\b/gi, '$1 times a year'],
  [/\bp\.a\.(?=\s|$)/gi, 'a year'],
  [/\byr\b/gi, 'year'],
  [/\bloc\b(?=\s*[\d(:-])/gi, 'location-based'],
  // openings as a name for opportunities, where it cannot be a shop's: "climate openings", a label "Openings:"
  [/\bclimate(?:-related)?\s+openings\b/gi, 'climate opportunities'],
  [/\bopenings(?=\s*:)/gi, 'opportunities'],
  // contractions the rules would otherwise miss: "we won't use any carbon credits", "can't yet", "don’t" (curly)
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bcan['’]t\b/gi, 'cannot'],
  [/n’t\b/g, "n't"],
  [/\bmkt\b(?=\s*[\d(:-])/gi, 'market-based'],
]

// The words the check's rules turn on, so a misspelling of one ("responsibilty", "recieves", "comittee") is read as
// the word: a letter dropped, added, changed or two swapped inside a word of seven letters or more. A different
// ending ("assesses" for "assessed", "committed" for "committee") is another word or form, not a typo, and is left
// alone, as is a different first letter.
const KEY_WORDS = [
  'responsibility',
  'responsibilities',
  'responsible',
  'accountable',
  'accountability',
  'oversight',
  'oversees',
  'overseeing',
  'receives',
  'received',
  'committee',
  'committees',
  'emissions',
  'scenario',
  'scenarios',
  'resilience',
  'resilient',
  'opportunity',
  'opportunities',
  'remuneration',
  'governance',
  'integrated',
  'integration',
  'identified',
  'identifies',
  'assessment',
  'management',
  'transition',
  'physical',
  'location',
  'incentive',
  'incentives',
  'quarterly',
  'annually',
  'register',
  'renewable',
  'adaptation',
  'sustainability',
  'decarbonisation',
  'prioritised',
  'likelihood',
  'consequence',
  'financial',
  'strategy',
  'competency',
  'competence',
  'training',
  'briefing',
  'briefed',
  'exposure',
  'vulnerable',
  'electricity',
  'transport',
  'targets',
  'baseline',
  'offsets',
  'credits',
]

function withinOneEdit(word: string, key: string): boolean {
  if (Math.abs(word.length - key.length) > 1 || word === key) return false
  let i = 0
  while (i < word.length && i < key.length && word[i] === key[i]) i++
  // a typo keeps the first letter and falls inside the word; a change at its end is another form of it
  if (i === 0 || i >= key.length - 2) return false
  const rest = (a: string, b: string) => a.slice(i + 1) === b.slice(i + 1)
  if (word.length === key.length)
    return (
      rest(word, key) || (word[i] === key[i + 1] && word[i + 1] === key[i] && word.slice(i + 2) === key.slice(i + 2))
    )
  return word.length > key.length ? word.slice(i + 1) === key.slice(i) : word.slice(i) === key.slice(i + 1)
}

function corrected(word: string): string {
  if (word.length < 7) return word
  const lower = word.toLowerCase()
  if (KEY_WORDS.includes(lower)) return word
  const key = KEY_WORDS.find((candidate) => withinOneEdit(lower, candidate))
  if (!key) return word
  return /^[A-Z]/.test(word) ? key[0]?.toUpperCase() + key.slice(1) : key
}

/** The text with note-style shortenings written out and misspelt key words corrected, for reading, not for showing. */
export function readableNotes(text: string): string {
  const spelt = text.replace(/[A-Za-z]{7,}/g, corrected)
  // a shortening that opens a sentence keeps its capital, so the sentence is not read as continuing the one before
  return SHORTENINGS.reduce(
    (out, [pattern, word]) =>
      out.replace(pattern, (match: string, ...groups: unknown[]) => {
        const full = typeof groups[0] === 'string' && /\$1/.test(word) ? word.replace('$1', groups[0]) : word
        return /^[A-Z]/.test(match) ? full.charAt(0).toUpperCase() + full.slice(1) : full
      }),
    spelt,
  )
}

/** Whether a clause says something is not done, not in place, or only planned for later. */
export function isDenial(clause: string): boolean {
  // A label keeps its clause ("Transition plan: none."), so what follows the label is read as the clause's start, as
  // is a verdict after a colon when the words before it are too many for a label.
  const colon = /:\s+/.exec(clause)
  const verdict = colon ? clause.slice(colon.index + colon[0].length) : ''
  const text = (VERDICT.test(verdict) && !/^nil\b/i.test(verdict) ? verdict : withoutLabel(clause)).replace(
    NOT_A_DENIAL,
    ' ',
  )
  // "nil" after a label denies ("Board skills | nil"), except as a figure for emissions ("Scope 1: nil")
  if (/^nil\b/i.test(text) && !/scope|emission|co2|tonnes/i.test(clause)) return true
  // A denial inside brackets is an aside when the clause gives a figure outside them: "Scope 3 (category 9; category
  // 11 is not applicable to a port operator): 64,300 tCO2-e" reports Scope 3.
  const outside = text.replace(/\([^()]*\)/g, ' ')
  if (
    outside !== text &&
    /\d/.test(outside.replace(/\bscope\s*[123]\b/gi, ' ')) &&
    !DENIALS.some((denial) => denial.test(outside))
  )
    return false
  // a share or amount of nothing, and no other figure, says the thing is not there: "Executive pay linked to climate
  // 0%", "Capital deployed: $0"; zero emissions ("Scope 2: 0 tCO2-e") are a figure, not a denial
  if (/(?<![\d.,])0(?:\.0+)?\s*(?:%|per\s?cent\b)|\$\s?0(?![\d.,]*\d*[1-9])\b/i.test(clause) && !/[1-9]/.test(clause))
    return true
  return DENIALS.some((denial) => denial.test(text))
}

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|fifty|sixty|seventy|eighty|ninety'
const QUANTITY = new RegExp(
  [
    String.raw`\d[\d,]*(?:\.\d+)?\s*(?:%|per\s?cent\b)`,
    // a dollar sign, or a currency's code before the amount: "AUD 60 per t-CO2e"
    String.raw`(?:a|au|us)?\$\s?\d|\b(?:AUD|USD|NZD|EUR|GBP)\s?\d`,
    String.raw`\d[\d,]*(?:\.\d+)?\s*(?:million|billion|bn|thousand)\b`,
    String.raw`\b(?:${NUMBER_WORDS})[\s-]per\s?cent\b`,
    String.raw`\b(?:a|one)[\s-]+(?:fifth|quarter|third|half)\b`,
    String.raw`\b(?:${NUMBER_WORDS})(?:[\s-]+(?:hundred|thousand|million|billion))?\s+dollars\b`,
    String.raw`\d(?:\.\d+)?\s?(?:m|bn|b|k)\b(?=\s+(?:of|in|on|for|to|a|per|was|were)\b|[,.;)]|$)`,
    String.raw`\bhalve\b`,
    // a count out of a whole is a share: "2 of 9 distribution centres", "1,140 of 3,000 sites", "three of our seven mills"
    String.raw`(?:\b\d[\d,]*|\b(?:${NUMBER_WORDS}))\s+(?:out\s+)?of\s+(?:(?:our|the|its|all|their)\s+)?(?:\d[\d,]*|(?:${NUMBER_WORDS})\b)`,
  ].join('|'),
  'i',
)

/** Whether the text gives an amount or a share (a percentage, a dollar amount, "a fifth"), the form 29(b)-(g) ask for. */
export function hasQuantity(text: string): boolean {
  return QUANTITY.test(text)
}

// tCO2-e in the ways reports write it: "tCO2-e", "t CO2e", "t-CO2e", "kt CO2-e", "tonnes of CO2-e", "Mt CO2e", "tCO₂e",
// "tonnes of carbon dioxide equivalent".
const TONNES = String.raw`(?:million\s+|thousand\s+)?(?:t|kt|mt|tonnes?|kilotonnes?|megatonnes?)`
const EMISSIONS_UNIT = String.raw`${TONNES}\s*-?\s*(?:of\s+)?(?:co[2₂]\s*-?\s*e(?:q)?\b|carbon dioxide equivalent)`
const UNIT = new RegExp(EMISSIONS_UNIT, 'i')

/** The emissions unit a text gives ("tCO2-e", "tonnes of carbon dioxide equivalent"), as written, or null. */
export function emissionsUnitIn(text: string): string | null {
  return UNIT.exec(text)?.[0] ?? null
}
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`
// A number in words: "twenty-one thousand four hundred", "one hundred and twelve".
const WORD_NUMBER = String.raw`(?:${NUMBER_WORDS}|hundred|thousand|million)(?:[\s-]+(?:and\s+)?(?:${NUMBER_WORDS}|hundred|thousand|million))*`
const FIGURE = new RegExp(String.raw`(?:${NUMBER}|\b${WORD_NUMBER})\s*${EMISSIONS_UNIT}`, 'gi')
// Once a sentence has given the unit, its other figures may give "tonnes" alone ("twenty-one thousand tonnes of carbon
// dioxide equivalent (Scope 1); thirty-eight thousand tonnes (Scope 2)"), or none when the unit leads the list
// ("Emissions, in tonnes of carbon dioxide equivalent: scope one, 486,200; scope two, 4,150").
const BARE_FIGURE = new RegExp(String.raw`(?:${NUMBER}|\b${WORD_NUMBER})\s*${TONNES}\b`, 'gi')
// "Scope 1 emissions are nil" and "Scope 1: zero" report a figure, while "net zero by 2050" is a target.
const NIL = /(?:\b(?:is|are|was|were)\s+|:\s*)(?:nil|zero)\b(?!\s+(?:by|from|in)\b)/gi
const SCOPE_WORDS: Record<string, number> = { one: 1, two: 2, three: 3 }
const SCOPE_NUMBER = String.raw`([123]|one|two|three)\b`
const SCOPE = new RegExp(
  String.raw`\bscope\s*${SCOPE_NUMBER}(?:\s*(?:,|and|&|\+)\s*(?:scope\s*)?${SCOPE_NUMBER})?(?:\s*(?:,|and|or|&)\s*(?:scope\s*)?${SCOPE_NUMBER})?`,
  'gi',
)
const scopeNumber = (name: string): number => SCOPE_WORDS[name.toLowerCase()] ?? Number(name)

// The scopes by what they are, for a writer who never says "Scope": the fuel a company burns itself or its direct
// emissions (1), the electricity it buys from the grid (2), and what arises in its value or supply chain or its
// categories (3).
const SCOPE_PARAPHRASES: [RegExp, number][] = [
  [
    /\bdirect\s+(?:ghg\s+|greenhouse\s+gas\s+)?emissions\b|^\W*(?:A\.\s*)?direct\b(?=\s*[(:|])|\bfuels?\b(?:\s+and\s+gas)?\s+(?:we\s+)?(?:burn(?:ed|t)?|combust(?:ed)?)\b/gi,
    1,
  ],
  [
    /\b(?:purchased|bought|imported)\s+electricity\b|\belectricity\s+(?:we\s+)?(?:take|took|taken|draw|drew|drawn|buy|bought|purchased|imported)\s+from\s+the\s+grids?\b|\bgrid[- ]electricity\b/gi,
    2,
  ],
  // Scope 3 is the only scope with categories ("Category 15", "Cat 1, Cat 4"), and financed emissions are its
  // category 15; a category of storm ("a category 4 cyclone") is not one
  [
    /\b(?:in|across|from)\s+(?:our|its|their|the)\s+(?:value|supply)\s+chain\b|^\W*value\s+chain\b(?=\s*[(|:])|\b(?:value|supply)[- ]chain\s+emissions\b|\b(?:financed|investee|portfolio)\s+emissions\b|\bcat(?:egory|egories|\.)?\s*\d{1,2}\b(?!\s*(?:cyclone|storm|hurricane|bushfire|fire))/gi,
    3,
  ],
]

/**
 * The text with "Scope N" named before each description of a scope ("fuel we burn ourselves: 9,400 t" reads as
 * "Scope 1 fuel we burn ourselves: 9,400 t"), when the text names no scope itself.
 */
export function withScopeNames(text: string): string {
  if (/\bscope\s*(?:[123]|one|two|three)\b/i.test(text)) return text
  return SCOPE_PARAPHRASES.reduce(
    (named, [pattern, scope]) => named.replace(pattern, (match) => `Scope ${scope} ${match}`),
    text,
  )
}

/**
 * The scopes (1, 2, 3) that have a figure with a unit in the text: each figure belongs to the scope named last before
 * it ("Scope 1 was 9.8 kt CO2-e and Scope 2 3.1 kt CO2-e"), or to the first one named after it when none comes before.
 * A scope in brackets after the figure, in the same clause, names its owner ("148 kt from electricity (Scope 2)").
 * A combined mention ("Scope 1 and 2 emissions were 45 kt CO2-e") gives a figure to both. sentence is the whole
 * sentence of a clause, where the unit may have been given once for all its clauses.
 */
export function scopesWithFigures(original: string, sentence: string = original): Set<number> {
  const text = withScopeNames(original)
  const mentions = [...text.matchAll(SCOPE)].map((match) => ({
    at: match.index,
    end: match.index + match[0].length,
    scopes: [match[1], match[2], match[3]].filter((scope): scope is string => scope !== undefined).map(scopeNumber),
  }))
  const figures: { at: number; end: number }[] = [...text.matchAll(FIGURE)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
  }))
  if (UNIT.test(sentence)) {
    const more = [...text.matchAll(BARE_FIGURE), ...text.matchAll(NIL)]
    // with the unit given, a plain number straight after a scope is its figure: "scope two, 4,150", "Scope 2
    // location-based: 4,820"
    for (const mention of mentions) {
      const after = new RegExp(
        String.raw`^(?:\s*(?:emissions?|\([^)]*\)|(?:location|market)[- ]based|,?\s*categor(?:y|ies)\s+\d{1,2}(?:\s*(?:,|and|&|-|–)\s*\d{1,2})*))*\s*[,:]?\s*(?:were|was|of|totalled|at)?\s*(${NUMBER})(?!\s*(?:%|per\s?cent))`,
        'i',
      ).exec(text.slice(mention.end))
      // or the number after the label a scope's description leads ("From purchased electricity, measured on the
      // grid-average basis: 71,900")
      const labelled =
        after ??
        new RegExp(String.raw`^[^:;.\d]{0,80}:\s*(${NUMBER})(?!\s*(?:%|per\s?cent))`).exec(text.slice(mention.end))
      if (labelled) figures.push({ at: mention.end, end: mention.end + labelled[0].length })
    }
    figures.push(...more.map((m) => ({ at: m.index, end: m.index + m[0].length })))
  } else {
    figures.push(...[...text.matchAll(NIL)].map((m) => ({ at: m.index, end: m.index + m[0].length })))
  }
  figures.sort((a, b) => a.at - b.at)
  const found = new Set<number>()
  figures.forEach((figure, i) => {
    const next = figures.slice(i + 1).find((other) => other.at >= figure.end)?.at ?? text.length
    const between = text.slice(figure.end, next).split(/[;,]/)[0] ?? ''
    const bracketed = /\(\s*scope\s*(?:[123]|one|two|three)\b/i.exec(between)
    const inBrackets = bracketed
      ? mentions.find((mention) => mention.at === figure.end + bracketed.index + bracketed[0].search(/scope/i))
      : undefined
    const before = mentions.filter((mention) => mention.at < figure.at).at(-1)
    const owner = inBrackets ?? before ?? mentions.find((mention) => mention.at > figure.at)
    for (const scope of owner?.scopes ?? []) found.add(scope)
  })
  return found
}

// The climate hazards and transition drivers a company names in passing, wherever it put the sentence ("Cyclones cancelled 31 sailing days", "Diesel is
// 24% of operating costs"), each with the kind AASB S2 asks it to be classed as. Only hazards and drivers the text
// names are listed; the draft asks the company to confirm them.
export const NAMED_RISKS: [RegExp, string][] = [
  [/\bcyclones?\b/i, 'cyclones (physical, acute)'],
  [/\bfloods?\b|\bflooding\b/i, 'flooding (physical, acute)'],
  [/\bbushfires?\b|\bwildfires?\b/i, 'bushfires (physical, acute)'],
  [/\bstorms?\b|\bhail\b/i, 'storms (physical, acute)'],
  [/\bheatwaves?\b|\bextreme heat\b|\bhot days\b/i, 'extreme heat (physical, acute)'],
  [/\bdroughts?\b|\blower rainfall\b|\bwater scarcity\b/i, 'drought and water scarcity (physical, chronic)'],
  [
    /\bsea[- ]level\b|\bcoastal (?:erosion|inundation|flooding)\b|\binundation\b/i,
    'sea-level rise and coastal inundation (physical, chronic)',
  ],
  [
    /\b(?:diesel|fuel|gas|electricity|energy)\b[^.]{0,40}\b(?:costs?|prices?|operating costs)\b|\b(?:costs?|prices?) of (?:diesel|fuel|gas|electricity|energy)\b/i,
    'energy and fuel costs (transition, market)',
  ],
  [
    /\bcarbon pric\w*|\bSafeguard\b|\bemissions? (?:regulation|limits?|caps?)\b/i,
    'carbon pricing and emissions regulation (transition, policy)',
  ],
]

// Any physical hazard of the table above: what makes a sentence about a physical risk.
export const PHYSICAL_HAZARD = new RegExp(
  NAMED_RISKS.filter(([, name]) => name.includes('(physical'))
    .map(([pattern]) => pattern.source)
    .join('|'),
  'i',
)

// How often something happens, one reading for the check, the fact placement and the draft writer: a frequency word,
// a count of meetings a year ("six sittings a year", "each of its four meetings a year"), a yearly session ("an annual
// strategy day"), a standing agenda item or "at least twice a year". "An annual progress report" on one target alone
// is not how a body is kept informed of climate matters.
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)'
// ... or the months it happens in: "each November", "tabled at the February and August meetings"
export const HOW_OFTEN = new RegExp(
  String.raw`\b(?:each|every)\s+${MONTH}\b|\b(?:in|at\s+(?:the|its))\s+${MONTH}\s+and\s+${MONTH}\b|\bsemi-?annual(?:ly)?\b|` +
    /\b(?:quarterly|monthly|annually|annual\s+(?:[\w-]+\s+){0,2}(?:day|session|workshop|deep-dive|briefing|update)|(?:once|twice|three\s+times|four\s+times|\w+\s+times)\s+(?:in|during)\s+(?:the\s+)?(?:year|financial\s+year|reporting\s+(?:year|period)|FY\s?\d{2,4}|20\d\d)|yearly|biannual(?:ly)?|half-yearly|six-monthly|weekly|each half-year|(?:\w+|\d+)\s+(?:meetings|sittings|sessions|times)\s+(?:a|per|each)\s+year|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:per|a)\s+year|(?:at|to|in)\s+(?:each|every)\s+(?:one\s+)?of\s+(?:[\w'’]+\s+){1,4}(?:meetings|sittings)|(?:each|every)\s+(?:\w+\s+){0,2}(?:meeting|month|quarter|year|months|quarters|years)|(?:once|twice|three times|four times|six times|\w+ times)\s+(?:a|per|each)\s+(?:year|quarter|month)|(?:at|in)\s+(?:each|every)\s+(?:of\s+its\s+)?(?:\w+\s+)?meetings?|(?:at|in|to)\s+(?:each|every)\s+(?:[\w&()]+\s+){0,7}?meetings?|(?:each|every)\s+time|\d+\s*x\s*(?:a\s+year|p\.?a\.?|per\s+(?:year|annum))|standing\s+(?:agenda\s+)?item|at\s+least\s+(?:once|twice))\b/
      .source,
  'i',
)
