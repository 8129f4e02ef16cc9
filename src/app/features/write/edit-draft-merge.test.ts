import { expect, test } from 'vitest'
import { editToSave } from './edit-draft-merge'

const started = { title: 'Climate report', content: 'Governance paragraph.\n\nStrategy paragraph.' }

test('with no change underneath, the typed text is saved as it is', () => {
  const typed = { title: 'Climate report 2026', content: 'Governance paragraph.\n\nNew strategy.' }
  expect(editToSave(started, typed, started)).toEqual({ kind: 'save', text: typed })
})

test('an edit of another paragraph that arrived meanwhile is merged with the typed one', () => {
  const typed = { title: started.title, content: 'Governance paragraph, edited here.\n\nStrategy paragraph.' }
  const current = {
    title: 'Climate report (board)',
    content: 'Governance paragraph.\n\nStrategy paragraph, edited elsewhere.',
  }
  expect(editToSave(started, typed, current)).toEqual({
    kind: 'save',
    text: {
      title: 'Climate report (board)',
      content: 'Governance paragraph, edited here.\n\nStrategy paragraph, edited elsewhere.',
    },
  })
})

test('overlapping edits are a conflict for the user to settle, with the other version', () => {
  const typed = { title: started.title, content: 'Governance, this device.\n\nStrategy paragraph.' }
  const current = { title: started.title, content: 'Governance, other device.\n\nStrategy paragraph.' }
  expect(editToSave(started, typed, current)).toEqual({ kind: 'conflict', theirs: current })
})

test('a draft that is gone leaves the typed text for the save to report', () => {
  expect(editToSave(started, started, null)).toEqual({ kind: 'save', text: started })
})
