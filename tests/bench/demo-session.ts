import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Signing in to a bench's local server the way the browser does: the embedded mode's demo account, or another
// approved account. What comes back are the headers a signed-in browser sends with every API call.

export type Account = { email: string; password: string }

export const demoAccount: Account = { email: 'demo@example.com', password: 'climate-demo' }

export async function signIn(serverUrl: string, account: Account = demoAccount): Promise<Record<string, string>> {
  const login = await fetch(`${serverUrl}${endpointPath(endpoints.auth.login, {})}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify(account),
  })
  if (!login.ok) throw new Error(`login as ${account.email} failed: ${login.status} ${await login.text()}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return { 'Content-Type': 'application/json', Origin: serverUrl, Cookie: cookie }
}
