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
