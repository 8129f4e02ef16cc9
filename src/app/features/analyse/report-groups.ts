import type { SearchDocument, SummaryResponse } from '../../../core/contract/search'

// The search answers excerpts (chunks), several of which may come from one report. The screen lists and counts
// reports, so the excerpts are gathered per report here, in the order the search ranked them.

export type ReportGroup = {
  reportId: string
  company: string
  title: string
  year: number | undefined
  industry: string | undefined
  risks: string[]
  actions: string[]
  excerpts: string[]
  /** Why the report was found: the filters and keywords its excerpts satisfy (the server's `matched`). */
  matched: string[]
  /** What its best excerpt lacks and no other excerpt supplies: keywords, or a filter dropped to find it. */
  missing: string[]
}

export type CategoryCount = { label: string; count: number }

export type CategoryCounts = { industry: CategoryCount[]; risk: CategoryCount[]; action: CategoryCount[] }

function addUnique(into: string[], values: readonly string[] | undefined) {
  for (const value of values ?? []) if (!into.includes(value)) into.push(value)
}

export function groupReports(documents: readonly SearchDocument[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>()
  for (const { page_content, metadata } of documents) {
    let group = groups.get(metadata.report_id)
    if (!group) {
      group = {
        reportId: metadata.report_id,
        company: metadata.company,
        title: metadata.title,
        year: metadata.year,
        industry: metadata.industry,
        risks: [],
        actions: [],
        excerpts: [],
        matched: [],
        missing: [...(metadata.missing ?? [])],
      }
      groups.set(metadata.report_id, group)
    }
    addUnique(group.matched, metadata.matched)
    group.industry ??= metadata.industry
    addUnique(group.risks, metadata.risk_categories)
    addUnique(group.actions, metadata.action_categories)
    group.excerpts.push(page_content)
  }
  for (const group of groups.values()) group.missing = group.missing.filter((reason) => !group.matched.includes(reason))
  return [...groups.values()]
}

function countLabels(
  reports: readonly ReportGroup[],
  labelsOf: (report: ReportGroup) => readonly string[],
): CategoryCount[] {
  const counts = new Map<string, number>()
  for (const report of reports) {
    for (const label of labelsOf(report)) counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

/** How many of the reports carry each industry, risk and action (a report counts once per category). */
export function countCategories(reports: readonly ReportGroup[]): CategoryCounts {
  return {
    industry: countLabels(reports, (report) => (report.industry ? [report.industry] : [])),
    risk: countLabels(reports, (report) => report.risks),
    action: countLabels(reports, (report) => report.actions),
  }
}

/** The generated demo collection marks its documents, and the server marks summaries written from them. */
export function isSynthetic(
  documents: readonly SearchDocument[],
  summary: Pick<SummaryResponse, 'synthetic'> | null | undefined,
): boolean {
  return summary?.synthetic === true || documents.some((document) => document.metadata.synthetic === true)
}
