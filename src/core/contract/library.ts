import * as v from 'valibot'
import { singleLineText } from './plain-text'

// The report library (issue 17 item 1, docs/decisions/180): administrators upload report files, follow each file's
// job through the ingestion steps, and list, search, re-tag, replace and delete the real (not synthetic) reports
// Analyse searches. Every endpoint is for administrators only; files are never served back.

export const LIBRARY_EXTENSIONS = ['.pdf', '.html', '.htm', '.md', '.markdown', '.txt', '.jsonl'] as const
/** Most files one upload may carry. */
export const LIBRARY_MAX_FILES = 20
export const LIBRARY_PAGE_SIZE = 50
export const LIBRARY_QUERY_MAX = 200
export const MIN_REPORT_YEAR = 1990
export const MAX_REPORT_YEAR = 2100

export const LIBRARY_JOB_STAGES = ['queued', 'parsing', 'tagging', 'indexing', 'done', 'failed'] as const
export type LibraryJobStage = (typeof LIBRARY_JOB_STAGES)[number]

const optionalText = (field: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be text`),
      singleLineText(field),
      v.trim(),
      v.maxLength(max, `${field} must be at most ${max} characters`),
    ),
  )

const yearMessage = `Year must be a four-digit year from ${MIN_REPORT_YEAR} to ${MAX_REPORT_YEAR}`

/**
 * The form's fields. On upload every one is optional (what is left empty comes from the file); empty text means
 * "not given". `industry` is a SIC division letter, A to J.
 */
export const LibraryMetadataSchema = v.object({
  company: optionalText('Company', 200),
  title: optionalText('Title', 300),
  year: v.optional(
    v.union(
      [
        v.pipe(
          v.number(yearMessage),
          v.integer(yearMessage),
          v.minValue(MIN_REPORT_YEAR, yearMessage),
          v.maxValue(MAX_REPORT_YEAR, yearMessage),
        ),
        v.literal(''),
      ],
      yearMessage,
    ),
  ),
  country: optionalText('Country', 100),
  exchange: optionalText('Exchange', 50),
  industry: v.optional(v.pipe(v.string(), v.regex(/^[A-J]?$/, 'Industry must be a SIC division letter from A to J'))),
})
export type LibraryMetadata = v.InferOutput<typeof LibraryMetadataSchema>

/** A re-tag: company, title and year are required once a report exists. */
export const RetagRequestSchema = v.object({
  company: v.pipe(
    v.string('Company is required'),
    singleLineText('Company'),
    v.trim(),
    v.nonEmpty('Company is required'),
    v.maxLength(200),
  ),
  title: v.pipe(
    v.string('Title is required'),
    singleLineText('Title'),
    v.trim(),
    v.nonEmpty('Title is required'),
    v.maxLength(300),
  ),
  year: v.pipe(
    v.number(yearMessage),
    v.integer(yearMessage),
    v.minValue(MIN_REPORT_YEAR, yearMessage),
    v.maxValue(MAX_REPORT_YEAR, yearMessage),
  ),
  country: optionalText('Country', 100),
  exchange: optionalText('Exchange', 50),
  industry: v.optional(v.pipe(v.string(), v.regex(/^[A-J]?$/, 'Industry must be a SIC division letter from A to J'))),
})
export type RetagRequest = v.InferInput<typeof RetagRequestSchema>

export const RetryRequestSchema = v.object({ metadata: v.optional(LibraryMetadataSchema, {}) })

const DerivedSchema = v.object({
  company: v.optional(v.string()),
  title: v.optional(v.string()),
  year: v.optional(v.number()),
  country: v.optional(v.string()),
  exchange: v.optional(v.string()),
  industry: v.optional(v.string()),
})

export const LibraryJobSchema = v.object({
  id: v.string(),
  file_name: v.string(),
  size: v.number(),
  stage: v.picklist(LIBRARY_JOB_STAGES),
  /** Why it failed, in words the administrator can act on. */
  reason: v.optional(v.string()),
  /** A failed job whose file is kept: it can be ingested again with corrected metadata. */
  retryable: v.boolean(),
  /** What the administrator entered. */
  metadata: DerivedSchema,
  /** What ingestion read off the file (the form's prefill). */
  derived: v.optional(DerivedSchema),
  replace_report_id: v.optional(v.string()),
  report_ids: v.array(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type LibraryJob = v.InferOutput<typeof LibraryJobSchema>

export const LibraryJobsResponseSchema = v.object({
  jobs: v.array(LibraryJobSchema),
  /** The server's limits, so the page can say them and refuse an oversized file before sending it. */
  limits: v.optional(v.object({ max_file_bytes: v.number(), max_files: v.number() })),
})
export type LibraryJobsResponse = v.InferOutput<typeof LibraryJobsResponseSchema>

export const LibraryJobResponseSchema = v.object({ job: LibraryJobSchema })

export const LibraryReportSchema = v.object({
  id: v.string(),
  company: v.string(),
  title: v.string(),
  year: v.optional(v.number()),
  country: v.optional(v.string()),
  exchange: v.optional(v.string()),
  industry: v.optional(v.string()),
  /** Where it came from, in words (the uploaded file's name). */
  source: v.string(),
  chunks: v.number(),
  ingested_at: v.string(),
})
export type LibraryReport = v.InferOutput<typeof LibraryReportSchema>

export const LibraryReportsResponseSchema = v.object({ reports: v.array(LibraryReportSchema), total: v.number() })
export type LibraryReportsResponse = v.InferOutput<typeof LibraryReportsResponseSchema>

export const LibraryReportResponseSchema = v.object({ report: LibraryReportSchema })
export const LibraryDeletedSchema = v.object({ message: v.string() })

/** The report list's search: company or title words, and how many reports to skip (the server clamps both). */
export const LibraryReportsQuerySchema = v.object({ q: v.optional(v.string()), offset: v.optional(v.string()) })

/** The SIC divisions a report may be tagged with (src/core/taxonomy.ts has the same names, with their lexicons). */
export const LIBRARY_INDUSTRIES = [
  { code: 'A', name: 'Agriculture, Forestry, and Fishing' },
  { code: 'B', name: 'Mining' },
  { code: 'C', name: 'Construction' },
  { code: 'D', name: 'Manufacturing' },
  { code: 'E', name: 'Transportation, Communications, Electric, Gas, and Sanitary Services' },
  { code: 'F', name: 'Wholesale Trade' },
  { code: 'G', name: 'Retail Trade' },
  { code: 'H', name: 'Finance, Insurance, and Real Estate' },
  { code: 'I', name: 'Services' },
  { code: 'J', name: 'Public Administration' },
] as const
