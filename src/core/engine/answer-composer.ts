import type { Passage } from '../knowledge/passage'
import { citedCalculation, OWN_TOPIC_WEIGHT, planAnswer } from './answer-plan'
import type { CalculatorResult } from './calculators'
import { yesOrNo, type QuestionAnalysis, type QuestionKind } from './question'
import type { PassageIndex, ScoredPassage } from './retrieval'
import { citeBlock, SourceList } from './sources'
import { synonymsOf } from './synonyms'
import { blocks, contentTerms, firstSentences, hasTable, sentences, tableCell } from './text'
import type { AnswerInput, EngineAnswer } from './types'

// The grounded chat answer. It quotes whole blocks of the passages that answer the question (a paragraph, or a list
// or table with the line that introduces it), cites each block, and shapes the answer by the question's kind:
// a definition is short, a list or a method comes whole, a comparison is a table. The lead passage's first block
// comes first, because every passage opens with its direct answer (src/core/knowledge/README.md); a calculation
// from the user's own figures comes before even that. It never writes a fact of its own: the only sentences that
// are not quoted are the calculators' conclusions, each resting on cited passages.

export const NO_MATCH_TOPICS = [
  'the TCFD recommendations: the four pillars and the 11 recommended disclosures',
  'AASB S2: governance, strategy, scenario analysis, risk management, metrics and targets, Scope 1, 2 and 3 emissions',
  "Australia's mandatory climate reporting: who must report and when, the sustainability report, assurance, liability",
  'method: reference scenarios, physical and transition risk analysis, financed emissions, sector notes, example wording',
  'New Zealand’s climate standards (NZ CS 1-3) and the status of the US SEC climate rule',
]

function noMatchAnswer(): EngineAnswer {
  const topics = NO_MATCH_TOPICS.map((topic) => `- ${topic}`).join('\n')
  return {
    markdown: `I could not find anything about that in my sources, so I will not guess.\n\nI can answer questions about:\n\n${topics}\n\nFor example: *"Which companies must report under Group 2?"* or *"What does AASB S2 require for Scope 3 emissions?"*`,
    citations: [],
    engine: 'grounded',
    noMatch: true,
  }
}

// How many words of quoted text each kind of question gets beyond the lead passage's first block; lists, methods
// and comparisons take their passage whole.
const WORD_BUDGET: Record<QuestionKind, number> = {
  definition: 200,
  'yes-no': 200,
  timeline: 170,
  general: 160,
  method: Infinity,
  list: Infinity,
  comparison: 120,
}
const MAX_SECONDARY: Record<QuestionKind, number> = {
  definition: 2,
  'yes-no': 2,
  timeline: 2,
  general: 2,
  method: 2,
  list: 2,
  comparison: 1,
}
// The share of the question (its words weighed by rarity) that the opening sentence must hold to settle a yes/no.
const YES_NO_MIN_COVERAGE = 0.5
// A date or period in a question's own words ("FY ending 30 June 2026"): the scene of the question, not what it asks.
const DATE_TERM = /\d{2}|^\d$|^(fy|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|end|year|financi)/

// The share of the question (by rarity-weighed words) a further passage's block must add to be quoted.
const MIN_GAIN_SHARE = 0.15
// A quoted block whose topic words are at least this share already in the answer would only repeat it.
const REPEAT_SHARE = 0.7
// A runner-up scoring at least this share of the lead's retrieval score is nearly as likely to be what was meant.
const NEAR_TIE = 0.6
// A third passage scoring at least this share of the lead's is as likely as the runner-up to hold what was meant.
const THREE_WAY_TIE = 0.8
// A part of a several-part question is answered on its own when at least this share of it (by rarity) is not yet
// in the answer.
const PART_MISSING_SHARE = 0.2
// A further passage must score at least this share of the lead's retrieval score to be quoted at all.
const SECONDARY_MIN_SHARE = 0.35

