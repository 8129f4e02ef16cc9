import * as v from 'valibot'
import { canonicalJson } from '../../../../core/canonical-json'
import {
  CreateSessionRequestSchema,
  SendMessageRequestSchema,
  type ChatMessage,
  type ChatSession,
  type ChatSessionSummary,
} from '../../../../core/contract/chat'
import {
  CreateDraftRequestSchema,
  etagOf,
  revFromIfMatch,
  UpdateDraftRequestSchema,
  type Draft,
} from '../../../../core/contract/drafts'
import { allEndpoints, endpoints, type Endpoint } from '../../../../core/contract/endpoints'
import { pageCursor, PageQuerySchema, PAGE_SIZE_MAX, readPageCursor } from '../../../../core/contract/pages'
import {
  PutWorkspaceRequestSchema,
  type PutWorkspaceRequest,
  type SharedWorkspace,
} from '../../../../core/contract/workspace'

// An in-memory stand-in for the API server's draft, workspace and chat calls, faithful to the contract the real server keeps
// (src/core/contract): owner-scoped records (another user's id is 404), client ids, revisions with ETag / If-Match and
// 412 + current, idempotent DELETE, lists in pages (newest first, a cursor to the next), and Idempotency-Key on POST
// (the stored first answer for a repeat, 422 for a key reused with another request, 409 + Retry-After while the first
// attempt is at work; error answers are not stored). It also records protocol violations a correct client never causes.
/** `path` without the query, which is in `query` (`?limit=…` or empty). */
export type FakeRequest = {
  method: string
  path: string
  query: string
  headers: Record<string, string>
  body: unknown
}

/** The registry entry a request calls, with its `:id` (decoded); undefined for a path the API does not have. */
export function endpointOf(
  request: Pick<FakeRequest, 'method' | 'path'>,
): { entry: Endpoint; id: string | undefined } | undefined {
  for (const entry of allEndpoints) {
    if (entry.method !== request.method) continue
    const match = new RegExp(`^${entry.path.replace(':id', '([^/]+)')}$`).exec(request.path)
    if (match) return { entry, id: match[1] === undefined ? undefined : decodeURIComponent(match[1]) }
  }
  return undefined
}
export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> }

type IdempotencyRecord =
  { fingerprint: string; state: 'pending' } | { fingerprint: string; state: 'done'; response: FakeResponse }

type StoredSession = { owner: string; summary: ChatSessionSummary; messages: ChatMessage[] }

const json = (status: number, body?: unknown, headers?: Record<string, string>): FakeResponse => ({
  status,
  body,
  ...(headers ? { headers } : {}),
})
const detail = (status: number, text: string, headers?: Record<string, string>) =>
  json(status, { detail: text }, headers)

export class FakeApiServer {
  private clock = Date.parse('2030-01-01T00:00:00Z')
  readonly drafts = new Map<string, { owner: string; draft: Draft }>()
  readonly sessions = new Map<string, StoredSession>()
  readonly workspaces = new Map<string, SharedWorkspace>()
  private readonly idempotency = new Map<string, IdempotencyRecord>()
  private readonly signedIn = new Set<string>()
  /** The Idempotency-Key that created each draft, session and user message. */
  private readonly createdBy = new Map<string, string>()
  /** How often the "model" answered each user message: exactly once is the point. */
  readonly replies = new Map<string, number>()
  readonly violations: string[] = []
  readonly counts = { requests: 0, replays: 0, pending409: 0, stale412: 0 }
  /** The most records a page holds, whatever limit the client asks for (the contract allows shorter pages). */
  pageSize = PAGE_SIZE_MAX

  signIn(email: string) {
    this.signedIn.add(email)
  }

  expireSession(email: string) {
    this.signedIn.delete(email)
  }

  private now(): string {
    this.clock += 1000
    return new Date(this.clock).toISOString()
  }

  /** Forgets stored answers, as the real server's pruning of old idempotency records does. */
  forgetIdempotencyRecords(owner: string) {
    for (const key of [...this.idempotency.keys()]) {
      const record = this.idempotency.get(key)
      if (key.startsWith(`${owner} `) && record?.state === 'done') this.idempotency.delete(key)
    }
  }

  /** Whether the server has seen this request's key or already holds what it would create (a refusal would be a lie). */
  hasSeen(request: FakeRequest): boolean {
    const owner = request.headers['X-User-Email'] ?? ''
    const key = request.headers['Idempotency-Key']
    if (key !== undefined && this.idempotency.has(`${owner} ${key}`)) return true
    const body = (request.body ?? {}) as { id?: string; message_id?: string }
    return [body.id, body.message_id].some((id) => id !== undefined && this.createdBy.has(id))
  }

