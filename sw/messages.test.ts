import { expect, test } from 'vitest'
import { isSkipWaitingMessage } from './messages'

test('SKIP_WAITING is recognised in the shape workbox-window posts', () => {
  expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true)
  expect(isSkipWaitingMessage({ type: 'SKIP_WAITING', meta: 'workbox-window' })).toBe(true)
})

test('anything else is ignored', () => {
  for (const data of [undefined, null, 'SKIP_WAITING', 42, {}, { type: 'skip_waiting' }, { type: 'GET_VERSION' }, []]) {
    expect(isSkipWaitingMessage(data)).toBe(false)
  }
})
