// The one interface behind Chat, Analyse and Write Assist. Two implementations: the grounded engine
// (src/core/engine/grounded-engine.ts: deterministic, runs in the browser and on the server, cites only our knowledge
// base and the reports it is given) and the OpenAI-compatible provider (src/server/llm), which receives the same
// retrieved passages in its prompt and must cite them.

import type { Citation } from '../contract/chat'
import type { DetailLevel } from '../contract/search'
import type { TcfdSection } from '../contract/write'

export type ChatTurn = { role: 'user' | 'assistant'; content: string }

export type EngineAnswer = {
  /** Markdown with numbered citations [1] and a Sources list at the end. */
  markdown: string
  citations: Citation[]
  /** Which implementation wrote it; "grounded" also when a model failed and the grounded engine stood in. */
  engine: 'grounded' | 'model'
  /** Set when retrieval found nothing relevant and the answer says so instead of guessing. */
  noMatch?: boolean
  /** Set when the model server failed and this answer came from the grounded engine instead. */
  fallback?: boolean
}

export type ReportExcerpt = {
  id: string
  text: string
  company: string
  title: string
  year?: number
  country?: string
  industry?: string
  pillar?: TcfdSection | 'none'
  risks?: string[]
  actions?: string[]
  synthetic?: boolean
}

export type AnswerInput = { question: string; history?: ChatTurn[] }
/** The Analyse filters a summary focuses on: risk and action category ids (src/core/taxonomy.ts). */
export type SummaryFocus = { risks: string[]; actions: string[] }
/** A selected company's whole report, chunk by chunk, so the summary judges what the report discloses, not only the excerpts found. */
export type ReportText = { company: string; title: string; year?: number; chunks: ReportExcerpt[] }
export type SummaryInput = {
  excerpts: ReportExcerpt[]
  level: DetailLevel
  query?: string
  focus?: SummaryFocus
  /** The reports the excerpts come from; without them, the excerpts alone are read. */
  reports?: ReportText[]
}
export type DraftInput = {
  section: TcfdSection
  companyName: string
  companyInfo: string
  industry: string
  question?: string
}

export type Classification = {
  pillar: TcfdSection | 'none'
  /** Score per pillar and for "none", for ranking and explanations; higher is more likely. */
  scores: Record<TcfdSection | 'none', number>
  risks: string[]
  actions: string[]
}

export type RunOptions = {
  signal?: AbortSignal
  /** Receives the answer's Markdown as it is written, for streaming to the user. */
  onDelta?: (text: string) => void
}

export interface Engine {
  answer(input: AnswerInput, options?: RunOptions): Promise<EngineAnswer>
  summarise(input: SummaryInput, options?: RunOptions): Promise<EngineAnswer>
  draftSection(input: DraftInput, options?: RunOptions): Promise<EngineAnswer>
  classify(text: string): Classification
}
