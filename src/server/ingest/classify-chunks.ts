import { classifyParagraph } from '../../core/engine/classifier'
import { detectIndustries, type SicDivisionCode } from '../../core/taxonomy'
import type { IngestedChunk } from './ingested-report'

// Each chunk is tagged the way Analyse filters: a TCFD pillar (or none), climate risk and action categories, and the
// SIC divisions it talks about. classifyParagraph already runs the taxonomy's risk and action detectors on the
// tokens it has (and only for climate-related text, so a paragraph about catering is not a "market risk"); the
// industry detector runs on its own.

export function classifyChunks(texts: readonly string[]): IngestedChunk[] {
  return texts.map((text, ordinal) => {
    const { pillar, risks, actions } = classifyParagraph(text)
    return { ordinal, text, pillar, risks, actions, industries: detectIndustries(text) }
  })
}

/**
 * The division a report is about when none was given: the one most chunks name first, provided at least two do
 * (one, for a report of a single chunk). A passing mention of farming in a bank's report does not make it a farm.
 */
export function dominantIndustry(chunks: readonly IngestedChunk[]): SicDivisionCode | undefined {
  const counts = new Map<SicDivisionCode, number>()
  for (const chunk of chunks) {
    const first = chunk.industries[0]
    if (first !== undefined) counts.set(first, (counts.get(first) ?? 0) + 1)
  }
  let best: { code: SicDivisionCode; count: number } | undefined
  // Map order is first-seen order, so ties go to the division the report names first.
  for (const [code, count] of counts) if (best === undefined || count > best.count) best = { code, count }
  return best !== undefined && best.count >= Math.min(2, chunks.length) ? best.code : undefined
}
