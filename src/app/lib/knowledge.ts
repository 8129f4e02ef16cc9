import type { Engine } from '../../core/engine/types'
import type { Passage } from '../../core/knowledge/passage'
import knowledgeUrl from '../../core/knowledge/passages.gen.json?url'

// The knowledge base and the grounded engine in the browser, both loaded on first use: the passages arrive as a
// JSON data file that the service worker precaches (so offline answers have the whole knowledge base), and the
// engine as its own code-split chunk. Neither costs anything to a user who never opens a source or works offline.

let knowledge: Promise<readonly Passage[]> | undefined
let engine: Promise<Engine> | undefined

async function fetchKnowledge(): Promise<readonly Passage[]> {
  const response = await fetch(knowledgeUrl)
  if (!response.ok) throw new Error(`The knowledge base could not be loaded (HTTP ${response.status})`)
  const data: unknown = await response.json()
  if (!Array.isArray(data)) throw new Error('The knowledge base file is not a list of passages')
  return data as Passage[]
}

/** Every passage, fetched once; a failed fetch is not cached, so the next call tries again. */
export function loadKnowledgeBase(): Promise<readonly Passage[]> {
  knowledge ??= fetchKnowledge().catch((error: unknown) => {
    knowledge = undefined
    throw error
  })
  return knowledge
}

/** The browser's grounded engine over the whole knowledge base, for answers and drafts while offline. */
export function loadOfflineEngine(): Promise<Engine> {
  engine ??= Promise.all([import('../../core/engine/grounded-engine'), loadKnowledgeBase()])
    .then(([{ createGroundedEngine }, passages]) => createGroundedEngine(passages))
    .catch((error: unknown) => {
      engine = undefined
      throw error
    })
  return engine
}
