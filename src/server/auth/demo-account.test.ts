import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '../db/schema'
import { jsonRequest } from '../test-accounts'
import { capturingLogger, createTestApp } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { demoAccount, ensureDemoAccount } from './demo-account'
import { hashPassword } from './passwords'
import { endpointPath, endpoints } from '../../core/contract/endpoints'

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    test('never in production: no account is created and nothing is logged', async () => {
      const { logger, lines } = capturingLogger()
      expect(await ensureDemoAccount(database().db, { nodeEnv: 'production' }, logger)).toBe('skipped-in-production')
      expect(await database().db.select().from(users).where(eq(users.email, demoAccount.email))).toEqual([])
      expect(lines).toEqual([])
    })

    test('elsewhere it is created confirmed and approved, logged at every start, and can log in at once', async () => {
      const first = capturingLogger()
      expect(await ensureDemoAccount(database().db, { nodeEnv: 'development' }, first.logger)).toBe('created')
      expect(first.lines.map((line) => line.msg)).toEqual(['Demo account: demo@example.com / climate-demo'])
      const second = capturingLogger()
      expect(await ensureDemoAccount(database().db, { nodeEnv: 'test' }, second.logger)).toBe('exists')
      expect(second.lines.map((line) => line.msg)).toEqual(['Demo account: demo@example.com / climate-demo'])

      const { app } = createTestApp(database())
      const login = await app.request(
        endpointPath(endpoints.auth.login, {}),
        jsonRequest({ email: 'demo@example.com', password: 'climate-demo' }),
      )
      expect(login.status).toBe(200)
      expect(await login.json()).toEqual({
        email: 'demo@example.com',
        first_name: 'Demo',
        last_name: 'User',
        organization: 'Demo Pty Ltd',
        description: demoAccount.description,
        is_admin: false,
      })
    })

    test('once its password was changed, the log stops printing the old one', async () => {
      await database()
        .db.update(users)
        .set({ passwordHash: await hashPassword('changed-by-someone') })
        .where(eq(users.email, demoAccount.email))
      const { logger, lines } = capturingLogger()
      expect(await ensureDemoAccount(database().db, { nodeEnv: 'development' }, logger)).toBe('password-changed')
      expect(lines.map((line) => line.msg)).toEqual(['Demo account: demo@example.com (its password was changed)'])
    })
  })
}
