import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ChatSessionListSchema } from '../../core/contract/chat'
import { DRAFT_CONTENT_MAX, DraftListSchema, type Draft } from '../../core/contract/drafts'
import { ErrorBodySchema } from '../../core/contract/error'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type PageQuery } from '../../core/contract/pages'
import { chatSessions, drafts } from '../db/schema'
import { apiClient, signedInApp, signedInUser, type ApiClient } from '../test-api'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const start = Date.parse('2026-11-01T00:00:00.000Z')
/** Every third record shares its creation time with the one before, so the id has to break the tie. */
const createdAt = (i: number) => new Date(start + Math.floor((i * 2) / 3) * 60_000)

async function readDraftPage(api: ApiClient, query: PageQuery) {
  const response = await api.get(endpointPath(endpoints.drafts.list, { query }))
  expect(response.status).toBe(200)
  return v.parse(DraftListSchema, await response.json())
}

async function readSessionPage(api: ApiClient, query: PageQuery) {
  const response = await api.get(endpointPath(endpoints.chat.listSessions, { query }))
  expect(response.status).toBe(200)
  return v.parse(ChatSessionListSchema, await response.json())
}

async function walkDrafts(api: ApiClient, limit: number, between?: (page: number) => Promise<void>): Promise<Draft[]> {
  const seen: Draft[] = []
  let cursor: string | null = null
  for (let page = 0; page === 0 || cursor !== null; page++) {
    await between?.(page)
    const answer: v.InferOutput<typeof DraftListSchema> = await readDraftPage(api, {
      limit: String(limit),
      ...(cursor === null ? {} : { cursor }),
    })
    seen.push(...answer.reports)
    cursor = answer.next_cursor
  }
  return seen
}

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)
const newestFirst = <T extends { id: string; created_at: string }>(items: T[]) =>
  [...items].sort((a, b) => descending(a.created_at, b.created_at) || descending(a.id, b.id))

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const setup = () => signedInApp(database())

    async function seedDrafts(userId: string, count: number, content = (i: number) => `Draft ${i}`) {
      const rows = Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        userId,
        title: `Draft ${i}`,
        content: content(i),
        disclosureType: 'tcfd_full',
        rev: 1,
        createdAt: createdAt(i),
        updatedAt: createdAt(i),
      }))
      await database().db.insert(drafts).values(rows)
      return rows
    }

    test(`GET /drafts answers ${PAGE_SIZE_DEFAULT} drafts, newest first, and a cursor that walks the rest exactly once`, async () => {
      const { user, api } = await setup()
      const rows = await seedDrafts(user.id, 130)

      const first = await readDraftPage(api, {})
      expect(first.reports).toHaveLength(PAGE_SIZE_DEFAULT)
      expect(first.next_cursor).toEqual(expect.any(String))

      const all = await walkDrafts(api, 40)
      expect(all.map((draft) => draft.id)).toEqual(newestFirst(all).map((draft) => draft.id))
      expect(new Set(all.map((draft) => draft.id))).toEqual(new Set(rows.map((row) => row.id)))
      expect(all).toHaveLength(130)
      expect(first.reports).toEqual(all.slice(0, PAGE_SIZE_DEFAULT))

      const whole = await readDraftPage(api, { limit: String(PAGE_SIZE_MAX) })
      expect(whole.reports).toHaveLength(130)
      expect(whole.next_cursor).toBeNull()
    })

    test('a draft edited or added while a client walks the pages is neither skipped nor seen twice', async () => {
      const { user, api } = await setup()
      const rows = await seedDrafts(user.id, 30)
      const oldest = rows[0]!
      const all = await walkDrafts(api, 7, async (page) => {
        if (page !== 1) return
        // The oldest draft is on the last page: editing it must not move it to the pages already read.
        expect(
          (
            await api.put(endpointPath(endpoints.drafts.update, { params: { id: oldest.id } }), {
              title: 'Edited',
              content: 'Edited meanwhile',
            })
          ).status,
        ).toBe(200)
        expect(
          (await api.post(endpointPath(endpoints.drafts.create, {}), { title: 'New meanwhile', content: 'x' })).status,
        ).toBe(201)
      })
      expect(all).toHaveLength(30)
      expect(new Set(all.map((draft) => draft.id)).size).toBe(30)
      expect(all.find((draft) => draft.id === oldest.id)).toMatchObject({ title: 'Edited', rev: 2 })
    })

    test('a page of long drafts ends early, so one answer stays near a megabyte', async () => {
      const { user, api } = await setup()
      await seedDrafts(user.id, 8, () => 'x'.repeat(DRAFT_CONTENT_MAX))
      const response = await api.get(endpointPath(endpoints.drafts.list, { query: { limit: String(PAGE_SIZE_MAX) } }))
      const text = await response.text()
      const page = v.parse(DraftListSchema, JSON.parse(text))
      expect(page.reports.length).toBeGreaterThan(0)
      expect(page.reports.length).toBeLessThan(8)
      expect(page.next_cursor).not.toBeNull()
      expect(text.length).toBeLessThan(1_100_000)
      expect(await walkDrafts(api, PAGE_SIZE_MAX)).toHaveLength(8)
    })

    test('GET /sessions answers pages of sessions, newest first, with a cursor to the next', async () => {
      const { user, api } = await setup()
      const ids = Array.from({ length: 75 }, () => randomUUID())
      await database()
        .db.insert(chatSessions)
        .values(
          ids.map((id, i) => ({
            id,
            userId: user.id,
            title: `Chat ${i}`,
            createdAt: createdAt(i),
            updatedAt: createdAt(75 - i),
          })),
        )

      const first = await readSessionPage(api, {})
      expect(first.sessions).toHaveLength(PAGE_SIZE_DEFAULT)
      const second = await readSessionPage(api, { cursor: first.next_cursor! })
      expect(second.sessions).toHaveLength(25)
      expect(second.next_cursor).toBeNull()
      const all = [...first.sessions, ...second.sessions]
      expect(all.map((session) => session.id)).toEqual(newestFirst(all).map((session) => session.id))
      expect(new Set(all.map((session) => session.id))).toEqual(new Set(ids))

      const other = apiClient(createTestApp(database()).app, await signedInUser(database().db))
      expect(await readSessionPage(other, {})).toEqual({ sessions: [], next_cursor: null })
    })

    test('a limit outside 1 to 200 or a cursor the server never gave answers 400 naming the parameter', async () => {
      const { api } = await setup()
      for (const entry of [endpoints.drafts.list, endpoints.chat.listSessions]) {
        for (const [query, field] of [
          [{ limit: '0' }, 'limit'],
          [{ limit: String(PAGE_SIZE_MAX + 1) }, 'limit'],
          [{ limit: 'ten' }, 'limit'],
          [{ cursor: 'page-2' }, 'cursor'],
          [{ cursor: `2026-13-45T99:00:00.000Z_${randomUUID()}` }, 'cursor'],
        ] as const) {
          const path = endpointPath(entry, { query })
          const response = await api.get(path)
          expect(response.status, path).toBe(400)
          const body = v.parse(ErrorBodySchema, await response.json())
          expect(body.errors?.[0]?.path).toBe(field)
          expect(body.detail).toContain(field)
        }
      }
    })
  })
}
