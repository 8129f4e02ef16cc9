import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PutWorkspaceRequest, SharedWorkspace } from '../../core/contract/workspace'
import type { Database } from '../db/client'
import { writeWorkspaces } from '../db/schema'

// The one workspace each user shares between devices, always read and written through its owner's id. A user who
// never saved one has the empty workspace at revision 0: what the first save names as the revision it started from.

export type WorkspaceRow = typeof writeWorkspaces.$inferSelect

export function toWorkspace(row: WorkspaceRow | undefined): SharedWorkspace {
  if (!row) {
    return {
      company_name: '',
      industry: '',
      company_info: '',
      sections: { governance: '', strategy: '', risk_management: '', metrics_targets: '' },
      rev: 0,
      updated_at: null,
    }
  }
  return {
    company_name: row.companyName,
    industry: row.industry,
    company_info: row.companyInfo,
    sections: { ...row.sections },
    rev: row.rev,
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function findWorkspace(db: Database, userId: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(writeWorkspaces).where(eq(writeWorkspaces.userId, userId)).limit(1)
  return row
}

export type WorkspaceWriteOutcome = { kind: 'written'; row: WorkspaceRow } | { kind: 'stale'; current: SharedWorkspace }

/**
 * Stores the workspace if it is still at one of the revisions the condition names (any revision for `*`), raising
 * the revision by one. Each path is one statement that checks the revision as it writes (an insert that yields to an
 * existing row, an update conditioned on `rev`), so of two devices saving from the same revision exactly one wins
 * and the other is shown the winner.
 */
export async function writeWorkspace(
  db: Database,
  change: {
    userId: string
    workspace: PutWorkspaceRequest
    condition: { anyRevision: true } | { anyRevision: false; revisions: number[] }
    now: Date
  },
): Promise<WorkspaceWriteOutcome> {
  const { userId, workspace, condition, now } = change
  const values = {
    companyName: workspace.company_name,
    industry: workspace.industry,
    companyInfo: workspace.company_info,
    sections: workspace.sections,
    updatedAt: now,
  }
  const next = { ...values, rev: sql`${writeWorkspaces.rev} + 1` }
  if (condition.anyRevision) {
    const [row] = await db
      .insert(writeWorkspaces)
      .values({ userId, rev: 1, ...values })
      .onConflictDoUpdate({ target: writeWorkspaces.userId, set: next })
      .returning()
    return { kind: 'written', row: row! }
  }
  if (condition.revisions.includes(0)) {
    const [created] = await db
      .insert(writeWorkspaces)
      .values({ userId, rev: 1, ...values })
      .onConflictDoNothing()
      .returning()
    if (created) return { kind: 'written', row: created }
  }
  const known = condition.revisions.filter((rev) => rev > 0)
  if (known.length > 0) {
    const [row] = await db
      .update(writeWorkspaces)
      .set(next)
      .where(and(eq(writeWorkspaces.userId, userId), inArray(writeWorkspaces.rev, known)))
      .returning()
    if (row) return { kind: 'written', row }
  }
  return { kind: 'stale', current: toWorkspace(await findWorkspace(db, userId)) }
}
