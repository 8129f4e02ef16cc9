import { linkTo, waitForMail } from './outbox'

// A fresh, approved account made through the real calls (sign-up, the e-mailed confirmation link, the
// administrator's approval link), for tests that need a user whose data no other test touches.
const ADMIN = 'admin@localhost'

export type Account = { email: string; password: string }

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

async function call(baseUrl: string, path: string, init: { method: string; body?: unknown }) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
}

export async function createApprovedAccount(baseUrl: string, dataDir: string, name: string): Promise<Account> {
  const account = { email: uniqueEmail(name), password: 'train-secret' }
  await call(baseUrl, '/auth/signup', {
    method: 'POST',
    body: { ...account, first_name: name, last_name: 'Tester', organization: 'Test Pty Ltd', description: 'End-to-end tests' },
  })
  const confirmation = await waitForMail(dataDir, { to: account.email, subject: /confirm/i })
  const token = new URL(linkTo(confirmation, '/confirm-email')).searchParams.get('token')
  await call(baseUrl, `/auth/confirm?token=${encodeURIComponent(token ?? '')}`, { method: 'GET' })
  const approval = await waitForMail(dataDir, { to: ADMIN, subject: /approv/i, text: encodeURIComponent(account.email) })
  const approveToken = new URL(linkTo(approval, '/approve-user')).searchParams.get('token')
  await call(baseUrl, '/auth/approve', { method: 'POST', body: { email: account.email, token: approveToken } })
  return account
}
