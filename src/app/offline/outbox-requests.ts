import { etagOf } from '../../core/contract/drafts'
import type { OutboxEntry } from './records'
import { requestOf } from './workspace-sync'

// How each outbox entry becomes an HTTP call (SPEC.md section 7 with DESIGN.md section 7's headers). Every call
// carries the entry's id as Idempotency-Key (the server honours it on POST); draft PUT and DELETE and the workspace's
// PUT carry If-Match with the revision the local text started from.
export type OutboxRequest = {
  method: 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: unknown
  headers: Record<string, string>
}

const DRAFT = '/llm/write/draft'
export const WORKSPACE = '/llm/write/workspace'
const CHAT = '/llm/tcfd/chat'

const at = (id: string) => encodeURIComponent(id)

export function describeRequest(entry: OutboxEntry): OutboxRequest | { error: string } {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.id }
  const ifMatch = () => {
    if (entry.baseRev === null) return false
    headers['If-Match'] = etagOf(entry.baseRev)
    return true
  }
  switch (entry.recordType) {
    case 'draft':
      switch (entry.op) {
        case 'create':
          return { method: 'POST', path: DRAFT, body: { id: entry.recordId, ...entry.payload }, headers }
        case 'update':
          // Never an unconditional PUT: that could overwrite another device's text unseen.
          if (!ifMatch()) return { error: 'The revision this change is based on is unknown.' }
          return { method: 'PUT', path: `${DRAFT}/${at(entry.recordId)}`, body: entry.payload, headers }
        case 'delete':
          if (!ifMatch()) return { error: 'The revision this delete is based on is unknown.' }
          return { method: 'DELETE', path: `${DRAFT}/${at(entry.recordId)}`, headers }
      }
      break
    case 'chatSession':
      switch (entry.op) {
        case 'create':
          return { method: 'POST', path: `${CHAT}/session`, body: { id: entry.recordId, ...entry.payload }, headers }
        case 'delete':
          return { method: 'DELETE', path: `${CHAT}/session/${at(entry.recordId)}`, headers }
      }
      break
    case 'workspace':
      if (!ifMatch()) return { error: 'The revision this change is based on is unknown.' }
      return { method: 'PUT', path: WORKSPACE, body: requestOf(entry.payload), headers }
    case 'chatMessage':
      return {
        method: 'POST',
        path: `${CHAT}/${at(entry.payload.sessionId)}`,
        body: { query: entry.payload.query, message_id: entry.recordId },
        headers,
      }
  }
}
