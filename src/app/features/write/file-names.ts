// The export formats and the fixed names of downloaded reports and drafts.
export type ExportFormat = 'markdown' | 'text' | 'word'

export const EXPORT_FORMATS: Record<ExportFormat, { label: string; extension: string; type: string }> = {
  markdown: { label: 'Markdown', extension: 'md', type: 'text/markdown' },
  text: { label: 'Plain Text', extension: 'txt', type: 'text/plain' },
  word: {
    label: 'Word',
    extension: 'docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
}

/** 'TCFD_Report_{company with spaces as underscores}.{ext}' */
export function reportFileName(companyName: string, format: ExportFormat): string {
  return `TCFD_Report_${companyName.trim().replace(/\s+/g, '_')}.${EXPORT_FORMATS[format].extension}`
}

/** '{title with underscores}.md', defaulting to 'TCFD_Report' for a draft without a title. */
export function draftFileName(title: string): string {
  const base = title.trim().replace(/\s+/g, '_')
  return `${base || 'TCFD_Report'}.md`
}
