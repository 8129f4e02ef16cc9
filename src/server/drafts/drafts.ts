import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Draft } from '../../core/contract/drafts'
import type { Database } from '../db/client'
import { afterCursor, newestFirst, toPage, type Page, type PageRequest } from '../db/pages'
import { drafts } from '../db/schema'
import type { RevisionCondition } from '../http/etag'

// Saved drafts, always read and written through their owner: a query names the user as well as the id, so another
// user's draft is indistinguishable from a missing one.

export type DraftRow = typeof drafts.$inferSelect

export function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    disclosure_type: row.disclosureType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    rev: row.rev,
  }
}

function owned(userId: string, id: string) {
  return and(eq(drafts.userId, userId), eq(drafts.id, id))
}

/** Without a revision condition (no If-Match), anything goes; otherwise the row must still be at one of the named revisions. */
function atRevision(condition: RevisionCondition) {
  if (condition === undefined || condition.anyRevision) return undefined
  // An empty list (only tags we never issue) must match nothing; IN () is not valid SQL, -1 is never a revision.
  return inArray(drafts.rev, condition.revisions.length > 0 ? condition.revisions : [-1])
}

export async function listDrafts(
  db: Database,
  userId: string,
  { limit, cursor }: PageRequest,
): Promise<Page<DraftRow>> {
  const rows = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.userId, userId), afterCursor(drafts, cursor)))
    .orderBy(...newestFirst(drafts))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => row.title.length + row.content.length)
}

export async function countDrafts(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(drafts).where(eq(drafts.userId, userId))
  return row?.n ?? 0
}

export async function findDraft(db: Database, userId: string, id: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(drafts).where(owned(userId, id)).limit(1)
  return row
}

export type NewDraft = { id: string; userId: string; title: string; content: string; disclosureType: string; now: Date }

/** The new draft at revision 1, or undefined when the id is taken (by this user or anyone: ids are global). */
export async function insertDraft(db: Database, draft: NewDraft): Promise<DraftRow | undefined> {
  const [row] = await db
    .insert(drafts)
    .values({
      id: draft.id,
      userId: draft.userId,
      title: draft.title,
      content: draft.content,
      disclosureType: draft.disclosureType,
      rev: 1,
      createdAt: draft.now,
      updatedAt: draft.now,
    })
    .onConflictDoNothing()
    .returning()
  return row
}

export type DraftWriteOutcome =
  { kind: 'written'; row: DraftRow } | { kind: 'stale'; current: DraftRow } | { kind: 'missing' }

/**
 * Replaces title and content and raises the revision, in one statement that also checks the revision, so two
 * writers holding the same revision cannot both succeed: the second is told it is stale and shown the winner.
 */
export async function updateDraft(
  db: Database,
  change: { userId: string; id: string; title: string; content: string; condition: RevisionCondition; now: Date },
): Promise<DraftWriteOutcome> {
  const { userId, id, condition } = change
  const [row] = await db
    .update(drafts)
    .set({ title: change.title, content: change.content, rev: sql`${drafts.rev} + 1`, updatedAt: change.now })
    .where(and(owned(userId, id), atRevision(condition)))
    .returning()
  if (row) return { kind: 'written', row }
  const current = await findDraft(db, userId, id)
  return current ? { kind: 'stale', current } : { kind: 'missing' }
}

export type DraftDeleteOutcome = { kind: 'deleted' } | { kind: 'stale'; current: DraftRow }

/** Deleting what is not there (never was, already deleted, someone else's) is a success: the end state is the same. */
export async function deleteDraft(
  db: Database,
  { userId, id, condition }: { userId: string; id: string; condition: RevisionCondition },
): Promise<DraftDeleteOutcome> {
  const deleted = await db
    .delete(drafts)
    .where(and(owned(userId, id), atRevision(condition)))
    .returning({ id: drafts.id })
  if (deleted.length > 0 || condition === undefined) return { kind: 'deleted' }
  const current = await findDraft(db, userId, id)
  return current ? { kind: 'stale', current } : { kind: 'deleted' }
}
