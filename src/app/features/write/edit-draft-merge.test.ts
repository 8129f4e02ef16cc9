import { expect, test } from 'vitest'
import { DRAFT_TITLE_MAX } from '../../../core/contract/drafts'
import { editToSave, otherVersionTitle } from './edit-draft-merge'

const started = { title: 'Climate report', content: 'Governance paragraph.\n\nStrategy paragraph.' }

test('with no change underneath, the typed text is saved as it is', () => {
  const typed = { title: 'Climate report 2026', content: 'Governance paragraph.\n\nNew strategy.' }
  expect(editToSave(started, typed, started)).toEqual({ text: typed, otherVersion: null })
})

test('an edit of another paragraph that arrived meanwhile is merged with the typed one', () => {
  const typed = { title: started.title, content: 'Governance paragraph, edited here.\n\nStrategy paragraph.' }
  const current = { title: 'Climate report (board)', content: 'Governance paragraph.\n\nStrategy paragraph, edited elsewhere.' }
  expect(editToSave(started, typed, current)).toEqual({
    text: { title: 'Climate report (board)', content: 'Governance paragraph, edited here.\n\nStrategy paragraph, edited elsewhere.' },
    otherVersion: null,
  })
})

test('overlapping edits keep the typed text and the other version as a copy', () => {
  const typed = { title: started.title, content: 'Governance, this device.\n\nStrategy paragraph.' }
  const current = { title: started.title, content: 'Governance, other device.\n\nStrategy paragraph.' }
  expect(editToSave(started, typed, current)).toEqual({
    text: typed,
    otherVersion: { title: 'Climate report (other version)', content: current.content },
  })
})

test('a draft that is gone leaves the typed text for the save to report', () => {
  expect(editToSave(started, started, null)).toEqual({ text: started, otherVersion: null })
})

test("the copy's title stays within the contract's limit", () => {
  const title = otherVersionTitle('x'.repeat(DRAFT_TITLE_MAX))
  expect(title).toHaveLength(DRAFT_TITLE_MAX)
  expect(title.endsWith(' (other version)')).toBe(true)
})
