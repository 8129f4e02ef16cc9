import { createGroundedEngine } from '../../core/engine/grounded-engine'
import { PassageIndex } from '../../core/engine/retrieval'
import type { Engine } from '../../core/engine/types'
import type { Passage } from '../../core/knowledge/passage'
import { knowledgeBase } from '../../core/knowledge/knowledge-base'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { createModelEngine } from './model-engine'

// The server's one engine: the OpenAI-compatible provider when LLM_BASE_URL is set, with the grounded engine behind
// it for retrieval misses, classification and failures; otherwise the grounded engine alone (GET /api/health reports
// which, through engineFromConfig).

export type EngineConfig = Pick<Config, 'llm' | 'llmFallback' | 'llmTimeoutMs' | 'llmMaxRetries'>

export function createEngine(
  config: EngineConfig,
  logger: Logger,
  { passages = knowledgeBase }: { passages?: readonly Passage[] } = {},
): Engine {
  const grounded = createGroundedEngine(passages)
  if (!config.llm) return grounded
  return createModelEngine({
    llm: config.llm,
    index: new PassageIndex(passages),
    fallback: grounded,
    fallbackEnabled: config.llmFallback,
    timeoutMs: config.llmTimeoutMs,
    maxRetries: config.llmMaxRetries,
    logger,
  })
}