/** The question's own words; with those of the earlier questions it leans on; and with synonyms besides. */
type Terms = { own: Set<string>; asked: Set<string>; all: Set<string> }

function questionTerms(question: string, context: readonly string[]): Terms {
  const own = new Set(contentTerms(question))
  const asked = new Set([...own, ...contentTerms(context.join(' '))])
  return { own, asked, all: new Set([...asked, ...contentTerms(synonymsOf(question).join(' '))]) }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
/** How much of what was asked a text holds: its words among `terms`, each weighed by how rare it is. */
const overlap = (index: PassageIndex, text: string, terms: ReadonlySet<string>) =>
  contentTerms(text)
    .filter((term) => terms.has(term))
    .reduce((sum, term) => sum + index.weight(term), 0)

// The lead is the best-retrieved passage, adjusted for the answer the question wants: a list question prefers the
// passage with the fullest list, a comparison one with a table, a timeline one with dates. Requirements come from
// the passages on the standards and the law; method notes and sector notes answer "how" questions, and example
// wording only a question that asks for an example.
const OPENING_WEIGHT = 0.3
const DEFINES_IT = 0.3
const STATES_IT = 0.8
const STATES_IT_BETTER = 1.3
const ASKS_FOR_EXAMPLE = /\b(example|sample|wording|template|illustrat\w*|draft|word it|phrase it)\b/i
// A paragraph that opens by pointing back ("The first two ...", "This maps to ...", "The requirement covers ...") reads
// only after the one before it, so it never opens an answer.
const LEANS_ON_WHAT_CAME_BEFORE =
  /^(?:this|these|that|those|it|they|such|here|the (?:first|second|third|last|former|latter|two|three|four|same|requirement|rule|paragraph|above)\b|in (?:[\w-]+ ){0,3}(?:this|these|that)\b)/i
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)]|\|(?!\s*:?-{3}))\s*/gm
const LIST_ITEM_START = /^\s*(?:[-*+]|\d+[.)])\s+/m
const ANNOUNCES_ITEMS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|fifteen|\d{1,2})\s+(?:\w+\s+){0,2}(?:elements|items|tests|conditions|parts|things|ways|steps|categories|requirements|disclosures|grounds|changes|questions|areas|points|stages|families|scenarios|types|kinds|limbs|thresholds|pillars|rules|options|characteristics|criteria|components|features|aspects|matters|details|topics|factors|channels|duties|statements|exceptions|reliefs)\b/i

function rankForKind(
  index: PassageIndex,
  hits: readonly ScoredPassage[],
  analysis: QuestionAnalysis,
  question: string,
  terms: Terms,
): ScoredPassage[] {
  // A follow-up that names little of its own ("Where are those in AASB S2?") is matched with the words of the
  // question it leans on; one that names its own topic ("And if we have no material risks?") with its own words.
  const weightOf = (set: ReadonlySet<string>) => [...set].reduce((sum, term) => sum + index.weight(term), 0)
  const chosenTerms = weightOf(terms.own) >= OWN_TOPIC_WEIGHT ? terms.own : terms.asked
  // Only words that name a topic: nearly every opening mentions "climate", "risk" or "information".
  const distinctive = new Set([...chosenTerms].filter((term) => index.isDistinctive(term)))
  const matchWith = distinctive.size > 0 ? distinctive : chosenTerms
  const asked = weightOf(matchWith)
  const fit = (passage: Passage) => {
    const body = passage.body
    // The opening is what the answer quotes first, so a passage whose title and opening block hold the question's
    // words answers it more directly than one that holds them further down.
    let bonus =
      asked > 0 ? (OPENING_WEIGHT * overlap(index, `${passage.title}\n${blocks(body)[0] ?? ''}`, matchWith)) / asked : 0
    if (analysis.kind === 'list') bonus += 0.5 * Math.min((body.match(LIST_ITEM) ?? []).length / 8, 1)
    if (analysis.kind === 'comparison' && hasTable(body)) bonus += 0.35
    // A when-question wants the date in the passage's opening, not somewhere further down.
    if (analysis.kind === 'timeline' && /\b(19|20)\d\d\b/.test(blocks(body)[0] ?? '')) bonus += 0.2
    if (analysis.kind === 'yes-no' && asked > 0) {
      // A yes/no question is settled by one sentence that states its proposition: the passage holding the sentence
      // with most of the question's words answers it, wherever in the passage that sentence is.
      const best = Math.max(0, ...sentences(body).map((sentence) => overlap(index, sentence, matchWith)))
      bonus += (STATES_IT * best) / asked
    }
    if (analysis.kind === 'definition') {
      // A definition question is best answered by a passage that opens with the thing itself: "Scope 3 emissions
      // are ...", "The Safeguard Mechanism limits ...".
      const opening = firstSentences(blocks(body)[0] ?? '', 1)
        .split(/\s+/)
        .slice(0, 6)
        .join(' ')
      if (asked > 0 && overlap(index, opening, matchWith) >= asked / 2) bonus += DEFINES_IT
    }
    if (passage.id.startsWith('example-') && !ASKS_FOR_EXAMPLE.test(question)) bonus -= 0.4
    if ((passage.id.startsWith('practice-') || passage.id.startsWith('sector-')) && analysis.kind !== 'method')
      bonus -= 0.05
    return bonus
  }
  return [...hits]
    .map((hit) => ({ hit, rank: hit.score + 0.4 * hit.coverage + fit(hit.passage) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ hit }) => hit)
}

