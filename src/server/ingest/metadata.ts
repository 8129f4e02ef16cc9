import * as v from 'valibot'
import { sicDivision, type SicDivisionCode } from '../../core/taxonomy'
import { BadFileError } from './bad-file'
import type { IngestFormat, ReportMetadata } from './ingested-report'

// A report's metadata comes from three places, strongest first: the command's flags, what the file says about
// itself (a JSONL record, Markdown front matter) and what can be read off the file (its first heading, a year in
// its name). Company, title and year are required; a file that lacks one after all that is refused, never guessed.

export const MIN_YEAR = 1990
export const MAX_YEAR = 2100
export const MAX_TITLE_CHARS = 300

const trimmed = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.trim(),
    v.nonEmpty(`${name} must not be empty`),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )

const yearMessage = `year must be a four-digit year from ${MIN_YEAR} to ${MAX_YEAR}`

const YearSchema = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, yearMessage), v.transform(Number))],
    yearMessage,
  ),
  v.integer(yearMessage),
  v.minValue(MIN_YEAR, yearMessage),
  v.maxValue(MAX_YEAR, yearMessage),
)

const sicMessage = 'sic must be a SIC division letter (A to J) or a SIC code such as 1311'

/** A SIC division letter or a code that falls in a division. */
export function isSic(value: string): boolean {
  return /^[A-Ja-j]$/.test(value) || sicDivision(value) !== undefined
}

const SicSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))], sicMessage),
  v.trim(),
  v.check(isSic, sicMessage),
)

const UrlSchema = v.pipe(
  v.string('url must be text'),
  v.trim(),
  v.check(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'url must be an absolute http:// or https:// URL',
  ),
)

/** The metadata fields, as flags, JSONL records and front matter give them. Unknown fields are ignored. */
export const MetadataSchema = v.object({
  title: v.optional(trimmed('title', MAX_TITLE_CHARS)),
  company: v.optional(trimmed('company', 200)),
  year: v.optional(YearSchema),
  country: v.optional(trimmed('country', 100)),
  exchange: v.optional(trimmed('exchange', 50)),
  sic: v.optional(SicSchema),
  url: v.optional(UrlSchema),
  /** Another name for url. */
  source: v.optional(UrlSchema),
})

export type MetadataProblem = { error: string }

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return [...new Set(issues.map((issue) => issue.message))].join('; ')
}

/** Checked metadata, or the reason it is not acceptable. */
export function checkMetadata(raw: unknown): ReportMetadata | MetadataProblem {
  const result = v.safeParse(MetadataSchema, raw ?? {})
  if (!result.success) return { error: describeIssues(result.issues) }
  const { source, url, year, ...rest } = result.output
  return { ...rest, year, url: url ?? source }
}

/** Years a text names that can be a report's year: not in the future (a 2050 target is not a report year). */
export function yearIn(text: string, now: Date): number | undefined {
  const latest = now.getUTCFullYear() + 1
  const years = [...text.matchAll(/(?<!\d)(\d{4})(?!\d)/g)]
    .map((match) => Number(match[1]))
    .filter((year) => year >= MIN_YEAR && year <= latest)
  return years.length === 0 ? undefined : Math.max(...years)
}

export type ResolvedMetadata = {
  title: string
  company: string
  year: number
  country?: string | undefined
  exchange?: string | undefined
  /** The four-digit (or shorter) SIC code when one was given. */
  sicCode?: string | undefined
  /** The report's SIC division: from `sic`, or else the division its chunks talk about most. */
  industry?: SicDivisionCode | undefined
  url?: string | undefined
}

export type MetadataSources = {
  format: IngestFormat
  /** Checked flags of the run. */
  flags: ReportMetadata
  /** Checked metadata the file carries itself. */
  own?: ReportMetadata | undefined
  /** The document's first heading or first line. */
  heading?: string | undefined
  fileName: string
  now: Date
  /** The weakest source: what a replaced report had (the library's replace). */
  defaults?: ReportMetadata | undefined
  /** Who is told what to do about missing fields: the CLI's user (flags) or the library's (its form). */
  hint?: 'flags' | 'form' | undefined
}

function missingHint(format: IngestFormat, missing: readonly string[], hint: 'flags' | 'form' = 'flags'): string {
  if (hint === 'form') return `enter ${missing.join(', ')} in the form and ingest again`
  const flags = missing.map((field) => `--${field}`).join(', ')
  if (format === 'jsonl') return `add ${missing.join(', ')} to the record or pass ${flags}`
  if (format === 'markdown') return `add ${missing.join(', ')} to the front matter or pass ${flags}`
  return `pass ${flags}`
}

/** What the sources give so far, missing fields left out: the library's form is prefilled from it. */
export type PartialMetadata = Partial<Omit<ResolvedMetadata, 'sicCode' | 'industry'>> & { sic?: string | undefined }

export function partialMetadata({
  flags,
  own = {},
  heading,
  fileName,
  now,
  defaults = {},
}: MetadataSources): PartialMetadata {
  const pick = <K extends keyof ReportMetadata>(key: K) => flags[key] ?? own[key]
  const cleanHeading = heading?.replace(/\s+/g, ' ').trim()
  const title =
    pick('title') ??
    (cleanHeading && cleanHeading.length <= MAX_TITLE_CHARS ? cleanHeading : undefined) ??
    defaults.title
  const year =
    pick('year') ?? yearIn(fileName, now) ?? (title === undefined ? undefined : yearIn(title, now)) ?? defaults.year
  return {
    title,
    company: pick('company') ?? defaults.company,
    year,
    country: pick('country') ?? defaults.country,
    exchange: pick('exchange') ?? defaults.exchange,
    sic: pick('sic') ?? defaults.sic,
    url: pick('url') ?? defaults.url,
  }
}

/** Merges the sources; throws BadFileError naming what is missing. */
export function resolveMetadata(sources: MetadataSources): ResolvedMetadata {
  const { title, company, year, country, exchange, sic, url } = partialMetadata(sources)
  const missing = [
    company === undefined && 'company',
    title === undefined && 'title',
    year === undefined && 'year',
  ].filter((field): field is string => field !== false)
  if (company === undefined || title === undefined || year === undefined) {
    throw new BadFileError(`no ${missing.join(', ')} (${missingHint(sources.format, missing, sources.hint)})`)
  }
  const letter = sic !== undefined && /^[A-Ja-j]$/.test(sic)
  return {
    title,
    company,
    year,
    country,
    exchange,
    sicCode: sic !== undefined && !letter ? sic : undefined,
    industry: sic === undefined ? undefined : letter ? (sic.toUpperCase() as SicDivisionCode) : sicDivision(sic)?.code,
    url,
  }
}
