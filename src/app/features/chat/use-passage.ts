import { useEffect, useState } from 'react'
import type { Passage } from '../../../core/knowledge/passage'
import { loadKnowledgeBase } from '../../lib/knowledge'
import { log } from '../../lib/logger'

export type PassageLookup = { status: 'loading' } | { status: 'found'; passage: Passage } | { status: 'missing' }


/** A knowledge-base passage by id, for a cited source; 'missing' when this version of the app does not hold it. */
export function usePassage(id: string | null): PassageLookup | null {
  const [lookup, setLookup] = useState<{ id: string; result: PassageLookup } | null>(null)

  useEffect(() => {
    if (id === null) return
    let current = true
    loadKnowledgeBase().then(
      (passages) => {
        const passage = passages.find((candidate) => candidate.id === id)
        if (current) setLookup({ id, result: passage ? { status: 'found', passage } : { status: 'missing' } })
      },
      (error: unknown) => {
        log.error('Could not load the knowledge base', error)
        if (current) setLookup({ id, result: { status: 'missing' } })
      },
    )
    return () => {
      current = false
    }
  }, [id])

  if (id === null) return null
  return lookup?.id === id ? lookup.result : { status: 'loading' }
}
