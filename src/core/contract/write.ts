import * as v from 'valibot'
import { CitationSchema } from './chat'
import { multiLineText, singleLineText } from './plain-text'

// Write Assist's section generation: POST /llm/tcfd and its alias /llm/write/generate, plus the two option lists the
// original API has but the screen does not call.
export const TCFD_SECTIONS = ['governance', 'strategy', 'risk_management', 'metrics_targets'] as const
export type TcfdSection = (typeof TCFD_SECTIONS)[number]

/** The four TCFD pillars' card titles and descriptions, worded as the screen shows them. */
export const SECTION_INFO: Record<TcfdSection, { title: string; description: string }> = {
  governance: { title: 'Governance', description: 'Governance around climate risks and opportunities.' },
  strategy: { title: 'Strategy', description: 'Impacts on businesses, strategy and financial planning.' },
  risk_management: { title: 'Risk Management', description: 'How risks are identified, assessed and managed.' },
  metrics_targets: {
    title: 'Metrics and Targets',
    description: 'Metrics and targets used to assess and manage risks and opportunities.',
  },
}

/** The industry select's options, in the order the form lists them; Energy is the default. */
export const INDUSTRY_OPTIONS = [
  'Energy',
  'Manufacturing',
  'Financial Services',
  'Technology',
  'Transportation',
  'Real Estate',
  'Agriculture',
  'Other',
] as const
export const DEFAULT_INDUSTRY = 'Energy'

export const FULL_REPORT_DISCLOSURE_TYPE = 'tcfd_full'
export const MISSING_CONTEXT_MESSAGE = 'Please provide company context before generating content.'

/** Above this the model's prompt would be cut anyway; the user is told instead of having their text silently clipped. */
export const SECTION_CONTEXT_MAX = 20_000
export const COMPANY_NAME_MAX = 200
export const SECTION_QUESTION_MAX = 1000
export const INDUSTRY_MAX = 100
/**
 * The industry a generation assumes when the request names none: the original client's request has no industry field,
 * and presuming Energy (the form's default) would prompt an agricultural company about gas turbines.
 */
export const REQUEST_DEFAULT_INDUSTRY = 'Other'

export const sectionRequestMessages = {
  missingContext: MISSING_CONTEXT_MESSAGE,
  contextTooLong: `Company information can be at most ${SECTION_CONTEXT_MAX} characters`,
  badSection: `section must be one of ${TCFD_SECTIONS.join(', ')}`,
  missingCompanyName: 'Please enter your company name',
  companyNameTooLong: `Company name can be at most ${COMPANY_NAME_MAX} characters`,
  badQuestion: 'question must be text',
  questionTooLong: `Questions can be at most ${SECTION_QUESTION_MAX} characters`,
  badIndustry: 'industry must be text',
  industryTooLong: `industry can be at most ${INDUSTRY_MAX} characters`,
} as const

// Missing and null fields default to '' so that they fail with the same message as blank ones: valibot's own
// "Invalid key" text would otherwise be what a client missing its context shows.
const text = (message: string) => v.nullish(v.string(message), '')

export const GenerateSectionRequestSchema = v.object({
  context: v.pipe(
    text(sectionRequestMessages.missingContext),
    multiLineText('Company information'),
    v.trim(),
    v.nonEmpty(sectionRequestMessages.missingContext),
    v.maxLength(SECTION_CONTEXT_MAX, sectionRequestMessages.contextTooLong),
  ),
  section: v.pipe(
    text(sectionRequestMessages.badSection),
    v.picklist(TCFD_SECTIONS, sectionRequestMessages.badSection),
  ),
  company_name: v.pipe(
    text(sectionRequestMessages.missingCompanyName),
    singleLineText('Company name'),
    v.trim(),
    v.nonEmpty(sectionRequestMessages.missingCompanyName),
    v.maxLength(COMPANY_NAME_MAX, sectionRequestMessages.companyNameTooLong),
  ),
  /** Sent only when the user wrote one; blank counts as none. */
  question: v.pipe(
    text(sectionRequestMessages.badQuestion),
    multiLineText('Question'),
    v.trim(),
    v.maxLength(SECTION_QUESTION_MAX, sectionRequestMessages.questionTooLong),
  ),
  /**
   * Our addition: the company's industry, which steers what the draft prompts for. Free text within a bound rather
   * than INDUSTRY_OPTIONS, so a value from an older form still drafts; blank means REQUEST_DEFAULT_INDUSTRY.
   */
  industry: v.pipe(
    text(sectionRequestMessages.badIndustry),
    singleLineText('industry'),
    v.trim(),
    v.maxLength(INDUSTRY_MAX, sectionRequestMessages.industryTooLong),
    v.transform((industry) => industry || REQUEST_DEFAULT_INDUSTRY),
  ),
})

/** What a client sends to POST /llm/tcfd (and /llm/write/generate); the schema also takes null or missing optionals. */
export type GenerateSectionRequest = {
  context: string
  section: TcfdSection
  company_name: string
  question?: string
  industry?: string
}

/** A rule the company information shows the draft does not yet meet, with the rule it rests on. */
export const ComplianceFlagSchema = v.object({ rule: v.string(), message: v.string() })
export type ComplianceFlag = v.InferOutput<typeof ComplianceFlagSchema>

/**
 * The answer: `content` is the original API's field (Markdown with numbered citations and a Sources list); the rest are
 * our additions, optional here so a client parsing with this schema also works against a server that sends only
 * content.
 */
export const GenerateSectionResponseSchema = v.object({
  content: v.string(),
  sources: v.optional(v.array(CitationSchema)),
  /** Which engine wrote it: "grounded" also when the model server failed and the grounded engine stood in. */
  engine: v.optional(v.picklist(['grounded', 'model'])),
  /** True when the model server failed and the grounded engine answered instead (the content's first line says so). */
  fallback: v.optional(v.boolean()),
  /** Compliance flags for this section, read from the company information whichever engine wrote the draft. */
  flags: v.optional(v.array(ComplianceFlagSchema)),
})
export type GenerateSectionResponse = v.InferOutput<typeof GenerateSectionResponseSchema>

export const DisclosureTypeSchema = v.object({ id: v.string(), label: v.string(), description: v.string() })
export type DisclosureType = v.InferOutput<typeof DisclosureTypeSchema>

/** What a saved draft can hold: the full report first, then each section on its own. */
export const DISCLOSURE_TYPES: readonly DisclosureType[] = [
  { id: FULL_REPORT_DISCLOSURE_TYPE, label: 'Full TCFD report', description: 'All four TCFD sections in one report.' },
  ...TCFD_SECTIONS.map((section) => ({
    id: section,
    label: SECTION_INFO[section].title,
    description: SECTION_INFO[section].description,
  })),
]

export const DisclosureTypesResponseSchema = v.object({ disclosure_types: v.array(DisclosureTypeSchema) })
export type DisclosureTypesResponse = v.InferOutput<typeof DisclosureTypesResponseSchema>

export const IndustrySectorsResponseSchema = v.object({ industry_sectors: v.array(v.string()), default: v.string() })
export type IndustrySectorsResponse = v.InferOutput<typeof IndustrySectorsResponseSchema>
