// Answer-quality evaluation. Question banks live in tests/eval/questions/<set>/<topic>.json, one folder per set
// (tuning: tune against it freely; held-out: added by someone else, same format, judged, never tuned on). Each case
// names the facts an expert answer must carry, as case-insensitive regular expressions over the answer TEXT (never
// passage ids). Case format:
//   {"id": "kebab-id", "topic": "<TOPICS>", "kind": "<KINDS>", "question": "...",
//    "facts": ["regex", ["alternative", "another"]],   every entry must match; an array entry matches if any does
//    "first": "regex",                                  optional: the answer's first sentence must match
//    "absent": ["regex"]}                               optional: none may match (wrong facts, a previous topic)
//   thread: {"id", "topic": "threads", "kind", "turns": [{"question", "facts", "first"?, "absent"?}, ...]}; each turn
//   is asked with the earlier turns (questions and the engine's answers) as history.
//   kind "out-of-scope": no facts; the answer must be a decline (noMatch, no citations).
//   kind "mixed": facts for the in-scope part, and the answer must also decline the rest (DECLINE_PHRASE).
//   kind "comparison": the answer must also contain a Markdown table.
// The unit of scoring is one question asked (a thread contributes one per turn); a case passes when all of its
// questions pass every check.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ChatTurn, Engine, EngineAnswer } from '../../src/core/engine/types'

export const TOPICS = [
  'aasb-s2-governance',
  'aasb-s2-strategy',
  'aasb-s2-financial-effects',
  'aasb-s2-resilience-scenarios',
  'aasb-s2-risk-management',
  'aasb-s2-metrics-ghg',
  'aasb-s2-scope-3',
  'aasb-s2-financed-emissions',
  'aasb-s2-targets-credits',
  'aasb-s2-reliefs-amendments',
  'aasb-s2-vs-ifrs',
  'au-groups-timing',
  'au-report-contents',
  'au-liability-assurance',
  'tcfd',
  'nz-us',
  'practice-scenarios',
  'practice-physical-risk',
  'practice-sectors',
  'applicability',
  'threads',
  'comparisons',
  'out-of-scope',
] as const
export type Topic = (typeof TOPICS)[number]

export const KINDS = [
  'definition',
  'list',
  'yes-no',
  'applicability',
  'method',
  'comparison',
  'timeline',
  'out-of-scope',
  'mixed',
] as const
export type Kind = (typeof KINDS)[number]

/** A required fact: one pattern, or alternatives of which any one will do. */
export type Fact = string | string[]
export type Check = { question: string; facts?: Fact[]; first?: string; absent?: string[] }
export type SingleCase = Check & { id: string; topic: Topic; kind: Kind }
export type ThreadCase = { id: string; topic: Topic; kind: Kind; turns: Check[] }
export type EvalCase = SingleCase | ThreadCase
export type CaseSet = { name: string; dir: string; cases: EvalCase[] }

export const QUESTIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'questions')

/** Share of questions carrying every required fact, per set; other sets (if any) have no target. */
export const FACT_TARGETS: Record<string, number> = {
  tuning: 0.9,
  'held-out': 0.85,
  'held-out-2': 0.85,
  'held-out-4': 0.85,
  'held-out-6': 0.85,
  'held-out-7': 0.85,
}
export const CITATION_TARGET = 1

/** What a mixed question's answer must say about the part it does not answer. */
export const DECLINE_PHRASE =
  /outside|can(no|'|’)t help|not able to help|don('|’)t cover|do not cover|only (answer|help)/i

const isThread = (c: EvalCase): c is ThreadCase => 'turns' in c

/** The questions a case asks, in order: one, or a thread's turns. */
export function checksOf(c: EvalCase): Check[] {
  return isThread(c) ? c.turns : [c]
}

// ---------------------------------------------------------------------------------------------------------------
// Matching an answer

