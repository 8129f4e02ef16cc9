import { expect, test } from 'vitest'
import { ApiError } from './api-client'
import { failureMessage } from './failure-message'

const texts = {
  fallback: 'Saving failed.',
  noResponse: 'You appear to be offline.',
  unexpected: 'Something went wrong.',
}

test.each([
  [
    'a server detail',
    new ApiError({ kind: 'http', status: 409, detail: 'That name is taken.' }),
    'That name is taken.',
  ],
  ['a server error without detail', new ApiError({ kind: 'http', status: 500, detail: undefined }), 'Saving failed.'],
  ['no answer', new ApiError({ kind: 'network' }), 'You appear to be offline.'],
  ['a timeout', new ApiError({ kind: 'timeout' }), 'You appear to be offline.'],
  ['an answer not understood', new ApiError({ kind: 'invalid-response', status: 200 }), 'Something went wrong.'],
  ['a bug in the screen', new TypeError('x is undefined'), 'Something went wrong.'],
])('%s becomes the screen’s message', (_case, error, message) => {
  expect(failureMessage(error, texts)).toBe(message)
})

test('without its own text for the unexpected, a screen shows its fallback', () => {
  const { unexpected: _unexpected, ...plain } = texts
  expect(failureMessage(new ApiError({ kind: 'invalid-response', status: 200 }), plain)).toBe('Saving failed.')
  expect(failureMessage(new Error('bug'), plain)).toBe('Saving failed.')
})
