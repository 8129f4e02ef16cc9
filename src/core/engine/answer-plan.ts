import { calculate, type CalculatorResult } from './calculators'
import { CLIMATE_TERMS } from './classifier-lexicons'
import {
  analyseQuestion,
  asksSomething,
  conversationContext,
  leanedOn,
  questionClauses,
  withoutPurpose,
  type QuestionAnalysis,
} from './question'
import type { Passage } from '../knowledge/passage'
import type { PassageIndex, ScoredPassage } from './retrieval'
import { citeBlock } from './sources'
import { contentTerms } from './text'
import { compileLexicon, matchLexicon, type LexiconEntry } from './text-lexicon'
import { stemTokens } from './text-normalise'
import type { AnswerInput } from './types'

// What a chat answer is built from, decided once for both engines: the grounded composer writes from this plan, and
// the model provider puts the same passages and calculation into its prompt. Steps: read the question (its kind, and
// whether it leans on earlier turns), set aside the parts outside climate disclosure, run the rule-based calculators,
// then retrieve passages for what is left.

// Words of the disclosure domain that CLIMATE_TERMS (written for report paragraphs) lacks. A question must touch
// the domain before a passage that merely shares a word with it ("capital", "final") may answer it.
const DISCLOSURE_TERMS: readonly LexiconEntry[] = [
  ['aasb', 3],
  ['ifrs', 3],
  ['asrs', 3],
  ['disclos*', 2],
  ['sustainability report', 3],
  ['report*', 1],
  ['scope', 1.5],
  ['asic', 3],
  ['nger', 3],
  ['xrb', 3],
  ['nz cs', 3],
  ['corporations act', 3],
  ['auasb', 3],
  ['assurance', 2],
  ['director', 1.5],
  ['board', 1.5],
  ['governance', 2],
  ['strateg*', 1.5],
  ['risk', 1.5],
  ['metric*', 1.5],
  ['target*', 1.5],
  ['transition plan', 3],
  ['scenario*', 2],
  ['sic', 2],
  ['industr*', 1],
  ['liabilit*', 1.5],
  ['group 1', 2],
  ['group 2', 2],
  ['group 3', 2],
  ['threshold*', 1.5],
  ['opportunit*', 1.5],
  ['financed', 2],
  ['offset*', 2],
  ['credit*', 1],
  ['remuneration', 1.5],
  ['crosswalk', 3],
  ['pillar*', 2],
  ['horizon*', 2],
  ['financial effect*', 2],
  ['financial statement*', 2],
  ['employee*', 1.5],
  ['revenue', 1.5],
  ['assa', 3],
  ['audit*', 1.5],
  ['regulat*', 1.5],
  ['complian*', 1.5],
  ['standard*', 1],
  ['rule', 1.5],
  ['law', 1.5],
  ['legislat*', 1.5],
  ['new zealand', 2],
  ['superannuation', 2],
  ['super fund', 2],
  ['asset*', 1],
  ['ssp*', 2],
  ['apra', 3],
  ['safeguard', 2],
  ['accus', 3],
  ['accu', 3],
  ['sec', 1.5],
  ['bank*', 1],
  ['mining', 1],
  ['physical risk*', 2],
  ['transition risk*', 2],
  ['regime', 1.5],
  ['transitional period*', 3],
]
const domain = compileLexicon([...CLIMATE_TERMS, ...DISCLOSURE_TERMS])
const MIN_DOMAIN_SCORE = 1.5

