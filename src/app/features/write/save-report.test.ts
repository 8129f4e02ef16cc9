import { expect, test } from 'vitest'
import { getOfflineDb } from '../../offline/db'
import { createDraft, updateDraft } from '../../offline/sync/drafts'
import { saveReport } from './save-report'

const email = 'ada@example.com'
const ORIGINAL = '## Governance\n\nBoard paragraph.\n\n## Strategy\n\nPlan paragraph.'

async function savedReport(): Promise<{ id: string; title: string; content: string }> {
  const created = await createDraft({ title: 'FY25', content: ORIGINAL, disclosure_type: 'tcfd_full' }, email)
  if (!created.ok) throw new Error(created.error)
  return { id: created.id, title: 'FY25', content: ORIGINAL }
}

async function reports() {
  return (await getOfflineDb().drafts.toArray())
    .map(({ title, content }) => ({ title, content }))
    .sort((a, b) => a.title.localeCompare(b.title))
}

test('a new report is created and the workspace is not tied to it', async () => {
  await expect(saveReport({ title: 'New', content: ORIGINAL }, undefined, email)).resolves.toEqual({
    status: 'saved',
    opened: undefined,
  })
  await expect(reports()).resolves.toEqual([{ title: 'New', content: ORIGINAL }])
})

test("a reopened report is saved over, merged with another device's change to another paragraph", async () => {
  const opened = await savedReport()
  await updateDraft(
    opened.id,
    { content: ORIGINAL.replace('Plan paragraph.', 'Plan paragraph, from the phone.') },
    email,
  )

  const outcome = await saveReport(
    { title: 'FY25', content: ORIGINAL.replace('Board paragraph.', 'Board paragraph, from here.') },
    opened,
    email,
  )

  const merged = '## Governance\n\nBoard paragraph, from here.\n\n## Strategy\n\nPlan paragraph, from the phone.'
  expect(outcome).toEqual({ status: 'saved', opened: { id: opened.id, title: 'FY25', content: merged } })
  await expect(reports()).resolves.toEqual([{ title: 'FY25', content: merged }])
})

test('overlapping edits save nothing and return the other version; keep mine saves over it, keep both adds a report', async () => {
  const opened = await savedReport()
  const theirs = ORIGINAL.replace('Board paragraph.', 'Board, as the other tab says.')
  await updateDraft(opened.id, { content: theirs }, email)
  const mine = { title: 'FY25', content: ORIGINAL.replace('Board paragraph.', 'Board, as here.') }

  await expect(saveReport(mine, opened, email)).resolves.toEqual({
    status: 'conflict',
    theirs: { title: 'FY25', content: theirs },
  })
  await expect(reports()).resolves.toEqual([{ title: 'FY25', content: theirs }])

  const both = await saveReport(mine, opened, email, 'both')
  expect(both.status === 'saved' && both.opened?.id).not.toBe(opened.id)
  const afterBoth = await reports()
  expect(afterBoth).toHaveLength(2)
  expect(afterBoth).toEqual(
    expect.arrayContaining([
      { title: 'FY25', content: mine.content },
      { title: 'FY25', content: theirs },
    ]),
  )

  await expect(saveReport(mine, opened, email, 'mine')).resolves.toEqual({
    status: 'saved',
    opened: { id: opened.id, ...mine },
  })
  expect((await getOfflineDb().drafts.get(opened.id))?.content).toBe(mine.content)
})

test('a reopened report deleted meanwhile is saved as a new one', async () => {
  const outcome = await saveReport(
    { title: 'FY25', content: ORIGINAL },
    { id: '00000000-0000-4000-8000-000000000000', title: 'FY25', content: '' },
    email,
  )
  expect(outcome.status === 'saved' && outcome.opened?.id).not.toBe('00000000-0000-4000-8000-000000000000')
  await expect(reports()).resolves.toEqual([{ title: 'FY25', content: ORIGINAL }])
})
