import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../core/contract/error'
import { jsonRequest, uniqueEmail } from '../test-accounts'
import { apiClient, signedInUser, type SignedInUser } from '../test-api'
import { createTestApp } from '../test-app'
import { createReadOnlyTestDatabase, testDrivers, type TestDatabase } from '../test-database'
import { errorDetails, unhandledErrorAnswer } from './errors'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

function errnoError(code: string): Error {
  return Object.assign(new Error(`${code}: cannot write '/data/outbox/x.eml'`), { code, errno: -30, syscall: 'open' })
}

function databaseError(code: string): Error {
  const cause = Object.assign(new Error('database said no'), { severity: 'ERROR', code })
  return new Error('Failed query: insert into "drafts" ...', { cause })
}

test('storage that is read-only, full or unreachable answers 503; anything else stays 500', () => {
  for (const error of [
    errnoError('EROFS'),
    errnoError('ENOSPC'),
    errnoError('EACCES'),
    databaseError('25006'),
    databaseError('53100'),
    databaseError('58030'),
    databaseError('42501'),
    databaseError('08006'),
  ]) {
    expect(unhandledErrorAnswer(error)).toEqual({ status: 503, detail: errorDetails.storageUnavailable })
  }
  for (const error of [
    new Error('bug'),
    databaseError('23505'),
    databaseError('42P01'),
    errnoError('ENOENT'),
    'a string',
  ]) {
    expect(unhandledErrorAnswer(error)).toEqual({ status: 500, detail: errorDetails.internal })
  }
})

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(`${name}, database read-only`, () => {
    test('sign-up, a new draft and a new chat session answer 503 saying the server cannot save right now', async () => {
      let user: SignedInUser | undefined
      const readOnly: TestDatabase = await createReadOnlyTestDatabase(driver, async (db) => {
        user = await signedInUser(db)
      })
      try {
        const { app, logs } = createTestApp(readOnly)
        const signup = await app.request(
          endpointPath(endpoints.auth.signup, {}),
          jsonRequest({
            email: uniqueEmail('ro'),
            password: 'read-only-secret',
            first_name: 'R',
            last_name: 'O',
            organization: 'Disk Co',
            description: 'D',
          }),
        )
        const api = apiClient(app, user)
        const answers = [
          signup,
          await api.post(endpointPath(endpoints.drafts.create, {}), { title: 'T', content: 'C' }),
          await api.post(endpointPath(endpoints.chat.createSession, {}), {}),
        ]
        for (const response of answers) {
          expect(response.status).toBe(503)
          expect(v.parse(ErrorBodySchema, await response.json())).toEqual({ detail: errorDetails.storageUnavailable })
        }
        expect(logs.filter((line) => line.msg === 'Unhandled error while answering a request')).toHaveLength(
          answers.length,
        )
      } finally {
        await readOnly.dispose()
      }
    })
  })
}
