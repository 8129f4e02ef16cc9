import * as v from 'valibot'
import { DEFAULT_INDUSTRY, TCFD_SECTIONS } from '../../../core/contract/write'
import { getOfflineDb, readMeta, type OfflineDb } from '../db'

// Write Assist's work in progress (company information, generated and edited sections, the report title), kept on
// the device as the user types, so a reload, a crash or an app update on a train loses nothing. One record per
// user in the meta table. Its shared fields also go to the user's other devices (workspace-sync.ts).
const sectionSchema = v.object({
  content: v.string(),
  /** Drafted by the browser's grounded engine because the server could not be reached. */
  offline: v.optional(v.boolean()),
  generated_at: v.string(),
  /** The user saved their own changes to this text: generating again asks first. */
  edited: v.optional(v.boolean()),
})
export type WorkspaceSection = v.InferOutput<typeof sectionSchema>

const sectionMap = <T extends v.GenericSchema>(schema: T) =>
  v.partial(
    v.object(
      Object.fromEntries(TCFD_SECTIONS.map((section) => [section, schema])) as Record<
        (typeof TCFD_SECTIONS)[number],
        T
      >,
    ),
  )

export const WorkspaceSchema = v.object({
  companyName: v.string(),
  industry: v.string(),
  companyInfo: v.string(),
  sections: sectionMap(sectionSchema),
  questions: sectionMap(v.string()),
  /** Section text being edited and not yet saved with 'Save Changes'; kept so a reload mid-edit loses nothing. */
  edits: v.optional(sectionMap(v.string()), {}),
  /** The text a new draft replaced, per section, so 'Undo' can bring it back (also after a reload). */
  replaced: v.optional(sectionMap(sectionSchema), {}),
  reportTitle: v.string(),
  /**
   * The saved report this work was opened from, as it was then: 'Save Report' saves over it instead of adding
   * another, merging with any change another device made since.
   */
  openedReport: v.optional(v.object({ id: v.string(), title: v.string(), content: v.string() })),
  format: v.picklist(['markdown', 'text', 'word']),
})
export type Workspace = v.InferOutput<typeof WorkspaceSchema>

export const emptyWorkspace: Workspace = {
  companyName: '',
  industry: DEFAULT_INDUSTRY,
  companyInfo: '',
  sections: {},
  questions: {},
  edits: {},
  replaced: {},
  reportTitle: '',
  format: 'markdown',
}

export function workspaceKey(email: string): string {
  return `writeWorkspace:${email}`
}

/** The workspace as stored, or the empty one; a record this version cannot read is set aside in the log. */
export function readWorkspace(db: OfflineDb, email: string): Promise<Workspace> {
  return readMeta(
    db,
    workspaceKey(email),
    WorkspaceSchema,
    emptyWorkspace,
    'The saved Write Assist work could not be read and was not loaded',
  )
}

/** The user's workspace; one this version cannot read is replaced by an empty one instead of breaking the screen. */
export function loadWorkspace(email: string): Promise<Workspace> {
  return readWorkspace(getOfflineDb(), email)
}

/**
 * The part of the workspace the user's devices share (docs/decisions/152), as one text per field: the company
 * details and each section's text ('' for a section without one). Merged field by field; everything else in the
 * workspace (questions, editor text, the Undo copy, the title, the export format) stays on the device.
 */
export const WORKSPACE_FIELDS = ['companyName', 'industry', 'companyInfo', ...TCFD_SECTIONS] as const
export type WorkspaceField = (typeof WORKSPACE_FIELDS)[number]
export type WorkspaceFields = Record<WorkspaceField, string>

export function fieldsOf(workspace: Workspace): WorkspaceFields {
  const fields = {
    companyName: workspace.companyName,
    industry: workspace.industry,
    companyInfo: workspace.companyInfo,
  } as WorkspaceFields
  for (const section of TCFD_SECTIONS) fields[section] = workspace.sections[section]?.content ?? ''
  return fields
}

/** What the workspace of a device that never saved one holds: also what a server that has none stands for. */
export const EMPTY_FIELDS: WorkspaceFields = fieldsOf(emptyWorkspace)

export function sameFields(a: WorkspaceFields, b: WorkspaceFields): boolean {
  return WORKSPACE_FIELDS.every((field) => a[field] === b[field])
}

/**
 * The workspace with the shared fields set to `fields`. A section whose text came from elsewhere counts as the
 * user's own text, so generating it again here asks first; its 'Drafted offline' label no longer applies.
 */
export function withFields(workspace: Workspace, fields: WorkspaceFields): Workspace {
  const sections = { ...workspace.sections }
  for (const section of TCFD_SECTIONS) {
    const current = sections[section]
    const text = fields[section]
    if ((current?.content ?? '') === text) continue
    if (text === '') delete sections[section]
    else
      sections[section] = {
        content: text,
        generated_at: current?.generated_at ?? new Date().toISOString(),
        edited: true,
      }
  }
  return {
    ...workspace,
    companyName: fields.companyName,
    industry: fields.industry,
    companyInfo: fields.companyInfo,
    sections,
  }
}