// Domain words that other subjects use too: a "transition plan" for moving payroll systems, "physical risk" in a
// WHS register, a "directors' declaration" of solvency, a "scenario" in a budget. They place a question in our
// domain only when nothing in it points elsewhere; the anchors (every other domain word) place it there outright.
const SHARED_WORDS = new Set([
  'physical risk',
  'physical risk*',
  'transition risk',
  'transition risk*',
  'transition',
  'scenario',
  'weather',
  'extreme weather',
  'flood*',
  'storm',
  'temperature',
  'hazard',
  'energy',
  'fuel',
  'electricity',
  'water',
  'offset',
  'environment',
  'environmental',
  'green',
  'sustainable',
  'sustainability',
  'efficien*',
  'extreme',
  'grid',
  'waste',
  'resilien*',
  'mitigation',
  'adaptation',
  'footprint',
  'stress test',
  'task force',
  'paris',
  'battery',
  'charging',
  'insulation',
  'recycl*',
  'forest*',
  'soil',
  'ocean',
  'coastal',
  'plastic',
  'pollution',
  'esg',
  'csr',
  'gri',
  'sasb',
  'sri',
  'sdg',
  'divest*',
  'circular',
  'natural resource',
  'ecosystem',
  'disclos*',
  'report*',
  'scope',
  'asic',
  'corporations act',
  'assurance',
  'director',
  'board',
  'governance',
  'strateg*',
  'risk',
  'metric*',
  'target*',
  'transition plan',
  'scenario*',
  'sic',
  'industr*',
  'liabilit*',
  'group 1',
  'group 2',
  'group 3',
  'threshold*',
  'opportunit*',
  'offset*',
  'credit*',
  'remuneration',
  'pillar*',
  'horizon*',
  'financial statement*',
  'employee*',
  'revenue',
  'audit*',
  'regulat*',
  'complian*',
  'standard*',
  'rule',
  'law',
  'legislat*',
  'new zealand',
  'superannuation',
  'super fund',
  'asset*',
  'sec',
  'bank*',
  'mining',
  'regime',
])
const ANCHOR_TERMS: readonly LexiconEntry[] = [
  ...[...CLIMATE_TERMS, ...DISCLOSURE_TERMS].filter(([term, weight]) => weight > 0 && !SHARED_WORDS.has(term)),
  ['scenario analysis', 2],
  ['employee test', 2],
  ['size test', 2],
  ['climate statement*', 3],
]
const anchors = compileLexicon(ANCHOR_TERMS)

// Neighbouring subjects whose questions borrow our words: tax ("payroll tax threshold"), company administration
// ("register a business name with ASIC"), employment and safety, insolvency, accounting software, personal finance
// and investing, clubs and sport ("the netball club's board"), and the
// everyday requests people try on any assistant. Such a question is declined unless its climate-disclosure words
// clearly outweigh them.
const OFF_TOPIC: readonly LexiconEntry[] = [
  ['payroll tax', 3],
  ['fringe benefits tax', 3],
  ['fbt', 3],
  ['gst', 3],
  ['income tax', 3],
  ['tax rate', 3],
  ['tax return', 3],
  ['business name', 3],
  ['abn', 3],
  ['trademark', 3],
  ['novated lease', 3],
  ['car loan', 3],
  ['mortgage rate', 3],
  ['share price', 3],
  ['stock price', 3],
  ['superannuation guarantee', 3],
  ['annual leave', 3],
  ['leave entitlement*', 3],
  ['job ad*', 3],
  ['cover letter', 3],
  ['resume', 3],
  ['interview question*', 3],
  ['netball', 3],
  ['football', 3],
  ['cricket', 3],
  ['footy', 3],
  ['grand final', 3],
  ['club', 1],
  ['recipe*', 3],
  ['bake', 3],
  ['cook*', 2],
  ['weather', 3],
  ['forecast', 1],
  ['holiday*', 2],
  ['flight*', 2],
  ['hotel*', 3],
  ['restaurant*', 3],
  ['cafe*', 3],
  ['homework', 3],
  ['fraction*', 3],
  ['maths', 3],
  ['poem*', 3],
  ['song*', 3],
  ['joke*', 3],
  ['crossword', 3],
  ['puppy', 3],
  ['dog', 3],
  ['cat', 3],
  ['birthday', 3],
  ['wedding', 3],
  ['drinks', 3],
  ['party', 2],
  ['welding', 3],
  ['translat*', 3],
  ['wifi', 3],
  ['router', 3],
  ['employment contract*', 3],
  ['contract of employment', 3],
  ['enterprise agreement', 3],
  ['payroll', 2],
  ['whs', 3],
  ['work health and safety', 3],
  ['manual handling', 3],
  ['solvency', 3],
  ['insolven*', 3],
  ['liquidat*', 3],
  ['personal invest*', 3],
  ['should i buy', 3],
  ['myob', 3],
  ['xero', 3],
  ['quickbooks', 3],
]
const offTopic = compileLexicon(OFF_TOPIC)

// A section of an Act or a paragraph of a standard ("s1707D", "s296B", "para 29(a)", "B19") is ours by definition.
const LEGAL_REFERENCE =
  /\bs\s?\d{3,4}[a-z]{0,2}\b|\bsections?\s+\d{3,4}|\bpara(?:graph)?s?\s+\d|\b(?:aus)?[bc]\d{1,2}\b|\b\d{1,2}\([a-z]{1,4}\)|\bcategor(?:y|ies)\s+\d{1,2}\b/i

