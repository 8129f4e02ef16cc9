import * as v from 'valibot'
import { NextCursorSchema } from './pages'
import { multiLineText, singleLineText } from './plain-text'

// Saved report drafts with the offline-first additions: the client may choose the id (a UUID) so a draft made offline
// keeps its identity, and every change raises `rev`, which GET returns as an ETag and PUT/DELETE check through
// If-Match.
export const DRAFT_TITLE_MAX = 200
export const DRAFT_CONTENT_MAX = 200_000

export const DraftSchema = v.object({
  id: v.string(),
  title: v.string(),
  content: v.string(),
  disclosure_type: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  rev: v.number(),
})
export type Draft = v.InferOutput<typeof DraftSchema>

/** One page of GET /drafts (pages.ts): the original API's object with a reports array, and the next page's cursor. */
export const DraftListSchema = v.object({ reports: v.array(DraftSchema), next_cursor: NextCursorSchema })

const title = v.pipe(
  v.string('Please provide a title for your report'),
  singleLineText('Title'),
  v.trim(),
  v.nonEmpty('Please provide a title for your report'),
  v.maxLength(DRAFT_TITLE_MAX, `Title must be at most ${DRAFT_TITLE_MAX} characters`),
)
const content = v.pipe(
  v.string('Please provide the report content'),
  multiLineText('Content'),
  v.maxLength(DRAFT_CONTENT_MAX, `Content must be at most ${DRAFT_CONTENT_MAX} characters`),
)

export const CreateDraftRequestSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid('id must be a UUID'))),
  title,
  content,
  disclosure_type: v.optional(
    v.pipe(v.string(), singleLineText('disclosure_type'), v.trim(), v.nonEmpty(), v.maxLength(50)),
    'tcfd_full',
  ),
})
export type CreateDraftRequest = v.InferInput<typeof CreateDraftRequestSchema>

export const UpdateDraftRequestSchema = v.object({ title, content })
export type UpdateDraftRequest = v.InferInput<typeof UpdateDraftRequestSchema>

/** 412 Precondition Failed: the draft changed on the server since the client's revision; here is the current one. */
export const StaleDraftSchema = v.object({ detail: v.string(), current: DraftSchema })

export const DeletedSchema = v.object({ status: v.literal('deleted') })

export function etagOf(rev: number): string {
  return `"${rev}"`
}

/** Revisions live in a 32-bit integer column, so no draft is ever issued a higher one. */
export const DRAFT_REV_MAX = 2_147_483_647

/** The revision named by an If-Match header, or undefined when it names none we could have issued. */
export function revFromIfMatch(header: string | undefined | null): number | undefined {
  const match = header?.trim().match(/^(?:W\/)?"(\d{1,10})"$/)
  const rev = match ? Number(match[1]) : undefined
  return rev !== undefined && rev <= DRAFT_REV_MAX ? rev : undefined
}
