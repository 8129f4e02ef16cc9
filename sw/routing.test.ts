import { expect, test } from 'vitest'
import {
  API_PATH_PATTERN,
  CATEGORIES_PATH,
  cacheOnlyOkResponses,
  isCategoriesRequest,
  shouldNavigateFallback,
} from './routing'
import { API_PREFIX, endpointPath, endpoints } from '../src/core/contract/endpoints'

const origin = 'https://disclosure.example.com.au'

test('isCategoriesRequest accepts a same-origin GET of the category lists, with or without a query', () => {
  expect(isCategoriesRequest({ url: `${origin}${CATEGORIES_PATH}`, method: 'GET' }, origin)).toBe(true)
  expect(isCategoriesRequest({ url: `${origin}${CATEGORIES_PATH}?lang=en`, method: 'GET' }, origin)).toBe(true)
  expect(isCategoriesRequest({ url: CATEGORIES_PATH, method: 'get' }, origin)).toBe(true)
})

test('isCategoriesRequest refuses other methods, so a POST to the same URL is never cached', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
    expect(isCategoriesRequest({ url: `${origin}${CATEGORIES_PATH}`, method }, origin)).toBe(false)
  }
})

test('isCategoriesRequest refuses every other API call and near-miss path', () => {
  for (const path of [
    endpointPath(endpoints.analyse.search, {}),
    `${API_PREFIX}/search`,
    `${API_PREFIX}/search/categories/`,
    `${API_PREFIX}/search/categories/extra`,
    `${API_PREFIX}/search/categoriesx`,
    '/search/categories',
    endpointPath(endpoints.health, {}),
    endpointPath(endpoints.drafts.list, {}),
  ]) {
    expect(isCategoriesRequest({ url: `${origin}${path}`, method: 'GET' }, origin)).toBe(false)
  }
})

test('isCategoriesRequest refuses the same path on another origin', () => {
  expect(isCategoriesRequest({ url: `https://elsewhere.example${CATEGORIES_PATH}`, method: 'GET' }, origin)).toBe(false)
  expect(
    isCategoriesRequest({ url: `http://disclosure.example.com.au${CATEGORIES_PATH}`, method: 'GET' }, origin),
  ).toBe(false)
})

test('shouldNavigateFallback serves the app shell for every client route', () => {
  for (const path of [
    '/',
    '/login?returnUrl=%2Fchat',
    '/chat',
    '/analyse',
    '/write',
    '/account',
    '/confirm-email?token=abc',
    '/approve-user?token=abc&email=a%40b.com',
    '/no/such/page',
    '/apix',
    '/api-docs',
  ]) {
    expect(shouldNavigateFallback(new URL(path, origin))).toBe(true)
  }
})

test('shouldNavigateFallback never catches the API', () => {
  for (const path of [
    API_PREFIX,
    `${API_PREFIX}/`,
    `${API_PREFIX}?x=1`,
    endpointPath(endpoints.health, {}),
    endpointPath(endpoints.auth.confirm, { query: { token: 'abc' } }),
  ]) {
    expect(shouldNavigateFallback(new URL(path, origin))).toBe(false)
  }
})

test('the pattern given to NavigationRoute agrees with shouldNavigateFallback on pathname plus search', () => {
  // NavigationRoute tests its denylist against url.pathname + url.search.
  for (const path of [
    API_PREFIX,
    `${API_PREFIX}?x=1`,
    endpointPath(endpoints.health, {}),
    '/apix',
    '/apix?y=/api/',
    '/chat',
    '/',
  ]) {
    const url = new URL(path, origin)
    expect(API_PATH_PATTERN.test(url.pathname + url.search)).toBe(!shouldNavigateFallback(url))
  }
})

// Outside a production build workbox logs every refused answer at length; its documented switch turns that off.
Object.assign(globalThis, { __WB_DISABLE_DEV_LOGS: true })

async function cacheWillUpdate(response: Response): Promise<Response | null | undefined | void> {
  const request = new Request(`${origin}${CATEGORIES_PATH}`)
  return cacheOnlyOkResponses.cacheWillUpdate?.({
    request,
    response,
    event: new Event('fetch') as ExtendableEvent,
    state: {},
  })
}

test('only a 200 answer may update the categories cache', async () => {
  const ok = new Response('{"industry_categories":[],"risk_categories":[],"action_categories":[]}', { status: 200 })
  expect(await cacheWillUpdate(ok)).toBe(ok)
  for (const status of [201, 204, 206, 400, 401, 404, 500, 503]) {
    expect(await cacheWillUpdate(new Response(status === 204 ? null : '{"detail":"x"}', { status }))).toBeNull()
  }
})
