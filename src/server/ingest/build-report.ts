import { BadFileError } from './bad-file'
import { classifyChunks, dominantIndustry } from './classify-chunks'
import type { IngestFormat, IngestedReport } from './ingested-report'
import type { ResolvedMetadata } from './metadata'
import { chunkParagraphs } from './paragraphs'

export type ReportOrigin = {
  sourceKey: string
  format: IngestFormat
  /** The file, and the line of a JSONL file: the report's source when it has no URL. */
  place: string
}

/** A report ready to store: its paragraphs chunked and classified. Throws BadFileError when no text is left. */
export function buildReport(
  { sourceKey, format, place }: ReportOrigin,
  metadata: ResolvedMetadata,
  paragraphs: readonly string[],
): IngestedReport {
  const chunks = classifyChunks(chunkParagraphs(paragraphs))
  if (chunks.length === 0) throw new BadFileError('no text found')
  const detected = metadata.industry === undefined ? dominantIndustry(chunks) : undefined
  return {
    sourceKey,
    source: metadata.url ?? place,
    format,
    ...metadata,
    industry: metadata.industry ?? detected,
    industryDetected: detected !== undefined,
    synthetic: false,
    chunks,
  }
}
