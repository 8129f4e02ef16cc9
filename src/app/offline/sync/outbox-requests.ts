import { etagOf } from '../../../core/contract/drafts'
import {
  endpointPath,
  endpoints,
  type Endpoint,
  type EndpointTarget,
  type HttpMethod,
} from '../../../core/contract/endpoints'
import type { OutboxEntry } from '../records'
import { requestOf } from './workspace-sync'

// How each outbox entry becomes an HTTP call. Every call carries the entry's id as Idempotency-Key (the server honours
// it on POST); draft PUT and DELETE and the workspace's PUT carry If-Match with the revision the local text started
// from. Each request is an entry of the endpoint registry (src/core/contract/endpoints.ts) with its path filled in.
export type OutboxRequest = {
  method: HttpMethod
  path: string
  body?: unknown
  headers: Record<string, string>
}

type Described = Omit<OutboxRequest, 'method' | 'path'>

function request<E extends Endpoint>(entry: E, target: EndpointTarget<E>, rest: Described): OutboxRequest {
  return { method: entry.method, path: endpointPath(entry, target), ...rest }
}

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
          return request(endpoints.drafts.create, {}, { body: { id: entry.recordId, ...entry.payload }, headers })
        case 'update':
          // Never an unconditional PUT: that could overwrite another device's text unseen.
          if (!ifMatch()) return { error: 'The revision this change is based on is unknown.' }
          return request(endpoints.drafts.update, { params: { id: entry.recordId } }, { body: entry.payload, headers })
        case 'delete':
          if (!ifMatch()) return { error: 'The revision this delete is based on is unknown.' }
          return request(endpoints.drafts.delete, { params: { id: entry.recordId } }, { headers })
      }
      break
    case 'chatSession':
      switch (entry.op) {
        case 'create':
          return request(endpoints.chat.createSession, {}, { body: { id: entry.recordId, ...entry.payload }, headers })
        case 'delete':
          return request(endpoints.chat.deleteSession, { params: { id: entry.recordId } }, { headers })
      }
      break
    case 'workspace':
      if (!ifMatch()) return { error: 'The revision this change is based on is unknown.' }
      return request(endpoints.workspace.put, {}, { body: requestOf(entry.payload), headers })
    case 'chatMessage':
      return request(
        endpoints.chat.send,
        { params: { id: entry.payload.sessionId } },
        { body: { query: entry.payload.query, message_id: entry.recordId }, headers },
      )
  }
}
