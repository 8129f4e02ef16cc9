import * as v from 'valibot'
import { DEFAULT_INDUSTRY, TCFD_SECTIONS } from '../../core/contract/write'
import { log } from '../lib/logger'
import { getOfflineDb } from './db'
import { runLocalWrite } from './local-write'

// Write Assist's work in progress (company information, generated and edited sections, the report title), kept on
// the device as the user types, so a reload, a crash or an app update on a train loses nothing. One record per
// user in the meta table: it is a single document, never synced (the saved report is what reaches the server).
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
  v.partial(v.object(Object.fromEntries(TCFD_SECTIONS.map((section) => [section, schema])) as Record<(typeof TCFD_SECTIONS)[number], T>))

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

/** The user's workspace; a record this version cannot read is set aside in the log and replaced by an empty one. */
export async function loadWorkspace(email: string): Promise<Workspace> {
  const stored = await getOfflineDb().meta.get(workspaceKey(email))
  if (!stored) return emptyWorkspace
  const parsed = v.safeParse(WorkspaceSchema, stored.value)
  if (parsed.success) return parsed.output
  log.warn('The saved Write Assist work could not be read and was not loaded', parsed.issues[0].message)
  return emptyWorkspace
}

/**
 * Saves as the user types without queueing a write per keystroke: one write is in flight at a time and the latest
 * state waits behind it, so the device always ends with the newest text. `flush()` resolves once it is stored.
 */
export function createWorkspaceSaver(email: string, onFailure: () => void) {
  let latest: Workspace | null = null
  let running: Promise<void> | null = null

  async function drain(): Promise<void> {
    while (latest) {
      const value = latest
      latest = null
      const result = await runLocalWrite('Saving Write Assist work', async () => {
        await getOfflineDb().meta.put({ key: workspaceKey(email), value })
        return { ok: true }
      })
      if (!result.ok) onFailure()
    }
    running = null
  }

  return {
    save(workspace: Workspace): void {
      latest = workspace
      running ??= drain()
    },
    flush(): Promise<void> {
      return running ?? Promise.resolve()
    },
  }
}
