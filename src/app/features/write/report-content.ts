import { TCFD_SECTIONS, type TcfdSection } from '../../../core/contract/write'
import { writeMessages } from './messages'

export type SectionTexts = Partial<Record<TcfdSection, string>>

/** The full report: the four sections in order, joined by a blank line, a missing one marked. */
export function buildReportContent(sections: SectionTexts): string {
  return TCFD_SECTIONS.map((section) => sections[section]?.trim() || writeMessages.sectionNotGenerated).join('\n\n')
}

export function hasAnySection(sections: SectionTexts): boolean {
  return TCFD_SECTIONS.some((section) => Boolean(sections[section]?.trim()))
}

/** The text of each generated section of the workspace. */
export function sectionTextsOf(sections: Partial<Record<TcfdSection, { content: string }>>): SectionTexts {
  return Object.fromEntries(
    TCFD_SECTIONS.flatMap((section) => (sections[section] ? [[section, sections[section].content]] : [])),
  )
}
