import type { TcfdSection } from '../../../core/contract/write'
import type { Workspace, WorkspaceSection } from '../../offline/sync/write-workspace'

// The rules that keep a user's own words safe when a section is generated again: asking first when the text holds
// the user's edits, and keeping the replaced text for one Undo.

function without<T>(map: Partial<Record<TcfdSection, T>>, section: TcfdSection): Partial<Record<TcfdSection, T>> {
  const rest = { ...map }
  delete rest[section]
  return rest
}

/** The section's text holds the user's own words (saved or still in the editor): a new draft would replace them. */
export function hasUserEdits(workspace: Workspace, section: TcfdSection): boolean {
  const current = workspace.sections[section]
  if (!current) return false
  const editing = workspace.edits[section]
  return current.edited === true || (editing !== undefined && editing !== current.content)
}

/** The new draft in place, the text it replaced (with any unsaved edit) kept for Undo. */
export function withNewDraft(workspace: Workspace, section: TcfdSection, draft: WorkspaceSection): Workspace {
  const previous = workspace.sections[section]
  const editing = workspace.edits[section]
  const kept =
    previous && editing !== undefined && editing !== previous.content
      ? { ...previous, content: editing, edited: true }
      : previous
  return {
    ...workspace,
    sections: { ...workspace.sections, [section]: draft },
    edits: without(workspace.edits, section),
    replaced: kept ? { ...workspace.replaced, [section]: kept } : without(workspace.replaced, section),
  }
}

/** Puts back the text the last draft replaced. */
export function withUndoneDraft(workspace: Workspace, section: TcfdSection): Workspace {
  const previous = workspace.replaced[section]
  if (!previous) return workspace
  return {
    ...workspace,
    sections: { ...workspace.sections, [section]: previous },
    edits: without(workspace.edits, section),
    replaced: without(workspace.replaced, section),
  }
}

/** The user's own text saved over the section; an older Undo would now throw that away, so it goes. */
export function withSavedEdit(workspace: Workspace, section: TcfdSection, text: string): Workspace {
  const existing = workspace.sections[section]
  if (!existing) return workspace
  return {
    ...workspace,
    sections: { ...workspace.sections, [section]: { ...existing, content: text, edited: true } },
    edits: without(workspace.edits, section),
    replaced: without(workspace.replaced, section),
  }
}