/**
 * The blocks of a passage that the answer quotes, in their original order: the lead's within its kind's budget of
 * words, a runner-up's within the budget it is given.
 */
function leadBlocks(
  index: PassageIndex,
  passage: Passage,
  analysis: QuestionAnalysis,
  terms: Terms,
  budget = WORD_BUDGET[analysis.kind],
): string[] {
  const all = blocks(passage.body)
  if (budget === Infinity) return all
  const chosen = new Set<number>([0])
  // An opening that announces its items ("covering three named elements") is followed by the list that names them.
  if (ANNOUNCES_ITEMS.test(all[0] ?? '')) {
    const list = all.findIndex((block, at) => at > 0 && (LIST_ITEM_START.test(block) || hasTable(block)))
    if (list > 0) chosen.add(list)
  }
  if (analysis.kind === 'comparison') {
    const table = all.findIndex(hasTable)
    if (table >= 0) chosen.add(table)
  }
  let used = 0
  // The block that holds most of what was asked comes along whatever its length (often the list or the table); the
  // others only while the budget lasts.
  const ranked = all
    .map((block, at) => ({
      block,
      at,
      score: overlap(index, block, terms.all) + (analysis.kind === 'timeline' && /\b(19|20)\d\d\b/.test(block) ? 1 : 0),
    }))
    .filter(({ at, score }) => at > 0 && score > 0)
    .sort((a, b) => b.score - a.score || a.at - b.at)
  for (const [i, { block, at }] of ranked.entries()) {
    if (i > 0 && used + words(block) > budget) continue
    chosen.add(at)
    used += words(block)
  }
  const quoted = all.filter((_block, at) => chosen.has(at))
  if (analysis.kind !== 'yes-no') return quoted
  // A yes/no question opens with the paragraph that states its proposition when the passage's opening does not: a
  // plain paragraph (not a list or table, which need their lead-in, nor an example) holding clearly more of the question.
  const stating = (block: string) =>
    Math.max(0, ...sentences(block).map((sentence) => overlap(index, sentence, terms.own)))
  const opening = stating(quoted[0] ?? '')
  const better = quoted.findIndex(
    (block, at) =>
      at > 0 &&
      !LIST_ITEM_START.test(block) &&
      !hasTable(block) &&
      !/^Example\b/i.test(block) &&
      !LEANS_ON_WHAT_CAME_BEFORE.test(block) &&
      stating(block) >= STATES_IT_BETTER * opening &&
      stating(block) > 0,
  )
  return better > 0 ? [quoted[better]!, ...quoted.filter((_block, at) => at !== better)] : quoted
}

