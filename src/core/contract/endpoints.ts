import * as v from 'valibot'
import {
  ApproveRequestSchema,
  ChangePasswordRequestSchema,
  CheckEmailRequestSchema,
  CheckEmailResponseSchema,
  DetailsUpdatedResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  PasswordResetRequestSchema,
  PasswordResetSubmitSchema,
  PasswordUpdatedResponseSchema,
  ResendConfirmationRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  UpdateDetailsRequestSchema,
} from './auth'
import {
  ChatSessionListSchema,
  ChatSessionSchema,
  ChatStreamDeltaSchema,
  ChatStreamErrorSchema,
  CreateSessionRequestSchema,
  SendMessageRequestSchema,
  SendMessageResponseSchema,
} from './chat'
import {
  CreateDraftRequestSchema,
  DeletedSchema,
  DraftListSchema,
  DraftSchema,
  UpdateDraftRequestSchema,
} from './drafts'
import { HealthSchema } from './health'
import {
  LibraryDeletedSchema,
  LibraryJobResponseSchema,
  LibraryJobsResponseSchema,
  LibraryReportResponseSchema,
  LibraryReportsQuerySchema,
  LibraryReportsResponseSchema,
  RetagRequestSchema,
  RetryRequestSchema,
} from './library'
import { PageQuerySchema } from './pages'
import {
  CategoriesResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  SummaryRequestSchema,
  SummaryResponseSchema,
} from './search'
import { PublicUserSchema } from './user'
import { PutWorkspaceRequestSchema, WorkspaceSchema } from './workspace'
import {
  DisclosureTypesResponseSchema,
  GenerateSectionRequestSchema,
  GenerateSectionResponseSchema,
  IndustrySectorsResponseSchema,
} from './write'

// Every call of the API in one table (the product's calls plus the ones offline sync adds): its method, its path with `:name`
// for each path parameter, and the schemas of what goes in and comes out. The server mounts its routes from these
// entries (server/http/endpoint-route.ts), the page and the service worker call them through app/lib/api-fetch.ts, and
// the server tests through server/test-api.ts. The rule: no API path is written anywhere else (eslint.config.js).
//
// Fields: `params` validates the path parameters, `query` the query string (each value a string), `body` the JSON
// request body; `emptyBody` lets a request with no body at all stand for `{}`; `form` marks a multipart upload that
// the route reads itself; `response` is the 2xx answer's body; `stream` names the server-sent events a client gets
// when it asks for `text/event-stream` (the `done` event carries the same body as `response`). Error answers are
// always ErrorBodySchema (error.ts), and a 412 carries the current record as well (drafts.ts, workspace.ts).

/** The API's prefix: the server answers it, the service worker never serves it from the app shell. */
export const API_PREFIX = '/api'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

type Schema = v.GenericSchema

export type EndpointStream = { delta: Schema; done: Schema; error: Schema }

export type Endpoint = {
  readonly method: HttpMethod
  readonly path: `${typeof API_PREFIX}/${string}`
  readonly params?: Schema
  readonly query?: Schema
  readonly body?: Schema
  readonly emptyBody?: true
  readonly form?: true
  readonly response: Schema
  readonly stream?: EndpointStream
}

/** Keeps the entry's literal types (its path above all), so the call sites' parameters are checked against it. */
const endpoint = <const E extends Endpoint>(entry: E): E => entry

/** The path parameter of every `:id` route: every id we issue or accept is a UUID. */
export const IdParamSchema = v.object({ id: v.pipe(v.string(), v.uuid('id must be a UUID')) })

const ConfirmQuerySchema = v.object({ token: v.optional(v.string()) })
const ChatStreamSchemas = {
  delta: ChatStreamDeltaSchema,
  done: SendMessageResponseSchema,
  error: ChatStreamErrorSchema,
}

