import { contentTerms } from './text'
import type { ChatTurn } from './types'

// Reading a chat question before anything is retrieved: what kind of answer it wants (which sets the answer's shape
// and length), whether it leans on the conversation before it, and which parts of a mixed question are outside
// climate disclosure. Rules, not a model, so the browser and the server read a question the same way.

export type QuestionKind = 'comparison' | 'list' | 'timeline' | 'method' | 'yes-no' | 'definition' | 'general'

export type QuestionAnalysis = {
  /** A request for a table counts as a comparison, which reads best as one. */
  kind: QuestionKind
  /** For a comparison: the things compared ("AASB S2", "IFRS S2"), when the question names them. */
  compared: string[]
}

const COMPARISON =
  /\b(compare[ds]?|comparison|comparing|versus|vs\.?|differences?|differ|different from|distinguish|contrast|side by side|in a table|as a table|tabulate)\b/
// A list question asks for the items themselves, including what a disclosure must hold: "what exactly must we
// disclose ...", "what information does AASB S2 require ...", "what goes into the risk management section?".
const LIST =
  /^(list|name|enumerate|outline|give me (a|the) list)\b|\bwhat (changed|changes|has changed|is new|'s new)\b|\bwhat are the (changes|differences)\b|\b(what|which) are (the|all|its|their)\b|\ball (the |of the )?(\d+|eleven|fifteen|seven|four|three|five)\b|\b(what|which) (elements|items|disclosures|metrics|categories|thresholds|requirements|tests|steps|scenarios)\b|\bwhat (?:\w+ )?(must|should|do|does|has to|have to|needs? to) .*\b(cover|include|contain|disclose|say|address)\b|\bwhat (?:[\w-]+ ){0,2}(information|details|data)\b|\bwhat goes (in|into)\b|\b(elements|categories|checklist)\b/
const TIMELINE =
  /^when\b|\bwhen (do|does|did|will|is|was|are|must|should)\b|\btimeline\b|\b(start|effective|commence)s? date\b|\bfrom when\b|\bdeadline\b|\bwhat date\b|\bwhich year\b/
const METHOD =
  /^how (do|should|can|could|would|might) (we|i|a|an|the|companies|entities|you)\b|\bhow to\b|\bsteps?\b|\bprocess for\b|\bmethod(ology)?\b|\bapproach to\b|\bbest way\b|\bquantify\b|\bcalculate\b|\bestimate\b/
const YES_NO = /^(is|are|do|does|did|can|could|must|should|will|would|has|have|may|am|was|were|need)\b/
const DEFINITION =
  /^what (is|are|does|do)\b|^what'?s\b|^define\b|\bmeaning of\b|\bwhat (does|do) .* mean\b|\bwhat is meant by\b/

/**
 * The sentence that asks, without the scene set before it: "We own shopping centres in Cairns. Our valuers say ...
 * Can we describe the effects in words?" is a yes/no question, and its kind is read from its last sentence.
 */
function mainAsk(question: string): string {
  const asking = questionClauses(question).filter(asksSomething)
  return (asking[0] ?? question).replace(LEADING_CONTEXT, '')
}

export function analyseQuestion(question: string): QuestionAnalysis {
  const whole = question.toLowerCase().replace(/\s+/g, ' ').trim()
  const q = mainAsk(question).toLowerCase().replace(/\s+/g, ' ').trim()
  const wantsTable = /\b(table|tabulate|side by side)\b/.test(whole)
  const kind: QuestionKind =
    COMPARISON.test(whole) || wantsTable
      ? 'comparison'
      : LIST.test(q)
        ? 'list'
        : TIMELINE.test(q)
          ? 'timeline'
          : METHOD.test(q)
            ? 'method'
            : YES_NO.test(q)
              ? 'yes-no'
              : DEFINITION.test(q)
                ? 'definition'
                : 'general'
  return { kind, compared: kind === 'comparison' ? comparedThings(question) : [] }
}

/** "Compare AASB S2 and IFRS S2", "the difference between X and Y", "X vs Y": the things on each side. */
export function comparedThings(question: string): string[] {
  const q = question
    .replace(/[?.!]+$/, '')
    .replace(/\b(in|as) a table\b|\bside by side\b|\bplease\b|\bfor me\b/gi, '')
    .trim()
  const between = /\bbetween (.+)/i.exec(q)
  const compare = /\bcompar(?:e|ing|ison of) (.+)/i.exec(q)
  const span = between?.[1] ?? compare?.[1] ?? q
  const parts = span
    .split(/\s*(?:,|\bvs\.?|\bversus\b|\bagainst\b|\bwith\b|\bto\b|\band\b|\bor\b)\s+/i)
    .map((part) =>
      part
        .replace(/^(the|a|an)\s+/i, '')
        .replace(/\b(what|how|is|are|does|do|differ|different|difference|differences)\b.*$/i, '')
        .trim(),
    )
    .filter((part) => contentTerms(part).length > 0)
  return parts.length >= 2 ? parts.slice(0, 4) : []
}

// A question that leans on the one before it: it opens with a connective ("and ...", "what about ..."), ends with
// "too" or "instead", or points back with a pronoun while naming too little to stand alone. Anything else is a new
// topic, and earlier turns must not steer its retrieval.
const CONNECTIVE_START =
  /^(and|also|but|so|then|what about|how about|what if|and what|and how|and if|same|likewise|for|in that case)\b/
const CLOSING_BACK_REFERENCE = /\b(too|as well|also|instead|then|in that case)\s*[?.!]*$/
const POINTING_BACK =
  /\b(that|this|these|those|it|they|them|its|their|the same|the latter|the former|the second|the first one|above|previous)\b/
const MAX_TERMS_OF_A_LEANING_QUESTION = 4

export function isFollowUp(question: string, history: readonly ChatTurn[]): boolean {
  return history.some((turn) => turn.role === 'user') && leansBack(question)
}

// "OK.", "Thanks!" or "Great," before a question acknowledge the last answer; they do not tie the question to it.
const ACKNOWLEDGEMENT = /^(ok(ay)?|thanks?( you)?|cheers|great|got it|right|sure|perfect|understood)\b[.,!:;-]*\s*/

function leansBack(question: string): boolean {
  const q = question.toLowerCase().replace(/\s+/g, ' ').trim().replace(ACKNOWLEDGEMENT, '')
  if (CONNECTIVE_START.test(q) || CLOSING_BACK_REFERENCE.test(q)) return true
  const terms = contentTerms(q).length
  if (terms === 0) return true
  return POINTING_BACK.test(q) && terms <= MAX_TERMS_OF_A_LEANING_QUESTION
}

const MAX_CONTEXT_QUESTIONS = 3

/**
 * The earlier questions a follow-up leans on: the previous question, and the ones before it while each of those was
 * itself a follow-up ("which group are we in?" -> "and our first year?" -> "what about assurance then?").
 */
export function conversationContext(
  question: string,
  history: readonly ChatTurn[],
  { withSources = false } = {},
): string[] {
  if (!isFollowUp(question, history)) return []
  return leanedOn(history, { withSources })
}

/**
 * What a follow-up leans on: the earlier questions back to the one that set the topic and, for a follow-up that
 * names nothing of its own ("which IPCC scenarios fit each of those?"), the titles of the last answer's sources.
 */
export function leanedOn(history: readonly ChatTurn[], { withSources = false } = {}): string[] {
  const asked = history.filter((turn) => turn.role === 'user').map((turn) => turn.content)
  const context: string[] = []
  for (let i = asked.length - 1; i >= 0 && context.length < MAX_CONTEXT_QUESTIONS; i--) {
    const earlier = asked[i]!
    context.unshift(earlier)
    if (i === 0 || !leansBack(earlier)) break
  }
  if (!withSources) return context
  const lastAnswer = history.filter((turn) => turn.role === 'assistant').at(-1)?.content ?? ''
  const sources = lastAnswer.split(/\n\*\*Sources\*\*\n/)[1] ?? ''
  const titles = [...sources.matchAll(/^\d+\.\s+(.+?)\s+—/gm)].map((match) => match[1]!).slice(0, 2)
  return [...context, ...titles]
}

/**
 * The clauses of a question that asks several things ("What is Scope 3? And who won the grand final?"), so a part
 * outside climate disclosure can be declined while the rest is answered. Splits at sentence ends, semicolons and an
 * "and" that starts a new question.
 */
// Words that open a question or a request; "and" before one of them starts a new clause.
const OPENERS =
  "can|could|would|will|should|what|what's|who|whom|whose|how|where|when|which|why|is|are|do|does|did|tell|give|recommend|write|draft|suggest|list|explain|show|find|book|translate|help|plan|make|create|send|invite"
const CLAUSE_BREAK = new RegExp(`(?<=[?!.;])\\s+|\\s*;\\s*|,?\\s+\\band (?=(?:also |then )?(?:${OPENERS})\\b)`, 'i')
const ASKING = new RegExp(
  `\\?\\s*$|^(?:also,?\\s+|and\\s+|but\\s+|then\\s+)?(?:${OPENERS})\\b|\\b(?:needs? help|help (?:me|us|her|him|them) with|please)\\b`,
  'i',
)
// A phrase that sets the scene before the question proper: "As a Group 1 bank, do we ...", "For a bank, are ...".
const LEADING_CONTEXT = new RegExp(
  `^[^,?]{1,80},\\s*(?=(?:${OPENERS}|need|must|may|might|have|has|am|was|were)\\b)`,
  'i',
)

export function questionClauses(question: string): string[] {
  return question
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0)
}