function isInDomain(text: string): boolean {
  return LEGAL_REFERENCE.test(text) || matchLexicon(stemTokens(text), domain).score >= MIN_DOMAIN_SCORE
}

// The phrases of ours that other subjects borrow most: a payroll system's transition plan, a WHS physical risk, a
// directors' declaration of solvency, a risk register or a scenario in a budget.
const BORROWED_PHRASE =
  /\b(transition plans?|physical risks?|transition risks?|directors['’]? declarations?|risk registers?|stress tests?|scenarios?|boards?|audits?|assurance|governance|targets?|liability|emissions?)\b/i

/**
 * Uses one of our borrowed phrases and no anchor, next to a word the knowledge base has never seen ("MYOB",
 * "solvency"): a question about another subject in our vocabulary. A name inside a sentence ("our Pilbara mines",
 * "sites near Cairns") says where, not what about, so it never counts as such a word; and without a borrowed phrase
 * an unknown word ("how granular", "a council") is only a word the sources do not use.
 */
function borrowsOurWords(index: PassageIndex, text: string): boolean {
  if (!BORROWED_PHRASE.test(text)) return false
  if (LEGAL_REFERENCE.test(text) || matchLexicon(stemTokens(text), anchors).score >= MIN_DOMAIN_SCORE) return false
  const names = new Set(
    contentTerms([...text.matchAll(/(?<![.?!:]\s+|^)\b[A-Z][a-z]+\b/g)].map((match) => match[0]).join(' ')),
  )
  return contentTerms(text).some((term) => /^[a-z]{3,}$/.test(term) && !names.has(term) && !index.isKnown(term))
}

/** Asks about a neighbouring subject, and its climate-disclosure words do not clearly outweigh that. */
function isAboutSomethingElse(text: string): boolean {
  const tokens = stemTokens(text)
  const elsewhere = matchLexicon(tokens, offTopic).score
  return elsewhere > 0 && matchLexicon(tokens, domain).score < elsewhere + 2
}

export type AnswerPlan =
  | { outcome: 'decline' }
  | {
      outcome: 'answer'
      analysis: QuestionAnalysis
      /** What the answer covers: the question less any clause outside the domain and who asks it or why. */
      question: string
      /** Clauses outside climate disclosure that the answer declines. */
      declined: string[]
      /** The parts of the question that ask something, in order (one for most questions). */
      parts: string[]
      /** Earlier questions this one leans on; empty for a new topic, whose retrieval then ignores the conversation. */
      context: string[]
      calculation: CalculatorResult | null
      hits: ScoredPassage[]
    }

const CANDIDATES = 8
const FOLLOW_UP_SHARE = 0.5

// A text the domain words miss ("What is CPG 229?") still belongs when a passage covers nearly all of its words,
// weighed by rarity (an unknown word such as "Mongolia" outweighs a shared one such as "capital"), and is named by
// one of them: a passage that merely mentions "company cars" and "depreciation" is not about them.
const STRONG_COVERAGE = 0.75

// Below this (the summed rarity of its words) a follow-up names too little of its own: it is found with the words of
// what it leans on (the earlier questions, the sources of the answer it follows).
export const OWN_TOPIC_WEIGHT = 3

// In a follow-up, "the second?", "the other one" or "the latter" (a bare ordinal, not "the second year") points at an
// item of the answer before it; as a search word, "second" would find passages about second reporting years.
const POINTER = /\b(?:the |that |this )?(?:second|third|last|other|former|latter)(?: one\b| ones\b|(?=\s*[?.!,]))/gi

export function planAnswer(index: PassageIndex, input: AnswerInput): AnswerPlan {
  const question =
    (input.history ?? []).length > 0 ? input.question.replace(POINTER, ' ').replace(/\s+/g, ' ').trim() : input.question
  const ownTopic = contentTerms(question).reduce((sum, term) => sum + index.weight(term), 0)
  const withSources = ownTopic < OWN_TOPIC_WEIGHT
  const plan = planWith(index, question, conversationContext(input.question, input.history ?? [], { withSources }))
  // A question that cannot stand on its own ("how fast do the baselines come down?") leans on the conversation even
  // without a word pointing back, provided the earlier question makes it one of ours.
  const earlier = (input.history ?? []).filter((turn) => turn.role === 'user').at(-1)?.content
  if (plan.outcome === 'decline' && earlier && !isAboutSomethingElse(question)) {
    const leaning = planWith(index, question, leanedOn(input.history ?? [], { withSources }))
    if (leaning.outcome === 'answer') return leaning
  }
  return plan
}

// What a clause of a calculated question says when it belongs to the calculation: the entity, its figures, a group,
// a year or a report.
const CALCULATION_WORDS =
  /\b(?:we|we're|our|us|i|i'm|my|group|cohort|wave|tranche|year|report\w*|revenue|assets|employees|staff|nger|threshold|assur\w*|liab\w*)\b|\d/i

function planWith(index: PassageIndex, question: string, context: string[]): AnswerPlan {
  const covered = (text: string) =>
    index.search(text, { k: 3 }).some((hit) => hit.coverage >= STRONG_COVERAGE && hit.named)
  const clauses = questionClauses(question)
  // A clause is declined only when it clearly asks something else: it names things, too few of its words are
  // domain words, and no passage covers it ("recommend a restaurant in Perth", not "is that statement protected by
  // s1707D" or "which year is our first report").
  // A statement that sets the scene ("We hold interests in joint ventures.") is context, never declined.
  const outside = (clause: string) =>
    asksSomething(clause) &&
    contentTerms(clause).length >= 2 &&
    (isAboutSomethingElse(clause) || ((borrowsOurWords(index, clause) || !isInDomain(clause)) && !covered(clause)))
  // A question the calculators can work out as a whole ("... 450 staff. Are we in the first cohort?") keeps every
  // clause that belongs to the calculation, though its asking clause may hold no domain word of its own; only a
  // clause that none of the calculation's words reach ("write a farewell message for a colleague") is declined.
  const calculated = calculate(question, context) !== null
  const declined =
    clauses.length > 1
      ? clauses.filter((clause) => outside(clause) && (!calculated || !CALCULATION_WORDS.test(clause)))
      : []
  const kept = clauses.filter((clause) => !declined.includes(clause))
  const asked = kept.length > 0 ? kept.join(' ') : question
  const withContext = [asked, ...context].join(' ')
  // The calculators read only the figures and intents of our regime (group thresholds, assurance years, the
  // liability window), so a question they can work out is ours whatever else it says ("We haven't counted staff").
  const calculation = calculate(asked, context)
  if (
    !calculation &&
    (isAboutSomethingElse(asked) ||
      borrowsOurWords(index, withContext) ||
      (!isInDomain(withContext) && !covered(asked)))
  ) {
    return { outcome: 'decline' }
  }
  const core = withoutPurpose(asked)
  const parts = kept.filter(asksSomething).map(withoutPurpose)
  // Background before the ask ("We own shopping centres in Cairns ...") helps find the passages but must not make
  // the question look uncovered: what is asked has to be covered, not every place name around it.
  let hits = index.relevant(core, { k: CANDIDATES, context })
  if (
    hits.length === 0 &&
    parts.length > 0 &&
    parts.join(' ') !== core &&
    index.relevant(parts.join(' '), { k: 3, context }).length > 0
  ) {
    hits = index.search(core, { k: CANDIDATES, context })
  }
  // A follow-up in everyday words ("what about summers getting steadily hotter?") is found through the conversation
  // it continues, even when few of its own words are in the passages.
  if (hits.length === 0 && context.length > 0) {
    const found = index.search(core, { k: CANDIDATES, context })
    hits = found.filter((hit) => hit.score >= (found[0]?.score ?? 0) * FOLLOW_UP_SHARE)
  }
  if (hits.length === 0 && !calculation) return { outcome: 'decline' }
  return {
    outcome: 'answer',
    analysis: analyseQuestion(core),
    question: core,
    parts: parts.length > 0 ? parts : [core],
    declined,
    context,
    calculation,
    hits,
  }
}

/** The calculation's blocks with their citations, numbered by `number`: the answer's sources, or a prompt's. */
export function citedCalculation(
  calculation: CalculatorResult,
  index: PassageIndex,
  number: (passage: Passage) => number,
): string[] {
  return calculation.blocks.map((block) => {
    const passages = block.cite
      .map((id) => index.get(id))
      .filter((passage): passage is Passage => passage !== undefined)
    return citeBlock(block.text, passages.map(number))
  })
}
