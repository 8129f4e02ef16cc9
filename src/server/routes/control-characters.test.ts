import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ChatSessionSchema } from '../../core/contract/chat'
import { DraftSchema } from '../../core/contract/drafts'
import { ErrorBodySchema } from '../../core/contract/error'
import { uniqueEmail } from '../test-accounts'
import { apiClient, signedInUser, type ApiClient } from '../test-api'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints, type EndpointUrl } from '../../core/contract/endpoints'

// Every text field a person fills in, sent with a NUL and with another control character: each answers 400 naming
// the field, and nothing reaches the database (which cannot store NUL) or the error log.

type Case = {
  name: string
  path: EndpointUrl | ((api: ApiClient) => Promise<EndpointUrl>)
  body: (bad: string) => unknown
  field: string
  label: string
  method?: 'post' | 'put'
}

const summaryVariables = { tech_modes: 'basic', context: 'Emissions fell.', document_ids: [], query: '' }

const cases: Case[] = [
  {
    name: 'sign-up first name',
    path: endpointPath(endpoints.auth.signup, {}),
    body: (bad) => ({
      email: uniqueEmail('nul'),
      password: 'nul-secret-1',
      first_name: `Ada${bad}`,
      last_name: 'L',
      organization: 'O',
      description: 'D',
    }),
    field: 'first_name',
    label: 'First name',
  },
  {
    name: 'sign-up organization',
    path: endpointPath(endpoints.auth.signup, {}),
    body: (bad) => ({
      email: uniqueEmail('nul'),
      password: 'nul-secret-1',
      first_name: 'Ada',
      last_name: 'L',
      organization: `O${bad}`,
      description: 'D',
    }),
    field: 'organization',
    label: 'Organization',
  },
  {
    name: 'draft title',
    path: endpointPath(endpoints.drafts.create, {}),
    body: (bad) => ({ title: `Gov${bad}ernance`, content: 'C' }),
    field: 'title',
    label: 'Title',
  },
  {
    name: 'draft content',
    path: endpointPath(endpoints.drafts.create, {}),
    body: (bad) => ({ title: 'T', content: `The board${bad}` }),
    field: 'content',
    label: 'Content',
  },
  {
    name: 'draft content on PUT',
    method: 'put',
    path: async (api) =>
      endpointPath(endpoints.drafts.update, {
        params: {
          id: v.parse(
            DraftSchema,
            await (await api.post(endpointPath(endpoints.drafts.create, {}), { title: 'T', content: 'C' })).json(),
          ).id,
        },
      }),
    body: (bad) => ({ title: 'T', content: `edited${bad}` }),
    field: 'content',
    label: 'Content',
  },
  {
    name: 'chat session title',
    path: endpointPath(endpoints.chat.createSession, {}),
    body: (bad) => ({ title: `Mines${bad}` }),
    field: 'title',
    label: 'Title',
  },
  {
    name: 'chat query',
    path: async (api) =>
      endpointPath(endpoints.chat.send, {
        params: {
          id: v.parse(
            ChatSessionSchema,
            await (await api.post(endpointPath(endpoints.chat.createSession, {}), {})).json(),
          ).id,
        },
      }),
    body: (bad) => ({ query: `What is Scope 3?${bad}` }),
    field: 'query',
    label: 'Message',
  },
  {
    name: 'search keywords',
    path: endpointPath(endpoints.analyse.search, {}),
    body: (bad) => ({ query: `coal${bad}` }),
    field: 'query',
    label: 'query',
  },
  {
    name: 'search category',
    path: endpointPath(endpoints.analyse.search, {}),
    body: (bad) => ({ risk_categories: [`Physical${bad}`] }),
    field: 'risk_categories.0',
    label: 'risk_categories',
  },
  {
    name: 'summary context',
    path: endpointPath(endpoints.analyse.summary, {}),
    body: (bad) => ({
      prompt_name: 'analyse_summary',
      variables: { ...summaryVariables, context: `Emissions${bad}` },
      messages: [],
    }),
    field: 'variables.context',
    label: 'context',
  },
  {
    name: 'summary document id',
    path: endpointPath(endpoints.analyse.summary, {}),
    body: (bad) => ({
      prompt_name: 'analyse_summary',
      variables: { ...summaryVariables, document_ids: [`doc${bad}`] },
      messages: [],
    }),
    field: 'variables.document_ids.0',
    label: 'document_ids',
  },
  {
    name: 'section company information',
    path: endpointPath(endpoints.write.generateSection, {}),
    body: (bad) => ({ context: `We mine coal.${bad}`, section: 'governance', company_name: 'Acme' }),
    field: 'context',
    label: 'Company information',
  },
  {
    name: 'section company name',
    path: endpointPath(endpoints.write.generateSection, {}),
    body: (bad) => ({ context: 'We mine coal.', section: 'governance', company_name: `Acme${bad}` }),
    field: 'company_name',
    label: 'Company name',
  },
]

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    async function setup() {
      const { app, logs } = createTestApp(database())
      const user = await signedInUser(database().db)
      return { api: apiClient(app, user), logs, user }
    }

    test.each(cases)(
      'a NUL or another control character in the $name answers 400 naming the field',
      async ({ path, body, field, label, method = 'post' }) => {
        const { api, logs } = await setup()
        for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
          const url = typeof path === 'string' ? path : await path(api)
          const response = await api[method](url, body(bad))
          expect(response.status).toBe(400)
          const answer = v.parse(ErrorBodySchema, await response.json())
          expect(answer.detail).toBe(`${label} must not contain control characters`)
          expect(answer.errors?.[0]?.path).toBe(field)
        }
        expect(logs.filter((line) => line.level >= 50)).toEqual([])
      },
    )

    test('the profile rejects a NUL in every field, the description included', async () => {
      const { api, user } = await setup()
      const profile = {
        email: user.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        organization: 'Engines',
        description: 'Leads reporting',
      }
      for (const [field, label] of [
        ['first_name', 'First name'],
        ['last_name', 'Last name'],
        ['organization', 'Organization'],
        ['description', 'Description'],
      ]) {
        const response = await api.post(endpointPath(endpoints.account.updateDetails, {}), {
          ...profile,
          [field!]: 'x\u0000y',
        })
        expect(response.status).toBe(400)
        expect(v.parse(ErrorBodySchema, await response.json()).detail).toBe(
          `${label} must not contain control characters`,
        )
      }
    })

    test('tabs and line breaks pass where text spans lines, and are refused in one-line fields', async () => {
      const { api } = await setup()
      const multiLine = 'Governance\r\n\tThe board meets quarterly.\n'
      expect(
        (await api.post(endpointPath(endpoints.drafts.create, {}), { title: 'Governance', content: multiLine })).status,
      ).toBe(201)
      const title = await api.post(endpointPath(endpoints.drafts.create, {}), {
        title: 'Gover\nnance',
        content: multiLine,
      })
      expect(title.status).toBe(400)
      expect(v.parse(ErrorBodySchema, await title.json()).detail).toBe('Title must not contain control characters')
      const session = v.parse(
        ChatSessionSchema,
        await (await api.post(endpointPath(endpoints.chat.createSession, {}), {})).json(),
      )
      expect(
        (
          await api.post(endpointPath(endpoints.chat.send, { params: { id: session.id } }), {
            query: 'Line one\nline two\ttabbed',
          })
        ).status,
      ).toBe(200)
      expect((await api.get(endpointPath(endpoints.drafts.get, { params: { id: randomUUID() } }))).status).toBe(404)
    })
  })
}