export const endpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', response: HealthSchema }),

  auth: {
    signup: endpoint({
      method: 'POST',
      path: '/api/auth/signup',
      body: SignupRequestSchema,
      response: SignupResponseSchema,
    }),
    checkEmail: endpoint({
      method: 'POST',
      path: '/api/auth/check_email',
      body: CheckEmailRequestSchema,
      response: CheckEmailResponseSchema,
    }),
    confirm: endpoint({
      method: 'GET',
      path: '/api/auth/confirm',
      query: ConfirmQuerySchema,
      response: MessageResponseSchema,
    }),
    resendConfirmation: endpoint({
      method: 'POST',
      path: '/api/auth/resend_confirmation',
      body: ResendConfirmationRequestSchema,
      response: MessageResponseSchema,
    }),
    approve: endpoint({
      method: 'POST',
      path: '/api/auth/approve',
      body: ApproveRequestSchema,
      response: MessageResponseSchema,
    }),
    login: endpoint({
      method: 'POST',
      path: '/api/auth/login',
      body: LoginRequestSchema,
      response: LoginResponseSchema,
    }),
    logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: MessageResponseSchema }),
    session: endpoint({ method: 'GET', path: '/api/auth/session', response: PublicUserSchema }),
  },

  account: {
    passwordResetRequest: endpoint({
      method: 'POST',
      path: '/api/auth/password_reset_request',
      body: PasswordResetRequestSchema,
      response: MessageResponseSchema,
    }),
    passwordResetSubmit: endpoint({
      method: 'POST',
      path: '/api/auth/password_reset_submit',
      body: PasswordResetSubmitSchema,
      response: MessageResponseSchema,
    }),
    changePassword: endpoint({
      method: 'POST',
      path: '/api/auth/change_password',
      body: ChangePasswordRequestSchema,
      response: PasswordUpdatedResponseSchema,
    }),
    updateDetails: endpoint({
      method: 'POST',
      path: '/api/auth/update_details',
      body: UpdateDetailsRequestSchema,
      response: DetailsUpdatedResponseSchema,
    }),
  },

  chat: {
    createSession: endpoint({
      method: 'POST',
      path: '/api/llm/tcfd/chat/session',
      body: CreateSessionRequestSchema,
      emptyBody: true,
      response: ChatSessionSchema,
    }),
    listSessions: endpoint({
      method: 'GET',
      path: '/api/llm/tcfd/chat/sessions',
      query: PageQuerySchema,
      response: ChatSessionListSchema,
    }),
    getSession: endpoint({
      method: 'GET',
      path: '/api/llm/tcfd/chat/session/:id',
      params: IdParamSchema,
      response: ChatSessionSchema,
    }),
    deleteSession: endpoint({
      method: 'DELETE',
      path: '/api/llm/tcfd/chat/session/:id',
      params: IdParamSchema,
      response: DeletedSchema,
    }),
    send: endpoint({
      method: 'POST',
      path: '/api/llm/tcfd/chat/:id',
      params: IdParamSchema,
      body: SendMessageRequestSchema,
      response: SendMessageResponseSchema,
      stream: ChatStreamSchemas,
    }),
  },

  drafts: {
    list: endpoint({ method: 'GET', path: '/api/llm/write/drafts', query: PageQuerySchema, response: DraftListSchema }),
    create: endpoint({
      method: 'POST',
      path: '/api/llm/write/draft',
      body: CreateDraftRequestSchema,
      response: DraftSchema,
    }),
    get: endpoint({ method: 'GET', path: '/api/llm/write/draft/:id', params: IdParamSchema, response: DraftSchema }),
    update: endpoint({
      method: 'PUT',
      path: '/api/llm/write/draft/:id',
      params: IdParamSchema,
      body: UpdateDraftRequestSchema,
      response: DraftSchema,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/api/llm/write/draft/:id',
      params: IdParamSchema,
      response: DeletedSchema,
    }),
  },

  workspace: {
    get: endpoint({ method: 'GET', path: '/api/llm/write/workspace', response: WorkspaceSchema }),
    put: endpoint({
      method: 'PUT',
      path: '/api/llm/write/workspace',
      body: PutWorkspaceRequestSchema,
      response: WorkspaceSchema,
    }),
  },

  write: {
    generateSection: endpoint({
      method: 'POST',
      path: '/api/llm/tcfd',
      body: GenerateSectionRequestSchema,
      response: GenerateSectionResponseSchema,
    }),
    /** The same call under the original API's path; the app's client never uses it. */
    generate: endpoint({
      method: 'POST',
      path: '/api/llm/write/generate',
      body: GenerateSectionRequestSchema,
      response: GenerateSectionResponseSchema,
    }),
    disclosureTypes: endpoint({
      method: 'GET',
      path: '/api/llm/write/disclosure-types',
      response: DisclosureTypesResponseSchema,
    }),
    industrySectors: endpoint({
      method: 'GET',
      path: '/api/llm/write/industry-sectors',
      response: IndustrySectorsResponseSchema,
    }),
  },

  analyse: {
    categories: endpoint({ method: 'GET', path: '/api/search/categories', response: CategoriesResponseSchema }),
    search: endpoint({
      method: 'POST',
      path: '/api/search/attribute',
      body: SearchRequestSchema,
      response: SearchResponseSchema,
    }),
    summary: endpoint({
      method: 'POST',
      path: '/api/llm/generate',
      body: SummaryRequestSchema,
      response: SummaryResponseSchema,
    }),
  },

  library: {
    upload: endpoint({ method: 'POST', path: '/api/library/uploads', form: true, response: LibraryJobsResponseSchema }),
    jobs: endpoint({ method: 'GET', path: '/api/library/jobs', response: LibraryJobsResponseSchema }),
    job: endpoint({
      method: 'GET',
      path: '/api/library/jobs/:id',
      params: IdParamSchema,
      response: LibraryJobResponseSchema,
    }),
    retry: endpoint({
      method: 'POST',
      path: '/api/library/jobs/:id/retry',
      params: IdParamSchema,
      body: RetryRequestSchema,
      response: LibraryJobResponseSchema,
    }),
    reports: endpoint({
      method: 'GET',
      path: '/api/library/reports',
      query: LibraryReportsQuerySchema,
      response: LibraryReportsResponseSchema,
    }),
    retag: endpoint({
      method: 'PUT',
      path: '/api/library/reports/:id',
      params: IdParamSchema,
      body: RetagRequestSchema,
      response: LibraryReportResponseSchema,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/api/library/reports/:id',
      params: IdParamSchema,
      response: LibraryDeletedSchema,
    }),
    replace: endpoint({
      method: 'POST',
      path: '/api/library/reports/:id/replace',
      params: IdParamSchema,
      form: true,
      response: LibraryJobsResponseSchema,
    }),
  },
} as const