/** The one block of a further passage that adds most of what the question asks and the answer does not have yet. */
function addedBlock(index: PassageIndex, passage: Passage, terms: Terms, covered: ReadonlySet<string>): string | null {
  // Only words that name a topic count: a block that adds "require" or "climate" adds nothing the question needs.
  const missing = new Set([...terms.own].filter((term) => !covered.has(term) && index.isDistinctive(term)))
  if (missing.size === 0) return null
  // And the block must add a real part of the question, not one stray word of it ("company"), unless the passage is
  // about that part: its title names it.
  const titled = overlap(index, passage.title, missing) > 0
  const needed = titled ? 0 : MIN_GAIN_SHARE * overlap(index, [...terms.own].join(' '), terms.own)
  let best: { block: string; gain: number } | null = null
  const all = blocks(passage.body)
  for (const block of all) {
    const gain = overlap(index, block, missing)
    if (gain >= needed && gain > 0 && (!best || gain > best.gain)) best = { block, gain }
  }
  // The opening states what the passage is about, so it is preferred when it adds a fair part of the same.
  const opening = all[0] ?? ''
  if (best && best.block !== opening && overlap(index, opening, missing) >= Math.max(needed, best.gain / 2))
    return opening
  return best?.block ?? null
}

/**
 * A comparison with no table in the sources: one row per thing compared, each the opening of the passage that
 * best describes it, cited. Returns null unless every side finds its own passage.
 */
