import { expect, test } from 'vitest'
import { getOfflineDb } from '../db'
import { entriesOfRecord } from './outbox'
import { ADA, createSyncHarness, quietSyncLogs } from './test-support/sync-harness'
import { unsentChangeCount, clearUserData } from './user-data'
import { createWorkspaceSaver } from './workspace-saver'
import { dismissWorkspaceConflict } from './workspace-saver'
import { readSyncRecord, workspaceRecordId } from './workspace-sync'
import { emptyWorkspace, loadWorkspace, type Workspace } from './write-workspace'

quietSyncLogs()

const entries = () => entriesOfRecord(getOfflineDb(), workspaceRecordId(ADA))

/** Types into the workspace as the screen does: each change saved with the state it replaced. */
async function typeInto(
  changes: Array<(current: Workspace) => Workspace>,
  onMerged?: Parameters<typeof createWorkspaceSaver>[2],
): Promise<Workspace> {
  const saver = createWorkspaceSaver(
    ADA,
    () => {
      throw new Error('not stored')
    },
    onMerged,
  )
  let current = await loadWorkspace(ADA)
  for (const change of changes) {
    const next = change(current)
    saver.save(current, next)
    current = next
  }
  await saver.flush()
  return current
}

const section = (content: string) => ({ content, generated_at: '2026-11-24T09:00:00Z' })

test('changes typed before a sync fold into one entry, and go out as one PUT naming revision 0', async () => {
  const h = createSyncHarness()
  await typeInto([(w) => ({ ...w, companyName: 'Acme' }), (w) => ({ ...w, companyInfo: 'We make bricks.' })])
  await typeInto([(w) => ({ ...w, companyInfo: 'We make bricks.\n\nThe board meets quarterly.' })])
  expect(await entries()).toHaveLength(1)

  expect(await h.sync()).toBe('done')
  const puts = h.requests.filter((request) => request.method === 'PUT')
  expect(puts).toHaveLength(1)
  expect(puts[0]!.headers['If-Match']).toBe('"0"')
  expect(h.server.workspaceOf(ADA)).toMatchObject({
    company_name: 'Acme',
    company_info: 'We make bricks.\n\nThe board meets quarterly.',
    industry: 'Energy',
    rev: 1,
  })
  expect(await entries()).toHaveLength(0)
  expect(await readSyncRecord(getOfflineDb(), ADA)).toMatchObject({ rev: 1, base: { companyName: 'Acme' } })
})

test('only what the user changes is sent: questions, the title and the export format stay on the device', async () => {
  await typeInto([(w) => ({ ...w, questions: { governance: 'How?' }, reportTitle: 'FY26', format: 'word' })])
  expect(await entries()).toHaveLength(0)
})

test('an edit made while a PUT is on the wire queues behind it and goes next, on the new revision', async () => {
  const h = createSyncHarness()
  await typeInto([(w) => ({ ...w, companyName: 'Acme' })])
  h.failNext('lose-response')
  expect(await h.sync()).toBe('offline')
  // The first PUT was attempted, so it must be resent unchanged: the new text queues behind it.
  await typeInto([(w) => ({ ...w, companyName: 'Acme Ltd' })])
  expect((await entries()).map((entry) => entry.attempts)).toEqual([1, 0])
  expect(await h.sync()).toBe('done')
  expect(h.server.workspaceOf(ADA)).toMatchObject({ company_name: 'Acme Ltd', rev: 2 })
  const puts = h.requests.filter((request) => request.method === 'PUT')
  // Resent under the same key, its lost answer comes back as a 412 with its own text: a success.
  expect(puts.map((request) => request.headers['If-Match'])).toEqual(['"0"', '"0"', '"1"'])
  expect(puts[0]!.headers['Idempotency-Key']).toBe(puts[1]!.headers['Idempotency-Key'])
  expect(h.server.violations).toEqual([])
})

