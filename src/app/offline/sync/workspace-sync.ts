import * as v from 'valibot'
import type { PutWorkspaceRequest, SharedWorkspace } from '../../../core/contract/workspace'
import { TCFD_SECTIONS } from '../../../core/contract/write'
import { getOfflineDb, readMeta, type OfflineDb } from '../db'
import { mergeParagraphs, mergeWhole } from './merge'
import { enqueue, entriesOfRecord, isUnsent, renewed } from './outbox'
import type { OutboxEntry } from '../records'
import {
  EMPTY_FIELDS,
  fieldsOf,
  readWorkspace,
  sameFields,
  withFields,
  workspaceKey,
  WORKSPACE_FIELDS,
  type Workspace,
  type WorkspaceField,
  type WorkspaceFields,
} from './write-workspace'

// The Write Assist workspace kept in step between the user's devices (docs/decisions/152), through the outbox like a
// draft: one `workspace` entry per user that later changes fold into, If-Match with the revision the device last
// had from the server, and on a 412 a three-way merge, field by field. Where both sides changed the same text, this
// device's text stays and is sent, and the server's text is kept here as a conflict copy of that field, shown above
// it until the user picks one, so nothing is lost. This module holds the device's side: what it last had from the
// server, the conflict copies, and queueing a change.

const fieldsSchema = v.object(
  Object.fromEntries(WORKSPACE_FIELDS.map((field) => [field, v.string()])) as Record<
    WorkspaceField,
    v.StringSchema<undefined>
  >,
)

const SyncRecordSchema = v.object({
  /** The server revision the device's copy descends from; 0 before the first save reached the server. */
  rev: v.number(),
  /** The server's fields at `rev`: the common ancestor of a three-way merge. */
  base: fieldsSchema,
  /** The server's text of fields whose edits overlapped this device's, waiting for the user. */
  conflicts: v.partial(fieldsSchema),
  /** Counts the changes the server brought into the stored workspace, so an open screen knows to take them in. */
  applied: v.number(),
})
type WorkspaceSyncRecord = v.InferOutput<typeof SyncRecordSchema>

const unsynced: WorkspaceSyncRecord = { rev: 0, base: EMPTY_FIELDS, conflicts: {}, applied: 0 }

export function workspaceSyncKey(email: string): string {
  return `writeWorkspaceSync:${email}`
}

/** The outbox record id (and chain) of a user's workspace entries. */
export const workspaceRecordId = workspaceKey

export function readSyncRecord(db: OfflineDb, email: string): Promise<WorkspaceSyncRecord> {
  // Starting over from revision 0 loses nothing: the next answer from the server is merged with the stored text.
  return readMeta(
    db,
    workspaceSyncKey(email),
    SyncRecordSchema,
    unsynced,
    'The Write Assist sync state could not be read and was reset',
  )
}

export function writeSyncRecord(db: OfflineDb, email: string, record: WorkspaceSyncRecord): Promise<unknown> {
  return db.meta.put({ key: workspaceSyncKey(email), value: record })
}

/** The server's copy as fields. Revision 0 is a user who never saved one: the device's empty workspace. */
export function fieldsOfShared(shared: SharedWorkspace): WorkspaceFields {
  if (shared.rev === 0) return EMPTY_FIELDS
  return {
    companyName: shared.company_name,
    industry: shared.industry,
    companyInfo: shared.company_info,
    ...shared.sections,
  }
}

export function requestOf(fields: WorkspaceFields): PutWorkspaceRequest {
  return {
    company_name: fields.companyName,
    industry: fields.industry,
    company_info: fields.companyInfo,
    sections: Object.fromEntries(
      TCFD_SECTIONS.map((section) => [section, fields[section]]),
    ) as PutWorkspaceRequest['sections'],
  }
}

/** The company name and industry are one unit each, like a title; longer texts merge by paragraph. */
function mergeField(field: WorkspaceField, base: string, local: string, server: string): string | null {
  return field === 'companyName' || field === 'industry'
    ? mergeWhole(base, local, server)
    : mergeParagraphs(base, local, server)
}

type FieldsMerge = { fields: WorkspaceFields; conflicts: Partial<WorkspaceFields> }

