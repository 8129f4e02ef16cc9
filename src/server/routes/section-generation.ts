import { Hono } from 'hono'
import type * as v from 'valibot'
import { endpoints } from '../../core/contract/endpoints'
import {
  DEFAULT_INDUSTRY,
  DISCLOSURE_TYPES,
  INDUSTRY_OPTIONS,
  type GenerateSectionRequestSchema,
  type GenerateSectionResponse,
} from '../../core/contract/write'
import { complianceFlags } from '../../core/engine/compliance-flags'
import { detectSector } from '../../core/engine/draft-facts'
import type { DraftInput, Engine } from '../../core/engine/types'
import type { AppEnv } from '../http/app-env'
import { mountEndpoint, type Answer } from '../http/endpoint-route'
import { requireSession } from '../http/session'

export type SectionGenerationDeps = { engine: () => Engine }

type GenerateSectionInput = v.InferOutput<typeof GenerateSectionRequestSchema>

function toDraftInput(body: GenerateSectionInput): DraftInput {
  return {
    section: body.section,
    companyName: body.company_name,
    companyInfo: body.context,
    industry: body.industry,
    ...(body.question ? { question: body.question } : {}),
  }
}

async function generate(
  answer: Answer<typeof endpoints.write.generateSection>,
  engine: Engine,
  body: GenerateSectionInput,
): Promise<Response> {
  // a model server that cannot answer is the app's error handler's to answer (502 or 503)
  const drafted = await engine.draftSection(toDraftInput(body))
  // Read from the company information, not from the draft, so a model's draft gets the same flags as the engine's.
  const flags = complianceFlags(body.context, detectSector(body.context, body.industry))
    .filter((flag) => flag.section === body.section)
    .map(({ rule, message }) => ({ rule, message }))
  const response: GenerateSectionResponse = {
    content: drafted.markdown,
    sources: drafted.citations,
    engine: drafted.engine,
    ...(drafted.fallback ? { fallback: true } : {}),
    flags,
  }
  return answer(response)
}

/**
 * Write Assist's generation calls (endpoints.write): generateSection drafts one TCFD section from the company's own
 * information, generate is the same call under the original API's path, which its client never uses, and the two lists
 * list what a draft can be and the industries the form offers. Nothing is stored, so no Idempotency-Key is needed: a
 * retry simply drafts again.
 */
export function sectionGenerationRoutes({ engine }: SectionGenerationDeps) {
  const app = new Hono<AppEnv>()
  for (const entry of [endpoints.write.generateSection, endpoints.write.generate]) {
    mountEndpoint(app, entry, [requireSession], (c, answer) => generate(answer, engine(), c.req.valid('json')))
  }
  mountEndpoint(app, endpoints.write.disclosureTypes, [requireSession], (_c, answer) =>
    answer({ disclosure_types: [...DISCLOSURE_TYPES] }),
  )
  mountEndpoint(app, endpoints.write.industrySectors, [requireSession], (_c, answer) =>
    answer({ industry_sectors: [...INDUSTRY_OPTIONS], default: DEFAULT_INDUSTRY }),
  )
  return app
}
