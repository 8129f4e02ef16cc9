import { SECTION_INFO, type TcfdSection } from '../../../core/contract/write'

// Write Assist's validation and error messages, in the product's fixed wording.
export const writeMessages = {
  companyNameMissing: 'Please enter your company name',
  industryMissing: 'Please select your industry sector',
  companyInfoMissing: 'Please provide some context about your company',
  titleMissing: 'Please provide a title for your report',
  loadReportsFailed: 'Failed to load saved reports. Please try again.',
  saveReportFailed: 'Failed to save report. Please try again.',
  loadDraftFailed: 'Failed to load draft for editing.',
  downloadDraftFailed: 'Failed to download draft. Please try again.',
  deleteReportFailed: 'Failed to delete report. Please try again.',
  saveDraftChangesFailed: 'Failed to save draft changes. Please try again.',
  noSavedReports: "You don't have any saved reports yet.",
  sectionNotGenerated: '*Section not yet generated*',
}

export function generateFailedMessage(section: TcfdSection): string {
  return `Failed to generate ${SECTION_INFO[section].title} content. Please try again.`
}

/**
 * Edit now opens a saved report in the workspace instead of a dialog; when the workspace was already on Review and
 * Export nothing else on screen would change, so a banner says that the report is open and what Save Report does.
 */
export function reportOpenedMessage(title: string): string {
  return `'${title}' is open in the workspace. Change it here and press Save Report to save over it.`
}

/** Word export is newer than the fixed wording, so its one failure has wording of its own. */
export const wordExportFailed =
  'The Word file could not be made. Reload the app and try again, or download as Markdown.'
