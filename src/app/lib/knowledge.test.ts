import { afterEach, expect, test, vi } from 'vitest'
import { knowledgeBase } from '../../core/knowledge/knowledge-base'

vi.unmock('./knowledge')

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

const served = () =>
  new Response(JSON.stringify(knowledgeBase), { status: 200, headers: { 'Content-Type': 'application/json' } })

test('the knowledge base is fetched once as a data file, and the offline engine answers from it', async () => {
  const fetchMock = vi.fn(() => Promise.resolve(served()))
  vi.stubGlobal('fetch', fetchMock)
  const { loadKnowledgeBase, loadOfflineEngine } = await import('./knowledge')
  expect(await loadKnowledgeBase()).toHaveLength(knowledgeBase.length)
  const answer = await (await loadOfflineEngine()).answer({ question: 'What are the Group 3 thresholds?' })
  expect(answer.markdown).toMatch(/\$50 million/)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(String(fetchMock.mock.calls[0]?.[0 as never])).toMatch(/passages\.gen.*\.json/)
})

test('a failed fetch is not kept: the next call tries again', async () => {
  const fetchMock = vi
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(new Response('nope', { status: 503 }))
  vi.stubGlobal('fetch', fetchMock)
  const { loadKnowledgeBase } = await import('./knowledge')
  await expect(loadKnowledgeBase()).rejects.toThrow('Failed to fetch')
  await expect(loadKnowledgeBase()).rejects.toThrow('HTTP 503')
  fetchMock.mockResolvedValue(served())
  expect(await loadKnowledgeBase()).toHaveLength(knowledgeBase.length)
})
