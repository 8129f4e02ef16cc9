import { expect, test, vi } from 'vitest'
import { storeUser } from '../lib/stored-user'
import { createOfflineDb, getOfflineDb, OFFLINE_DB_NAME } from './db'
import { getDatabaseStatus } from './db-status'
import { SCHEMA_VERSIONS, type SchemaVersion } from './db-schema'
import { createDraft, updateDraft } from './sync/drafts'
import type { DraftRecord } from './records'
import { replayStashedWrites } from './sync/replay-stashed-writes'
import { countStashedWrites } from './sync/stashed-writes'
import { reopenOfflineDb } from './test-support/offline-db'

// A version 2 as a later release would add it: a new index, and a field filled in for records already stored.
const withVersion2: SchemaVersion[] = [
  ...SCHEMA_VERSIONS,
  {
    version: 2,
    stores: { drafts: 'id, userEmail, [userEmail+updated_at]' },
    upgrade: (tx) =>
      tx
        .table('drafts')
        .toCollection()
        .modify((draft: DraftRecord & { words?: number }) => {
          draft.words = draft.content.split(/\s+/).filter(Boolean).length
        }),
  },
]

const draft = (id: string, content: string): DraftRecord => ({
  id,
  userEmail: 'ada@example.com',
  title: 'Report',
  content,
  disclosure_type: 'tcfd_full',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: `2026-11-2${id}T10:00:00.000Z`,
  rev: 1,
  base: { title: 'Report', content },
  syncState: 'synced',
})

test('a version 1 database upgrades to a later version, keeping and converting its data', async () => {
  const v1 = createOfflineDb('upgrade-test')
  await v1.drafts.bulkAdd([draft('1', 'Board oversight of climate risk'), draft('2', 'Scenario analysis')])
  await v1.outbox.add({
    id: 'k1',
    userEmail: 'ada@example.com',
    recordType: 'draft',
    op: 'delete',
    recordId: '2',
    chainId: '2',
    payload: { knownTexts: [] },
    baseRev: 1,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'queued',
    created_at: '',
  })
  expect(v1.verno).toBe(1)
  v1.close()

  const v2 = createOfflineDb('upgrade-test', { versions: withVersion2 })
  await v2.open()
  expect(v2.verno).toBe(2)
  const upgraded = (await v2.drafts.toArray()) as Array<DraftRecord & { words?: number }>
  expect(upgraded.map((record) => [record.id, record.words])).toEqual([
    ['1', 5],
    ['2', 2],
  ])
  const newest = await v2.drafts
    .where('[userEmail+updated_at]')
    .between(['ada@example.com', ''], ['ada@example.com', '\uffff'])
    .last()
  expect(newest?.id).toBe('2')
  expect(await v2.outbox.count()).toBe(1)
  await v2.delete()
})

test("another tab's upgrade closes this tab's database; what is typed meanwhile is kept and applied after the reload", async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  storeUser({ email: 'ada@example.com' })
  const created = await createDraft({ title: 'Report', content: 'Before the update' })
  if (!created.ok) throw new Error(created.error)
  expect(getDatabaseStatus()).toBe('open')

  const newerTab = createOfflineDb(OFFLINE_DB_NAME, { versions: withVersion2 })
  await newerTab.open()
  expect(getDatabaseStatus()).toBe('closed-for-upgrade')
  expect(getOfflineDb().isOpen()).toBe(false)

  expect(await updateDraft(created.id, { content: 'Typed after the update' })).toEqual({ ok: true })
  expect(countStashedWrites('ada@example.com')).toBe(1)
  newerTab.close()

  const reloaded = reopenOfflineDb(withVersion2)
  expect(await replayStashedWrites('ada@example.com')).toBe(1)
  expect(getDatabaseStatus()).toBe('open')
  expect(await reloaded.drafts.get(created.id)).toMatchObject({
    content: 'Typed after the update',
    syncState: 'pending',
  })
  const [entry] = await reloaded.outbox.toArray()
  expect(entry).toMatchObject({ op: 'create', payload: { content: 'Typed after the update' } })
  expect(countStashedWrites('ada@example.com')).toBe(0)
})

test('an upgrade waits while an older tab holds the database open, and says so', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // An old tab whose code keeps the database open when asked to close.
  const old = createOfflineDb(OFFLINE_DB_NAME)
  old.on('versionchange', () => false)
  await old.open()
  const upgrading = reopenOfflineDb(withVersion2)
  const opened = upgrading.open()
  await vi.waitFor(() => expect(getDatabaseStatus()).toBe('blocked'))
  old.close()
  await opened
  expect(getDatabaseStatus()).toBe('open')
})
