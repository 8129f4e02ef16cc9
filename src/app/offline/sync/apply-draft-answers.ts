import type { Draft } from '../../../core/contract/drafts'
import type { OfflineDb } from '../db'
import { newId } from './ids'
import { mergeDraftText, sameText } from './merge'
import { enqueue, entriesOfRecord, patchBaseRev } from './outbox'
import { stillCurrent } from './outbox-state'
import type { DraftRecord, DraftText, OutboxEntry } from '../records'

// What the server's answers to draft calls mean for the device's copy.
export type DraftStep = 'done' | 'resend' | 'conflict'

const textOf = (draft: Pick<Draft, 'title' | 'content'>): DraftText => ({ title: draft.title, content: draft.content })

export const RESTORED_NOTICE =
  'This draft was changed on another device after you deleted it here, so it was kept. Delete it again if you still want it gone.'

async function savedInTransaction(db: OfflineDb, entry: OutboxEntry, draft: Draft): Promise<void> {
  await db.outbox.delete(entry.seq)
  await patchBaseRev(db, draft.id, draft.rev, entry.seq!)
  const later = await entriesOfRecord(db, draft.id)
  const server = textOf(draft)
  for (const next of later) {
    if (next.op === 'delete' && !next.payload.knownTexts.some((known) => sameText(known, server))) {
      await db.outbox.update(next.seq, { payload: { knownTexts: [...next.payload.knownTexts, server] } })
    }
  }
  const record = await db.drafts.get(draft.id)
  if (!record || record.syncState === 'conflict') return
  const sent =
    entry.recordType === 'draft' && (entry.op === 'create' || entry.op === 'update') ? entry.payload : undefined
  // The server may normalise what it stores; when nothing was typed since the send, its version is the text.
  const adopt = sameText(record, sent)
  const next: DraftRecord = {
    ...record,
    ...(adopt ? { ...server, updated_at: draft.updated_at } : {}),
    rev: draft.rev,
    base: server,
    created_at: draft.created_at,
    disclosure_type: draft.disclosure_type,
  }
  if (later.length > 0) {
    next.syncState = 'pending'
  } else if (sameText(next, server)) {
    next.syncState = 'synced'
    next.error = undefined
  } else {
    // Text typed since the send always has a later entry; should one be missing, the text must still go out.
    await enqueue(db, {
      recordType: 'draft',
      op: 'update',
      userEmail: record.userEmail,
      recordId: record.id,
      chainId: record.id,
      baseRev: draft.rev,
      payload: { title: next.title, content: next.content },
    })
    next.syncState = 'pending'
  }
  await db.drafts.put(next)
}

/** A create or update was stored: the draft now knows the server's revision and text. */
export function applyDraftSaved(db: OfflineDb, entry: OutboxEntry, draft: Draft): Promise<void> {
  return db.transaction('rw', db.drafts, db.outbox, async () => {
    if (await stillCurrent(db, entry)) await savedInTransaction(db, entry, draft)
  })
}

/**
 * A PUT was refused as stale (412) and the server sent its current draft. If that is exactly the text this entry
 * sent, it is this device's own save whose answer was lost. Otherwise the three texts are merged: a clean merge is
 * saved here and sent again against the server's revision (under a new key); overlapping edits keep the local text
 * in the draft and the server's version as a conflict copy, and nothing more is sent until the user decides.
 */
export function applyDraftStale(db: OfflineDb, entry: OutboxEntry, current: Draft): Promise<DraftStep> {
  return db.transaction('rw', db.drafts, db.draftConflicts, db.outbox, async (): Promise<DraftStep> => {
    if (!(await stillCurrent(db, entry)) || entry.recordType !== 'draft' || entry.op !== 'update') return 'done'
    const server = textOf(current)
    if (sameText(server, entry.payload)) {
      await savedInTransaction(db, entry, current)
      return 'done'
    }
    const record = await db.drafts.get(current.id)
    const laterUpdates = (await entriesOfRecord(db, current.id)).filter(
      (next) => next.seq! > entry.seq! && next.op === 'update',
    )
    if (!record || record.syncState === 'conflict') {
      // Deleted here since (its DELETE will judge the server's text) or already waiting for the user.
      await db.outbox.delete(entry.seq)
      return 'done'
    }
    const local = textOf(record)
    const outcome = mergeDraftText(record.base ?? { title: '', content: '' }, local, server)
    // Later queued updates carry text that is already in the local copy, which is what was merged.
    await db.outbox.bulkDelete(laterUpdates.map((next) => next.seq!))

    if (outcome.kind === 'conflict') {
      await db.outbox.delete(entry.seq)
      await storeConflict(db, record, current)
      return 'conflict'
    }

    const merged = outcome.text
    const known = { ...record, ...merged, rev: current.rev, base: server }
    if (sameText(merged, server)) {
      await db.outbox.delete(entry.seq)
      await db.drafts.put({ ...known, updated_at: current.updated_at, syncState: 'synced', error: undefined })
      return 'done'
    }
    await db.outbox.put({
      ...entry,
      id: newId(),
      payload: merged,
      baseRev: current.rev,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: undefined,
    })
    await db.drafts.put({ ...known, syncState: 'pending', error: undefined })
    return 'resend'
  })
}

