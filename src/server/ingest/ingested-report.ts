import type { TcfdSection } from '../../core/contract/write'
import type { SicDivisionCode } from '../../core/taxonomy'
import type { ResolvedMetadata } from './metadata'

// What ingestion hands to the database: one real (not synthetic) report with its classified chunks. The shapes are
// ours; ingest-store.ts maps them onto the corpus tables through corpus/report-store.ts.

export type IngestFormat = 'pdf' | 'html' | 'text' | 'markdown' | 'jsonl'

/** Metadata of a report as given (flags, a JSONL record, Markdown front matter) or derived from the file. */
export type ReportMetadata = {
  title?: string | undefined
  company?: string | undefined
  year?: number | undefined
  country?: string | undefined
  exchange?: string | undefined
  /** As given: a SIC division letter (A-J) or a two- to four-digit SIC code. */
  sic?: string | undefined
  url?: string | undefined
}

/** What a parser gets out of one document before chunking. */
export type ParsedDocument = {
  paragraphs: string[]
  /** The document's own first heading (or first line), a fallback for the title. */
  heading?: string | undefined
  /** Metadata the document carries itself (Markdown front matter), unchecked: metadata.ts validates it. */
  metadata?: Record<string, unknown>
}

export type IngestedChunk = {
  /** Position in the report, from 0. */
  ordinal: number
  text: string
  pillar: TcfdSection | 'none'
  risks: string[]
  actions: string[]
  /** SIC divisions the chunk itself talks about, strongest first. */
  industries: SicDivisionCode[]
}

/** A report read from a file, with the metadata its flags, the file and its text gave (metadata.ts). */
export type IngestedReport = ResolvedMetadata & {
  /**
   * Identity of the report's source: re-ingesting the same source replaces the report. A file's `file://` URL (its
   * real absolute path), or for a JSONL record that URL plus `#` and the record's id, url or line number.
   */
  sourceKey: string
  /** Where the report came from, for people: its URL when known, else the file (and line of a JSONL file). */
  source: string
  format: IngestFormat
  /** True when `industry` was detected in the text rather than given. */
  industryDetected: boolean
  synthetic: false
  chunks: IngestedChunk[]
}

export type WriteOutcome = { replaced: boolean; reportId?: string }

/** Writes one report and its chunks in one transaction, replacing any report with the same source key. */
export type ReportWriter = (report: IngestedReport) => Promise<WriteOutcome>

/** Deletes the reports whose source key starts with `prefix` except those listed; answers how many went. */
export type StaleReportRemover = (prefix: string, keep: ReadonlySet<string>) => Promise<number>

export type ReportStore = { write: ReportWriter; removeStale: StaleReportRemover }
