import type { Passage } from '../knowledge/passage'
import { categoryLabel } from '../taxonomy'
import { composeAnswer } from './answer-composer'
import { classifyParagraph } from './classifier'
import { composeDraft } from './draft-composer'
import { PassageIndex } from './retrieval'
import { composeSummary } from './summary-composer'
import type { Engine, EngineAnswer, RunOptions } from './types'

// The grounded engine: the default "model" on the server and the offline one in the browser. Deterministic and
// fast, it only ever restates our knowledge base and the report excerpts it is given, with citations.
function deliver(answer: EngineAnswer, options: RunOptions = {}): Promise<EngineAnswer> {
  if (options.signal?.aborted) return Promise.reject(options.signal.reason)
  options.onDelta?.(answer.markdown)
  return Promise.resolve(answer)
}

// The knowledge base is a parameter, not an import, so that the browser's engine chunk holds no passages: the app
// fetches them as a data file (src/app/lib/knowledge.ts) and the server imports src/core/knowledge/knowledge-base.ts.
export function createGroundedEngine(passages: readonly Passage[]): Engine & { index: PassageIndex } {
  const index = new PassageIndex(passages)
  return {
    index,
    answer: (input, options) => deliver(composeAnswer(index, input), options),
    summarise: (input, options) =>
      deliver(composeSummary(index, input, { classify: classifyParagraph, label: categoryLabel }), options),
    draftSection: (input, options) => deliver(composeDraft(index, input), options),
    classify: classifyParagraph,
  }
}