const SOURCES_START = /^\s*(?:\*\*Sources:?\*\*|#{1,6}\s+Sources:?)\s*$/im

/** The answer without its trailing Sources list: facts, absences and the first sentence are judged on this. */
export function answerText(markdown: string): string {
  const start = markdown.search(SOURCES_START)
  return start === -1 ? markdown : markdown.slice(0, start)
}

const regex = (pattern: string) => new RegExp(pattern, 'i')

export function factMatches(text: string, fact: Fact): boolean {
  return (Array.isArray(fact) ? fact : [fact]).some((pattern) => regex(pattern).test(text))
}

/** The required facts the text does not carry. */
export function missingFacts(text: string, facts: readonly Fact[] = []): Fact[] {
  return facts.filter((fact) => !factMatches(text, fact))
}

/** The forbidden patterns the text does contain. */
export function presentAbsent(text: string, absent: readonly string[] = []): string[] {
  return absent.filter((pattern) => regex(pattern).test(text))
}

export const describeFact = (fact: Fact) => (Array.isArray(fact) ? fact.map((p) => `/${p}/`).join(' or ') : `/${fact}/`)

const TITLE_LINE = /^\s*(?:(\*\*|__)(?:(?!\1).)+\1\s*:?|#{1,6}\s+.*)\s*$/
const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|\||>)/
const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)])\s+/
// Words whose full stop does not end a sentence: "e.g.", "s. 296D", "para. 29", "No. 87".
const ABBREVIATIONS = new Set([
  'eg',
  'ie',
  'etc',
  'cf',
  'vs',
  'v',
  's',
  'ss',
  'para',
  'paras',
  'no',
  'nos',
  'approx',
  'ch',
  'pt',
  'sch',
  'reg',
  'art',
  'mr',
  'ms',
  'dr',
  'pty',
  'inc',
  'co',
  'al',
])

/** Removes [n] citations, links and Markdown emphasis. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\s*\[\d+(?:\s*[,–-]\s*\d+)*\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)(.+?)(?<=\S)[*_](?![\w*])/g, '$1$2')
    .replace(/`/g, '')
}

/**
 * The answer's first sentence: leading blank lines and a leading title line (a line that is only **bold**, or a
 * Markdown heading) are skipped; citations and emphasis are removed; the sentence ends at the first . ! or ? that is
 * followed by a space (not after an abbreviation), or where the first block ends (a blank line, a list, a table).
 * An answer that starts with a list gives its first item.
 */
