import type { ChatMessageRecord } from '../../offline/records'

// Words the conversation and its Markdown export share, so a downloaded chat reads like the screen.
export const roleLabels: Record<ChatMessageRecord['role'], string> = { user: 'You', assistant: 'Assistant' }

export const OFFLINE_ANSWER_LABEL = 'Offline answer'
export const STOPPED_ANSWER_LABEL = 'Stopped'
export const NOT_SENT_LABEL = 'Not sent'
export const SYNTHETIC_REPORT_LABEL = 'synthetic demonstration report'

/** History entries and file names name a session by the first 8 characters of its id. */
export function shortSessionId(id: string): string {
  return id.slice(0, 8)
}

/** The title a session is shown and exported under: its own, or one made from its short id. */
export function sessionTitle(session: { id: string; title: string | null }): string {
  return session.title?.trim() || `Chat ${shortSessionId(session.id)}`
}

// Both engines end a cited answer with a Markdown "Sources" list (src/core/engine/sources.ts) and also send the same
// sources as data. The screen shows the data as buttons that open each source, so the list in the text is taken off
// to avoid showing every source twice. Text from a server that sends no source data is left whole.

const SOURCES_HEADING = /(?:^|\n)[ \t]*\*\*(Sources(?: provided)?):?\*\*[ \t]*\n/g

export type AnswerText = { body: string; sourcesHeading: string }

export function splitSourcesList(content: string): AnswerText {
  const headings = [...content.matchAll(SOURCES_HEADING)]
  const last = headings.at(-1)
  if (last === undefined) return { body: content, sourcesHeading: 'Sources' }
  return { body: content.slice(0, last.index).trimEnd(), sourcesHeading: last[1] ?? 'Sources' }
}

// The Chat screen's error messages, in the product's fixed wording; each shows as an error alert with Retry.
export const chatErrors = {
  loadSessionsFailed: 'Failed to load chat sessions',
  createSessionFailed: 'Failed to create new chat session',
  loadSessionFailed: 'Failed to load chat session',
  sendFailed: 'Failed to send message',
  deleteSessionFailed: 'Failed to delete chat session',
}
