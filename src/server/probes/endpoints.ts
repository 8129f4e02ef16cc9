// Every API endpoint the probes exercise, with a valid example request for each, so the fuzz test can mutate a
// request the server would accept and the access matrix can call each id-taking endpoint as a stranger. A new
// endpoint is added here as well as to its route file; the fuzz test fails when the server answers a path that is
// missing from this table.

export type ProbeUser = 'owner' | 'anonymous'

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** ":id" stands for the id of a record the probing user owns (a draft or a chat session, see `owns`). */
  path: string
  /** Whose request it is when valid: a signed-in user, or anyone. */
  as: ProbeUser
  /** Which kind of record ":id" names. */
  owns?: 'draft' | 'session'
  /** A body the server accepts. */
  body?: () => unknown
  /** Headers a valid request carries besides cookie and origin (If-Match on a draft update, for example). */
  headers?: Record<string, string>
  /** Runs an expensive step (argon2, the engine): probed less often so a run stays within its minute. */
  costly?: boolean
}

const question = () => ({ query: 'What does AASB S2 require for Scope 3 emissions?' })
const section = () => ({ context: 'We are a regional bank with $14 billion of assets.', section: 'Governance', company_name: 'Example Bank', question: '', industry: '' })

const workspace = () => ({
  company_name: 'Example Bank',
  industry: 'Financial Services',
  company_info: 'A regional bank.\n\nThe board meets quarterly.',
  sections: { governance: 'The board oversees climate risk.', strategy: '', risk_management: '', metrics_targets: '' },
})

export const endpoints: readonly Endpoint[] = [
  { method: 'GET', path: '/api/health', as: 'anonymous' },
  { method: 'GET', path: '/api/auth/session', as: 'anonymous' },
  { method: 'POST', path: '/api/auth/signup', as: 'anonymous', costly: true, body: () => ({ email: 'new.person@example.com', password: 'Tr4nsition-risk!', first_name: 'New', last_name: 'Person', organization: 'Example Ltd', description: 'Sustainability lead' }) },
  { method: 'POST', path: '/api/auth/check_email', as: 'anonymous', body: () => ({ email: 'someone@example.com' }) },
  { method: 'GET', path: '/api/auth/confirm?token=abc&email=someone%40example.com', as: 'anonymous' },
  { method: 'POST', path: '/api/auth/resend_confirmation', as: 'anonymous', body: () => ({ email: 'someone@example.com' }) },
  { method: 'POST', path: '/api/auth/approve', as: 'anonymous', body: () => ({ email: 'someone@example.com', token: 'abc' }) },
  { method: 'POST', path: '/api/auth/login', as: 'anonymous', costly: true, body: () => ({ email: 'someone@example.com', password: 'not-the-password' }) },
  { method: 'POST', path: '/api/auth/logout', as: 'owner' },
  { method: 'POST', path: '/api/auth/password_reset_request', as: 'anonymous', body: () => ({ email: 'someone@example.com' }) },
  { method: 'POST', path: '/api/auth/password_reset_submit', as: 'anonymous', costly: true, body: () => ({ token: 'abc', new_password: 'Tr4nsition-risk!' }) },
  { method: 'POST', path: '/api/auth/change_password', as: 'owner', costly: true, body: () => ({ email: 'owner@example.com', old_password: 'wrong-old-password', new_password: 'Tr4nsition-risk!' }) },
  { method: 'POST', path: '/api/auth/update_details', as: 'owner', body: () => ({ email: 'owner@example.com', first_name: 'Olive', last_name: 'Owner', organization: 'Example Ltd', description: 'CFO' }) },
  { method: 'GET', path: '/api/llm/write/drafts', as: 'owner' },
  { method: 'POST', path: '/api/llm/write/draft', as: 'owner', body: () => ({ title: 'Governance', content: 'The board oversees climate risk.' }) },
  { method: 'GET', path: '/api/llm/write/draft/:id', as: 'owner', owns: 'draft' },
  { method: 'PUT', path: '/api/llm/write/draft/:id', as: 'owner', owns: 'draft', body: () => ({ title: 'Governance', content: 'Updated.' }) },
  { method: 'DELETE', path: '/api/llm/write/draft/:id', as: 'owner', owns: 'draft' },
  { method: 'GET', path: '/api/llm/write/workspace', as: 'owner' },
  { method: 'PUT', path: '/api/llm/write/workspace', as: 'owner', body: workspace },
  { method: 'POST', path: '/api/llm/tcfd/chat/session', as: 'owner', body: () => ({ title: 'Scope 3' }) },
  { method: 'GET', path: '/api/llm/tcfd/chat/sessions', as: 'owner' },
  { method: 'GET', path: '/api/llm/tcfd/chat/session/:id', as: 'owner', owns: 'session' },
  { method: 'DELETE', path: '/api/llm/tcfd/chat/session/:id', as: 'owner', owns: 'session' },
  { method: 'POST', path: '/api/llm/tcfd/chat/:id', as: 'owner', owns: 'session', costly: true, body: question },
  { method: 'POST', path: '/api/llm/tcfd', as: 'owner', costly: true, body: section },
  { method: 'POST', path: '/api/llm/write/generate', as: 'owner', costly: true, body: section },
  { method: 'GET', path: '/api/llm/write/disclosure-types', as: 'owner' },
  { method: 'GET', path: '/api/llm/write/industry-sectors', as: 'owner' },
  { method: 'GET', path: '/api/search/categories', as: 'anonymous' },
  { method: 'POST', path: '/api/search/attribute', as: 'owner', body: () => ({ sic_divisions: [], risk_categories: ['Physical - Acute'], action_categories: [], k: 5, query: 'flood' }) },
  { method: 'POST', path: '/api/library/uploads', as: 'owner' },
  { method: 'GET', path: '/api/library/jobs', as: 'owner' },
  { method: 'GET', path: '/api/library/jobs/:id', as: 'owner' },
  { method: 'POST', path: '/api/library/jobs/:id/retry', as: 'owner', body: () => ({ metadata: { company: 'Example Ltd' } }) },
  { method: 'GET', path: '/api/library/reports?q=example', as: 'owner' },
  { method: 'PUT', path: '/api/library/reports/:id', as: 'owner', body: () => ({ company: 'Example Ltd', title: 'Climate Report', year: 2024 }) },
  { method: 'DELETE', path: '/api/library/reports/:id', as: 'owner' },
  { method: 'POST', path: '/api/library/reports/:id/replace', as: 'owner' },
  { method: 'POST', path: '/api/llm/generate', as: 'owner', costly: true, body: () => ({ prompt_name: 'analyse_summary', variables: { tech_modes: 'basic', context: '', document_ids: [], query: '' }, messages: [] }) },
]
