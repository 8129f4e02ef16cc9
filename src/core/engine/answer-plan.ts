import { calculate, type CalculatorResult } from './calculators'
import { CLIMATE_TERMS } from './classifier-lexicons'
import { analyseQuestion, conversationContext, questionClauses, withoutPurpose, type QuestionAnalysis } from './question'
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
  ['aasb', 3], ['ifrs', 3], ['asrs', 3], ['disclos*', 2], ['sustainability report', 3], ['report*', 1],
  ['scope', 1.5], ['asic', 3], ['nger', 3], ['xrb', 3], ['nz cs', 3], ['corporations act', 3], ['auasb', 3],
  ['assurance', 2], ['director', 1.5], ['board', 1.5], ['governance', 2], ['strateg*', 1.5], ['risk', 1.5],
  ['metric*', 1.5], ['target*', 1.5], ['transition plan', 3], ['scenario*', 2], ['sic', 2], ['industr*', 1],
  ['liabilit*', 1.5], ['group 1', 2], ['group 2', 2], ['group 3', 2], ['threshold*', 1.5], ['opportunit*', 1.5],
  ['financed', 2], ['offset*', 2], ['credit*', 1], ['remuneration', 1.5], ['crosswalk', 3], ['pillar*', 2],
  ['horizon*', 2], ['financial effect*', 2], ['financial statement*', 2], ['employee*', 1.5], ['revenue', 1.5],
  ['assa', 3], ['audit*', 1.5], ['regulat*', 1.5], ['complian*', 1.5], ['standard*', 1], ['rule', 1.5],
  ['law', 1.5], ['legislat*', 1.5], ['new zealand', 2], ['superannuation', 2], ['super fund', 2], ['asset*', 1],
  ['ssp*', 2], ['apra', 3], ['safeguard', 2], ['accus', 3], ['accu', 3], ['sec', 1.5], ['bank*', 1], ['mining', 1],
  ['physical risk*', 2], ['transition risk*', 2],
]
const domain = compileLexicon([...CLIMATE_TERMS, ...DISCLOSURE_TERMS])
const MIN_DOMAIN_SCORE = 1.5

function isInDomain(text: string): boolean {
  return matchLexicon(stemTokens(text), domain).score >= MIN_DOMAIN_SCORE
}

const ASKING = /\?\s*$|^(?:also,?\s+|and\s+|but\s+|then\s+)?(?:can|could|would|will|should|what|what's|who|whom|whose|how|where|when|which|why|is|are|do|does|did|tell|give|recommend|write|suggest|list|explain|show|find|book|translate)\b/i

function asksSomething(clause: string): boolean {
  return ASKING.test(clause.trim())
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
      /** Earlier questions this one leans on; empty for a new topic, whose retrieval then ignores the conversation. */
      context: string[]
      calculation: CalculatorResult | null
      hits: ScoredPassage[]
    }

const CANDIDATES = 8

// A text the domain words miss ("What is CPG 229?") still belongs when a passage covers nearly all of its words,
// weighed by rarity: an unknown word such as "Mongolia" outweighs a shared one such as "capital".
const STRONG_COVERAGE = 0.75

export function planAnswer(index: PassageIndex, { question, history = [] }: AnswerInput): AnswerPlan {
  const context = conversationContext(question, history)
  const covered = (text: string) => (index.search(text, { k: 1 })[0]?.coverage ?? 0) >= STRONG_COVERAGE
  const clauses = questionClauses(question)
  // A clause is declined only when it clearly asks something else: it names things, too few of its words are
  // domain words, and no passage covers it ("recommend a restaurant in Perth", not "is that statement protected by
  // s1707D" or "which year is our first report").
  // A statement that sets the scene ("We hold interests in joint ventures.") is context, never declined.
  const declined =
    clauses.length > 1 ? clauses.filter((clause) => asksSomething(clause) && contentTerms(clause).length >= 2 && !isInDomain(clause) && !covered(clause)) : []
  const kept = clauses.filter((clause) => !declined.includes(clause))
  const asked = kept.length > 0 ? kept.join(' ') : question
  const withContext = [asked, ...context].join(' ')
  if (!isInDomain(withContext) && !covered(asked)) return { outcome: 'decline' }

  const calculation = calculate(asked, context)
  const core = withoutPurpose(asked)
  const hits = index.relevant(core, { k: CANDIDATES, context })
  if (hits.length === 0 && !calculation) return { outcome: 'decline' }
  return { outcome: 'answer', analysis: analyseQuestion(core), question: core, declined, context, calculation, hits }
}

/** The calculation's blocks with their citations, numbered by `number`: the answer's sources, or a prompt's. */
export function citedCalculation(calculation: CalculatorResult, index: PassageIndex, number: (passage: Passage) => number): string[] {
  return calculation.blocks.map((block) => {
    const passages = block.cite.map((id) => index.get(id)).filter((passage): passage is Passage => passage !== undefined)
    return citeBlock(block.text, passages.map(number))
  })
}
