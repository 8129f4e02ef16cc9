import { expect, test } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { getLiveReply, startLiveReply, stopLiveReply, subscribeLiveReplies, useLiveReply } from './live-replies'
import type { LiveReplyWriter } from './sync/replay-entry'

test('a reply grows as text arrives and goes once it ends; listeners hear each change', () => {
  let changes = 0
  const unsubscribe = subscribeLiveReplies(() => (changes += 1))
  const writer = startLiveReply('q1')
  expect(getLiveReply('q1')).toEqual({ text: '' })
  writer.append('Scope 3 ')
  writer.append('')
  writer.append('covers the value chain.')
  expect(getLiveReply('q1')).toEqual({ text: 'Scope 3 covers the value chain.' })
  writer.end()
  expect(getLiveReply('q1')).toBeUndefined()
  expect(changes).toBe(4)
  unsubscribe()
})

test('a new attempt for the same message starts from nothing, and the old attempt can no longer touch it', () => {
  const first = startLiveReply('q2')
  first.append('Half an answer')
  const second = startLiveReply('q2')
  expect(getLiveReply('q2')).toEqual({ text: '' })
  first.append(' from the broken stream')
  first.end()
  expect(getLiveReply('q2')).toEqual({ text: '' })
  second.append('The whole answer')
  expect(getLiveReply('q2')).toEqual({ text: 'The whole answer' })
  second.end()
  expect(getLiveReply('q2')).toBeUndefined()
})

test('Stop aborts the attempt with an AbortError and keeps the text the user saw', () => {
  const writer = startLiveReply('q3')
  writer.append('What arrived')
  stopLiveReply('q3')
  expect(writer.signal.aborted).toBe(true)
  expect(writer.signal.reason).toMatchObject({ name: 'AbortError' })
  writer.append(' after Stop')
  expect(writer.text).toBe('What arrived')
  expect(getLiveReply('q3')).toEqual({ text: 'What arrived' })
  writer.end()
  // Stop for a reply that is not streaming does nothing.
  expect(() => stopLiveReply('q3')).not.toThrow()
})

test('useLiveReply re-renders with the text so far and ends with undefined', () => {
  const { result } = renderHook(() => useLiveReply('q4'))
  expect(result.current).toBeUndefined()
  const writer: { current?: LiveReplyWriter } = {}
  act(() => {
    writer.current = startLiveReply('q4')
    writer.current.append('Gover')
  })
  expect(result.current).toEqual({ text: 'Gover' })
  act(() => writer.current?.append('nance'))
  expect(result.current).toEqual({ text: 'Governance' })
  act(() => writer.current?.end())
  expect(result.current).toBeUndefined()
})
