import { log } from '../../lib/logger'
import type { DraftText } from '../records'

// Writes a user makes after another tab closed this tab's database for an upgrade (db.ts). They wait in
// localStorage, which stays usable, and are applied through the normal repository functions once a page with the
// new code opens the database (replay-stashed-writes.ts).
export type StashedWrite =
  | { kind: 'createDraft'; email: string; id: string; title: string; content: string; disclosure_type: string }
  | { kind: 'updateDraft'; email: string; id: string; changes: Partial<DraftText> }
  | { kind: 'deleteDraft'; email: string; id: string }
  | { kind: 'createChatSession'; email: string; id: string; title?: string }
  | { kind: 'sendChatMessage'; email: string; sessionId: string; messageId: string; query: string }
  | { kind: 'deleteChatSession'; email: string; id: string }

const STORAGE_KEY = 'cda:stashed-writes'

function read(): StashedWrite[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as StashedWrite[]) : []
  } catch {
    return []
  }
}

function write(writes: StashedWrite[]): void {
  if (writes.length === 0) localStorage.removeItem(STORAGE_KEY)
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(writes))
}

export function stashWrite(entry: StashedWrite): boolean {
  try {
    write([...read(), entry])
    return true
  } catch (error) {
    log.error('A change could not be kept aside while the database is closed', error)
    return false
  }
}

/** Removes and returns the user's stashed writes, oldest first. */
export function takeStashedWrites(email: string): StashedWrite[] {
  const all = read()
  const mine = all.filter((entry) => entry.email === email)
  if (mine.length > 0) write(all.filter((entry) => entry.email !== email))
  return mine
}

/** Puts writes back (a replay that failed part-way), ahead of anything stashed since. */
export function restashWrites(entries: StashedWrite[]): void {
  if (entries.length > 0) write([...entries, ...read()])
}

export function discardStashedWrites(email: string): void {
  write(read().filter((entry) => entry.email !== email))
}

export function countStashedWrites(email: string): number {
  return read().filter((entry) => entry.email === email).length
}