/** Three-way merge of each field on its own; a field whose edits overlap keeps the local text, the other is set aside. */
function mergeFields(base: WorkspaceFields, local: WorkspaceFields, server: WorkspaceFields): FieldsMerge {
  const fields = { ...local }
  const conflicts: Partial<WorkspaceFields> = {}
  for (const field of WORKSPACE_FIELDS) {
    const merged = mergeField(field, base[field], local[field], server[field])
    if (merged === null) conflicts[field] = server[field]
    else fields[field] = merged
  }
  return { fields, conflicts }
}

/**
 * Queues the shared fields for the server, inside the caller's transaction. They fold into an entry the network has
 * not seen, or into a refused one (renewed under a new key); an entry that may be on the wire stays as sent and the
 * change queues behind it.
 */
async function queueWorkspaceChange(db: OfflineDb, email: string, fields: WorkspaceFields): Promise<void> {
  const recordId = workspaceRecordId(email)
  const last = (await entriesOfRecord(db, recordId)).at(-1)
  if (last?.recordType === 'workspace' && (isUnsent(last) || last.state === 'failed')) {
    const entry: OutboxEntry = { ...(last.state === 'failed' ? renewed(last) : last), payload: fields }
    await db.outbox.put(entry)
    return
  }
  const sync = await readSyncRecord(db, email)
  await enqueue(db, {
    recordType: 'workspace',
    op: 'update',
    userEmail: email,
    recordId,
    chainId: recordId,
    baseRev: sync.rev,
    payload: fields,
  })
}

/**
 * The screen's save: the device-only parts of `value` as they are, and each shared field the user changed since it
 * was last stored (`changed` maps it to the text it had before). When the server's text of such a field arrived in
 * between, the two are merged as a 412 would merge them. Returns the fields whose stored text is not `value`'s (the
 * merged ones), for the screen to take in.
 */
export function storeWorkspace(
  email: string,
  value: Workspace,
  changed: ReadonlyMap<WorkspaceField, string>,
): Promise<Partial<WorkspaceFields>> {
  const db = getOfflineDb()
  return db.transaction('rw', db.meta, db.outbox, async () => {
    const storedFields = fieldsOf(await readWorkspace(db, email))
    const mine = fieldsOf(value)
    const fields = { ...storedFields }
    const merged: Partial<WorkspaceFields> = {}
    const conflicts: Partial<WorkspaceFields> = {}
    for (const [field, before] of changed) {
      fields[field] = mine[field]
      if (storedFields[field] === before) continue
      const text = mergeField(field, before, mine[field], storedFields[field])
      if (text === null) conflicts[field] = storedFields[field]
      else if (text !== mine[field]) merged[field] = fields[field] = text
    }
    await db.meta.put({ key: workspaceKey(email), value: withFields(value, fields) })
    if (!sameFields(fields, storedFields)) await queueWorkspaceChange(db, email, fields)
    if (Object.keys(conflicts).length > 0) {
      const sync = await readSyncRecord(db, email)
      await writeSyncRecord(db, email, { ...sync, conflicts: { ...sync.conflicts, ...conflicts } })
    }
    return merged
  })
}

/**
 * Brings the server's copy into the device's, inside the caller's transaction: each field merged three ways on the
 * revision the device last had, the conflict copies kept, and the server's copy recorded as the new common ancestor.
 * Returns the merged fields, which are what the server still has to receive when they differ from its copy.
 */
export async function reconcileWorkspace(
  db: OfflineDb,
  email: string,
  current: SharedWorkspace,
): Promise<WorkspaceFields> {
  const sync = await readSyncRecord(db, email)
  const stored = await readWorkspace(db, email)
  const local = fieldsOf(stored)
  const server = fieldsOfShared(current)
  const { fields, conflicts } = mergeFields(sync.base, local, server)
  const changed = !sameFields(fields, local)
  if (changed) await db.meta.put({ key: workspaceKey(email), value: withFields(stored, fields) })
  await writeSyncRecord(db, email, {
    rev: current.rev,
    base: server,
    conflicts: { ...sync.conflicts, ...conflicts },
    applied: sync.applied + (changed ? 1 : 0),
  })
  return fields
}

/** The stored workspace and how many changes from the server it has taken in, read together for an open screen. */
export async function readWorkspaceWithChanges(email: string): Promise<{ workspace: Workspace; applied: number }> {
  const db = getOfflineDb()
  return { workspace: await readWorkspace(db, email), applied: (await readSyncRecord(db, email)).applied }
}