/** Every entry, for the checks that walk the whole table. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((group): Endpoint[] =>
  'method' in group ? [group] : Object.values<Endpoint>(group),
)

// --- types a call site reads off an entry -------------------------------------------------------------------------

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** The values of an entry's `:name` segments. */
export type EndpointParams<E extends Endpoint> = { [Name in ParamNames<E['path']>]: string }
/** What the query string may hold, as the client sends it. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends Schema ? v.InferInput<E['query']> : never
/** The request body as the client sends it. */
export type EndpointBody<E extends Endpoint> = E['body'] extends Schema
  ? v.InferInput<E['body']>
  : E['form'] extends true
    ? FormData
    : never
/** The 2xx answer's body. */
export type EndpointResponse<E extends Endpoint> = v.InferOutput<E['response']>

/** The parts of a call that fill in an entry's path. */
export type EndpointTarget<E extends Endpoint> = ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  ([EndpointQuery<E>] extends [never] ? { query?: undefined } : { query?: EndpointQuery<E> })

/** A path built by endpointPath(): what asks for one (the server tests' client) takes no path written by hand. */
export type EndpointUrl = string & { readonly fromEndpointRegistry: true }

/**
 * The URL path of a call: each `:name` replaced by its value (percent-encoded), then the query's defined values.
 * The one way any code turns an entry into a path.
 */
export function endpointPath<E extends Endpoint>(entry: E, { params, query }: EndpointTarget<E>): EndpointUrl {
  const values = (params ?? {}) as Record<string, string>
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${entry.method} ${entry.path}: no value for :${name}`)
    return encodeURIComponent(value)
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries<string | number | boolean | undefined>(query ?? {})) {
    if (value !== undefined) search.set(name, String(value))
  }
  const text = search.toString()
  return (text === '' ? path : `${path}?${text}`) as EndpointUrl
}

/** True for `/api` and every path below it; `/apix` and `/api-docs` are app paths. The server and the service worker ask this. */
export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)
}