function comparisonTable(
  index: PassageIndex,
  analysis: QuestionAnalysis,
  question: string,
  sources: SourceList,
): string | null {
  if (analysis.compared.length < 2) return null
  const rest = question.replace(
    new RegExp(analysis.compared.map((thing) => thing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi'),
    ' ',
  )
  const rows: string[] = []
  const used = new Set<string>()
  for (const thing of analysis.compared) {
    // Each side is found as a definition of itself would be: the passage that opens with it, never example wording.
    const side = `${thing} ${rest}`
    const candidates = rankForKind(
      index,
      index.relevant(side, { k: 5 }),
      { kind: 'definition', compared: [] },
      side,
      questionTerms(thing, []),
    )
    const hit = candidates.find((candidate) => !used.has(candidate.passage.id))
    if (!hit) return null
    used.add(hit.passage.id)
    const opening = blocks(hit.passage.body)[0] ?? ''
    rows.push(`| ${tableCell(thing)} | ${tableCell(firstSentences(opening, 3))} [${sources.cite(hit.passage)}] |`)
  }
  return [`| | What the sources say |`, `| --- | --- |`, ...rows].join('\n')
}

/**
 * A yes/no question answered by a calculation ("We're Group 1 ... does our first report have to include Scope 3?")
 * asks something beyond the calculation's opening conclusion (the reporting period): the block that states that
 * part (the first-year relief) opens the answer with its verdict, when one states it clearly enough to settle it.
 */
function verdictFirst(
  index: PassageIndex,
  calculation: CalculatorResult,
  asking: string,
  analysis: QuestionAnalysis,
): CalculatorResult {
  if (analysis.kind !== 'yes-no' || calculation.blocks.length < 2) return calculation
  // What the question asks beyond the opening conclusion, less the dates and periods that only set the scene.
  const opening = new Set(contentTerms(calculation.blocks[0]?.text ?? ''))
  const beyond = new Set(contentTerms(asking).filter((term) => !opening.has(term) && !DATE_TERM.test(term)))
  const needed = YES_NO_MIN_COVERAGE * overlap(index, asking, beyond)
  if (needed === 0) return calculation
  const stating = calculation.blocks
    .map((block, at) => ({ block, at, sentence: firstSentences(block.text, 1) }))
    .filter(({ at }) => at > 0)
    .map((candidate) => ({
      ...candidate,
      cover: overlap(index, candidate.block.text, beyond),
      verdict: yesOrNo(asking, candidate.sentence),
    }))
    .filter((candidate) => candidate.verdict !== null && candidate.cover >= needed)
    .sort((a, b) => b.cover - a.cover)[0]
  if (!stating) return calculation
  const opened = { ...stating.block, text: `${stating.verdict}: ${stating.block.text}` }
  return { ...calculation, blocks: [opened, ...calculation.blocks.filter((_block, at) => at !== stating.at)] }
}

/**
 * A yes/no answer whose opening does not settle the question opens instead with the quoted paragraph, from any of its
 * passages, whose first sentence states the proposition and gives a yes or no: the direct answer comes first.
 */
function openWithVerdict(index: PassageIndex, parts: string[], asking: string): void {
  const askedTerms = new Set(contentTerms(asking))
  const needed = YES_NO_MIN_COVERAGE * overlap(index, asking, askedTerms)
  const best = parts
    .map((block, at) => ({ block, at, sentence: firstSentences(block, 1) }))
    .filter(
      ({ block, at }) =>
        at > 0 &&
        !LIST_ITEM_START.test(block) &&
        !hasTable(block) &&
        !/^Example\b|^_/i.test(block) &&
        !LEANS_ON_WHAT_CAME_BEFORE.test(block),
    )
    .map((candidate) => ({
      ...candidate,
      cover: overlap(index, candidate.sentence, askedTerms),
      verdict: yesOrNo(asking, candidate.sentence),
    }))
    .filter((candidate) => candidate.verdict !== null && candidate.cover >= needed)
    .sort((a, b) => b.cover - a.cover)[0]
  if (!best) return
  parts.splice(best.at, 1)
  parts.unshift(`${best.verdict}: ${best.block}`)
}

function asOfNote(passages: readonly Passage[]): string {
  const dates = [
    ...new Set(passages.map((passage) => passage.asOf).filter((date): date is string => Boolean(date))),
  ].sort()
  if (dates.length === 0) return ''
  return `_Some of this is time-sensitive: it was true as of ${dates.join(' and ')}. Check for later changes before relying on it._`
}

function declineNote(declined: readonly string[]): string {
  const asked = declined.map((clause) => `“${clause.replace(/[?.!]+$/, '')}”`).join(' and ')
  return `I can't help with ${asked}: that is outside climate-related disclosure, which is all my sources cover.`
}

export function composeAnswer(index: PassageIndex, input: AnswerInput): EngineAnswer {
  const plan = planAnswer(index, input)
  if (plan.outcome === 'decline') return noMatchAnswer()
  const { analysis, calculation, question, context, declined } = plan
  const terms = questionTerms(question, context)
  const sources = new SourceList()
  const parts: string[] = []
  const quoted: Passage[] = []
  const covered = new Set<string>()
  // A block that mostly repeats what the answer already says (a passage's opening after a calculation built on it)
  // is left out; the first block of the lead always stays.
  const repeats = (block: string) => {
    const own = contentTerms(block).filter((term) => index.isDistinctive(term))
    return own.length > 0 && own.filter((term) => covered.has(term)).length >= REPEAT_SHARE * own.length
  }
  const quote = (passage: Passage, chosen: readonly string[]) => {
    const kept = chosen.filter((block, i) => (i === 0 && parts.length === 0) || !repeats(block))
    if (kept.length === 0) return
    const n = sources.cite(passage)
    for (const block of kept) {
      parts.push(citeBlock(block, [n]))
      for (const term of contentTerms(block)) covered.add(term)
    }
    quoted.push(passage)
  }

  let hits = rankForKind(index, plan.hits, analysis, question, terms)
  if (calculation) {
    parts.push(
      ...citedCalculation(verdictFirst(index, calculation, plan.parts.join(' '), analysis), index, (passage) =>
        sources.cite(passage),
      ),
    )
    for (const block of calculation.blocks) for (const term of contentTerms(block.text)) covered.add(term)
    for (const id of calculation.passages) {
      const passage = index.get(id)
      if (passage) quote(passage, blocks(passage.body).slice(0, 1))
    }
    hits = []
  }

  const lead = hits[0]
  if (lead) {
    const chosen = leadBlocks(index, lead.passage, analysis, terms)
    // A yes/no question gets its yes or no first, read off the lead passage's opening sentence, when that passage
    // covers the question well enough to settle it.
    // The scene set before the question ("We buy 100% GreenPower.") is not what the sentence has to settle.
    const opening = firstSentences(chosen[0] ?? '', 1)
    const asking = plan.parts.join(' ')
    const askedTerms = new Set(contentTerms(asking))
    const settles =
      analysis.kind === 'yes-no' &&
      overlap(index, opening, askedTerms) >= YES_NO_MIN_COVERAGE * overlap(index, asking, askedTerms)
    const verdict = settles ? yesOrNo(asking, opening) : null
    if (verdict && chosen[0]) chosen[0] = `${verdict}: ${chosen[0]}`
    const table =
      analysis.kind === 'comparison' && !chosen.some(hasTable)
        ? comparisonTable(index, analysis, question, sources)
        : null
    // The lead's opening introduces a built table, so the answer opens with a sentence rather than a header row.
    if (table) {
      quote(lead.passage, chosen.slice(0, 1))
      parts.push(table)
      quote(lead.passage, chosen.slice(1))
    } else {
      quote(lead.passage, chosen)
    }
    // When the runner-up is nearly as good a match, the question is ambiguous between them: it is quoted as the lead
    // is but with no words to spare (its opening, and the block holding most of the question with any list the
    // opening announces), so a near miss of the ranking still puts the answer in front of the user. A comparison
    // too: a built table holds only each side's opening, and a runner-up it already quotes is not quoted again. The
    // passage after it comes the same way when the three are closer still.
    for (const [at, close] of hits.slice(1, 3).entries()) {
      if (
        close.score < lead.score * (at === 0 ? NEAR_TIE : THREE_WAY_TIE) ||
        quoted.some((passage) => passage.id === close.passage.id)
      )
        continue
      quote(close.passage, leadBlocks(index, close.passage, analysis, terms, 0))
    }
    let added = 0
    for (const hit of hits.slice(1)) {
      if (added >= MAX_SECONDARY[analysis.kind] || hit.score < lead.score * SECONDARY_MIN_SHARE) continue
      if (quoted.some((passage) => passage.id === hit.passage.id)) continue
      const block = addedBlock(index, hit.passage, terms, covered)
      if (!block) continue
      quote(hit.passage, [block])
      added += 1
    }
    // A question of several parts ("When was the TCFD set up, and does it still exist?") gets each part answered:
    // the opening of the best passage for a part the answer has not reached yet.
    for (const part of plan.parts.length > 1 ? plan.parts : []) {
      const partTerms = new Set(contentTerms(part))
      const missing = new Set([...partTerms].filter((term) => !covered.has(term)))
      if (overlap(index, part, missing) < PART_MISSING_SHARE * overlap(index, part, partTerms)) continue
      const best = index.relevant(part, { k: 3, context: plan.parts.filter((other) => other !== part) })[0]
      if (!best || quoted.some((passage) => passage.id === best.passage.id)) continue
      quote(best.passage, blocks(best.passage.body).slice(0, 1))
    }
  }
  if (analysis.kind === 'yes-no' && !parts[0]?.match(/^(Yes|No):/)) openWithVerdict(index, parts, plan.parts.join(' '))
  if (declined.length > 0) parts.push(declineNote(declined))
  const note = asOfNote(quoted)
  if (note) parts.push(note)
  parts.push(sources.markdown())
  return { markdown: parts.join('\n\n'), citations: sources.citations, engine: 'grounded' }
}
