import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../core/contract/error'
import { chatSessions, drafts } from '../db/schema'
import { apiClient, signedInUser } from '../test-api'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

const createDraftPath = endpointPath(endpoints.drafts.create, {})
const createSessionPath = endpointPath(endpoints.chat.createSession, {})

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)
    const setup = async () => {
      const { app } = createTestApp(database(), { env: { MAX_DRAFTS_PER_USER: '2', MAX_CHAT_SESSIONS_PER_USER: '2' } })
      const user = await signedInUser(database().db)
      return { app, user, api: apiClient(app, user) }
    }
    const draftsOf = (userId: string) => database().db.select().from(drafts).where(eq(drafts.userId, userId))
    const sessionsOf = (userId: string) =>
      database().db.select().from(chatSessions).where(eq(chatSessions.userId, userId))

    test('a draft past MAX_DRAFTS_PER_USER answers 403 naming the limit and stores nothing; deleting one makes room', async () => {
      const { app, user, api } = await setup()
      const ids = [randomUUID(), randomUUID()]
      for (const id of ids)
        expect((await api.post(createDraftPath, { id, title: 'Report', content: 'Text' })).status).toBe(201)

      const refused = await api.post(
        createDraftPath,
        { title: 'One too many', content: 'Kept on the device' },
        { 'Idempotency-Key': 'third' },
      )
      expect(refused.status).toBe(403)
      expect(v.parse(ErrorBodySchema, await refused.json())).toEqual({
        detail: 'You have reached the limit of 2 saved reports. Delete a report you no longer need to save a new one.',
      })
      expect(await draftsOf(user.id)).toHaveLength(2)

      // A create repeated after its answer was lost still learns that its draft exists.
      expect((await api.post(createDraftPath, { id: ids[0], title: 'Report', content: 'Text' })).status).toBe(409)
      // The limit is per user.
      const other = apiClient(app, await signedInUser(database().db))
      expect((await other.post(createDraftPath, { title: 'Theirs', content: 'Text' })).status).toBe(201)

      expect((await api.delete(endpointPath(endpoints.drafts.delete, { params: { id: ids[0]! } }))).status).toBe(200)
      // The refusal was not stored under its key: the same request now succeeds.
      expect(
        (
          await api.post(
            createDraftPath,
            { title: 'One too many', content: 'Kept on the device' },
            { 'Idempotency-Key': 'third' },
          )
        ).status,
      ).toBe(201)
      expect(await draftsOf(user.id)).toHaveLength(2)
    })

    test('a chat session past MAX_CHAT_SESSIONS_PER_USER answers 403 naming the limit and stores nothing', async () => {
      const { user, api } = await setup()
      const first = randomUUID()
      expect((await api.post(createSessionPath, { id: first })).status).toBe(201)
      expect((await api.post(createSessionPath, {})).status).toBe(201)

      const refused = await api.post(createSessionPath, {})
      expect(refused.status).toBe(403)
      expect(v.parse(ErrorBodySchema, await refused.json())).toEqual({
        detail: 'You have reached the limit of 2 chat sessions. Delete a chat you no longer need to start a new one.',
      })
      expect(await sessionsOf(user.id)).toHaveLength(2)
      expect((await api.post(createSessionPath, { id: first })).status).toBe(409)

      expect((await api.delete(endpointPath(endpoints.chat.deleteSession, { params: { id: first } }))).status).toBe(200)
      expect((await api.post(createSessionPath, {})).status).toBe(201)
    })

    test('creates sent at the same moment cannot pass the limit together', async () => {
      const { user, api } = await setup()
      const statuses = (responses: Response[]) =>
        responses.map((response) => response.status).filter((status) => status === 201)
      const draftAnswers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api.post(createDraftPath, { title: `Draft ${i}`, content: 'Text' })),
      )
      expect(statuses(draftAnswers)).toHaveLength(2)
      expect(draftAnswers.every((response) => response.status === 201 || response.status === 403)).toBe(true)
      expect(await draftsOf(user.id)).toHaveLength(2)

      const sessionAnswers = await Promise.all(Array.from({ length: 20 }, () => api.post(createSessionPath, {})))
      expect(statuses(sessionAnswers)).toHaveLength(2)
      expect(await sessionsOf(user.id)).toHaveLength(2)
    })
  })
}