test('a 412 merges field by field: edits to different fields and paragraphs both survive', async () => {
  const h = createSyncHarness()
  await typeInto([
    (w) => ({
      ...w,
      companyName: 'Acme',
      companyInfo: 'Bricks.\n\nBoard.',
      sections: { governance: section('Gov one.\n\nGov two.') },
    }),
  ])
  await h.sync(true)
  h.server.otherDeviceSaveWorkspace(ADA, (current) => ({
    industry: 'Manufacturing',
    company_info: 'Bricks.\n\nBoard meets quarterly.',
    sections: { ...current.sections, governance: 'Gov one.\n\nGov two.', strategy: 'Strategy from the phone.' },
  }))
  await typeInto([
    (w) => ({
      ...w,
      companyInfo: 'Clay bricks.\n\nBoard.',
      sections: { ...w.sections, governance: section('Gov one, edited.\n\nGov two.') },
    }),
  ])

  expect(await h.sync()).toBe('done')
  const merged = {
    company_name: 'Acme',
    industry: 'Manufacturing',
    company_info: 'Clay bricks.\n\nBoard meets quarterly.',
    sections: {
      governance: 'Gov one, edited.\n\nGov two.',
      strategy: 'Strategy from the phone.',
      risk_management: '',
      metrics_targets: '',
    },
  }
  expect(h.server.workspaceOf(ADA)).toMatchObject({ ...merged, rev: 3 })
  const local = await loadWorkspace(ADA)
  expect(local).toMatchObject({ industry: 'Manufacturing', companyInfo: merged.company_info })
  expect(local.sections.strategy).toMatchObject({ content: 'Strategy from the phone.', edited: true })
  expect((await readSyncRecord(getOfflineDb(), ADA)).conflicts).toEqual({})
})

test('overlapping edits keep this device’s text in the field and the server’s as a conflict copy', async () => {
  const h = createSyncHarness()
  await typeInto([(w) => ({ ...w, companyInfo: 'We make bricks.' })])
  await h.sync(true)
  h.server.otherDeviceSaveWorkspace(ADA, () => ({
    company_info: 'We make roof tiles.',
    company_name: 'Acme from the phone',
  }))
  await typeInto([(w) => ({ ...w, companyInfo: 'We make clay bricks.', companyName: 'Acme Ltd' })])

  expect(await h.sync()).toBe('done')
  expect(h.server.workspaceOf(ADA)).toMatchObject({
    company_info: 'We make clay bricks.',
    company_name: 'Acme Ltd',
    rev: 3,
  })
  expect(await loadWorkspace(ADA)).toMatchObject({ companyInfo: 'We make clay bricks.', companyName: 'Acme Ltd' })
  const sync = await readSyncRecord(getOfflineDb(), ADA)
  expect(sync.conflicts).toEqual({ companyInfo: 'We make roof tiles.', companyName: 'Acme from the phone' })
  // The other device's text is now only on this device: signing out would lose it, so it counts as unsent.
  expect(await unsentChangeCount(ADA)).toBe(2)

  expect(await dismissWorkspaceConflict('companyInfo', ADA)).toEqual({ ok: true })
  expect((await readSyncRecord(getOfflineDb(), ADA)).conflicts).toEqual({ companyName: 'Acme from the phone' })
  await clearUserData(ADA)
  expect(await readSyncRecord(getOfflineDb(), ADA)).toMatchObject({ rev: 0, conflicts: {} })
})

test('a pull brings another device’s workspace to a device that has none', async () => {
  const h = createSyncHarness()
  h.server.otherDeviceSaveWorkspace(ADA, (current) => ({
    company_name: 'Acme',
    industry: 'Agriculture',
    company_info: 'Grain farms.',
    sections: { ...current.sections, governance: '## Governance\n\nThe board oversees climate risk.' },
  }))
  expect(await h.sync(true)).toBe('done')
  const local = await loadWorkspace(ADA)
  expect(local).toMatchObject({ companyName: 'Acme', industry: 'Agriculture', companyInfo: 'Grain farms.' })
  expect(local.sections.governance?.content).toBe('## Governance\n\nThe board oversees climate risk.')
  expect(local.sections.strategy).toBeUndefined()
  // Nothing to send back, and nothing in conflict: the device's untouched default industry gave way.
  expect(await entries()).toHaveLength(0)
  expect((await readSyncRecord(getOfflineDb(), ADA)).conflicts).toEqual({})
  expect(h.requests.filter((request) => request.method === 'PUT')).toHaveLength(0)
})