async function storeConflict(db: OfflineDb, record: DraftRecord, current: Draft): Promise<void> {
  await db.draftConflicts.where('draftId').equals(record.id).delete()
  await db.draftConflicts.add({
    id: newId(),
    draftId: record.id,
    userEmail: record.userEmail,
    serverTitle: current.title,
    serverContent: current.content,
    serverRev: current.rev,
    localTitle: record.title,
    localContent: record.content,
    created_at: new Date().toISOString(),
  })
  await db.drafts.put({ ...record, syncState: 'conflict', error: undefined })
}

/**
 * A create whose stored answer had expired found its draft already on the server (read back after a 409). That draft
 * may have moved on since this device created it (another device edited it), so it is not simply this create's
 * answer: the local text descends from what the create sent, and is merged with the server's text on that basis.
 */
export function applyDraftFound(db: OfflineDb, entry: OutboxEntry, current: Draft): Promise<DraftStep> {
  return db.transaction('rw', db.drafts, db.draftConflicts, db.outbox, async (): Promise<DraftStep> => {
    if (!(await stillCurrent(db, entry)) || entry.recordType !== 'draft' || entry.op !== 'create') return 'done'
    const server = textOf(current)
    const created: DraftText = { title: entry.payload.title, content: entry.payload.content }
    if (sameText(server, created)) {
      await savedInTransaction(db, entry, current)
      return 'done'
    }
    await db.outbox.delete(entry.seq)
    const later = (await entriesOfRecord(db, current.id)).filter((next) => next.seq! > entry.seq!)
    const record = await db.drafts.get(current.id)
    if (!record) {
      // Deleted here since: delete it there only if nobody else has written to it.
      for (const next of later) {
        if (next.op !== 'delete') continue
        if (next.payload.knownTexts.some((known) => sameText(known, server)))
          await db.outbox.update(next.seq, { baseRev: current.rev })
        else {
          await db.outbox.delete(next.seq)
          await db.drafts.put(restoredDraft(entry.userEmail, current))
        }
      }
      return 'done'
    }
    await db.outbox.bulkDelete(later.filter((next) => next.op === 'update').map((next) => next.seq!))
    const outcome = mergeDraftText(created, textOf(record), server)
    if (outcome.kind === 'conflict') {
      await storeConflict(db, { ...record, rev: current.rev, base: created }, current)
      return 'conflict'
    }
    const merged = outcome.text
    if (sameText(merged, server)) {
      await db.drafts.put({
        ...record,
        ...server,
        rev: current.rev,
        base: server,
        updated_at: current.updated_at,
        syncState: 'synced',
        error: undefined,
      })
      return 'done'
    }
    await db.drafts.put({
      ...record,
      ...merged,
      rev: current.rev,
      base: server,
      syncState: 'pending',
      error: undefined,
    })
    await enqueue(db, {
      recordType: 'draft',
      op: 'update',
      userEmail: record.userEmail,
      recordId: record.id,
      chainId: record.id,
      baseRev: current.rev,
      payload: merged,
    })
    return 'done'
  })
}

function restoredDraft(email: string, current: Draft): DraftRecord {
  const server = textOf(current)
  return {
    id: current.id,
    userEmail: email,
    ...server,
    disclosure_type: current.disclosure_type,
    created_at: current.created_at,
    updated_at: current.updated_at,
    rev: current.rev,
    base: server,
    syncState: 'synced',
    notice: RESTORED_NOTICE,
  }
}

/**
 * A DELETE was refused as stale. If the server's text is one this device knew or sent, nobody else's work is at
 * stake: delete again against the current revision. Otherwise another device changed the draft after this one last
 * saw it; its text is kept as a draft here, with a notice, rather than deleted unseen.
 */
export function applyDraftDeleteStale(db: OfflineDb, entry: OutboxEntry, current: Draft): Promise<DraftStep> {
  return db.transaction('rw', db.drafts, db.outbox, async (): Promise<DraftStep> => {
    if (!(await stillCurrent(db, entry)) || entry.op !== 'delete') return 'done'
    const server = textOf(current)
    if (entry.payload.knownTexts.some((known) => sameText(known, server))) {
      await db.outbox.put({
        ...entry,
        id: newId(),
        baseRev: current.rev,
        state: 'queued',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: undefined,
      })
      return 'resend'
    }
    await db.outbox.delete(entry.seq)
    await db.drafts.put(restoredDraft(entry.userEmail, current))
    return 'done'
  })
}

/** The server no longer has the draft (deleted, or already deleted by an earlier attempt). */
export function applyDraftDeleted(db: OfflineDb, entry: OutboxEntry): Promise<void> {
  return db.transaction('rw', db.outbox, db.draftConflicts, async () => {
    if (!(await stillCurrent(db, entry))) return
    await db.outbox.delete(entry.seq)
    await db.draftConflicts.where('draftId').equals(entry.recordId).delete()
  })
}