  /**
   * Handles a request. `defer` models a slow first attempt: the key is claimed at once, the work (and the stored
   * answer) happens only when the returned function is called; meanwhile retries get 409 + Retry-After.
   */
  handle(request: FakeRequest): FakeResponse {
    const started = this.start(request)
    return typeof started === 'function' ? started() : started
  }

  handleDeferred(request: FakeRequest): { response?: FakeResponse; complete?: () => FakeResponse } {
    const started = this.start(request)
    return typeof started === 'function' ? { complete: started } : { response: started }
  }

  private start(request: FakeRequest): FakeResponse | (() => FakeResponse) {
    this.counts.requests += 1
    const owner = request.headers['X-User-Email']
    if (!owner || !this.signedIn.has(owner)) return detail(401, 'Please sign in again.')
    const key = request.headers['Idempotency-Key']
    if (request.method !== 'POST' || key === undefined) return this.route(owner, request, key)

    const scoped = `${owner} ${key}`
    const fingerprint = `${request.method} ${request.path} ${canonicalJson(request.body ?? {})}`
    const record = this.idempotency.get(scoped)
    if (record && record.fingerprint !== fingerprint) {
      this.violations.push(`Idempotency-Key reused for another request: ${fingerprint}`)
      return detail(422, 'This Idempotency-Key was already used for a different request.')
    }
    if (record?.state === 'pending') {
      this.counts.pending409 += 1
      return detail(409, 'A request with this Idempotency-Key is still being processed. Retry shortly.', {
        'Retry-After': '1',
      })
    }
    if (record?.state === 'done') {
      this.counts.replays += 1
      return record.response
    }
    this.idempotency.set(scoped, { fingerprint, state: 'pending' })
    return () => {
      const response = this.route(owner, request, key)
      if (response.status >= 200 && response.status < 300)
        this.idempotency.set(scoped, { fingerprint, state: 'done', response })
      else this.idempotency.delete(scoped)
      return response
    }
  }

  /** One page of a list, newest first by creation, as the real server pages it. */
  private page<T extends { id: string; created_at: string }>(
    items: T[],
    query: URLSearchParams,
    answer: (page: T[], next: string | null) => unknown,
  ): FakeResponse {
    const parsed = v.safeParse(PageQuerySchema, Object.fromEntries(query))
    if (!parsed.success) return detail(400, parsed.issues[0].message)
    const after = parsed.output.cursor === undefined ? undefined : readPageCursor(parsed.output.cursor)
    const key = (item: { id: string; created_at: string }) => `${item.created_at}_${item.id}`
    const rest = items
      .filter((item) => !after || key(item) < key({ id: after.id, created_at: after.createdAt }))
      .sort((a, b) => (key(a) < key(b) ? 1 : -1))
    const taken = rest.slice(0, Math.min(parsed.output.limit, this.pageSize))
    const last = taken.at(-1)
    return json(
      200,
      answer(
        taken,
        last && taken.length < rest.length ? pageCursor({ createdAt: last.created_at, id: last.id }) : null,
      ),
    )
  }

  private route(owner: string, request: FakeRequest, key: string | undefined): FakeResponse {
    const query = new URLSearchParams(request.query)
    const called = endpointOf(request)
    const ifMatch = request.headers['If-Match']
    const id = called?.id ?? ''
    switch (called?.entry) {
      case endpoints.drafts.list:
        return this.page(this.draftsOf(owner), query, (reports, next) => ({ reports, next_cursor: next }))
      case endpoints.drafts.create:
        return this.createDraft(owner, request.body, key)
      case endpoints.drafts.get:
        return this.getDraft(owner, id)
      case endpoints.drafts.update:
        return this.putDraft(owner, id, request.body, ifMatch)
      case endpoints.drafts.delete:
        return this.deleteDraft(owner, id, ifMatch)
      case endpoints.workspace.get:
        return this.getWorkspace(owner)
      case endpoints.workspace.put:
        return this.putWorkspace(owner, request.body, ifMatch)
      case endpoints.chat.createSession:
        return this.createSession(owner, request.body, key)
      case endpoints.chat.listSessions:
        return this.page(this.sessionsOf(owner), query, (sessions, next) => ({ sessions, next_cursor: next }))
      case endpoints.chat.getSession:
        return this.getSession(owner, id)
      case endpoints.chat.deleteSession:
        if (this.sessions.get(id)?.owner === owner) this.sessions.delete(id)
        return json(200, { status: 'deleted' })
      case endpoints.chat.send:
        return this.send(owner, id, request.body, key)
      default:
        return detail(404, 'Not found')
    }
  }

