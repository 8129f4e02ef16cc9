import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../core/contract/error'
import {
  StaleWorkspaceSchema,
  workspaceMessages,
  WorkspaceSchema,
  type PutWorkspaceRequest,
  type SharedWorkspace,
} from '../../core/contract/workspace'
import { writeWorkspaces } from '../db/schema'
import { apiClient, signedInApp, signedInUser } from '../test-api'
import { testOrigin } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const path = endpointPath(endpoints.workspace.get, {})

const body = (change: Partial<PutWorkspaceRequest> = {}): PutWorkspaceRequest => ({
  company_name: 'Example Bank ',
  industry: 'Financial Services',
  company_info: 'A regional bank.\n\nThe board meets quarterly.',
  sections: {
    governance: '## Governance\n\nThe board oversees climate risk.',
    strategy: '',
    risk_management: '',
    metrics_targets: '',
  },
  ...change,
})

async function workspaceOf(response: Response): Promise<SharedWorkspace> {
  return v.parse(WorkspaceSchema, await response.json())
}

async function errorOf(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return v.parse(ErrorBodySchema, await response.json())
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const setup = () => signedInApp(database())
    const rowOf = async (userId: string) =>
      (await database().db.select().from(writeWorkspaces).where(eq(writeWorkspaces.userId, userId)))[0]

    test('both calls need a session: 401 {detail} without one', async () => {
      const { app } = await setup()
      expect((await app.request(path)).status).toBe(401)
      const put = await app.request(path, {
        method: 'PUT',
        headers: { Origin: testOrigin, 'Content-Type': 'application/json', 'If-Match': '"0"' },
        body: JSON.stringify(body()),
      })
      expect(put.status).toBe(401)
      expect((await errorOf(put)).detail).toBeTruthy()
    })

    test('a user who never saved one has the empty workspace at revision 0', async () => {
      const { api } = await setup()
      const response = await api.get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('ETag')).toBe('"0"')
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(await workspaceOf(response)).toEqual({
        company_name: '',
        industry: '',
        company_info: '',
        sections: { governance: '', strategy: '', risk_management: '', metrics_targets: '' },
        rev: 0,
        updated_at: null,
      })
    })

    test('the first PUT names revision 0; each PUT raises the revision; the text is kept exactly as sent', async () => {
      const { api, user } = await setup()
      const first = await api.put(path, body(), { 'If-Match': '"0"' })
      expect(first.status).toBe(200)
      expect(first.headers.get('ETag')).toBe('"1"')
      expect(await workspaceOf(first)).toMatchObject({ ...body(), rev: 1 })

      const second = await api.put(path, body({ industry: 'Energy' }), { 'If-Match': '"1"' })
      expect(await workspaceOf(second)).toMatchObject({ industry: 'Energy', company_name: 'Example Bank ', rev: 2 })
      expect(await rowOf(user.id)).toMatchObject({ rev: 2, industry: 'Energy', sections: body().sections })

      const read = await api.get(path)
      expect(read.headers.get('ETag')).toBe('"2"')
      expect(await workspaceOf(read)).toMatchObject({ industry: 'Energy', rev: 2 })
      expect((await api.get(path, { 'If-None-Match': '"2"' })).status).toBe(304)
    })

    test('a stale If-Match answers 412 with the server copy and changes nothing', async () => {
      const { api, user } = await setup()
      await api.put(path, body({ company_info: 'From the laptop.' }), { 'If-Match': '"0"' })
      // A second device that has not seen the first save also starts from revision 0.
      const stale = await api.put(path, body({ company_info: 'From the phone.' }), { 'If-Match': '"0"' })
      expect(stale.status).toBe(412)
      expect(stale.headers.get('ETag')).toBe('"1"')
      const answer = v.parse(StaleWorkspaceSchema, await stale.json())
      expect(answer).toMatchObject({
        detail: workspaceMessages.stale,
        current: { company_info: 'From the laptop.', rev: 1 },
      })
      const beyond = await api.put(path, body(), { 'If-Match': '"7"' })
      expect(beyond.status).toBe(412)
      expect(await rowOf(user.id)).toMatchObject({ rev: 1, companyInfo: 'From the laptop.' })
    })

    test('two devices saving from the same revision: exactly one wins, the other hears 412', async () => {
      const { api } = await setup()
      await api.put(path, body(), { 'If-Match': '"0"' })
      const answers = await Promise.all(
        ['one', 'two'].map((text) => api.put(path, body({ company_info: text }), { 'If-Match': '"1"' })),
      )
      expect(answers.map((response) => response.status).sort()).toEqual([200, 412])
      expect((await workspaceOf(await api.get(path))).rev).toBe(2)
    })

    test('a PUT without If-Match is refused with 428: it could replace another device’s text unseen', async () => {
      const { api, user } = await setup()
      const response = await api.put(path, body())
      expect(response.status).toBe(428)
      expect(await errorOf(response)).toEqual({ detail: workspaceMessages.missingIfMatch })
      expect(await rowOf(user.id)).toBeUndefined()
    })

    test('invalid bodies answer 400 naming the field, and store nothing', async () => {
      const { api, user } = await setup()
      const cases: Array<[unknown, string]> = [
        [{ ...body(), company_name: 'Acme\u0000Ltd' }, 'company_name'],
        [{ ...body(), industry: 'x'.repeat(101) }, 'industry'],
        [{ ...body(), company_info: 'ok\u0007' }, 'company_info'],
        [{ ...body(), company_info: 'x'.repeat(100_001) }, 'company_info'],
        [{ ...body(), sections: { governance: 'only one' } }, 'sections.strategy'],
        [{ ...body(), sections: { ...body().sections, appendix: 'extra' } }, 'sections.appendix'],
        [{ ...body(), sections: { ...body().sections, strategy: 42 } }, 'sections.strategy'],
        [{ ...body(), sections: { ...body().sections, strategy: 'a\u001bb' } }, 'sections.strategy'],
        [
          {
            ...body(),
            sections: {
              governance: 'x'.repeat(100_000),
              strategy: 'x'.repeat(100_001),
              risk_management: '',
              metrics_targets: '',
            },
          },
          'sections',
        ],
        [{ company_name: 'Acme' }, 'industry'],
      ]
      for (const [sent, field] of cases) {
        const response = await api.put(path, sent, { 'If-Match': '"0"' })
        expect(response.status, field).toBe(400)
        const error = await errorOf(response)
        expect(error.errors?.[0]?.path, JSON.stringify(error)).toBe(field)
      }
      expect(
        (await errorOf(await api.put(path, { ...body(), company_info: 'x'.repeat(100_001) }, { 'If-Match': '"0"' })))
          .detail,
      ).toBe(workspaceMessages.companyInfoTooLong)
      expect(
        (
          await api.put(path, 'company_name=Acme', {
            'Content-Type': 'application/x-www-form-urlencoded',
            'If-Match': '"0"',
          })
        ).status,
      ).toBe(415)
      // Line breaks and tabs are text a person types.
      expect(
        (await api.put(path, body({ company_info: 'Line one\r\n\tLine two' }), { 'If-Match': '"0"' })).status,
      ).toBe(200)
      expect(await rowOf(user.id)).toMatchObject({ rev: 1, companyInfo: 'Line one\r\n\tLine two' })
    })

    test('each user reaches only their own workspace, whatever revision they name', async () => {
      const { app, api, user } = await setup()
      await api.put(path, body({ company_info: 'Confidential board minutes.' }), { 'If-Match': '"0"' })
      const stranger = apiClient(app, await signedInUser(database().db))
      const theirs = await workspaceOf(await stranger.get(path))
      expect(theirs).toMatchObject({ company_info: '', rev: 0 })
      // The owner's revision means nothing in the stranger's workspace: the stale answer shows the stranger's own.
      const stale = await stranger.put(path, body({ company_info: 'Mallory' }), { 'If-Match': '"1"' })
      expect(stale.status).toBe(412)
      expect(JSON.stringify(await stale.json())).not.toContain('Confidential')
      expect((await stranger.put(path, body({ company_info: 'Mallory' }), { 'If-Match': '"0"' })).status).toBe(200)
      expect(await rowOf(user.id)).toMatchObject({ rev: 1, companyInfo: 'Confidential board minutes.' })
      expect(await workspaceOf(await api.get(path))).toMatchObject({
        company_info: 'Confidential board minutes.',
        rev: 1,
      })
    })

    test('the same-origin and X-User-Email rules apply', async () => {
      const { api, user } = await setup()
      expect((await api.put(path, body(), { 'If-Match': '"0"', Origin: 'https://evil.example' })).status).toBe(403)
      expect((await api.get(path, { 'X-User-Email': 'someone.else@example.com' })).status).toBe(401)
      expect(await rowOf(user.id)).toBeUndefined()
    })
  })
}
