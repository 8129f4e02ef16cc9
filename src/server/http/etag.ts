import { etagOf, revFromIfMatch } from '../../core/contract/drafts'

// Revision preconditions of the draft calls: PUT and DELETE carry If-Match with the revision they were based on, and
// a stale one is answered 412 with the current draft. A draft's ETag is its revision, "<rev>".

/** undefined: no If-Match, so the write is unconditional (the original client sends none). */
export type RevisionCondition = undefined | { anyRevision: true } | { anyRevision: false; revisions: number[] }

function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
}

export function parseIfMatch(header: string | undefined): RevisionCondition {
  if (header === undefined || header.trim() === '') return undefined
  const tags = tagsOf(header)
  if (tags.includes('*')) return { anyRevision: true }
  // A tag we could not have issued matches no revision, so the write is refused as stale rather than applied.
  const revisions = tags.map((tag) => revFromIfMatch(tag)).filter((rev): rev is number => rev !== undefined)
  return { anyRevision: false, revisions }
}

export function revisionMatches(condition: RevisionCondition, rev: number): boolean {
  return condition === undefined || condition.anyRevision || condition.revisions.includes(rev)
}

/** If-None-Match as GET uses it: true when the client's copy is this revision (answer 304). */
export function ifNoneMatchHits(header: string | undefined, rev: number): boolean {
  if (header === undefined) return false
  const tags = tagsOf(header)
  // Weak comparison, as RFC 9110 prescribes for If-None-Match.
  return tags.includes('*') || tags.some((tag) => tag.replace(/^W\//, '') === etagOf(rev))
}
