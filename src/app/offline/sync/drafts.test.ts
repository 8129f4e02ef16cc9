import { beforeEach, expect, test, vi } from 'vitest'
import { clearStoredUser, storeUser } from '../../lib/stored-user'
import { getOfflineDb } from '../db'
import { createDraft, deleteDraft, resolveConflict, updateDraft } from './drafts'
import { requestPersistentStorage } from '../persist-storage'
import type { DraftRecord, OutboxEntry } from '../records'

vi.mock('../persist-storage', () => ({ requestPersistentStorage: vi.fn(async () => false) }))

const ADA = 'ada@example.com'

beforeEach(() => {
  storeUser({ email: ADA, first_name: 'Ada' })
})

const outbox = () => getOfflineDb().outbox.orderBy('seq').toArray()

async function created(title = 'Climate report', content = 'Governance\n\nStrategy') {
  const result = await createDraft({ title, content })
  if (!result.ok) throw new Error(result.error)
  return result.id
}

/** What the sync engine leaves after the server accepted the create at revision `rev`. */
async function markSynced(id: string, rev: number) {
  const db = getOfflineDb()
  const draft = (await db.drafts.get(id))!
  await db.outbox.where('recordId').equals(id).delete()
  await db.drafts.put({ ...draft, rev, base: { title: draft.title, content: draft.content }, syncState: 'synced' })
}

test('a new draft and its outbox entry are written together', async () => {
  const id = await created()
  const draft = await getOfflineDb().drafts.get(id)
  expect(draft).toMatchObject({
    id,
    userEmail: ADA,
    title: 'Climate report',
    rev: null,
    base: null,
    syncState: 'pending',
    disclosure_type: 'tcfd_full',
  })
  expect(await outbox()).toEqual([
    expect.objectContaining({
      recordType: 'draft',
      op: 'create',
      recordId: id,
      chainId: id,
      userEmail: ADA,
      state: 'queued',
      attempts: 0,
      payload: { title: 'Climate report', content: 'Governance\n\nStrategy', disclosure_type: 'tcfd_full' },
    }),
  ])
  expect(requestPersistentStorage).toHaveBeenCalled()
})

test('when the outbox write fails, the draft is not kept either', async () => {
  const db = getOfflineDb()
  const refuse = () => {
    throw new Error('disk full')
  }
  db.outbox.hook('creating', refuse)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const result = await createDraft({ title: 'Lost?', content: '' })
  db.outbox.hook('creating').unsubscribe(refuse)
  expect(result).toEqual({ ok: false, error: 'storage-failed' })
  expect(await db.drafts.count()).toBe(0)
  expect(await db.outbox.count()).toBe(0)
})

test("the contract's rules apply before anything is stored", async () => {
  expect(await createDraft({ title: '   ', content: 'x' })).toEqual({
    ok: false,
    error: 'invalid',
    detail: 'Please provide a title for your report',
  })
  expect(await getOfflineDb().drafts.count()).toBe(0)
})

test('the title is stored as the server will store it (trimmed), so the two never differ', async () => {
  const id = await created('  Padded  ')
  expect((await getOfflineDb().drafts.get(id))?.title).toBe('Padded')
})

test('nothing is written for a signed-out user', async () => {
  clearStoredUser()
  expect(await createDraft({ title: 'T', content: '' })).toEqual({ ok: false, error: 'not-signed-in' })
})

test('edits fold into a create that has not been sent yet', async () => {
  const id = await created()
  await updateDraft(id, { content: 'Governance\n\nStrategy\n\nRisk' })
  await updateDraft(id, { title: 'Climate report 2026' })
  const entries = await outbox()
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({
    op: 'create',
    payload: { title: 'Climate report 2026', content: 'Governance\n\nStrategy\n\nRisk' },
  })
})

test('once the create may have reached the server, an edit is queued after it, in order', async () => {
  const id = await created()
  const db = getOfflineDb()
  const [create] = await outbox()
  await db.outbox.update(create!.seq, { state: 'queued', attempts: 1 })
  await updateDraft(id, { content: 'Edited' })
  const entries = await outbox()
  expect(entries.map((entry) => entry.op)).toEqual(['create', 'update'])
  expect(entries[0]!.payload).toMatchObject({ content: 'Governance\n\nStrategy' })
  expect(entries[1]).toMatchObject({ payload: { title: 'Climate report', content: 'Edited' }, baseRev: null })
})

test('edits of a synced draft queue one update with If-Match on the known revision, folding later edits', async () => {
  const id = await created()
  await markSynced(id, 4)
  await updateDraft(id, { content: 'One' })
  await updateDraft(id, { content: 'Two' })
  const entries = await outbox()
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({ op: 'update', baseRev: 4, payload: { content: 'Two' } })
  expect((await getOfflineDb().drafts.get(id))?.syncState).toBe('pending')
})

test('an edit that changes nothing queues nothing', async () => {
  const id = await created()
  await markSynced(id, 1)
  await updateDraft(id, { title: 'Climate report' })
  expect(await outbox()).toHaveLength(0)
})