/** A clause that asks or requests something, as against one that sets the scene ("We hold interests in JVs."). */
export function asksSomething(clause: string): boolean {
  return ASKING.test(clause.trim())
}

// Yes or no, read off the sentence that answers the question, and only when that sentence leaves no doubt: its main
// clause (up to the first comma, colon, semicolon or "but") is negative, or the whole sentence is positive. A
// positive main clause with a negative rest ("X is mandatory, but its method need not be quantitative"; "the rule,
// adopted in 2024, never took effect") gets no verdict: the sentence itself then opens the answer. A question about
// an exemption ("Is Scope 3 exempt in year 1?", "Can we omit ...?") turns the answer round, and an either-or
// question ("location-based or market-based?") has no yes or no at all.
const NEGATION =
  /\b(not|no|never|neither|nor|cannot|can't|isn't|aren't|doesn't|don't|won't|without|voluntary|optional)\b/i
const INTRODUCTORY = /^\s*(?:in|under|for|from|as|at|by|with|within|after|before|since|until|during|once|when)\b/i
const NO_DUTY =
  /\b(need not|does not (have to|need to|require)|do not (have to|need to)|not required|is not mandatory|no need|not obliged)\b/i
const DUTY = /\b(must|requires?|required|mandatory|has to|have to|obliged)\b/i
const ASKS_ABOUT_AN_EXEMPTION =
  /\b(exempt\w*|relief|optional|omit\w*|skip\w*|excus\w*|waiv\w*|exclud\w*|drop\w*|leave\b[^?.]{0,40}\bout|without|not (need|required|have to|include|disclose|report)|n't (need|have to|include|disclose|report))\b/i

// "Can we just report net emissions?", "Is our TCFD report basically enough?", "Can we report Scope 2 market-based
// only?": a question that proposes doing less than a rule asks. A sentence stating a duty, or that the rule asks for
// more, answers it No; one saying the thing is not needed answers it Yes.
const PROPOSES_LESS =
  /\b(just|simply|merely|basically|enough|sufficient|suffice)\b|\bonly\s*\?|\bonly (report|disclose|use|include|give|describe|provide|state)\b/
const ASKS_MORE =
  /\b(go(es)? further|more than|beyond|as well as|in addition to|additional|also (requires?|asks?|needs?))\b/i

export function yesOrNo(question: string, answerSentence: string): 'Yes' | 'No' | null {
  const q = question.toLowerCase().trim()
  if (YES_NO.test(q) && PROPOSES_LESS.test(q) && !/\bor\b/.test(q)) {
    const main = answerSentence.split(/[,:;]|\bbut\b/i)[0] ?? ''
    if (NO_DUTY.test(main)) return 'Yes'
    if ((DUTY.test(main) || ASKS_MORE.test(answerSentence)) && !NEGATION.test(main)) return 'No'
    return null
  }
  // "Do all NGER reporters fall under the Safeguard Mechanism?" is answered by which ones do, not by a yes or no
  // read off a sentence about some of them; the same goes for any, every, only, always and never.
  if (!YES_NO.test(q) || /\bor\b/.test(q) || /\b(all|every|any|each|only|always|never)\b/.test(q)) return null
  // "Is it still going?" asks whether something has ended: only a sentence that says it has (or that it goes on) settles
  // it; one about how it began ("was created in 2015") is no verdict either way.
  if (/\bstill\b|\bany ?more\b|\bany longer\b/.test(q)) {
    if (
      /\b(?:disband\w*|wound up|ceased|dissolved|no longer|ended|replaced|superseded|handed over|taken over)\b/i.test(
        answerSentence,
      )
    )
      return 'No'
    return /\b(?:is|are|remains?|continues?)\s+(?:still\s+)?(?:active|operating|in force|going|running|in place)\b/i.test(
      answerSentence,
    ) && !NEGATION.test(answerSentence)
      ? 'Yes'
      : null
  }
  const parts = answerSentence.split(/[,:;]|\bbut\b|\bunless\b|\bexcept\b|\bwhereas\b/i)
  // An opening phrase ("In its first annual reporting period under AASB S2, ...") is not the main clause.
  while (parts.length > 1 && INTRODUCTORY.test(parts[0] ?? '')) parts.splice(0, 2, `${parts[0]} ${parts[1]}`)
  const [mainClause = '', ...rest] = parts
  if (ASKS_ABOUT_AN_EXEMPTION.test(q)) {
    // "Can we leave X out?" is settled only by what the sentence says about the duty: none ("need not") is a yes,
    // one ("must") a no. A permission ("may leave out") or anything else gets no verdict.
    if (NO_DUTY.test(mainClause)) return 'Yes'
    if (DUTY.test(mainClause) && !NEGATION.test(answerSentence)) return 'No'
    return null
  }
  const affirmed = NEGATION.test(mainClause) ? false : NEGATION.test(rest.join(' ')) ? null : true
  if (affirmed === null) return null
  return affirmed ? 'Yes' : 'No'
}

// Why the user asks ("... so I can brief the audit committee", "... to show our board") says nothing about what the
// answer must hold, and its words would pull in passages about audit committees or boards.
const PURPOSE_CLAUSE =
  /(?:[,;]?\s+so(?: that)? (?:i|we|they|you) (?:can|could|may|might)|[,;]?\s+in order to|[,;]\s*(?:for|to) (?:brief|inform|update|present to|show|explain to)) [^?.!]*/gi

// Who asks ("Our CFO is asking:", "My board wants to know,") says nothing about it either.
const ASKER = /^[^:?]{0,60}\b(?:ask(?:ing|s|ed)?|wants? to know|wonder(?:ing|s)?|queried|raised)\b[^:?]{0,20}[:,-]\s*/i

/** The question without the clauses that only say who asks it or why. */
export function withoutPurpose(question: string): string {
  return question.replace(ASKER, '').replace(PURPOSE_CLAUSE, '')
}
