import * as v from 'valibot'
import { CreateDraftRequestSchema, DRAFT_TITLE_MAX, UpdateDraftRequestSchema } from '../../../core/contract/drafts'
import { getOfflineDb, type OfflineDb } from '../db'
import { newId } from './ids'
import { invalid, notFound, notSignedIn, runLocalWrite, signedInEmail, type LocalWriteResult } from './local-write'
import { sameText } from './merge'
import { enqueue, entriesOfRecord, isUnsent, renewed, retryFailedEntries } from './outbox'
import type { DraftConflict, DraftRecord, DraftText } from '../records'
import { stashWrite } from './stashed-writes'

// The Write screens' saves. Each writes the draft and its outbox entry in one transaction, so a crash can never
// leave a change on the device that the sync engine does not know about, nor an entry without its data.
export type NewDraft = { id?: string; title: string; content: string; disclosure_type?: string }

function firstIssue(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): string {
  return issues[0].message
}

const nowIso = () => new Date().toISOString()

export async function createDraft(
  input: NewDraft,
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult<{ id: string }>> {
  if (!email) return notSignedIn
  const id = input.id ?? newId()
  const parsed = v.safeParse(CreateDraftRequestSchema, { ...input, id })
  if (!parsed.success) return invalid(firstIssue(parsed.issues))
  const { title, content, disclosure_type } = parsed.output
  const now = nowIso()
  const record: DraftRecord = {
    id,
    userEmail: email,
    title,
    content,
    disclosure_type,
    created_at: now,
    updated_at: now,
    rev: null,
    base: null,
    syncState: 'pending',
  }
  const db = getOfflineDb()
  return runLocalWrite(
    'Saving a new draft',
    () =>
      db.transaction('rw', db.drafts, db.outbox, async () => {
        // Creating the same id twice (a replayed stash) is the same create.
        if (await db.drafts.get(id)) return { ok: true as const, id }
        await db.drafts.add(record)
        await enqueue(db, {
          recordType: 'draft',
          op: 'create',
          userEmail: email,
          recordId: id,
          chainId: id,
          payload: { title, content, disclosure_type },
        })
        return { ok: true as const, id }
      }),
    () => {
      stashWrite({ kind: 'createDraft', email, id, title, content, disclosure_type })
      return { ok: true, id }
    },
  )
}

async function ownedDraft(db: OfflineDb, id: string, email: string): Promise<DraftRecord | undefined> {
  const record = await db.drafts.get(id)
  return record?.userEmail === email ? record : undefined
}

/**
 * Queues text for a draft. It folds into an entry the network has not seen yet (a create or an update), so a
 * draft typed offline reaches the server as one request; after a refusal the entry is renewed with the new text.
 * While the draft is in conflict, the text is kept but not sent until the user resolves the conflict.
 */
export async function updateDraft(
  id: string,
  changes: Partial<DraftText>,
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite(
    'Saving the draft',
    () =>
      db.transaction('rw', db.drafts, db.outbox, async (): Promise<LocalWriteResult> => {
        const record = await ownedDraft(db, id, email)
        if (!record) return notFound
        const parsed = v.safeParse(UpdateDraftRequestSchema, {
          title: changes.title ?? record.title,
          content: changes.content ?? record.content,
        })
        if (!parsed.success) return invalid(firstIssue(parsed.issues))
        const text = parsed.output
        if (sameText(text, record)) return { ok: true }
        const updated: DraftRecord = { ...record, ...text, updated_at: nowIso(), notice: undefined }
        if (record.syncState === 'conflict') {
          await db.drafts.put(updated)
          return { ok: true }
        }
        const last = (await entriesOfRecord(db, id)).at(-1)
        if (last && (last.op === 'create' || last.op === 'update') && (isUnsent(last) || last.state === 'failed')) {
          const base = last.state === 'failed' ? renewed(last) : last
          await db.outbox.put({ ...base, payload: { ...base.payload, ...text } })
        } else {
          await enqueue(db, {
            recordType: 'draft',
            op: 'update',
            userEmail: email,
            recordId: id,
            chainId: id,
            baseRev: record.rev,
            payload: text,
          })
        }
        await db.drafts.put({ ...updated, syncState: 'pending', error: undefined })
        return { ok: true }
      }),
    () =>
      stashWrite({ kind: 'updateDraft', email, id, changes }) ? { ok: true } : { ok: false, error: 'storage-failed' },
  )
}

function addKnown(texts: DraftText[], text: DraftText | null | undefined) {
  if (text && !texts.some((known) => sameText(known, text))) texts.push({ title: text.title, content: text.content })
}

/**
 * Removes a draft here and queues its removal on the server. A draft the server never accepted just disappears.
 * Otherwise the DELETE carries If-Match; the texts this device has seen or sent go along, so a 412 can tell this
 * device's own unacknowledged saves from another device's work (which is kept, see apply-draft-answers.ts).
 */
export async function deleteDraft(id: string, email: string | null = signedInEmail()): Promise<LocalWriteResult> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite(
    'Deleting the draft',
    () =>
      db.transaction('rw', db.drafts, db.draftConflicts, db.outbox, async (): Promise<LocalWriteResult> => {
        const record = await ownedDraft(db, id, email)
        if (!record) return notFound
        const entries = await entriesOfRecord(db, id)
        const conflict = await db.draftConflicts.where('draftId').equals(id).first()
        await db.drafts.delete(id)
        await db.draftConflicts.where('draftId').equals(id).delete()

        const create = entries.find((entry) => entry.op === 'create')
        const serverNeverHadIt = create && (isUnsent(create) || create.state === 'failed')
        if (serverNeverHadIt) {
          await db.outbox.bulkDelete(entries.map((entry) => entry.seq!))
          return { ok: true }
        }
        const knownTexts: DraftText[] = []
        addKnown(knownTexts, record.base)
        addKnown(knownTexts, record)
        if (conflict) addKnown(knownTexts, { title: conflict.serverTitle, content: conflict.serverContent })
        for (const entry of entries) {
          if (entry.attempts > 0 && entry.recordType === 'draft' && entry.op !== 'delete')
            addKnown(knownTexts, entry.payload)
        }
        // A create that may have reached the server stays: its answer tells the revision the DELETE must name.
        const keep = create && create.attempts > 0 ? create.seq : undefined
        await db.outbox.bulkDelete(entries.filter((entry) => entry.seq !== keep).map((entry) => entry.seq!))
        await enqueue(db, {
          recordType: 'draft',
          op: 'delete',
          userEmail: email,
          recordId: id,
          chainId: id,
          baseRev: conflict?.serverRev ?? record.rev,
          payload: { knownTexts },
        })
        return { ok: true }
      }),
    () => (stashWrite({ kind: 'deleteDraft', email, id }) ? { ok: true } : { ok: false, error: 'storage-failed' }),
  )
}

