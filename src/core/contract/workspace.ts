import * as v from 'valibot'
import { groupThousands } from '../number-format'
import { DRAFT_CONTENT_MAX } from './drafts'
import { multiLineText, singleLineText } from './plain-text'
import { COMPANY_NAME_MAX, INDUSTRY_MAX, TCFD_SECTIONS, type TcfdSection } from './write'

// The Write Assist workspace one user shares between devices (docs/decisions/152): GET and PUT
// /llm/write/workspace. One record per user, so there is no id and no create: a user who never saved one has an
// empty workspace at revision 0, and the first PUT names "0" in If-Match. Revisions travel as ETags as a draft's do,
// and a PUT must carry If-Match: a stale one is answered 412 with the server's copy, for the client to merge.

/**
 * Company information longer than a generation accepts is still the user's text, so the bound is wider; the sections
 * together may hold a saved report of the largest size, which is what reopening one puts there. With both at their
 * bounds the body stays under the server's default body limit even in three-byte characters.
 */
export const WORKSPACE_COMPANY_INFO_MAX = 100_000
export const WORKSPACE_SECTIONS_MAX = DRAFT_CONTENT_MAX

export const workspaceMessages = {
  companyNameTooLong: `Company name can be at most ${COMPANY_NAME_MAX} characters`,
  industryTooLong: `Industry can be at most ${INDUSTRY_MAX} characters`,
  companyInfoTooLong: `Company information can be at most ${groupThousands(WORKSPACE_COMPANY_INFO_MAX)} characters`,
  sectionsTooLong: `The sections together can be at most ${groupThousands(WORKSPACE_SECTIONS_MAX)} characters`,
  missingIfMatch: 'If-Match is required: name the revision this workspace is based on ("0" for a first save).',
  stale: 'This workspace was changed elsewhere.',
} as const

/** The four section texts, always all four: '' is a section that has no text. */
export type WorkspaceSections = Record<TcfdSection, string>

const sectionText = (section: TcfdSection) =>
  v.pipe(v.string(`sections.${section} must be text`), multiLineText(`Section ${section}`))

const SectionsSchema = v.pipe(
  v.strictObject(
    Object.fromEntries(TCFD_SECTIONS.map((section) => [section, sectionText(section)])) as Record<
      TcfdSection,
      ReturnType<typeof sectionText>
    >,
    `sections must hold exactly ${TCFD_SECTIONS.join(', ')}`,
  ),
  v.check(
    (sections) => TCFD_SECTIONS.reduce((sum, section) => sum + sections[section].length, 0) <= WORKSPACE_SECTIONS_MAX,
    workspaceMessages.sectionsTooLong,
  ),
)

// Text is stored exactly as typed (no trimming): devices merge it character for character, and a server that
// changed it would make every save look like an edit from elsewhere.
export const PutWorkspaceRequestSchema = v.object({
  company_name: v.pipe(
    v.string('company_name must be text'),
    singleLineText('Company name'),
    v.maxLength(COMPANY_NAME_MAX, workspaceMessages.companyNameTooLong),
  ),
  industry: v.pipe(
    v.string('industry must be text'),
    singleLineText('Industry'),
    v.maxLength(INDUSTRY_MAX, workspaceMessages.industryTooLong),
  ),
  company_info: v.pipe(
    v.string('company_info must be text'),
    multiLineText('Company information'),
    v.maxLength(WORKSPACE_COMPANY_INFO_MAX, workspaceMessages.companyInfoTooLong),
  ),
  sections: SectionsSchema,
})
export type PutWorkspaceRequest = v.InferOutput<typeof PutWorkspaceRequestSchema>

export const WorkspaceSchema = v.object({
  company_name: v.string(),
  industry: v.string(),
  company_info: v.string(),
  sections: v.object(
    Object.fromEntries(TCFD_SECTIONS.map((section) => [section, v.string()])) as Record<
      TcfdSection,
      v.StringSchema<undefined>
    >,
  ),
  rev: v.number(),
  /** Null while the user has never saved a workspace (revision 0). */
  updated_at: v.nullable(v.string()),
})
export type SharedWorkspace = v.InferOutput<typeof WorkspaceSchema>

/** 412 Precondition Failed: the workspace changed since the client's revision; here is the current one. */
export const StaleWorkspaceSchema = v.object({ detail: v.string(), current: WorkspaceSchema })