export function firstSentence(markdown: string): string {
  const lines = answerText(markdown).split('\n')
  let i = 0
  while (i < lines.length && (lines[i]!.trim() === '' || TITLE_LINE.test(lines[i]!))) i += 1
  const block: string[] = []
  for (let j = i; j < lines.length; j += 1) {
    const line = lines[j]!
    if (line.trim() === '' || (j > i && BLOCK_START.test(line))) break
    block.push(j === i ? line.replace(LIST_MARKER, '') : line)
  }
  const text = plainText(block.join(' ')).replace(/\s+/g, ' ').trim()
  for (const end of text.matchAll(/[.!?]["'’”)\]]*(?=\s|$)/g)) {
    if (end[0].startsWith('.')) {
      const word = text.slice(0, end.index).split(/\s/).pop() ?? ''
      const bare = word.replace(/[^A-Za-z]/g, '').toLowerCase()
      if (ABBREVIATIONS.has(bare) || /^[A-Z]$/.test(word)) continue
    }
    return text.slice(0, end.index + end[0].length).trim()
  }
  return text
}

/** A decline: the engine found nothing to answer from and cites nothing. */
export function isDecline(answer: Pick<EngineAnswer, 'noMatch' | 'citations'>): boolean {
  return answer.noMatch === true && answer.citations.length === 0
}

/** A mixed question's answer: it answers (not a decline) and says it will not help with the other part. */
export function declinesOtherPart(answer: Pick<EngineAnswer, 'noMatch' | 'markdown'>): boolean {
  return answer.noMatch !== true && DECLINE_PHRASE.test(answerText(answer.markdown))
}

/** A Markdown table: a header row followed by a delimiter row. */
/**
 * A line that ends in a colon with no list or table after it: the lead-in whose items were dropped ("Group 3 entities
 * meet at least two of these three thresholds:" and nothing follows).
 */
export function hasDanglingLeadIn(markdown: string): boolean {
  const lines = answerText(markdown).split('\n')
  return lines.some((line, i) => {
    if (!/:\s*$/.test(line)) return false
    const next = lines.slice(i + 1).find((candidate) => candidate.trim() !== '')
    // What may follow a lead-in: a list, a table or the quotation it introduces ("Illustrative wording [1]:").
    return next === undefined || !/^\s*([-*+]|\d+[.)]|\||["“>])/.test(next)
  })
}

export function hasMarkdownTable(markdown: string): boolean {
  return /^\s*\|?.*\|.*\n\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/m.test(answerText(markdown))
}

/**
 * Every [n] in the text is a listed citation, and every passage citation is a real passage. An answer that cites
 * nothing does not count: an answer that is given must be grounded.
 */
export function citationsResolve(
  answer: Pick<EngineAnswer, 'markdown' | 'citations'>,
  passageExists: (id: string) => boolean,
): boolean {
  const cited = [...answer.markdown.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))
  if (cited.length === 0) return false
  const numbers = new Set(answer.citations.map((citation) => citation.n))
  return (
    cited.every((n) => numbers.has(n)) && answer.citations.every((c) => c.kind !== 'passage' || passageExists(c.id))
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Loading and validating question banks

const CASE_KEYS = new Set(['id', 'topic', 'kind', 'question', 'facts', 'first', 'absent', 'turns'])
const TURN_KEYS = new Set(['question', 'facts', 'first', 'absent'])

function patternProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string' || pattern.trim() === '') return 'is not a non-empty string'
  try {
    if (regex(pattern).test('')) return `/${pattern}/ matches the empty string`
  } catch (error) {
    return `/${pattern}/ is not a valid regular expression (${(error as Error).message})`
  }
  return undefined
}

function checkProblems(
  check: Record<string, unknown>,
  where: string,
  { needsFacts }: { needsFacts: boolean },
): string[] {
  const problems: string[] = []
  if (typeof check.question !== 'string' || check.question.trim() === '') problems.push(`${where}: question missing`)
  const { facts, first, absent } = check
  if (facts !== undefined && !Array.isArray(facts)) problems.push(`${where}: facts must be an array`)
  else if (needsFacts && (!facts || facts.length === 0)) problems.push(`${where}: needs at least one fact`)
  else if (!needsFacts && facts && facts.length > 0) problems.push(`${where}: an out-of-scope question has no facts`)
  for (const [k, fact] of (Array.isArray(facts) ? facts : []).entries()) {
    const alternatives = Array.isArray(fact) ? fact : [fact]
    if (alternatives.length === 0) problems.push(`${where}: facts[${k}] is an empty list of alternatives`)
    for (const pattern of alternatives) {
      const problem = patternProblem(pattern)
      if (problem) problems.push(`${where}: facts[${k}] ${problem}`)
    }
  }
  if (first !== undefined) {
    const problem = patternProblem(first)
    if (problem) problems.push(`${where}: first ${problem}`)
  }
  if (absent !== undefined) {
    if (!Array.isArray(absent)) problems.push(`${where}: absent must be an array`)
    else
      for (const [k, pattern] of absent.entries()) {
        const problem = patternProblem(pattern)
        if (problem) problems.push(`${where}: absent[${k}] ${problem}`)
      }
  }
  return problems
}

/** Everything wrong with one case (empty when it is well-formed). */
export function caseProblems(raw: unknown, where = 'case'): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [`${where}: not an object`]
  const c = raw as Record<string, unknown>
  const name = typeof c.id === 'string' ? `${where} ${c.id}` : where
  const problems: string[] = []
  if (typeof c.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(c.id))
    problems.push(`${name}: id must be kebab-case`)
  for (const key of Object.keys(c)) if (!CASE_KEYS.has(key)) problems.push(`${name}: unknown key "${key}"`)
  if (!TOPICS.includes(c.topic as Topic)) problems.push(`${name}: unknown topic "${String(c.topic)}"`)
  if (!KINDS.includes(c.kind as Kind)) problems.push(`${name}: unknown kind "${String(c.kind)}"`)
  if ('turns' in c) {
    if (c.topic !== 'threads') problems.push(`${name}: a case with turns must have topic "threads"`)
    for (const key of ['question', 'facts', 'first', 'absent'])
      if (key in c) problems.push(`${name}: a thread keeps "${key}" in its turns`)
    if (!Array.isArray(c.turns) || c.turns.length < 2) problems.push(`${name}: a thread needs at least 2 turns`)
    for (const [t, turn] of (Array.isArray(c.turns) ? c.turns : []).entries()) {
      const at = `${name} turn ${t + 1}`
      if (typeof turn !== 'object' || turn === null || Array.isArray(turn)) {
        problems.push(`${at}: not an object`)
        continue
      }
      for (const key of Object.keys(turn)) if (!TURN_KEYS.has(key)) problems.push(`${at}: unknown key "${key}"`)
      problems.push(...checkProblems(turn as Record<string, unknown>, at, { needsFacts: true }))
    }
  } else {
    if (c.topic === 'threads') problems.push(`${name}: a "threads" case needs turns`)
    problems.push(...checkProblems(c, name, { needsFacts: c.kind !== 'out-of-scope' }))
    if (c.kind === 'out-of-scope' && c.first !== undefined)
      problems.push(`${name}: an out-of-scope question has no first-sentence pattern`)
  }
  return problems
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return jsonFiles(path)
      return name.endsWith('.json') ? [path] : []
    })
}

