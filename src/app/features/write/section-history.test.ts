import { expect, test } from 'vitest'
import { emptyWorkspace, type Workspace } from '../../offline/sync/write-workspace'
import { hasUserEdits, withNewDraft, withSavedEdit, withUndoneDraft } from './section-history'

const draft = (content: string) => ({ content, generated_at: '2026-11-24T00:00:00.000Z' })
const withGovernance: Workspace = { ...emptyWorkspace, sections: { governance: draft('First draft') } }

test('a generated text the user has not touched is replaced without asking', () => {
  expect(hasUserEdits(withGovernance, 'governance')).toBe(false)
  expect(hasUserEdits(emptyWorkspace, 'governance')).toBe(false)
  expect(hasUserEdits({ ...withGovernance, edits: { governance: 'First draft' } }, 'governance')).toBe(false)
})

test('saved or unsaved edits mean generating again must ask first', () => {
  expect(hasUserEdits(withSavedEdit(withGovernance, 'governance', 'My words'), 'governance')).toBe(true)
  expect(hasUserEdits({ ...withGovernance, edits: { governance: 'Typing...' } }, 'governance')).toBe(true)
})

test('Undo brings back the edited text a new draft replaced, including an unsaved edit', () => {
  const edited = withSavedEdit(withGovernance, 'governance', 'My words')
  const regenerated = withNewDraft(edited, 'governance', draft('Second draft'))
  expect(regenerated.sections.governance?.content).toBe('Second draft')
  expect(regenerated.sections.governance?.edited).toBeUndefined()

  const undone = withUndoneDraft(regenerated, 'governance')
  expect(undone.sections.governance).toMatchObject({ content: 'My words', edited: true })
  expect(undone.replaced.governance).toBeUndefined()

  const typing = withNewDraft({ ...withGovernance, edits: { governance: 'Half typed' } }, 'governance', draft('Third'))
  expect(typing.edits.governance).toBeUndefined()
  expect(withUndoneDraft(typing, 'governance').sections.governance?.content).toBe('Half typed')
})

test('saving new edits drops an older Undo so it cannot throw them away', () => {
  const regenerated = withNewDraft(withGovernance, 'governance', draft('Second draft'))
  expect(regenerated.replaced.governance?.content).toBe('First draft')
  expect(withSavedEdit(regenerated, 'governance', 'Mine').replaced.governance).toBeUndefined()
})