  workspaceOf(owner: string): SharedWorkspace {
    const stored = this.workspaces.get(owner)
    if (stored) return { ...stored, sections: { ...stored.sections } }
    return {
      company_name: '',
      industry: '',
      company_info: '',
      sections: { governance: '', strategy: '', risk_management: '', metrics_targets: '' },
      rev: 0,
      updated_at: null,
    }
  }

  private getWorkspace(owner: string): FakeResponse {
    const workspace = this.workspaceOf(owner)
    return json(200, workspace, { ETag: etagOf(workspace.rev) })
  }

  /** Another device of the user saves the workspace. */
  otherDeviceSaveWorkspace(owner: string, change: (current: SharedWorkspace) => Partial<PutWorkspaceRequest>) {
    const current = this.workspaceOf(owner)
    this.workspaces.set(owner, { ...current, ...change(current), rev: current.rev + 1, updated_at: this.now() })
  }

  private putWorkspace(owner: string, body: unknown, ifMatch: string | undefined): FakeResponse {
    const parsed = v.safeParse(PutWorkspaceRequestSchema, body)
    if (!parsed.success) return detail(400, parsed.issues[0].message)
    if (ifMatch === undefined) {
      this.violations.push('Workspace PUT sent without If-Match')
      return detail(428, 'If-Match is required.')
    }
    const current = this.workspaceOf(owner)
    if (revFromIfMatch(ifMatch) !== current.rev) {
      this.counts.stale412 += 1
      return json(412, { detail: 'This workspace was changed elsewhere.', current }, { ETag: etagOf(current.rev) })
    }
    const saved: SharedWorkspace = { ...parsed.output, rev: current.rev + 1, updated_at: this.now() }
    this.workspaces.set(owner, saved)
    return json(200, { ...saved }, { ETag: etagOf(saved.rev) })
  }

  private claimId(id: string, key: string | undefined, what: string): boolean {
    const creator = this.createdBy.get(id)
    if (creator === undefined) {
      if (key) this.createdBy.set(id, key)
      return true
    }
    if (creator !== key)
      this.violations.push(`${what} ${id} sent again under another Idempotency-Key after it was stored`)
    return false
  }

  draftsOf(owner: string): Draft[] {
    return [...this.drafts.values()].filter((stored) => stored.owner === owner).map((stored) => ({ ...stored.draft }))
  }

  private getDraft(owner: string, id: string): FakeResponse {
    const stored = this.drafts.get(id)
    if (!stored || stored.owner !== owner) return detail(404, 'Draft not found.')
    return json(200, { ...stored.draft }, { ETag: etagOf(stored.draft.rev) })
  }

  private createDraft(owner: string, body: unknown, key: string | undefined): FakeResponse {
    const parsed = v.safeParse(CreateDraftRequestSchema, body)
    if (!parsed.success) return detail(400, parsed.issues[0].message)
    const id = parsed.output.id ?? crypto.randomUUID()
    if (this.drafts.has(id) || !this.claimId(id, key, 'Draft'))
      return detail(409, 'A draft with this id already exists.')
    const at = this.now()
    const draft: Draft = {
      id,
      title: parsed.output.title,
      content: parsed.output.content,
      disclosure_type: parsed.output.disclosure_type,
      created_at: at,
      updated_at: at,
      rev: 1,
    }
    this.drafts.set(id, { owner, draft })
    return json(201, { ...draft }, { ETag: etagOf(1) })
  }

  private stale(ifMatch: string | undefined, draft: Draft): FakeResponse | null {
    if (ifMatch === undefined) return null
    if (revFromIfMatch(ifMatch) === draft.rev) return null
    this.counts.stale412 += 1
    return json(
      412,
      { detail: 'This draft was changed elsewhere.', current: { ...draft } },
      { ETag: etagOf(draft.rev) },
    )
  }

  private putDraft(owner: string, id: string, body: unknown, ifMatch: string | undefined): FakeResponse {
    const parsed = v.safeParse(UpdateDraftRequestSchema, body)
    if (!parsed.success) return detail(400, parsed.issues[0].message)
    const stored = this.drafts.get(id)
    if (!stored || stored.owner !== owner) return detail(404, 'Draft not found.')
    const stale = this.stale(ifMatch, stored.draft)
    if (stale) return stale
    stored.draft = { ...stored.draft, ...parsed.output, rev: stored.draft.rev + 1, updated_at: this.now() }
    return json(200, { ...stored.draft }, { ETag: etagOf(stored.draft.rev) })
  }

