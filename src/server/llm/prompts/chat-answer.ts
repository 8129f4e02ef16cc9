import type { ChatTurn } from '../../../core/engine/types'
import { EXPERT_ROLE, GROUNDING_RULES, numberedSources, userText, type PromptMessage, type PromptSource } from './prompt-parts'

// The Chat prompt: the conversation so far, then the retrieved passages and the new question in the last message,
// closest to where the model starts writing.

export type ChatAnswerPrompt = { question: string; history?: readonly ChatTurn[]; sources: readonly PromptSource[] }

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

export function buildChatAnswerMessages({ question, history = [], sources }: ChatAnswerPrompt): PromptMessage[] {
  const turns = history
    .slice(-MAX_TURNS)
    .map((turn): PromptMessage => ({
      role: turn.role,
      content: userText(turn.role === 'assistant' ? withoutCitations(turn.content) : turn.content, MAX_TURN_CHARS),
    }))
    .filter((turn) => turn.content !== '')
  const latest = `Sources:\n\n${numberedSources(sources)}\n\nQuestion: ${userText(question, MAX_TURN_CHARS)}`
  return [{ role: 'system', content: SYSTEM }, ...turns, { role: 'user', content: latest }]
}
