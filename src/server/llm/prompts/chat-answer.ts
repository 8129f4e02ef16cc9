import type { QuestionKind } from '../../../core/engine/question'
import type { ChatTurn } from '../../../core/engine/types'
import {
  EXPERT_ROLE,
  GROUNDING_RULES,
  numberedSources,
  userText,
  type PromptMessage,
  type PromptSource,
} from './prompt-parts'

// The Chat prompt: the conversation so far, then the retrieved passages and the new question in the last message,
// closest to where the model starts writing.

export type ChatAnswerPrompt = {
  question: string
  history?: readonly ChatTurn[]
  sources: readonly PromptSource[]
  /** What shape of answer the question wants, as the engine read it. */
  kind?: QuestionKind
  /** Parts of the question outside climate disclosure, to be declined in one sentence. */
  declined?: readonly string[]
  /** The rule-based calculators' result for the user's own figures, cited with the numbers of `sources`. */
  calculation?: string
}

// What each kind of question needs from the answer's shape; the system prompt's general rules still apply.
const SHAPE: Record<QuestionKind, string> = {
  list: 'The question asks for a list: give every item the sources list, not a selection, and never end a sentence with a colon without its items.',
  comparison:
    'The question asks for a comparison: answer with a Markdown table (one column per thing compared, one row per aspect), then at most two sentences.',
  'yes-no':
    'The question is a yes/no question: the first word of the answer is "Yes" or "No" (or "It depends", with the deciding condition), then the reason.',
  timeline: 'The question asks when: the first sentence gives the date or period; list further dates in order.',
  method: 'The question asks how to do something: give the steps in order as a numbered list.',
  definition:
    'The question asks what something is: define it in the first sentence, then add only what a preparer needs.',
  general: 'Answer directly in the first sentence.',
}

const SYSTEM = `${EXPERT_ROLE}

Task: answer the user's question about climate-related disclosure from the numbered sources in their latest message.
- Start with the direct answer, then the detail that matters to someone preparing a disclosure (who, what, when, which paragraph).
- Follow-up questions may refer to earlier turns ("and for Group 2?"): use the conversation to understand the question, and the current sources for the answer.
- If only part of the question is covered, answer that part and say which part your sources do not cover.
- Keep it under about 250 words unless the question needs more.

${GROUNDING_RULES}`

// Earlier turns are kept short and stripped of their citations: their [n] pointed to another answer's sources, and a
// model that sees them tends to reuse numbers that now mean something else.
const MAX_TURNS = 8
const MAX_TURN_CHARS = 2000

function withoutCitations(markdown: string): string {
  return markdown
    .replace(/\n\*\*Sources( provided)?\*\*[\s\S]*$/, '')
    .replace(/[ \t]*\[\d+(?:\s*[,;–-]\s*\d+)*\](?!\()/g, '')
    .trim()
}

export function buildChatAnswerMessages({
  question,
  history = [],
  sources,
  kind = 'general',
  declined = [],
  calculation,
}: ChatAnswerPrompt): PromptMessage[] {
  const turns = history
    .slice(-MAX_TURNS)
    .map((turn): PromptMessage => ({
      role: turn.role,
      content: userText(turn.role === 'assistant' ? withoutCitations(turn.content) : turn.content, MAX_TURN_CHARS),
    }))
    .filter((turn) => turn.content !== '')
  const notes = [
    calculation
      ? `Calculation from the user's own figures, made by the application's rules from the cited sources. Open the answer with its conclusion, keep its figures and citations exactly, then explain:\n\n${calculation}`
      : '',
    declined.length > 0
      ? `Outside climate disclosure, so say in one sentence that you cannot help with it: ${declined.map((clause) => `"${userText(clause, 300)}"`).join('; ')}`
      : '',
    SHAPE[kind],
  ].filter(Boolean)
  const latest = `Sources:\n\n${numberedSources(sources)}\n\n${notes.join('\n\n')}\n\nQuestion: ${userText(question, MAX_TURN_CHARS)}`
  return [{ role: 'system', content: SYSTEM }, ...turns, { role: 'user', content: latest }]
}