  private deleteDraft(owner: string, id: string, ifMatch: string | undefined): FakeResponse {
    const stored = this.drafts.get(id)
    if (stored && stored.owner === owner) {
      const stale = this.stale(ifMatch, stored.draft)
      if (stale) return stale
      this.drafts.delete(id)
    }
    return json(200, { status: 'deleted' })
  }

  sessionsOf(owner: string): ChatSessionSummary[] {
    return [...this.sessions.values()]
      .filter((stored) => stored.owner === owner)
      .map((stored) => ({ ...stored.summary }))
  }

  sessionWithMessages(id: string): ChatSession | undefined {
    const stored = this.sessions.get(id)
    return stored && { ...stored.summary, messages: stored.messages.map((message) => ({ ...message })) }
  }

  private getSession(owner: string, id: string): FakeResponse {
    const stored = this.sessions.get(id)
    if (!stored || stored.owner !== owner) return detail(404, 'Chat session not found.')
    return json(200, this.sessionWithMessages(id))
  }

  private createSession(owner: string, body: unknown, key: string | undefined): FakeResponse {
    const parsed = v.safeParse(CreateSessionRequestSchema, body ?? {})
    if (!parsed.success) return detail(400, parsed.issues[0].message)
    const id = parsed.output.id ?? crypto.randomUUID()
    if (this.sessions.has(id) || !this.claimId(id, key, 'Session'))
      return detail(409, 'A chat session with this id already exists.')
    const at = this.now()
    const summary: ChatSessionSummary = { id, title: parsed.output.title || null, created_at: at, updated_at: at }
    this.sessions.set(id, { owner, summary, messages: [] })
    return json(201, { ...summary, messages: [] })
  }

  private send(owner: string, sessionId: string, body: unknown, key: string | undefined): FakeResponse {
    const parsed = v.safeParse(SendMessageRequestSchema, body)
    if (!parsed.success) return detail(400, parsed.issues[0].message)
    const stored = this.sessions.get(sessionId)
    if (!stored || stored.owner !== owner) return detail(404, 'Chat session not found.')
    const messageId = parsed.output.message_id ?? crypto.randomUUID()
    if (!this.claimId(messageId, key, 'Message')) return detail(409, 'A message with this id was already sent.')
    const asked = this.now()
    const question: ChatMessage = { id: messageId, role: 'user', content: parsed.output.query, timestamp: asked }
    this.replies.set(messageId, (this.replies.get(messageId) ?? 0) + 1)
    const answer: ChatMessage = {
      id: `${messageId}-answer`,
      role: 'assistant',
      content: `Answer to: ${parsed.output.query}`,
      timestamp: this.now(),
      sources: [],
    }
    stored.messages.push(question, answer)
    stored.summary = {
      ...stored.summary,
      title: stored.summary.title ?? parsed.output.query.slice(0, 40),
      updated_at: answer.timestamp!,
    }
    return json(200, { message: answer, user_message: question, session: { ...stored.summary } })
  }

  /** Another device of the same user, acting on the server directly. */
  otherDeviceEditDraft(id: string, change: (draft: Draft) => Pick<Draft, 'title' | 'content'>): Draft | undefined {
    const stored = this.drafts.get(id)
    if (!stored) return undefined
    stored.draft = { ...stored.draft, ...change(stored.draft), rev: stored.draft.rev + 1, updated_at: this.now() }
    return stored.draft
  }

  otherDeviceCreateDraft(owner: string, id: string, title: string, content: string): Draft {
    const at = this.now()
    const draft: Draft = { id, title, content, disclosure_type: 'tcfd_full', created_at: at, updated_at: at, rev: 1 }
    this.drafts.set(id, { owner, draft })
    this.createdBy.set(id, `other-device-${id}`)
    return draft
  }

  otherDeviceSend(sessionId: string, messageId: string, query: string): void {
    this.createdBy.set(messageId, `other-device-${messageId}`)
    const stored = this.sessions.get(sessionId)
    if (!stored) return
    const asked = this.now()
    this.replies.set(messageId, (this.replies.get(messageId) ?? 0) + 1)
    const answer: ChatMessage = {
      id: `${messageId}-answer`,
      role: 'assistant',
      content: `Answer to: ${query}`,
      timestamp: this.now(),
      sources: [],
    }
    stored.messages.push({ id: messageId, role: 'user', content: query, timestamp: asked }, answer)
    stored.summary = { ...stored.summary, updated_at: answer.timestamp! }
  }
}
