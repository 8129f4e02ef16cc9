import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { LibraryJobsResponseSchema, LibraryReportsResponseSchema, type LibraryJob } from '../../core/contract/library'
import { SearchResponseSchema } from '../../core/contract/search'
import * as v from 'valibot'
import { createSession } from '../auth/sessions'
import { users } from '../db/schema'
import { sessionCookieName } from '../http/session-cookie'
import { makePdf } from '../ingest/test-pdf'
import { apiClient, signedInUser, type SignedInUser } from '../test-api'
import { insertUser } from '../test-accounts'
import { createTestApp, testOrigin } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints, type EndpointUrl } from '../../core/contract/endpoints'

// The report library's API: who may call it, what each upload becomes, and the reports it manages.

const paragraph = (company: string) =>
  `${company} identifies flood and cyclone damage to its coastal sites as an acute physical climate risk. The board's risk committee reviews ` +
  'scenario analysis under 1.5 °C and 3 °C pathways each year, and Scope 1 and Scope 2 emissions fell 12 per cent against the 2019 baseline.'

const markdown = (company: string) =>
  `---\ncompany: ${company}\nyear: 2024\ncountry: Australia\nexchange: ASX\n---\n# ${company} Climate Report 2024\n\n${paragraph(company)}\n\n## Governance\n\nThe board oversees climate-related risks and opportunities through its sustainability committee.\n`

