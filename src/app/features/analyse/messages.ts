// The screen's texts in the product's fixed wording (labels, validation, errors), and two of our own: search and
// summaries run on the server, so without a connection they say so instead of reporting a failure.
export const analyseMessages = {
  signedOut: 'You need to be logged in to access this feature.',
  needsCriteria: 'Please enter a search query or select at least one category',
  noDocuments: 'No documents found matching your criteria',
  searchFailed: 'An error occurred while processing your request. Please try again.',
  summaryFailed: 'An error occurred while generating the summary. Please try again.',
  searchNeedsConnection:
    'Searching the reports needs a connection to the server. Your filters are kept: search again once you are back online.',
  summaryNeedsConnection:
    'The reports were found, but the summary needs a connection to the server. Search again once you are back online.',
  reportsSliderLabel: 'Adjust slider to set the number of reports to include',
  generating: 'Generating summary...',
  searching: 'Searching...',
  // Issue 17: what to relax when the filters leave nothing, and how keywords ranked the results.
  closestMatches: (title: string, values: readonly string[]) =>
    `No report matches all your filters. The closest matches, listed below, are found without the ${title} filter (${values.join(', ')}).`,
  alsoRelax: (titles: readonly string[]) => `Removing ${titles.join(' or ')} instead would also find reports.`,
  relaxButton: (title: string) => `Search without ${title}`,
  closestTitle: 'Closest matches',
  keywordsSome: 'No report contains all the keywords: the results are ranked by how many of them they contain.',
  keywordsNone: 'No report within your filters contains the keywords: the results match the filters only.',
} as const

export const SYNTHETIC_NOTICE = 'Synthetic demo data: fictional companies'
