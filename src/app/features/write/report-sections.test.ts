import { expect, test } from 'vitest'
import { buildReportContent } from './report-content'
import { sectionsOfReport } from './report-sections'

test('a saved report splits back into the sections it was built from, missing ones left out', () => {
  const sections = {
    governance: '## Governance\n\nThe board oversees.\n\n### Board oversight\n\nQuarterly.',
    metrics_targets: '## Metrics and Targets\n\n- Scope 1: 100 tCO2-e\n\n**Sources**\n\n1. AASB S2',
  }
  expect(sectionsOfReport(buildReportContent(sections))).toEqual(sections)
})

test('no text is dropped: text before the first heading opens that section, a report without headings is Governance', () => {
  expect(sectionsOfReport('# Revised\n\nShorter text.')).toEqual({ governance: '# Revised\n\nShorter text.' })
  expect(sectionsOfReport('Preface\n\n## Strategy\n\nOur plan.')).toEqual({
    strategy: 'Preface\n\n## Strategy\n\nOur plan.',
  })
})