function form(files: Array<{ name: string; content: string | Uint8Array }>, metadata?: unknown[]): FormData {
  const body = new FormData()
  for (const file of files) body.append('files', new File([file.content], file.name))
  if (metadata) body.append('metadata', JSON.stringify(metadata))
  return body
}

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(`the report library (${name})`, () => {
    const database = useTestDatabase(driver)

    async function setup() {
      const real = createTestApp(database(), { env: { LIBRARY_MAX_FILE_BYTES: '4096' } })
      const admin = await signedInUser(database().db)
      await database().db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id))
      const member = await signedInUser(database().db)
      return { ...real, admin, member }
    }

    function upload(
      app: ReturnType<typeof createTestApp>['app'],
      user: SignedInUser | undefined,
      body: FormData,
      path = endpointPath(endpoints.library.upload, {}),
    ) {
      return app.request(path, {
        method: 'POST',
        headers: {
          Origin: testOrigin,
          ...(user ? { Cookie: `${sessionCookieName}=${user.cookie}`, 'X-User-Email': user.email } : {}),
        },
        body,
      })
    }

    async function jobsUntilSettled(
      app: ReturnType<typeof createTestApp>['app'],
      user: SignedInUser,
      ids: string[],
    ): Promise<LibraryJob[]> {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const { jobs } = v.parse(
          LibraryJobsResponseSchema,
          await (await apiClient(app, user).get(endpointPath(endpoints.library.jobs, {}))).json(),
        )
        const mine = ids.map((id) => jobs.find((job) => job.id === id)!)
        if (mine.every((job) => job.stage === 'done' || job.stage === 'failed')) return mine
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('jobs did not settle')
    }

    test('every library endpoint answers 401 signed out and 403 to a signed-in non-administrator', async () => {
      const { app, member } = await setup()
      const id = '6f1c2d9e-3b4a-4c5d-8e7f-90a1b2c3d4e5'
      const calls: Array<[string, EndpointUrl, unknown?]> = [
        ['GET', endpointPath(endpoints.library.jobs, {})],
        ['GET', endpointPath(endpoints.library.job, { params: { id } })],
        ['POST', endpointPath(endpoints.library.retry, { params: { id } }), { metadata: {} }],
        ['GET', endpointPath(endpoints.library.reports, { query: { q: 'x' } })],
        ['PUT', endpointPath(endpoints.library.retag, { params: { id } }), { company: 'A', title: 'B', year: 2024 }],
        ['DELETE', endpointPath(endpoints.library.delete, { params: { id } })],
      ]
      for (const user of [undefined, member]) {
        const api = apiClient(app, user)
        const expected = user ? 403 : 401
        for (const [method, path, body] of calls) {
          const response =
            method === 'GET'
              ? await api.get(path)
              : method === 'DELETE'
                ? await api.delete(path)
                : method === 'PUT'
                  ? await api.put(path, body)
                  : await api.post(path, body)
          expect([method, path, response.status]).toEqual([method, path, expected])
          if (user)
            expect(await response.json()).toEqual({ detail: 'Only administrators can manage the report library.' })
        }
        for (const path of [
          endpointPath(endpoints.library.upload, {}),
          endpointPath(endpoints.library.replace, { params: { id } }),
        ]) {
          const response = await upload(app, user, form([{ name: 'a.md', content: markdown('Acme') }]), path)
          expect([path, response.status]).toEqual([path, expected])
        }
      }
    })

    test('an address in ADMIN_EMAILS is an administrator without the flag, and the session says so', async () => {
      const { user, email } = await insertUser(database().db, { passwordHash: 'x' })
      const { token } = await createSession(database().db, user.id, new Date())
      const { app } = createTestApp(database(), { env: { ADMIN_EMAILS: email } })
      const api = apiClient(app, { id: user.id, email, cookie: token })
      expect((await api.get(endpointPath(endpoints.library.jobs, {}))).status).toBe(200)
      expect(await (await api.get(endpointPath(endpoints.auth.session, {}))).json()).toMatchObject({
        email,
        is_admin: true,
      })
      const { member } = await setup()
      expect(await (await apiClient(app, member).get(endpointPath(endpoints.auth.session, {}))).json()).toMatchObject({
        is_admin: false,
      })
    })

    test('each format is uploaded in one request and ingested to done; the reports are then found by Analyse', async () => {
      const { app, admin } = await setup()
      const pdf = makePdf([
        {
          paragraphs: [
            { lines: ['Pdfco Climate Report 2024'], size: 18 },
            {
              lines: [
                paragraph('Pdfco').slice(0, 90),
                paragraph('Pdfco').slice(90, 180),
                paragraph('Pdfco').slice(180),
              ],
            },
          ],
        },
      ])
      const html = `<html><head><title>Htmlco Climate Statement 2023</title></head><body><h1>Htmlco Climate Statement 2023</h1><p>${paragraph('Htmlco')}</p></body></html>`
      const jsonl = [
        JSON.stringify({
          id: 'a',
          company: 'Linesco One',
          title: 'Linesco One Climate Report',
          year: 2024,
          text: paragraph('Linesco One'),
        }),
        JSON.stringify({
          id: 'b',
          company: 'Linesco Two',
          title: 'Linesco Two Climate Report',
          year: 2023,
          text: paragraph('Linesco Two'),
        }),
      ].join('\n')
      const files = [
        { name: 'pdfco-2024.pdf', content: pdf },
        { name: 'htmlco.html', content: html },
        { name: 'mdco.md', content: markdown('Mdco') },
        { name: 'textco-2022.txt', content: `Textco Sustainability Report 2022\n\n${paragraph('Textco')}` },
        { name: 'collection.jsonl', content: jsonl },
      ]
      const metadata = [
        { company: 'Pdfco', industry: 'B' },
        { company: 'Htmlco' },
        {},
        { company: 'Textco', year: 2022 },
        {},
      ]
      const response = await upload(app, admin, form(files, metadata))
      expect(response.status).toBe(202)
      const { jobs } = v.parse(LibraryJobsResponseSchema, await response.json())
      expect(jobs.map((job) => [job.file_name, job.stage])).toEqual(files.map((file) => [file.name, 'queued']))
      const settled = await jobsUntilSettled(
        app,
        admin,
        jobs.map((job) => job.id),
      )
      expect(settled.map((job) => [job.file_name, job.stage, job.reason])).toEqual(
        files.map((file) => [file.name, 'done', undefined]),
      )
      expect(settled.at(-1)?.report_ids).toHaveLength(2)
      expect(settled[2]?.derived).toMatchObject({ company: 'Mdco', year: 2024, title: 'Mdco Climate Report 2024' })

      const { reports, total } = v.parse(
        LibraryReportsResponseSchema,
        await (await apiClient(app, admin).get(endpointPath(endpoints.library.reports, {}))).json(),
      )
      expect(total).toBe(6)
      expect(reports.find((report) => report.company === 'Pdfco')).toMatchObject({
        year: 2024,
        industry: 'B',
        source: 'pdfco-2024.pdf',
      })

      const search = await apiClient(app, admin).post(endpointPath(endpoints.analyse.search, {}), {
        query: 'cyclone',
        k: 10,
      })
      const found = v.parse(SearchResponseSchema, await search.json()).documents
      expect(new Set(found.map((document) => document.metadata.company))).toEqual(
        new Set(['Pdfco', 'Htmlco', 'Mdco', 'Textco', 'Linesco One', 'Linesco Two']),
      )
      expect(found.every((document) => document.metadata.synthetic !== true)).toBe(true)
    })

    test('refused files each carry a reason; a file missing its company can be ingested again with it', async () => {
      const { app, admin } = await setup()
      const files = [
        { name: 'notes.docx', content: 'word' },
        { name: 'empty.txt', content: '' },
        { name: 'big.txt', content: 'x'.repeat(5000) },
        { name: 'fake.pdf', content: 'this is not a pdf at all' },
        { name: 'binary.txt', content: new Uint8Array([1, 0, 2, 0, 3]) },
        { name: 'nocompany-2024.md', content: `# Nocompany Climate Report 2024\n\n${paragraph('Nocompany')}` },
      ]
      const response = await upload(app, admin, form(files))
      expect(response.status).toBe(202)
      const { jobs } = v.parse(LibraryJobsResponseSchema, await response.json())
      const settled = await jobsUntilSettled(
        app,
        admin,
        jobs.map((job) => job.id),
      )
      expect(settled.map((job) => job.stage)).toEqual(Array(6).fill('failed'))
      const reasons = settled.map((job) => job.reason)
      expect(reasons[0]).toMatch(/^not a supported file type: use PDF, HTML, Markdown, text or JSONL/)
      expect(reasons[1]).toBe('the file is empty')
      expect(reasons[2]).toMatch(/the file is 4.9 KB, larger than the limit of 4 KB per file/)
      expect(reasons[3]).toBe('not a readable PDF (it does not start like one)')
      expect(reasons[4]).toBe('not a text file (it contains binary data)')
      expect(reasons[5]).toBe('no company (enter company in the form and ingest again)')
      expect(settled.map((job) => job.retryable)).toEqual([false, false, false, false, true, true])
      expect(settled[5]?.derived).toMatchObject({ title: 'Nocompany Climate Report 2024', year: 2024 })

      const retry = await apiClient(app, admin).post(
        endpointPath(endpoints.library.retry, { params: { id: settled[5]!.id } }),
        { metadata: { company: 'Nocompany Ltd' } },
      )
      expect(retry.status).toBe(202)
      const [done] = await jobsUntilSettled(app, admin, [settled[5]!.id])
      expect(done).toMatchObject({ stage: 'done', metadata: { company: 'Nocompany Ltd' } })
      expect(
        (
          await apiClient(app, admin).post(
            endpointPath(endpoints.library.retry, { params: { id: settled[0]!.id } }),
            {},
          )
        ).status,
      ).toBe(409)
    })

    test('an upload that is not multipart, has no files or too large a body is refused whole', async () => {
      const { app, admin } = await setup()
      expect((await apiClient(app, admin).post(endpointPath(endpoints.library.upload, {}), { files: [] })).status).toBe(
        415,
      )
      expect((await upload(app, admin, new FormData())).status).toBe(400)
      const bad = await upload(app, admin, form([{ name: 'a.md', content: markdown('A') }], [{ year: 1200 }]))
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { detail: string }).detail).toMatch(/four-digit year/)

      const small = createTestApp(database(), { env: { LIBRARY_MAX_UPLOAD_BYTES: '2048' } })
      const tooLarge = await upload(
        small.app,
        admin,
        form([
          { name: 'a.txt', content: 'x'.repeat(1500) },
          { name: 'b.txt', content: 'y'.repeat(1500) },
        ]),
      )
      expect(tooLarge.status).toBe(413)
      expect(await tooLarge.json()).toEqual({ detail: 'The upload is larger than 2 KB: send fewer files at once.' })
    })

    test('reports are searched by company or title, re-tagged, replaced and deleted', async () => {
      const { app, admin } = await setup()
      const api = apiClient(app, admin)
      const response = await upload(
        app,
        admin,
        form([
          { name: 'kestrel.md', content: markdown('Kestrel Mining') },
          { name: 'osprey.md', content: markdown('Osprey Bank') },
        ]),
      )
      const { jobs } = v.parse(LibraryJobsResponseSchema, await response.json())
      await jobsUntilSettled(
        app,
        admin,
        jobs.map((job) => job.id),
      )
      const list = async (q: string) =>
        v.parse(
          LibraryReportsResponseSchema,
          await (await api.get(endpointPath(endpoints.library.reports, { query: { q } }))).json(),
        )
      const kestrel = (await list('kestrel')).reports
      expect(kestrel.map((report) => report.company)).toEqual(['Kestrel Mining'])
      expect((await list('osprey climate 2024')).reports.map((report) => report.company)).toEqual(['Osprey Bank'])
      expect((await list('nothing-like-this')).total).toBe(0)

      const id = kestrel[0]!.id
      const retag = await api.put(endpointPath(endpoints.library.retag, { params: { id } }), {
        company: 'Kestrel Resources',
        title: 'Kestrel Resources Climate Report',
        year: 2023,
        country: 'Australia',
        exchange: 'ASX',
        industry: 'B',
      })
      expect(retag.status).toBe(200)
      expect(((await retag.json()) as { report: unknown }).report).toMatchObject({
        company: 'Kestrel Resources',
        year: 2023,
        industry: 'B',
        exchange: 'ASX',
      })
      expect(
        (
          await api.put(endpointPath(endpoints.library.retag, { params: { id } }), {
            company: '',
            title: 'x',
            year: 2023,
          })
        ).status,
      ).toBe(400)
      const found = v.parse(
        SearchResponseSchema,
        await (
          await api.post(endpointPath(endpoints.analyse.search, {}), {
            sic_divisions: ['Mining'],
            query: 'cyclone',
            k: 5,
          })
        ).json(),
      )
      expect(found.documents.map((document) => document.metadata.company)).toContain('Kestrel Resources')

      const replacement = form([
        {
          name: 'kestrel-2025.txt',
          content: `Kestrel Resources Climate Report 2025\n\nThe company now reports heatwave exposure at its Pilbara mine sites and a new transition plan.`,
        },
      ])
      const replaced = await upload(
        app,
        admin,
        replacement,
        endpointPath(endpoints.library.replace, { params: { id } }),
      )
      expect(replaced.status).toBe(202)
      const [replaceJob] = v.parse(LibraryJobsResponseSchema, await replaced.json()).jobs
      const [done] = await jobsUntilSettled(app, admin, [replaceJob!.id])
      expect(done?.stage).toBe('done')
      const after = (await list('kestrel')).reports
      expect(after).toHaveLength(1)
      expect(after[0]).toMatchObject({
        company: 'Kestrel Resources',
        year: 2025,
        industry: 'B',
        source: 'kestrel-2025.txt',
      })
      const jsonlReplace = await upload(
        app,
        admin,
        form([{ name: 'x.jsonl', content: '{}' }]),
        endpointPath(endpoints.library.replace, { params: { id: after[0]!.id } }),
      )
      expect(jsonlReplace.status).toBe(400)

      expect((await api.delete(endpointPath(endpoints.library.delete, { params: { id: after[0]!.id } }))).status).toBe(
        200,
      )
      expect((await list('kestrel')).total).toBe(0)
      expect((await api.delete(endpointPath(endpoints.library.delete, { params: { id: after[0]!.id } }))).status).toBe(
        404,
      )
    })
  })
}