/** Reads one set folder; throws naming every malformed case, duplicate id and unreadable file. */
export function loadSet(dir: string): CaseSet {
  const cases: EvalCase[] = []
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const file of jsonFiles(dir)) {
    const where = relative(QUESTIONS_DIR, file)
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`)
      continue
    }
    if (!Array.isArray(parsed)) {
      problems.push(`${where}: must hold a JSON array of cases`)
      continue
    }
    for (const [k, raw] of parsed.entries()) {
      const caseProblemsFound = caseProblems(raw, `${where}[${k}]`)
      problems.push(...caseProblemsFound)
      const id = (raw as { id?: unknown } | null)?.id
      if (typeof id === 'string') {
        if (seen.has(id)) problems.push(`${where}[${k}]: id "${id}" already used in ${seen.get(id)}`)
        else seen.set(id, where)
      }
      if (caseProblemsFound.length === 0) cases.push(raw as EvalCase)
    }
  }
  if (problems.length > 0) throw new Error(`Malformed question cases in ${dir}:\n  ${problems.join('\n  ')}`)
  return { name: relative(QUESTIONS_DIR, dir) || dir, dir, cases }
}

/** The set folders under the questions folder, sorted (tuning, held-out, ...). */
export function setNames(root = QUESTIONS_DIR): string[] {
  if (!existsSync(root)) return []
  const order = (name: string) => (name === 'tuning' ? 0 : name === 'held-out' ? 1 : 2)
  return readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
}

export function loadSets(root = QUESTIONS_DIR, only?: string): CaseSet[] {
  return setNames(root)
    .filter((name) => only === undefined || name === only)
    .map((name) => ({ ...loadSet(resolve(root, name)), name }))
}

// ---------------------------------------------------------------------------------------------------------------
// Running cases and scoring them

export type QuestionResult = {
  set: string
  caseId: string
  topic: Topic
  kind: Kind
  /** 1-based turn of a thread; undefined for a single question. */
  turn?: number
  question: string
  answer: EngineAnswer
  /** undefined when the question has no required facts (out-of-scope). */
  factsOk?: boolean
  missing: Fact[]
  absentFound: string[]
  /** A comparison answer without a Markdown table. */
  tableMissing: boolean
  /** undefined when the question has no first-sentence pattern. */
  firstOk?: boolean
  first?: string
  firstSentence: string
  /** Out-of-scope questions only. */
  declined?: boolean
  /** Mixed questions only: the facts are there and the other part is declined. */
  mixedOk?: boolean
  answered: boolean
  /** undefined when the answer was a decline (noMatch). */
  citationsOk?: boolean
  /** undefined when the answer was a decline; false when a lead-in ends in a colon with nothing after it. */
  listsWhole?: boolean
}

export type CaseResult = { set: string; id: string; topic: Topic; kind: Kind; questions: QuestionResult[] }

export const questionPasses = (q: QuestionResult) =>
  q.factsOk !== false &&
  q.firstOk !== false &&
  q.declined !== false &&
  q.mixedOk !== false &&
  q.citationsOk !== false &&
  q.listsWhole !== false

export function scoreAnswer(
  check: Check,
  answer: EngineAnswer,
  context: { set: string; caseId: string; topic: Topic; kind: Kind; turn?: number },
  passageExists: (id: string) => boolean,
): QuestionResult {
  const text = answerText(answer.markdown)
  const facts = check.facts ?? []
  const missing = missingFacts(text, facts)
  const absentFound = presentAbsent(text, check.absent)
  const tableMissing = context.kind === 'comparison' && context.turn === undefined && !hasMarkdownTable(answer.markdown)
  const factsOk = facts.length > 0 ? missing.length === 0 && absentFound.length === 0 && !tableMissing : undefined
  const sentence = firstSentence(answer.markdown)
  const outOfScope = context.kind === 'out-of-scope' && context.turn === undefined
  const mixed = context.kind === 'mixed' && context.turn === undefined
  const result: QuestionResult = {
    ...context,
    question: check.question,
    answer,
    missing,
    absentFound,
    tableMissing,
    firstSentence: sentence,
    answered: answer.noMatch !== true,
  }
  if (factsOk !== undefined) result.factsOk = factsOk
  if (check.first !== undefined) {
    result.first = check.first
    result.firstOk = regex(check.first).test(sentence)
  }
  if (outOfScope) result.declined = isDecline(answer)
  if (mixed) result.mixedOk = factsOk === true && declinesOtherPart(answer)
  if (result.answered) {
    result.citationsOk = citationsResolve(answer, passageExists)
    result.listsWhole = !hasDanglingLeadIn(answer.markdown)
  }
  return result
}

export async function runCase(
  engine: Engine,
  set: string,
  c: EvalCase,
  passageExists: (id: string) => boolean,
): Promise<CaseResult> {
  const history: ChatTurn[] = []
  const questions: QuestionResult[] = []
  const thread = isThread(c)
  for (const [t, check] of checksOf(c).entries()) {
    const answer = await engine.answer(
      history.length > 0 ? { question: check.question, history: [...history] } : { question: check.question },
    )
    const context = { set, caseId: c.id, topic: c.topic, kind: c.kind, ...(thread ? { turn: t + 1 } : {}) }
    questions.push(scoreAnswer(check, answer, context, passageExists))
    history.push({ role: 'user', content: check.question }, { role: 'assistant', content: answer.markdown })
  }
  return { set, id: c.id, topic: c.topic, kind: c.kind, questions }
}

export type Ratio = { n: number; of: number }
export type Figures = {
  cases: number
  questions: number
  /** Questions carrying every required fact (and no forbidden one), of those with facts. */
  facts: Ratio
  /** First sentences matching `first`, of questions that have it. */
  first: Ratio
  outOfScopeDeclined: Ratio
  mixedAnsweredAndDeclined: Ratio
  /** Answers whose citations all resolve, of answered (not declined) questions. */
  citations: Ratio
  /** Answers with no lead-in left without its list, of answered questions. */
  listsWhole: Ratio
  /** Cases whose every question passes every check. */
  casesPassing: Ratio
}

const count = (items: QuestionResult[], pick: (q: QuestionResult) => boolean | undefined): Ratio => {
  const judged = items.map(pick).filter((value) => value !== undefined)
  return { n: judged.filter(Boolean).length, of: judged.length }
}

export function figuresOf(results: readonly CaseResult[]): Figures {
  const questions = results.flatMap((c) => c.questions)
  return {
    cases: results.length,
    questions: questions.length,
    facts: count(questions, (q) => q.factsOk),
    first: count(questions, (q) => q.firstOk),
    outOfScopeDeclined: count(questions, (q) => q.declined),
    mixedAnsweredAndDeclined: count(questions, (q) => q.mixedOk),
    citations: count(questions, (q) => q.citationsOk),
    listsWhole: count(questions, (q) => q.listsWhole),
    casesPassing: { n: results.filter((c) => c.questions.every(questionPasses)).length, of: results.length },
  }
}

export const rate = (r: Ratio): number | undefined => (r.of > 0 ? r.n / r.of : undefined)

export type AnswerEvaluation = { sets: Array<{ name: string; results: CaseResult[] }> }

export type EvaluateOptions = { root?: string; set?: string; topic?: string; onCase?: (result: CaseResult) => void }

export async function evaluateAnswers(
  engine: Engine,
  passageExists: (id: string) => boolean,
  options: EvaluateOptions = {},
): Promise<AnswerEvaluation> {
  const sets = loadSets(options.root, options.set)
  const evaluation: AnswerEvaluation = { sets: [] }
  for (const set of sets) {
    const results: CaseResult[] = []
    for (const c of set.cases) {
      if (options.topic !== undefined && c.topic !== options.topic) continue
      const result = await runCase(engine, set.name, c, passageExists)
      options.onCase?.(result)
      results.push(result)
    }
    evaluation.sets.push({ name: set.name, results })
  }
  return evaluation
}

/**
 * The overall figures of one set ('tuning', 'held-out'), for a test: `expect(rate((await answerFigures('tuning'))
 * .facts)).toBeGreaterThanOrEqual(0.9)`. Runs the grounded engine unless another is given; passage ids are checked
 * against the knowledge base.
 */
export async function answerFigures(
  set: string,
  options: { engine?: Engine; passageExists?: (id: string) => boolean; root?: string; topic?: string } = {},
): Promise<Figures> {
  let { engine, passageExists } = options
  if (!engine || !passageExists) {
    const [{ createGroundedEngine }, { knowledgeBase }] = await Promise.all([
      import('../../src/core/engine/grounded-engine'),
      import('../../src/core/knowledge/knowledge-base'),
    ])
    const grounded = createGroundedEngine(knowledgeBase)
    engine ??= grounded
    passageExists ??= (id) => grounded.index.get(id) !== undefined
  }
  if (!setNames(options.root).includes(set))
    throw new Error(`No question set "${set}" under ${options.root ?? QUESTIONS_DIR}`)
  const evaluation = await evaluateAnswers(engine, passageExists, {
    set,
    ...(options.root ? { root: options.root } : {}),
    ...(options.topic ? { topic: options.topic } : {}),
  })
  return figuresOf(evaluation.sets.flatMap((s) => s.results))
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const pct = (r: Ratio) => (r.of > 0 ? `${((100 * r.n) / r.of).toFixed(1)}%` : '-')
const ratio = (r: Ratio) => `${r.n}/${r.of} (${pct(r)})`
const cell = (r: Ratio) => (r.of > 0 ? `${r.n}/${r.of} ${pct(r)}` : '-')
const fixed = (value: number | undefined) => (value === undefined ? 'na' : value.toFixed(2))

function figureLines(f: Figures, factTarget: number | undefined, indent = '  '): string[] {
  const target = factTarget === undefined ? '' : `   target >= ${Math.round(factTarget * 100)}%`
  return [
    `${indent}cases ${f.cases} (${f.questions} questions asked; thread turns count one each)`,
    `${indent}every required fact:            ${ratio(f.facts)}${target}`,
    `${indent}first sentence matches:         ${ratio(f.first)}`,
    `${indent}out-of-scope declined:          ${ratio(f.outOfScopeDeclined)}`,
    `${indent}mixed answered and declined:    ${ratio(f.mixedAnsweredAndDeclined)}`,
    `${indent}citations resolve (answered):   ${ratio(f.citations)}   target ${CITATION_TARGET * 100}%`,
    `${indent}lists kept whole (answered):    ${ratio(f.listsWhole)}   target 100%`,
    `${indent}cases passing every check:      ${ratio(f.casesPassing)}`,
  ]
}

function topicTable(results: readonly CaseResult[], indent = '  '): string[] {
  const topics = TOPICS.filter((topic) => results.some((c) => c.topic === topic))
  const width = Math.max(5, ...topics.map((t) => t.length))
  const cols = ['cases', 'facts', 'first', 'declined', 'mixed', 'citations']
  const widths = [5, 15, 15, 11, 11, 15]
  const row = (label: string, values: string[]) =>
    `${indent}${label.padEnd(width)}  ${values.map((v, i) => v.padStart(widths[i]!)).join('  ')}`
  return [
    row('topic', cols),
    ...topics.map((topic) => {
      const f = figuresOf(results.filter((c) => c.topic === topic))
      return row(topic, [
        String(f.cases),
        cell(f.facts),
        cell(f.first),
        cell(f.outOfScopeDeclined),
        cell(f.mixedAnsweredAndDeclined),
        cell(f.citations),
      ])
    }),
  ]
}

function missLines(q: QuestionResult): string[] {
  const label = `[${q.set}] ${q.caseId}${q.turn !== undefined ? ` turn ${q.turn}` : ''} (${q.topic}, ${q.kind})`
  const lines = [`- ${label}`, `    Q: ${q.question}`]
  if (q.missing.length > 0) lines.push(`    missing: ${q.missing.map(describeFact).join(', ')}`)
  if (q.absentFound.length > 0)
    lines.push(`    must not appear but does: ${q.absentFound.map((p) => `/${p}/`).join(', ')}`)
  if (q.tableMissing) lines.push('    missing: a Markdown table')
  if (q.firstOk === false) lines.push(`    first sentence does not match /${q.first}/: "${q.firstSentence}"`)
  if (q.listsWhole === false) lines.push('    a lead-in ends in a colon with no list after it')
  if (q.declined === false)
    lines.push(`    not declined (noMatch ${q.answer.noMatch === true}, ${q.answer.citations.length} citations)`)
  if (q.mixedOk === false && q.factsOk)
    lines.push(
      `    mixed: ${q.answered ? `no decline of the other part matching ${DECLINE_PHRASE}` : 'declined as a whole'}`,
    )
  if (q.citationsOk === false)
    lines.push('    citations do not resolve (no [n], an [n] not listed, or an unknown passage id)')
  const excerpt = q.answer.markdown.slice(0, 400).trimEnd()
  lines.push(`    A: ${excerpt.replace(/\n/g, '\n       ')}${q.answer.markdown.length > 400 ? ' …' : ''}`)
  return lines
}

export const setKey = (name: string) => name.replace(/[^a-z0-9]+/gi, '_')

/** The machine-readable line: facts per set (tuning, held-out), first sentence and citations overall, n cases. */
export function summaryLine(evaluation: AnswerEvaluation): string {
  const all = figuresOf(evaluation.sets.flatMap((s) => s.results))
  const names = [
    'tuning',
    'held-out',
    ...evaluation.sets.map((s) => s.name).filter((n) => n !== 'tuning' && n !== 'held-out'),
  ]
  const perSet = names.map((name) => {
    const set = evaluation.sets.find((s) => s.name === name)
    return `facts_${setKey(name)}=${fixed(set ? rate(figuresOf(set.results).facts) : undefined)}`
  })
  return `${perSet.join(' ')} first_sentence=${fixed(rate(all.first))} citations_resolve=${fixed(rate(all.citations))} lists_whole=${fixed(rate(all.listsWhole))} n=${all.cases}`
}

/** Per set (overall figures and a per-topic table), then overall, optional misses, and the summary line last. */
export function formatAnswerReport(evaluation: AnswerEvaluation, options: { misses?: boolean } = {}): string[] {
  const lines: string[] = []
  for (const set of evaluation.sets) {
    lines.push(
      `set ${set.name}:`,
      ...figureLines(figuresOf(set.results), FACT_TARGETS[set.name]),
      '',
      ...topicTable(set.results),
      '',
    )
  }
  if (evaluation.sets.length === 0) lines.push('no question sets found', '')
  lines.push('overall:', ...figureLines(figuresOf(evaluation.sets.flatMap((s) => s.results)), undefined), '')
  if (options.misses) {
    const failing = evaluation.sets.flatMap((s) =>
      s.results.flatMap((c) => c.questions.filter((q) => !questionPasses(q))),
    )
    lines.push(`misses (${failing.length} questions):`, ...failing.flatMap(missLines), '')
  }
  lines.push(summaryLine(evaluation))
  return lines
}
