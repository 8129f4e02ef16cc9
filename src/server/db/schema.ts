import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { WorkspaceSections } from '../../core/contract/workspace'
import type { Citation } from '../../core/contract/chat'

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

// Facts about the installation itself (e.g. when it first started), as opposed to anything a user owns.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

// E-mail addresses are stored trimmed and lower-cased (auth/emails.ts), so the unique key is case-insensitive in effect.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  organization: text('organization').notNull(),
  description: text('description').notNull().default(''),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
  emailConfirmedAt: instant('email_confirmed_at'),
  approvedAt: instant('approved_at'),
  /** How the approval happened: 'link' (an administrator's mail), 'cli' or 'demo' (the embedded demo account). */
  approvedVia: text('approved_via'),
  /** An administrator besides those ADMIN_EMAILS names: set and cleared with `npm run admin -- grant-admin` (docs/decisions/180). */
  isAdmin: boolean('is_admin').notNull().default(false),
})

// Only the SHA-256 of a session token is stored: a copy of the database does not let anyone sign in.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
)

export const accountTokenPurposes = ['confirm_email', 'approve_user', 'password_reset'] as const
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number]

// Links mailed to people (confirmation, approval, password reset): hashed, single-use (used_at), expiring. Used rows
// stay until a while after expiry so a second click can be told "already used" rather than "invalid".
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    index('account_tokens_user_id_idx').on(table.userId),
    index('account_tokens_expires_at_idx').on(table.expiresAt),
  ],
)

// Fixed-window counters shared by every server process: no state may live only in one process's memory.
// The login limits count failed passwords here too; the time of the latest hit is what their growing delay runs from.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: instant('window_started_at').notNull(),
    hits: integer('hits').notNull(),
    lastHitAt: instant('last_hit_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
)

// Saved report drafts (Write Assist). The id may come from the client (a draft made offline keeps its identity);
// `rev` rises with every change and is the draft's ETag, so a stale offline edit is caught rather than applied.
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    disclosureType: text('disclosure_type').notNull(),
    rev: integer('rev').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('drafts_user_id_updated_at_idx').on(table.userId, table.updatedAt)],
)

// A chat session's title stays null until its first question names it (or the client gave one).
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('chat_sessions_user_id_updated_at_idx').on(table.userId, table.updatedAt)],
)

export const chatRoles = ['user', 'assistant'] as const

// `seq` numbers a session's messages from 1 in the order they were stored; timestamps alone can tie (a question and
// its reply committed together) and would not order them.
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role', { enum: chatRoles }).notNull(),
    content: text('content').notNull(),
    /** The citations of an assistant reply; null for the user's messages. */
    sources: jsonb('sources').$type<Citation[]>(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('chat_messages_session_id_seq_idx').on(table.sessionId, table.seq)],
)

// The Write Assist workspace a user shares between devices (docs/decisions/152): one row per user, created by the
// first save. `rev` rises with every change and is its ETag, as a draft's is; the sections are one JSON object of
// the four section texts, which are only ever read and written together.
export const writeWorkspaces = pgTable('write_workspaces', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: integer('rev').notNull(),
  companyName: text('company_name').notNull(),
  industry: text('industry').notNull(),
  companyInfo: text('company_info').notNull(),
  sections: jsonb('sections').$type<WorkspaceSections>().notNull(),
  updatedAt: instant('updated_at').notNull(),
})

// The stored first answer of every POST sent with an Idempotency-Key, shared by all server processes. A row without a
// status is pending: its owner holds the lease until `locked_until` and keeps renewing it while it works; once that
// passes, the owner is presumed dead and a retry may take the row over (docs/decisions/050). The body is kept as the
// exact text first sent, so a replay is byte for byte the same answer.
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path, e.g. "POST /api/llm/tcfd/chat/<id>". */
    request: text('request').notNull(),
    /** SHA-256 of the request body's JSON in a canonical form (keys sorted). */
    requestHash: text('request_hash').notNull(),
    /** Which attempt owns the row; a takeover or completion checks it, so a late first attempt cannot overwrite. */
    lease: uuid('lease').notNull(),
    lockedUntil: instant('locked_until').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_records_created_at_idx').on(table.createdAt),
  ],
)

