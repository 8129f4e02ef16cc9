import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import * as v from 'valibot'
import { BadFileError } from './bad-file'
import type { ReportMetadata } from './ingested-report'
import { checkMetadata, MetadataSchema } from './metadata'
import { plainTextParagraphs } from './paragraphs'

// JSON Lines: one report per line, for collections exported from elsewhere (README.md, "Loading real reports").
// The text is `text` (paragraphs separated by blank lines) or `paragraphs` (an array); the metadata fields are
// those of the command's flags. A record is identified within its file by `id`, else by `url`, else by its line
// number, so that re-ingesting an edited file replaces each report rather than adding it again.

const MAX_PARAGRAPHS = 100_000

export const JsonlRecordSchema = v.pipe(
  v.object({
    ...MetadataSchema.entries,
    id: v.optional(
      v.pipe(
        v.union([v.string(), v.pipe(v.number(), v.transform(String))], 'id must be text or a number'),
        v.trim(),
        v.nonEmpty('id must not be empty'),
        v.maxLength(500, 'id must be at most 500 characters'),
      ),
    ),
    text: v.optional(v.string('text must be text')),
    paragraphs: v.optional(
      v.pipe(
        v.array(v.string('paragraphs must be a list of texts'), 'paragraphs must be a list of texts'),
        v.maxLength(MAX_PARAGRAPHS),
      ),
    ),
  }),
  v.check(
    (record) => record.text !== undefined || record.paragraphs !== undefined,
    'a record needs "text" or "paragraphs"',
  ),
)

export type JsonlRecord = {
  /** Appended to the file's source key after "#". */
  identity: string
  metadata: ReportMetadata
  paragraphs: string[]
}

/** One line's record; throws BadFileError saying what is wrong with it. */
export function parseJsonlRecord(line: string, lineNumber: number): JsonlRecord {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    throw new BadFileError('not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadFileError('not a JSON object')
  const result = v.safeParse(JsonlRecordSchema, value)
  if (!result.success) throw new BadFileError([...new Set(result.issues.map((issue) => issue.message))].join('; '))
  const { id, text, paragraphs, ...fields } = result.output
  const metadata = checkMetadata(fields)
  if ('error' in metadata) throw new BadFileError(metadata.error)
  const identity =
    id !== undefined ? `id=${id}` : metadata.url !== undefined ? `url=${metadata.url}` : `line=${lineNumber}`
  return { identity, metadata, paragraphs: paragraphs ?? plainTextParagraphs(text ?? '') }
}

export type JsonlLine = { number: number; text: string; bytes: number }

/** The file's non-blank lines, read as a stream so that a large collection never sits in memory whole. */
export async function* jsonlLines(path: string): AsyncGenerator<JsonlLine> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity })
  let number = 0
  for await (const raw of lines) {
    number += 1
    // A byte-order mark some editors write at the start is not part of the JSON.
    const text = number === 1 ? raw.replace(/^\uFEFF/, '') : raw
    const bytes = Buffer.byteLength(raw) + 1
    if (text.trim() !== '') yield { number, text, bytes }
  }
}
