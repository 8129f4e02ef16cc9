import type { DetailLevel, ReportExcerpt } from '../../../core/engine/types'
import { EXPERT_ROLE, GROUNDING_RULES, numberedSources, userText, type PromptMessage, type PromptSource } from './prompt-parts'

// The Analyse summary prompt: numbered report excerpts first, then the standards passages the recommendations rest
// on. The detail level changes the depth and shape of the summary, never the grounding rules.

export type AnalyseSummaryPrompt = { excerpts: readonly ReportExcerpt[]; passages: readonly PromptSource[]; level: DetailLevel; query?: string }

const DEPTH: Record<DetailLevel, string> = {
  basic: `Detail level: basic.
Write "## Overview": one short paragraph (at most about 120 words) on what the excerpts disclose and what they leave out.
Then "## Recommendations": exactly 3 numbered recommendations.`,
  intermediate: `Detail level: intermediate.
Write "## Overview": one paragraph on the excerpts as a whole.
Then "## Findings by TCFD pillar": a ### heading for each of Governance, Strategy, Risk management, and Metrics and targets, with what the excerpts disclose under it, attributed to companies; say so when they disclose nothing under a pillar.
Then "## Recommendations": exactly 5 numbered recommendations.`,
  comprehensive: `Detail level: comprehensive.
Write "## Overview": one paragraph on the excerpts as a whole.
Then "## Company detail": a ### heading per company with what it discloses under each TCFD pillar.
Then "## Metrics and targets": every metric and target the excerpts state, with the figure, unit and year exactly as written; say so when there are none.
Then "## Gaps": what TCFD and AASB S2 ask for that these excerpts do not show.
Then "## Recommendations": exactly 8 numbered recommendations.`,
}

const SYSTEM = `${EXPERT_ROLE}

Task: summarise a set of excerpts from company climate reports for an analyst, and recommend how disclosures like these could align better with TCFD and AASB S2.
- Report excerpts are what the companies wrote. Attribute every finding to its company and cite the excerpt.
- Excerpts marked SYNTHETIC come from fictional demonstration reports. If any are present, say so in the first sentence of the overview, and never present them as real companies' disclosures.
- Each recommendation is specific and actionable, names the TCFD recommended disclosure and the AASB S2 paragraph it serves exactly as a cited source passage gives them, and cites that passage. If no source passage gives the paragraph, name the requirement without a number.
- Classified pillars, risks and actions are hints from an automatic classifier; the excerpt text is what counts.

${GROUNDING_RULES}`

export function buildAnalyseSummaryMessages({ excerpts, passages, level, query }: AnalyseSummaryPrompt): PromptMessage[] {
  const sources: PromptSource[] = [...excerpts.map((excerpt): PromptSource => ({ kind: 'report', excerpt })), ...passages]
  const focus = query?.trim() ? `\n\nThe analyst searched for: "${userText(query, 500)}". Give that topic particular attention.` : ''
  const user = `Sources [1] to [${excerpts.length}] are report excerpts; sources [${excerpts.length + 1}] onwards are TCFD and AASB S2 passages for the recommendations.

${numberedSources(sources)}

${DEPTH[level]}${focus}`
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}
