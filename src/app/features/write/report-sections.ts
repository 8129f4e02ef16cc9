import { SECTION_INFO, TCFD_SECTIONS, type TcfdSection } from '../../../core/contract/write'
import { writeMessages } from './messages'
import type { Workspace } from '../../offline/sync/write-workspace'
import type { SectionTexts } from './report-content'

// A saved report back into its four sections, so it can be reopened in the workspace and checked again. A report is
// the sections joined in order, each opening with its level-2 heading (its title), a missing one replaced by a
// marker; the headings are where one section ends and the next begins. No text is dropped: whatever comes before
// the first heading (a report edited by hand) stays at the start of the first section, Governance when none has one,
// so saving the reopened report never loses words.

const HEADING = /^##\s+(.+?)\s*#*\s*$/

function sectionTitled(line: string): TcfdSection | undefined {
  const title = HEADING.exec(line)?.[1]?.toLowerCase()
  return title === undefined
    ? undefined
    : TCFD_SECTIONS.find((section) => SECTION_INFO[section].title.toLowerCase() === title)
}

/** The report's sections, each with its heading. */
export function sectionsOfReport(content: string): SectionTexts {
  const lines: Partial<Record<TcfdSection, string[]>> = {}
  let lead: string[] = []
  let current: TcfdSection | undefined
  for (const line of content.split('\n')) {
    const opened = sectionTitled(line)
    // A heading seen twice (a section that quotes another's title) stays in the section that holds it.
    if (opened && lines[opened] === undefined) {
      current = opened
      lines[opened] = lead
      lead = []
    }
    if (line.trim() === writeMessages.sectionNotGenerated) continue
    ;(current ? (lines[current] ??= []) : lead).push(line)
  }
  if (!current) lines.governance = lead
  return Object.fromEntries(
    TCFD_SECTIONS.flatMap((section) => {
      const text = lines[section]?.join('\n').trim()
      return text ? [[section, text]] : []
    }),
  )
}

/**
 * The workspace with a saved report opened in it: its sections (marked as the user's own text, so generating one
 * again asks first), its title, and the report to save over. The company information stays as it is.
 */
export function withOpenedReport(
  workspace: Workspace,
  report: { id: string; title: string; content: string; updated_at: string },
): Workspace {
  const sections = sectionsOfReport(report.content)
  return {
    ...workspace,
    sections: Object.fromEntries(
      Object.entries(sections).map(([section, content]) => [
        section,
        { content, generated_at: report.updated_at, edited: true },
      ]),
    ),
    edits: {},
    replaced: {},
    reportTitle: report.title,
    openedReport: { id: report.id, title: report.title, content: report.content },
  }
}
