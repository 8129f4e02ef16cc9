// The words at the top of the About page and the account screens, shared by the pages themselves and by
// the static shell that index.html paints before any JavaScript runs (src/core/static-shell.ts): one source, so the
// shell never shows a sentence the page then changes.
export function aboutIntro(productName: string): { heading: string; lead: string } {
  return {
    heading: `Welcome to the ${productName}`,
    lead: 'A companion for staff of Australian companies preparing climate-related financial disclosures under the TCFD recommendations and the Australian standard AASB S2.',
  }
}

export const aboutFeatures = [
  {
    title: 'Chat with TCFD',
    text: 'Ask about the TCFD recommendations and AASB S2, and work out how your business can respond to the climate risks it discloses. The assistant is an AI language model restricted to a curated set of public sources, and it cites them.',
  },
  {
    title: 'Analyse Reports',
    text: 'Filter a collection of more than 6,000 listed-company climate and sustainability reports (US-listed companies since 2019, plus recent Australian and New Zealand reports) by industry, risk and action, and get a summary with recommendations for alignment with TCFD and AASB S2. A fresh installation holds synthetic demonstration reports about fictional companies, and labels them as such.',
  },
  {
    title: 'Write Assist',
    text: 'Draft, structure and edit the four TCFD sections of your own disclosure, then save, download or delete your drafts. Drafts stay on your device when the connection drops.',
  },
] as const

export type AboutFeatureTitle = (typeof aboutFeatures)[number]['title']

// The titles of the account screens, which show without side navigation (PlainLayout); each page's AuthCard takes
// its title from here, and the static shell paints the same title for the same path.
export const accountScreenTitles = {
  '/login': 'Log in',
  '/signup': 'Sign Up',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/confirm-email': 'Email Confirmation',
  '/approve-user': 'User Approval',
  '/resend-confirmation': 'Resend Confirmation',
} as const

// The chat screen's title and its empty chat's starter questions: the chat page renders them, and the static shell
// paints the same words for /chat, so on a first visit its largest text is there before the app's code has run.
export const chatPageTitle = (productName: string): string => `${productName} Chat`

export const chatStarterIntro = 'Ask a question about TCFD or AASB S2, or start with one of these:'

export const chatStarterQuestions = [
  'What should our board oversight disclosures cover under TCFD and AASB S2?',
  'How do we carry out climate scenario analysis under AASB S2?',
  'What do we need to report about Scope 3 emissions?',
  'How do the four TCFD pillars map to AASB S2?',
] as const
