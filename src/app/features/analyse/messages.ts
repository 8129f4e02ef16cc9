// The screen's texts that SPEC.md fixes word for word (sections 2, 5 and 8).
export const analyseMessages = {
  signedOut: 'You need to be logged in to access this feature.',
  needsCriteria: 'Please enter a search query or select at least one category',
  noDocuments: 'No documents found matching your criteria',
  searchFailed: 'An error occurred while processing your request. Please try again.',
  summaryFailed: 'An error occurred while generating the summary. Please try again.',
  reportsSliderLabel: 'Adjust slider to set the number of reports to include',
  generating: 'Generating summary...',
  searching: 'Searching...',
} as const

export const SYNTHETIC_NOTICE = 'Synthetic demo data: fictional companies'
