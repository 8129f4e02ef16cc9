import {
  endpointPath,
  endpoints,
  type Endpoint,
  type EndpointBody,
  type EndpointTarget,
} from '../../src/core/contract/endpoints'
import { linkTo, waitForMail } from './outbox'

// A fresh, approved account made through the real calls (sign-up, the e-mailed confirmation link, the
// administrator's approval link), for tests that need a user whose data no other test touches.
const ADMIN = 'admin@localhost'

export type Account = { email: string; password: string }

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** Calls a registry entry as the browser would, its body typed by the entry; anything but 2xx throws. */
async function call<E extends Endpoint>(baseUrl: string, entry: E, target: EndpointTarget<E>, body?: EndpointBody<E>) {
  const path = endpointPath(entry, target)
  const response = await fetch(`${baseUrl}${path}`, {
    method: entry.method,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${entry.method} ${path}: ${response.status} ${await response.text()}`)
}

export async function createApprovedAccount(baseUrl: string, dataDir: string, name: string): Promise<Account> {
  const account = { email: uniqueEmail(name), password: 'train-secret' }
  await call(
    baseUrl,
    endpoints.auth.signup,
    {},
    {
      ...account,
      first_name: name,
      last_name: 'Tester',
      organization: 'Test Pty Ltd',
      description: 'End-to-end tests',
    },
  )
  const confirmation = await waitForMail(dataDir, { to: account.email, subject: /confirm/i })
  const token = new URL(linkTo(confirmation, '/confirm-email')).searchParams.get('token')
  await call(baseUrl, endpoints.auth.confirm, { query: { token: token ?? '' } })
  const approval = await waitForMail(dataDir, {
    to: ADMIN,
    subject: /approv/i,
    text: encodeURIComponent(account.email),
  })
  const approveToken = new URL(linkTo(approval, '/approve-user')).searchParams.get('token')
  await call(baseUrl, endpoints.auth.approve, {}, { email: account.email, token: approveToken ?? '' })
  return account
}