test('editing a refused draft sends the fixed text again under a new Idempotency-Key', async () => {
  const id = await created()
  const db = getOfflineDb()
  const [create] = await outbox()
  await db.outbox.update(create!.seq, { state: 'failed', attempts: 1, lastError: 'Too long' })
  await db.drafts.update(id, { syncState: 'failed', error: 'Too long' })
  await updateDraft(id, { content: 'Shorter' })
  const [renewed] = await outbox()
  expect(renewed).toMatchObject({
    seq: create!.seq,
    op: 'create',
    state: 'queued',
    attempts: 0,
    payload: { content: 'Shorter' },
  })
  expect(renewed!.id).not.toBe(create!.id)
  expect(await db.drafts.get(id)).toMatchObject({ syncState: 'pending', error: undefined })
})

test('a draft in conflict keeps its edits here and sends nothing until the user decides', async () => {
  const id = await created()
  await markSynced(id, 2)
  const db = getOfflineDb()
  await db.drafts.update(id, { syncState: 'conflict' })
  await db.draftConflicts.add({
    id: 'c1',
    draftId: id,
    userEmail: ADA,
    serverTitle: 'Climate report',
    serverContent: 'Server text',
    serverRev: 3,
    localTitle: 'Climate report',
    localContent: 'Governance\n\nStrategy',
    created_at: '',
  })
  await updateDraft(id, { content: 'Still mine' })
  expect(await outbox()).toHaveLength(0)
  expect(await db.drafts.get(id)).toMatchObject({ content: 'Still mine', syncState: 'conflict' })
  expect(await db.draftConflicts.count()).toBe(1)
})

test('deleting a draft the server never had removes it and its entries', async () => {
  const id = await created()
  await updateDraft(id, { content: 'x' })
  expect(await deleteDraft(id)).toEqual({ ok: true })
  expect(await getOfflineDb().drafts.count()).toBe(0)
  expect(await outbox()).toHaveLength(0)
})

test('deleting a synced draft queues a DELETE on its revision, carrying the texts this device knew', async () => {
  const id = await created()
  await markSynced(id, 3)
  await updateDraft(id, { content: 'Unsent edit' })
  await deleteDraft(id)
  const entries = await outbox()
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({ op: 'delete', baseRev: 3 })
  const known = (entries[0] as Extract<OutboxEntry, { op: 'delete' }>).payload.knownTexts.map((text) => text.content)
  expect(known).toEqual(['Governance\n\nStrategy', 'Unsent edit'])
  expect(await getOfflineDb().drafts.get(id)).toBeUndefined()
})

test('deleting a draft whose create may have reached the server keeps the create ahead of the DELETE', async () => {
  const id = await created()
  const db = getOfflineDb()
  const [create] = await outbox()
  await db.outbox.update(create!.seq, { attempts: 1 })
  await deleteDraft(id)
  expect((await outbox()).map((entry) => entry.op)).toEqual(['create', 'delete'])
})

test("another user's draft cannot be changed", async () => {
  const id = await created()
  storeUser({ email: 'bob@example.com' })
  expect(await updateDraft(id, { content: 'Bob was here' })).toEqual({ ok: false, error: 'not-found' })
  expect(await deleteDraft(id)).toEqual({ ok: false, error: 'not-found' })
})

async function inConflict() {
  const id = await created('Report', 'A\n\nB')
  await markSynced(id, 1)
  const db = getOfflineDb()
  await db.drafts.update(id, { content: 'A\n\nB mine', syncState: 'conflict' })
  await db.draftConflicts.add({
    id: 'c1',
    draftId: id,
    userEmail: ADA,
    serverTitle: 'Report',
    serverContent: 'A\n\nB theirs',
    serverRev: 2,
    localTitle: 'Report',
    localContent: 'A\n\nB mine',
    created_at: '',
  })
  return id
}

test('resolving with "mine" sends the local text against the server revision', async () => {
  const id = await inConflict()
  expect(await resolveConflict(id, 'mine')).toEqual({ ok: true })
  expect(await outbox()).toEqual([
    expect.objectContaining({ op: 'update', baseRev: 2, payload: { title: 'Report', content: 'A\n\nB mine' } }),
  ])
  expect(await getOfflineDb().drafts.get(id)).toMatchObject({
    rev: 2,
    base: { content: 'A\n\nB theirs' },
    syncState: 'pending',
  })
  expect(await getOfflineDb().draftConflicts.count()).toBe(0)
})

test('resolving with "theirs" takes the server text and sends nothing', async () => {
  const id = await inConflict()
  await resolveConflict(id, 'theirs')
  expect(await outbox()).toHaveLength(0)
  expect(await getOfflineDb().drafts.get(id)).toMatchObject<Partial<DraftRecord>>({
    content: 'A\n\nB theirs',
    rev: 2,
    syncState: 'synced',
  })
})

test('resolving with "both" keeps the local text and makes the server version a new draft', async () => {
  const id = await inConflict()
  const result = await resolveConflict(id, 'both')
  if (!result.ok || !result.copyId) throw new Error('no copy')
  const db = getOfflineDb()
  expect(await db.drafts.get(id)).toMatchObject({ content: 'A\n\nB mine', syncState: 'pending' })
  expect(await db.drafts.get(result.copyId)).toMatchObject({
    title: 'Report (server copy)',
    content: 'A\n\nB theirs',
    syncState: 'pending',
  })
  expect((await outbox()).map((entry) => [entry.op, entry.recordId])).toEqual([
    ['update', id],
    ['create', result.copyId],
  ])
})
