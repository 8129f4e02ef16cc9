import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { DeletedSchema, DraftListSchema, DraftSchema, StaleDraftSchema, type Draft } from '../../core/contract/drafts'
import { ErrorBodySchema } from '../../core/contract/error'
import { authMessages } from '../auth/auth-messages'
import { drafts } from '../db/schema'
import { apiClient, signedInApp, signedInUser, type ApiClient } from '../test-api'
import { testOrigin } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { draftDetails } from './drafts'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const list = endpointPath(endpoints.drafts.list, {})
const create = endpointPath(endpoints.drafts.create, {})
const one = (id: string) => endpointPath(endpoints.drafts.get, { params: { id } })

async function draftOf(response: Response): Promise<Draft> {
  return v.parse(DraftSchema, await response.json())
}

async function errorOf(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return v.parse(ErrorBodySchema, await response.json())
}

async function created(api: ApiClient, body: Record<string, unknown> = {}): Promise<Draft> {
  const response = await api.post(create, { title: 'Governance', content: 'The board oversees climate risk.', ...body })
  expect(response.status).toBe(201)
  return draftOf(response)
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const setup = () => signedInApp(database())
    const rowsWithId = (id: string) => database().db.select().from(drafts).where(eq(drafts.id, id))

    test('every draft call needs a session: 401 {detail} without one', async () => {
      const { app } = await setup()
      const anonymous = apiClient(app, undefined)
      const id = randomUUID()
      const answers = [
        await anonymous.get(list),
        await anonymous.post(create, { title: 'T', content: 'C' }),
        await anonymous.get(one(id)),
        await anonymous.put(one(id), { title: 'T', content: 'C' }),
        await anonymous.delete(one(id)),
      ]
      for (const response of answers) {
        expect(response.status).toBe(401)
        expect(await errorOf(response)).toEqual({ detail: authMessages.notSignedIn })
      }
    })

    test('POST creates a draft at revision 1 with an ETag, defaulting disclosure_type to tcfd_full', async () => {
      const { api } = await setup()
      const response = await api.post(create, { title: '  Full report  ', content: '## Governance\n\nText.' })
      expect(response.status).toBe(201)
      expect(response.headers.get('ETag')).toBe('"1"')
      const draft = await draftOf(response)
      expect(draft).toMatchObject({
        title: 'Full report',
        content: '## Governance\n\nText.',
        disclosure_type: 'tcfd_full',
        rev: 1,
      })
      expect(response.headers.get('Location')).toBe(one(draft.id))
      expect(draft.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(new Date(draft.created_at).toISOString()).toBe(draft.created_at)
      expect(draft.updated_at).toBe(draft.created_at)
    })

    test('POST keeps a client-chosen id and disclosure type', async () => {
      const { api } = await setup()
      const id = randomUUID()
      const draft = await created(api, { id, disclosure_type: 'governance' })
      expect(draft).toMatchObject({ id, disclosure_type: 'governance', rev: 1 })
      expect(await rowsWithId(id)).toHaveLength(1)
    })

    test("POST with an id that already exists answers 409 without touching it, also when it is another user's", async () => {
      const { app, api } = await setup()
      const mine = await created(api, { title: 'Mine', content: 'my text' })
      const again = await api.post(create, { id: mine.id, title: 'Other', content: 'other text' })
      expect(again.status).toBe(409)
      expect(await errorOf(again)).toEqual({ detail: draftDetails.idTaken })

      const intruder = apiClient(app, await signedInUser(database().db))
      const foreign = await intruder.post(create, { id: mine.id, title: 'Stolen', content: 'x' })
      expect(foreign.status).toBe(409)
      const text = await foreign.text()
      expect(JSON.parse(text)).toEqual({ detail: draftDetails.idTaken })
      expect(text).not.toContain('my text')
      expect((await rowsWithId(mine.id))[0]).toMatchObject({ title: 'Mine', content: 'my text', rev: 1 })
    })

    test("GET /drafts lists only the user's drafts, the newest first; an edit does not move one", async () => {
      const { app, api } = await setup()
      const first = await created(api, { title: 'First' })
      const second = await created(api, { title: 'Second' })
      const other = apiClient(app, await signedInUser(database().db))
      await created(other, { title: 'Not yours' })
      const edit = await api.put(one(first.id), { title: 'First, edited', content: 'new' })
      expect(edit.status).toBe(200)

      const response = await api.get(list)
      expect(response.status).toBe(200)
      const { reports, next_cursor } = v.parse(DraftListSchema, await response.json())
      expect(reports.map((draft) => draft.title)).toEqual(['Second', 'First, edited'])
      expect(reports.map((draft) => draft.id)).toEqual([second.id, first.id])
      expect(reports[1]).toMatchObject({ content: 'new', rev: 2 })
      expect(next_cursor).toBeNull()
    })

    test('GET /draft/{id} answers the draft with ETag "<rev>", and 304 when If-None-Match holds that revision', async () => {
      const { api } = await setup()
      const draft = await created(api)
      const response = await api.get(one(draft.id))
      expect(response.status).toBe(200)
      expect(response.headers.get('ETag')).toBe('"1"')
      expect(await draftOf(response)).toEqual(draft)

      const unchanged = await api.get(one(draft.id), { 'If-None-Match': '"1"' })
      expect(unchanged.status).toBe(304)
      expect(unchanged.headers.get('ETag')).toBe('"1"')
      expect(await unchanged.text()).toBe('')
      expect((await api.get(one(draft.id), { 'If-None-Match': 'W/"1"' })).status).toBe(304)
      expect((await api.get(one(draft.id), { 'If-None-Match': '"7", "1"' })).status).toBe(304)

      const changed = await api.get(one(draft.id), { 'If-None-Match': '"0"' })
      expect(changed.status).toBe(200)
      expect(await draftOf(changed)).toEqual(draft)
    })

    test('PUT with a matching If-Match updates and raises the revision; the new ETag follows', async () => {
      const { api } = await setup()
      const draft = await created(api)
      const response = await api.put(one(draft.id), { title: 'Renamed', content: 'Edited text' }, { 'If-Match': '"1"' })
      expect(response.status).toBe(200)
      expect(response.headers.get('ETag')).toBe('"2"')
      const updated = await draftOf(response)
      expect(updated).toMatchObject({
        id: draft.id,
        title: 'Renamed',
        content: 'Edited text',
        rev: 2,
        created_at: draft.created_at,
      })
      expect(updated.updated_at >= draft.updated_at).toBe(true)

      const third = await api.put(one(draft.id), { title: 'Renamed', content: 'Third' }, { 'If-Match': 'W/"2"' })
      expect(third.status).toBe(200)
      expect((await draftOf(third)).rev).toBe(3)
      expect((await api.get(one(draft.id))).headers.get('ETag')).toBe('"3"')
    })

    test('PUT with a stale If-Match answers 412 with the current draft and changes nothing', async () => {
      const { api } = await setup()
      const draft = await created(api, { content: 'original' })
      expect((await api.put(one(draft.id), { title: 'T', content: 'elsewhere' }, { 'If-Match': '"1"' })).status).toBe(
        200,
      )

      const stale = await api.put(one(draft.id), { title: 'T', content: 'offline edit' }, { 'If-Match': '"1"' })
      expect(stale.status).toBe(412)
      expect(stale.headers.get('ETag')).toBe('"2"')
      const body = v.parse(StaleDraftSchema, await stale.json())
      expect(body.detail).toBe('This draft was changed elsewhere.')
      expect(body.current).toMatchObject({ id: draft.id, content: 'elsewhere', rev: 2 })
      // A tag we never issue is stale too, rather than a licence to overwrite.
      expect((await api.put(one(draft.id), { title: 'T', content: 'x' }, { 'If-Match': '"abc"' })).status).toBe(412)
      expect((await rowsWithId(draft.id))[0]).toMatchObject({ content: 'elsewhere', rev: 2 })
    })

    test('an If-Match revision beyond any we issue (past 32 bits, past safe integers) is stale: 412 on PUT and DELETE', async () => {
      const { api } = await setup()
      const draft = await created(api)
      for (const tag of ['"2147483648"', '"99999999999999999999999"', '"7", "2147483648"']) {
        const put = await api.put(one(draft.id), { title: 'T', content: 'overwrite' }, { 'If-Match': tag })
        expect(put.status).toBe(412)
        expect(v.parse(StaleDraftSchema, await put.json()).current).toMatchObject({ id: draft.id, rev: 1 })
        const removed = await api.delete(one(draft.id), { 'If-Match': tag })
        expect(removed.status).toBe(412)
      }
      // Only a matching tag in the list counts; the oversized one beside it is ignored, not an error.
      expect(
        (await api.put(one(draft.id), { title: 'T', content: 'kept' }, { 'If-Match': '"4294967296", "1"' })).status,
      ).toBe(200)
      expect((await rowsWithId(draft.id))[0]).toMatchObject({ content: 'kept', rev: 2 })
      // On a missing draft the size of the tag changes nothing either.
      expect(
        (await api.put(one(randomUUID()), { title: 'T', content: 'C' }, { 'If-Match': '"2147483648"' })).status,
      ).toBe(404)
    })

    test('two writers holding the same revision: exactly one wins, the other hears 412', async () => {
      const { api } = await setup()
      const draft = await created(api)
      const answers = await Promise.all(
        ['from phone', 'from laptop'].map((content) =>
          api.put(one(draft.id), { title: 'T', content }, { 'If-Match': '"1"' }),
        ),
      )
      expect(answers.map((response) => response.status).sort()).toEqual([200, 412])
      expect((await rowsWithId(draft.id))[0]?.rev).toBe(2)
    })

    test('PUT without If-Match (the original client) overwrites: last write wins, revision still rises', async () => {
      const { api } = await setup()
      const draft = await created(api)
      const first = await api.put(one(draft.id), { title: 'A', content: 'one' })
      const second = await api.put(one(draft.id), { title: 'B', content: 'two' })
      expect([first.status, second.status]).toEqual([200, 200])
      expect(await draftOf(second)).toMatchObject({ title: 'B', content: 'two', rev: 3 })
      expect((await api.put(one(draft.id), { title: 'C', content: 'three' }, { 'If-Match': '*' })).status).toBe(200)
    })

    test('PUT to a missing draft answers 404, with or without If-Match', async () => {
      const { api } = await setup()
      for (const headers of [{}, { 'If-Match': '"1"' }] as Array<Record<string, string>>) {
        const response = await api.put(one(randomUUID()), { title: 'T', content: 'C' }, headers)
        expect(response.status).toBe(404)
        expect(await errorOf(response)).toEqual({ detail: draftDetails.notFound })
      }
    })

    test('DELETE with a stale If-Match answers 412 with the current draft and keeps it', async () => {
      const { api } = await setup()
      const draft = await created(api)
      await api.put(one(draft.id), { title: 'T', content: 'changed' })
      const response = await api.delete(one(draft.id), { 'If-Match': '"1"' })
      expect(response.status).toBe(412)
      const body = v.parse(StaleDraftSchema, await response.json())
      expect(body).toMatchObject({ detail: draftDetails.stale, current: { id: draft.id, content: 'changed', rev: 2 } })
      expect(await rowsWithId(draft.id)).toHaveLength(1)
    })

    test('DELETE with the current If-Match, or none, deletes; deleting again or a missing id is still 200 deleted', async () => {
      const { api } = await setup()
      const draft = await created(api)
      const response = await api.delete(one(draft.id), { 'If-Match': '"1"' })
      expect(response.status).toBe(200)
      expect(v.parse(DeletedSchema, await response.json())).toEqual({ status: 'deleted' })
      expect(await rowsWithId(draft.id)).toHaveLength(0)
      expect((await api.get(one(draft.id))).status).toBe(404)

      for (const headers of [{}, { 'If-Match': '"1"' }, { 'If-Match': '"9"' }] as Array<Record<string, string>>) {
        const again = await api.delete(one(draft.id), headers)
        expect(again.status).toBe(200)
        expect(await again.json()).toEqual({ status: 'deleted' })
      }
      const unconditional = await created(api)
      expect((await api.delete(one(unconditional.id))).status).toBe(200)
      expect(await rowsWithId(unconditional.id)).toHaveLength(0)
      expect(await (await api.delete(one(randomUUID()))).json()).toEqual({ status: 'deleted' })
    })

    test("another user's draft is answered exactly like a missing one, and stays untouched", async () => {
      const { app, api } = await setup()
      const draft = await created(api, { title: 'Private', content: 'secret plans' })
      const other = apiClient(app, await signedInUser(database().db))
      const missing = randomUUID()

      const pairs: Array<[Response, Response]> = [
        [await other.get(one(draft.id)), await other.get(one(missing))],
        [
          await other.get(one(draft.id), { 'If-None-Match': '"1"' }),
          await other.get(one(missing), { 'If-None-Match': '"1"' }),
        ],
        [
          await other.put(one(draft.id), { title: 'X', content: 'Y' }),
          await other.put(one(missing), { title: 'X', content: 'Y' }),
        ],
        [
          await other.put(one(draft.id), { title: 'X', content: 'Y' }, { 'If-Match': '"5"' }),
          await other.put(one(missing), { title: 'X', content: 'Y' }, { 'If-Match': '"5"' }),
        ],
        [await other.delete(one(draft.id)), await other.delete(one(missing))],
        [
          await other.delete(one(draft.id), { 'If-Match': '"5"' }),
          await other.delete(one(missing), { 'If-Match': '"5"' }),
        ],
      ]
      for (const [foreign, absent] of pairs) {
        expect(foreign.status).toBe(absent.status)
        const text = await foreign.text()
        expect(text).toBe(await absent.text())
        expect(text).not.toContain('secret plans')
      }
      expect((await other.get(one(draft.id))).status).toBe(404)
      expect(v.parse(DraftListSchema, await (await other.get(list)).json()).reports).toEqual([])
      expect((await rowsWithId(draft.id))[0]).toMatchObject({ title: 'Private', content: 'secret plans', rev: 1 })
    })

    test('invalid bodies and ids answer 400 {detail, errors} naming the field, and store nothing', async () => {
      const { api, user } = await setup()
      const missingTitle = await api.post(create, { content: 'text' })
      expect(missingTitle.status).toBe(400)
      const missingBody = await errorOf(missingTitle)
      expect(missingBody.errors).toEqual([{ path: 'title', message: missingBody.detail }])
      const numericTitle = await errorOf(await api.post(create, { title: 42, content: 'text' }))
      expect(numericTitle).toEqual({
        detail: 'Please provide a title for your report',
        errors: [{ path: 'title', message: 'Please provide a title for your report' }],
      })

      const blankTitle = await errorOf(await api.post(create, { title: '   ', content: 'text' }))
      expect(blankTitle).toMatchObject({
        detail: 'Please provide a title for your report',
        errors: [{ path: 'title' }],
      })

      const badId = await api.post(create, { id: 'draft-1', title: 'T', content: 'C' })
      expect(badId.status).toBe(400)
      expect(await errorOf(badId)).toEqual({
        detail: 'id must be a UUID',
        errors: [{ path: 'id', message: 'id must be a UUID' }],
      })

      const longTitle = await errorOf(await api.post(create, { title: 'x'.repeat(201), content: 'C' }))
      expect(longTitle.errors?.[0]?.path).toBe('title')

      for (const response of [
        await api.get(one('42')),
        await api.put(one('42'), { title: 'T', content: 'C' }),
        await api.delete(one('42')),
      ]) {
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toEqual({
          detail: 'id must be a UUID',
          errors: [{ path: 'id', message: 'id must be a UUID' }],
        })
      }
      const draft = await created(api)
      const missingContent = await errorOf(await api.put(one(draft.id), { title: 'T' }))
      expect(missingContent.errors?.[0]?.path).toBe('content')

      const form = await api.post(create, 'title=T&content=C', { 'Content-Type': 'application/x-www-form-urlencoded' })
      expect(form.status).toBe(415)
      // Only the one valid POST above made a draft.
      expect(await database().db.select().from(drafts).where(eq(drafts.userId, user.id))).toHaveLength(1)
    })

    test('the same-origin and X-User-Email rules apply to the draft calls', async () => {
      const { app, user, api } = await setup()
      const draft = await created(api)
      const foreignOrigin = await api.put(
        one(draft.id),
        { title: 'T', content: 'C' },
        { Origin: 'https://evil.example' },
      )
      expect(foreignOrigin.status).toBe(403)
      const noOrigin = await app.request(one(draft.id), {
        method: 'DELETE',
        headers: { Cookie: `cda_session=${user.cookie}` },
      })
      expect(noOrigin.status).toBe(403)
      expect(await rowsWithId(draft.id)).toHaveLength(1)

      const mismatch = await api.get(list, { 'X-User-Email': 'someone.else@example.com' })
      expect(mismatch.status).toBe(401)
      expect(await errorOf(mismatch)).toEqual({ detail: authMessages.sessionMismatch })
      expect((await app.request(list, { headers: { Origin: testOrigin } })).status).toBe(401)
    })

    test('draft answers are never cached', async () => {
      const { api } = await setup()
      const draft = await created(api)
      expect((await api.get(one(draft.id))).headers.get('Cache-Control')).toBe('no-store')
      expect((await api.get(list)).headers.get('Cache-Control')).toBe('no-store')
    })
  })
}