export type ConflictChoice = 'mine' | 'theirs' | 'both'

const COPY_SUFFIX = ' (server copy)'

/**
 * The user's decision on a conflict. mine: send the local text over the server's version; theirs: take the server's
 * text; both: send the local text and keep the server's version as a new draft "… (server copy)". The conflict copy
 * is deleted only here, once the user has decided.
 */
export async function resolveConflict(
  draftId: string,
  choice: ConflictChoice,
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult<{ copyId?: string }>> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite('Resolving the conflict', () =>
    db.transaction(
      'rw',
      db.drafts,
      db.draftConflicts,
      db.outbox,
      async (): Promise<LocalWriteResult<{ copyId?: string }>> => {
        const record = await ownedDraft(db, draftId, email)
        const conflict: DraftConflict | undefined = await db.draftConflicts.where('draftId').equals(draftId).first()
        if (!record || !conflict) return notFound
        const server: DraftText = { title: conflict.serverTitle, content: conflict.serverContent }
        const now = nowIso()
        await db.draftConflicts.delete(conflict.id)

        if (choice === 'theirs') {
          await db.drafts.put({
            ...record,
            ...server,
            rev: conflict.serverRev,
            base: server,
            syncState: 'synced',
            updated_at: now,
            error: undefined,
          })
          return { ok: true }
        }
        await db.drafts.put({
          ...record,
          rev: conflict.serverRev,
          base: server,
          syncState: 'pending',
          updated_at: now,
          error: undefined,
        })
        if (!sameText(record, server)) {
          await enqueue(db, {
            recordType: 'draft',
            op: 'update',
            userEmail: email,
            recordId: draftId,
            chainId: draftId,
            baseRev: conflict.serverRev,
            payload: { title: record.title, content: record.content },
          })
        } else {
          await db.drafts.update(draftId, { syncState: 'synced' })
        }
        if (choice === 'mine') return { ok: true }

        const copyId = newId()
        const title = `${server.title.slice(0, DRAFT_TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`
        await db.drafts.add({
          id: copyId,
          userEmail: email,
          title,
          content: server.content,
          disclosure_type: record.disclosure_type,
          created_at: now,
          updated_at: now,
          rev: null,
          base: null,
          syncState: 'pending',
        })
        await enqueue(db, {
          recordType: 'draft',
          op: 'create',
          userEmail: email,
          recordId: copyId,
          chainId: copyId,
          payload: { title, content: server.content, disclosure_type: record.disclosure_type },
        })
        return { ok: true, copyId }
      },
    ),
  )
}

/** Sends a draft's refused changes again (under a new Idempotency-Key), e.g. after the user fixed what was wrong. */
export async function retryDraft(
  id: string,
  email: string | null = signedInEmail(),
): Promise<LocalWriteResult<{ retried: number }>> {
  if (!email) return notSignedIn
  const db = getOfflineDb()
  return runLocalWrite('Retrying the draft', () =>
    db.transaction('rw', db.drafts, db.outbox, async (): Promise<LocalWriteResult<{ retried: number }>> => {
      const record = await ownedDraft(db, id, email)
      if (!record) return notFound
      const retried = await retryFailedEntries(db, 'draft', id)
      if (retried > 0) await db.drafts.update(id, { syncState: 'pending', error: undefined })
      return { ok: true, retried }
    }),
  )
}