test('work stored before the workspace synced is merged at the first pull and sent, not overwritten', async () => {
  const h = createSyncHarness()
  await getOfflineDb().meta.put({
    key: `writeWorkspace:${ADA}`,
    value: { ...emptyWorkspace, companyName: 'Acme', companyInfo: 'Typed on the laptop.' },
  })
  h.server.otherDeviceSaveWorkspace(ADA, () => ({ company_info: 'Typed on the phone.', industry: 'Technology' }))
  expect(await h.sync(true)).toBe('done')
  expect(await h.sync()).toBe('done')
  expect(h.server.workspaceOf(ADA)).toMatchObject({
    company_name: 'Acme',
    industry: 'Technology',
    company_info: 'Typed on the laptop.',
    rev: 2,
  })
  expect((await readSyncRecord(getOfflineDb(), ADA)).conflicts).toEqual({ companyInfo: 'Typed on the phone.' })
})

test('a pull never overwrites a change still queued; the queued change meets the server’s copy through its 412', async () => {
  const h = createSyncHarness()
  h.server.otherDeviceSaveWorkspace(ADA, () => ({ company_name: 'From the phone' }))
  await typeInto([(w) => ({ ...w, companyInfo: 'From the laptop.' })])
  h.failNext('lose-request')
  expect(await h.sync(true)).toBe('offline')
  expect(await loadWorkspace(ADA)).toMatchObject({ companyName: '', companyInfo: 'From the laptop.' })
  expect(await h.sync(true)).toBe('done')
  expect(h.server.workspaceOf(ADA)).toMatchObject({ company_name: 'From the phone', company_info: 'From the laptop.' })
  expect(await loadWorkspace(ADA)).toMatchObject({ companyName: 'From the phone', companyInfo: 'From the laptop.' })
})

test('a refused change stays refused with the server’s reason; the next edit folds into it and sends it again', async () => {
  const h = createSyncHarness()
  await typeInto([(w) => ({ ...w, companyName: 'x'.repeat(201) })])
  expect(await h.sync()).toBe('done')
  expect(await entries()).toMatchObject([{ state: 'failed', lastError: 'Company name can be at most 200 characters' }])
  await typeInto([(w) => ({ ...w, companyName: 'Acme' })])
  expect(await entries()).toMatchObject([{ state: 'queued', attempts: 0 }])
  expect(await h.sync()).toBe('done')
  expect(h.server.workspaceOf(ADA)).toMatchObject({ company_name: 'Acme', rev: 1 })
})

test('text from the server stored between a keystroke and its save is merged into it, and the screen is told', async () => {
  const db = getOfflineDb()
  const merged: unknown[] = []
  const saver = createWorkspaceSaver(
    ADA,
    () => {},
    (fields) => merged.push(fields),
  )
  const typed = { ...emptyWorkspace, companyInfo: 'One.\n\nTwo.' }
  saver.save(emptyWorkspace, typed)
  await saver.flush()
  // The sync engine stores another device's edit of the second paragraph...
  await db.meta.put({ key: `writeWorkspace:${ADA}`, value: { ...typed, companyInfo: 'One.\n\nTwo, from the phone.' } })
  // ...while the screen, not yet told, saves an edit of the first.
  saver.save(typed, { ...typed, companyInfo: 'One, edited.\n\nTwo.' })
  expect(saver.isPending('companyInfo')).toBe(true)
  await saver.flush()
  expect((await loadWorkspace(ADA)).companyInfo).toBe('One, edited.\n\nTwo, from the phone.')
  expect(merged).toEqual([{ companyInfo: 'One, edited.\n\nTwo, from the phone.' }])
  expect(saver.isPending('companyInfo')).toBe(false)
})
