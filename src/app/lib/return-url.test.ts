import { expect, test } from 'vitest'
import { safeReturnUrl } from './return-url'

test.each([
  ['/chat', '/chat'],
  ['/write?tab=2#top', '/write?tab=2#top'],
  [undefined, '/'],
  ['', '/'],
  ['https://evil.example/', '/'],
  ['//evil.example/path', '/'],
  ['/\\evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['chat', '/'],
])('safeReturnUrl(%j) is %j', (input, expected) => {
  expect(safeReturnUrl(input)).toBe(expected)
})
