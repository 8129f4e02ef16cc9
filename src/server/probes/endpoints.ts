import {
  endpointPath,
  endpoints,
  type Endpoint,
  type EndpointUrl,
  type HttpMethod,
} from '../../core/contract/endpoints'

// Every entry of the endpoint registry the probes exercise, with a valid example request for each, so the fuzz test
// can mutate a request the server would accept and the access matrix can call each id-taking endpoint as a stranger.
// A new endpoint is added here as well as to the registry; the fuzz test fails when the server answers a path that
// is missing from this table.

export type ProbeUser = 'owner' | 'anonymous'

export type ProbedEndpoint = {
  entry: Endpoint
  method: HttpMethod
  /** The entry's path, whose ":id" stands for the id of a record the probing user owns (see `owns`), and a query. */
  path: string
  /** The entry's path with `id` for its ":id" (an entry without one ignores it). */
  at: (id: string) => EndpointUrl
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
const section = () => ({
  context: 'We are a regional bank with $14 billion of assets.',
  section: 'Governance',
  company_name: 'Example Bank',
  question: '',
  industry: '',
})

const workspace = () => ({
  company_name: 'Example Bank',
  industry: 'Financial Services',
  company_info: 'A regional bank.\n\nThe board meets quarterly.',
  sections: { governance: 'The board oversees climate risk.', strategy: '', risk_management: '', metrics_targets: '' },
})

type Example = Omit<ProbedEndpoint, 'entry' | 'method' | 'path' | 'at'> & { query?: string }

const probe = (entry: Endpoint, { query = '', ...example }: Example): ProbedEndpoint => ({
  entry,
  method: entry.method,
  path: entry.path + query,
  // The table holds entries of every shape, so the parameters are given as the widest target.
  at: (id) => endpointPath(entry, { params: { id } } as never),
  ...example,
})

export const probedEndpoints: readonly ProbedEndpoint[] = [
  probe(endpoints.health, { as: 'anonymous' }),
  probe(endpoints.auth.session, { as: 'anonymous' }),
  probe(endpoints.auth.signup, {
    as: 'anonymous',
    costly: true,
    body: () => ({
      email: 'new.person@example.com',
      password: 'Tr4nsition-risk!',
      first_name: 'New',
      last_name: 'Person',
      organization: 'Example Ltd',
      description: 'Sustainability lead',
    }),
  }),
  probe(endpoints.auth.checkEmail, { as: 'anonymous', body: () => ({ email: 'someone@example.com' }) }),
  probe(endpoints.auth.confirm, { query: '?token=abc&email=someone%40example.com', as: 'anonymous' }),
  probe(endpoints.auth.resendConfirmation, { as: 'anonymous', body: () => ({ email: 'someone@example.com' }) }),
  probe(endpoints.auth.approve, { as: 'anonymous', body: () => ({ email: 'someone@example.com', token: 'abc' }) }),
  probe(endpoints.auth.login, {
    as: 'anonymous',
    costly: true,
    body: () => ({ email: 'someone@example.com', password: 'not-the-password' }),
  }),
  probe(endpoints.auth.logout, { as: 'owner' }),
  probe(endpoints.account.passwordResetRequest, { as: 'anonymous', body: () => ({ email: 'someone@example.com' }) }),
  probe(endpoints.account.passwordResetSubmit, {
    as: 'anonymous',
    costly: true,
    body: () => ({ token: 'abc', new_password: 'Tr4nsition-risk!' }),
  }),
  probe(endpoints.account.changePassword, {
    as: 'owner',
    costly: true,
    body: () => ({ email: 'owner@example.com', old_password: 'wrong-old-password', new_password: 'Tr4nsition-risk!' }),
  }),
  probe(endpoints.account.updateDetails, {
    as: 'owner',
    body: () => ({
      email: 'owner@example.com',
      first_name: 'Olive',
      last_name: 'Owner',
      organization: 'Example Ltd',
      description: 'CFO',
    }),
  }),
  probe(endpoints.drafts.list, { as: 'owner' }),
  probe(endpoints.drafts.create, {
    as: 'owner',
    body: () => ({ title: 'Governance', content: 'The board oversees climate risk.' }),
  }),
  probe(endpoints.drafts.get, { as: 'owner', owns: 'draft' }),
  probe(endpoints.drafts.update, {
    as: 'owner',
    owns: 'draft',
    body: () => ({ title: 'Governance', content: 'Updated.' }),
  }),
  probe(endpoints.drafts.delete, { as: 'owner', owns: 'draft' }),
  probe(endpoints.workspace.get, { as: 'owner' }),
  probe(endpoints.workspace.put, { as: 'owner', body: workspace }),
  probe(endpoints.chat.createSession, { as: 'owner', body: () => ({ title: 'Scope 3' }) }),
  probe(endpoints.chat.listSessions, { as: 'owner' }),
  probe(endpoints.chat.getSession, { as: 'owner', owns: 'session' }),
  probe(endpoints.chat.deleteSession, { as: 'owner', owns: 'session' }),
  probe(endpoints.chat.send, { as: 'owner', owns: 'session', costly: true, body: question }),
  probe(endpoints.write.generateSection, { as: 'owner', costly: true, body: section }),
  probe(endpoints.write.generate, { as: 'owner', costly: true, body: section }),
  probe(endpoints.write.disclosureTypes, { as: 'owner' }),
  probe(endpoints.write.industrySectors, { as: 'owner' }),
  probe(endpoints.analyse.categories, { as: 'anonymous' }),
  probe(endpoints.analyse.search, {
    as: 'owner',
    body: () => ({
      sic_divisions: [],
      risk_categories: ['Physical - Acute'],
      action_categories: [],
      k: 5,
      query: 'flood',
    }),
  }),
  probe(endpoints.library.upload, { as: 'owner' }),
  probe(endpoints.library.jobs, { as: 'owner' }),
  probe(endpoints.library.job, { as: 'owner' }),
  probe(endpoints.library.retry, { as: 'owner', body: () => ({ metadata: { company: 'Example Ltd' } }) }),
  probe(endpoints.library.reports, { query: '?q=example', as: 'owner' }),
  probe(endpoints.library.retag, {
    as: 'owner',
    body: () => ({ company: 'Example Ltd', title: 'Climate Report', year: 2024 }),
  }),
  probe(endpoints.library.delete, { as: 'owner' }),
  probe(endpoints.library.replace, { as: 'owner' }),
  probe(endpoints.analyse.summary, {
    as: 'owner',
    costly: true,
    body: () => ({
      prompt_name: 'analyse_summary',
      variables: { tech_modes: 'basic', context: '', document_ids: [], query: '' },
      messages: [],
    }),
  }),
]