// The report corpus Analyse searches (issue 6): companies, their climate reports and the reports' chunks. It holds no
// user's data: every signed-in user searches the same collection. A report is identified by its source key (a file's
// path or URL, or "demo:..." for the generated demonstration reports), so ingesting the same source again replaces it.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  exchange: text('exchange'),
  country: text('country'),
  /** SIC division code, 'A' to 'J' (src/core/taxonomy.ts). */
  sicDivision: text('sic_division'),
  synthetic: boolean('synthetic').notNull().default(false),
  createdAt: instant('created_at').notNull().defaultNow(),
})

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKey: text('source_key').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    year: integer('year'),
    exchange: text('exchange'),
    country: text('country'),
    sicDivision: text('sic_division'),
    /** Where the report came from, in words: a file name, a URL, or the demo generator's label. */
    source: text('source').notNull(),
    /** True for the generated demonstration corpus: everything built from it is labelled as synthetic. */
    synthetic: boolean('synthetic').notNull().default(false),
    /**
     * Every combination of up to four categories that one of its chunks carries together, as integer keys
     * (corpus/category-keys.ts). "Has a chunk with at least t of the selected categories" is then an indexed overlap
     * test on the report, which lets a search rank reports without reading their chunks (docs/decisions/070).
     */
    categoryKeys: integer('category_keys')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ingestedAt: instant('ingested_at').notNull().defaultNow(),
  },
  (table) => [
    index('reports_company_id_idx').on(table.companyId),
    // The order a search lists equally good reports in (newest first), walked with the filters applied.
    index('reports_year_id_idx').on(table.year.desc().nullsLast(), table.id),
    index('reports_sic_division_year_id_idx').on(table.sicDivision, table.year.desc().nullsLast(), table.id),
    index('reports_category_keys_idx').using('gin', table.categoryKeys),
  ],
)

export const reportChunks = pgTable(
  'report_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** Position in the report, from 0. */
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    /** TCFD pillar from the grounded classifier: governance, strategy, risk_management, metrics_targets or none. */
    pillar: text('pillar').notNull(),
    /** Risk and action category ids (src/core/taxonomy.ts) the classifier found in the text. */
    riskCategories: text('risk_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    actionCategories: text('action_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, "text")`),
  },
  (table) => [
    uniqueIndex('report_chunks_report_id_seq_idx').on(table.reportId, table.seq),
    index('report_chunks_search_vector_idx').using('gin', table.searchVector),
    index('report_chunks_risk_categories_idx').using('gin', table.riskCategories),
    index('report_chunks_action_categories_idx').using('gin', table.actionCategories),
  ],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const libraryJobStages = ['queued', 'parsing', 'tagging', 'indexing', 'done', 'failed'] as const
export type LibraryJobStage = (typeof libraryJobStages)[number]

// One uploaded file of the report library (docs/decisions/180): its bytes wait here until a server process ingests
// them, so any process behind the load balancer may run the job and a restart loses nothing. The bytes are dropped
// once the job is done; they are never sent back to anyone.
export const libraryJobs = pgTable(
  'library_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    format: text('format'),
    size: integer('size').notNull(),
    stage: text('stage', { enum: libraryJobStages }).notNull(),
    reason: text('reason'),
    /** The file until the job is done; null once ingested or when it was refused on upload. */
    content: bytea('content'),
    /** What the administrator entered (company, title, year, country, exchange, sic); wins over the file. */
    metadata: jsonb('metadata').$type<Record<string, string | number>>().notNull().default({}),
    /** What ingestion read off the file: the form's prefill when the job stopped for missing metadata. */
    derived: jsonb('derived').$type<Record<string, string | number>>(),
    /** The report a replacement upload takes the place of. */
    replaceReportId: uuid('replace_report_id'),
    /** The reports written (a JSONL file may hold many). */
    reportIds: uuid('report_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** While a process works on the job it renews this; a job left past it by a crashed process is queued again. */
    leaseUntil: instant('lease_until'),
  },
  (table) => [
    index('library_jobs_stage_created_at_idx').on(table.stage, table.createdAt),
    index('library_jobs_created_at_idx').on(table.createdAt),
  ],
)
