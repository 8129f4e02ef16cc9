import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Engine, EngineAnswer } from '../../src/core/engine/types'

// Answer checks: the team's question cases (tests/eval/questions/*.json: a question and the passages an answer must
// cite, any one of them counting) and out-of-scope questions the engine must decline rather than guess.
type QuestionCase = { question: string; expect: string[] }

export type AnswerReport = {
  cases: number
  citedExpected: number
  /** Answers that were given (not declined), and how many of those carry citations that all resolve. */
  answered: number
  allResolvable: number
  declined: number
  outOfScope: number
  misses: Array<{ question: string; expected: string[]; cited: string[] }>
}

const OUT_OF_SCOPE = [
  'Give me a recipe for banana bread',
  'Who won the football grand final?',
  'How do I reset my wifi router?',
  'Translate hello into Spanish',
  'What is the capital of Mongolia?',
]

const questionsDir = new URL('./questions/', import.meta.url).pathname

export async function loadQuestionCases(): Promise<QuestionCase[]> {
  const files = (await readdir(questionsDir)).filter((name) => name.endsWith('.json')).sort()
  const sets = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(questionsDir, file), 'utf8')) as QuestionCase[]))
  return sets.flat()
}

/** Every [n] in the text points to a listed source, and every passage source is a real passage. */
export function citationsResolve(answer: EngineAnswer, passageExists: (id: string) => boolean): boolean {
  const cited = [...answer.markdown.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))
  if (cited.length === 0) return false
  const numbers = new Set(answer.citations.map((citation) => citation.n))
  return cited.every((n) => numbers.has(n)) && answer.citations.every((c) => c.kind !== 'passage' || passageExists(c.id))
}

export async function evaluateAnswers(engine: Engine, passageExists: (id: string) => boolean): Promise<AnswerReport> {
  const cases = await loadQuestionCases()
  const report: AnswerReport = { cases: cases.length, citedExpected: 0, answered: 0, allResolvable: 0, declined: 0, outOfScope: OUT_OF_SCOPE.length, misses: [] }
  for (const { question, expect } of cases) {
    const answer = await engine.answer({ question })
    const cited = answer.citations.map((citation) => citation.id)
    if (cited.some((id) => expect.includes(id))) report.citedExpected += 1
    else report.misses.push({ question, expected: expect, cited })
    if (answer.noMatch) continue
    report.answered += 1
    if (citationsResolve(answer, passageExists)) report.allResolvable += 1
  }
  for (const question of OUT_OF_SCOPE) {
    const answer = await engine.answer({ question })
    if (answer.noMatch && answer.citations.length === 0) report.declined += 1
  }
  return report
}
