import { act, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createStore } from './store'
import { useStore } from './use-store'

test('a change reaches every subscriber until it unsubscribes; setting the same value again is no change', () => {
  const store = createStore<'online' | 'offline'>('online')
  const seen: string[] = []
  const stop = store.subscribe(() => seen.push(store.get()))
  store.set('offline')
  store.set('offline')
  store.set('online')
  stop()
  store.set('offline')
  expect(seen).toEqual(['offline', 'online'])
  expect(store.get()).toBe('offline')
})

test('a component shows the part of the value it selects and follows its changes', () => {
  const store = createStore<ReadonlyMap<string, string>>(new Map())
  function Reply() {
    return <p>{useStore(store, (replies) => replies.get('q1') ?? 'nothing yet')}</p>
  }
  render(<Reply />)
  expect(screen.getByText('nothing yet')).toBeInTheDocument()
  act(() => store.set(new Map([['q1', 'Scope 3 covers the value chain']])))
  expect(screen.getByText('Scope 3 covers the value chain')).toBeInTheDocument()
})
