import MiniSearch from 'minisearch'
import type { Passage } from '../knowledge/passage'
import { contentTerms, processToken, tokenize } from './text'

// BM25 retrieval over the knowledge base with MiniSearch (it runs unchanged in the browser and on the server).
// Titles and tags weigh more than body text, because they name a passage's topic in the words users type.
export type ScoredPassage = { passage: Passage; score: number; coverage: number }

export type SearchOptions = {
  k?: number
  /** Earlier questions of the conversation, weighed less than the current one so follow-ups stay on topic. */
  context?: string[]
}

// Below this share of the question's topic words found in the best passage, the question is treated as outside
// what the knowledge base covers, and the answer says so instead of guessing.
const MIN_COVERAGE = 0.34
const CONTEXT_WEIGHT = 0.35

export class PassageIndex {
  private readonly search_: MiniSearch<Passage & { tagText: string }>
  private readonly byId: Map<string, Passage>

  constructor(passages: readonly Passage[]) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]))
    this.search_ = new MiniSearch({
      fields: ['title', 'tagText', 'source', 'body'],
      tokenize: (text) => tokenize(text),
      processTerm: (term) => processToken(term),
      searchOptions: { boost: { title: 2.5, tagText: 2.5, source: 1.5, body: 1 }, prefix: (term) => term.length > 5, fuzzy: 0 },
    })
    this.search_.addAll(passages.map((passage) => ({ ...passage, tagText: passage.tags.join(' ') })))
  }

  get(id: string): Passage | undefined {
    return this.byId.get(id)
  }

  get size(): number {
    return this.byId.size
  }

  search(question: string, { k = 4, context = [] }: SearchOptions = {}): ScoredPassage[] {
    const own = contentTerms(question)
    const earlier = contentTerms(context.join(' ')).filter((term) => !own.includes(term))
    if (own.length === 0 && earlier.length === 0) return []
    const query = [...own, ...earlier].join(' ')
    const ownSet = new Set(own)
    const results = this.search_.search(query, {
      boostTerm: (term) => (ownSet.has(term) ? 1 : CONTEXT_WEIGHT),
    })
    const denominator = own.length > 0 ? own.length : earlier.length
    return results.slice(0, k).map((result) => {
      const matched = result.queryTerms.filter((term) => (own.length > 0 ? ownSet.has(term) : true)).length
      return { passage: this.byId.get(String(result.id))!, score: result.score, coverage: Math.min(1, matched / denominator) }
    })
  }

  /** The passages that answer the question, or none when the best match covers too little of it. */
  relevant(question: string, options: SearchOptions = {}): ScoredPassage[] {
    const hits = this.search(question, options)
    const best = hits[0]
    if (!best || best.coverage < MIN_COVERAGE) return []
    return hits.filter((hit) => hit.score >= best.score * 0.3)
  }
}
