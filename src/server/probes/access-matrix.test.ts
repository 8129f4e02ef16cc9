// The access matrix: every endpoint that takes a record id is called by a second signed-in user with the first
// user's ids, and every endpoint that names an account in its body is called with the first user's e-mail. The rule:
// a stranger learns nothing (the answer for another user's record is the answer for an id nobody has) and changes nothing (the owner's rows
// are byte-for-byte the same afterwards). The endpoint table (endpoints.ts) drives it, so a new id-taking endpoint is
// covered as soon as it is listed there.

import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { chatMessages, chatSessions, drafts, users, writeWorkspaces } from '../db/schema'
import { apiClient, signedInUser, type SignedInUser } from '../test-api'
import { createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { probedEndpoints } from './endpoints'
import { endpointPath, endpoints, type EndpointUrl } from '../../core/contract/endpoints'

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(`access matrix (${name})`, () => {
    const database = useTestDatabase(driver)

    test('another user can neither read nor change any of the owner’s records', async () => {
      const { app } = createTestApp(database())
      const owner = await signedInUser(database().db)
      const stranger = await signedInUser(database().db)
      const asOwner = apiClient(app, owner)
      const asStranger = apiClient(app, stranger)

      const draft = await asOwner.post(endpointPath(endpoints.drafts.create, {}), {
        title: 'Owner draft',
        content: 'Confidential board minutes.',
      })
      expect(draft.status).toBe(201)
      const draftId = ((await draft.json()) as { id: string }).id
      const session = await asOwner.post(endpointPath(endpoints.chat.createSession, {}), { title: 'Owner chat' })
      const sessionId = ((await session.json()) as { id: string }).id
      expect(
        (
          await asOwner.post(endpointPath(endpoints.chat.send, { params: { id: sessionId } }), {
            query: 'What is Scope 3?',
          })
        ).status,
      ).toBe(200)
      const workspace = probedEndpoints.find((endpoint) => endpoint.entry === endpoints.workspace.put)!
      expect(
        (
          await asOwner.put(
            endpointPath(endpoints.workspace.put, {}),
            { ...(workspace.body!() as object), company_info: 'Owner workspace: confidential.' },
            { 'If-Match': '"0"' },
          )
        ).status,
      ).toBe(200)

      const snapshot = async (user: SignedInUser) => ({
        user: await database().db.select().from(users).where(eq(users.id, user.id)),
        drafts: await database().db.select().from(drafts).where(eq(drafts.userId, user.id)),
        sessions: await database().db.select().from(chatSessions).where(eq(chatSessions.userId, user.id)),
        messages: await database().db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)),
        workspace: await database().db.select().from(writeWorkspaces).where(eq(writeWorkspaces.userId, user.id)),
      })
      const before = await snapshot(owner)

      const idTaking = probedEndpoints.filter((endpoint) => endpoint.owns)
      expect(idTaking.length).toBeGreaterThanOrEqual(6)
      // The stranger's answer for the owner's id is exactly the answer for an id that was never used: it tells
      // nothing about whether the record exists.
      const call = (method: string, path: EndpointUrl, body: unknown, headers: Record<string, string>) =>
        method === 'GET'
          ? asStranger.get(path, headers)
          : method === 'DELETE'
            ? asStranger.delete(path, headers)
            : method === 'PUT'
              ? asStranger.put(path, body, headers)
              : asStranger.post(path, body, headers)
      for (const endpoint of idTaking) {
        const id = endpoint.owns === 'draft' ? draftId : sessionId
        const headers: Record<string, string> =
          endpoint.method === 'PUT' || endpoint.method === 'DELETE' ? { 'If-Match': '"1"' } : {}
        const theirs = await call(endpoint.method, endpoint.at(id), endpoint.body?.(), headers)
        const nobodys = await call(endpoint.method, endpoint.at(randomUUID()), endpoint.body?.(), headers)
        const label = `${endpoint.method} ${endpoint.path}`
        expect(theirs.status, label).toBe(nobodys.status)
        expect(theirs.status, label).toBeLessThan(500)
        expect(await theirs.text(), label).toBe(await nobodys.text())
      }

      // Lists show only the caller's own records.
      for (const path of [endpointPath(endpoints.drafts.list, {}), endpointPath(endpoints.chat.listSessions, {})]) {
        const text = await (await asStranger.get(path)).text()
        expect(text).not.toContain(draftId)
        expect(text).not.toContain(sessionId)
      }
      // The workspace path names no id: whatever revision the stranger names, it is the stranger's own workspace.
      for (const ifMatch of ['"1"', '"0"', '*'])
        await asStranger.put(endpointPath(endpoints.workspace.put, {}), workspace.body!(), { 'If-Match': ifMatch })
      expect(await (await asStranger.get(endpointPath(endpoints.workspace.get, {}))).text()).not.toContain(
        'confidential',
      )
      // An account named in a body is the caller's own, whatever e-mail the body carries.
      await asStranger.post(endpointPath(endpoints.account.updateDetails, {}), {
        email: owner.email,
        first_name: 'Mallory',
        last_name: 'Stranger',
        organization: 'Elsewhere',
        description: '',
      })
      await asStranger.post(endpointPath(endpoints.account.changePassword, {}), {
        email: owner.email,
        old_password: 'whatever-it-was',
        new_password: 'Mallory-was-here-2026',
      })

      expect(await snapshot(owner)).toEqual(before)
    })
  })
}
