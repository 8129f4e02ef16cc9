import { Hono, type Context } from 'hono'
import type * as v from 'valibot'
import {
  DEFAULT_INDUSTRY,
  DISCLOSURE_TYPES,
  GenerateSectionRequestSchema,
  INDUSTRY_OPTIONS,
  type DisclosureTypesResponse,
  type GenerateSectionResponse,
  type IndustrySectorsResponse,
} from '../../core/contract/write'
import { complianceFlags } from '../../core/engine/compliance-flags'
import { detectSector } from '../../core/engine/draft-facts'
import type { DraftInput, Engine, EngineAnswer } from '../../core/engine/types'
import type { AppEnv } from '../http/app-env'
import { errorResponse } from '../http/errors'
import { jsonBody } from '../http/json-body'
import { requireSession } from '../http/session'
import { ModelUnavailableError } from '../llm/model-errors'

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

async function generate(c: Context<AppEnv>, engine: Engine, body: GenerateSectionInput): Promise<Response> {
  let answer: EngineAnswer
  try {
    answer = await engine.draftSection(toDraftInput(body))
  } catch (error) {
    // Only with LLM_FALLBACK=false: otherwise the grounded engine has already stood in for the model server.
    if (error instanceof ModelUnavailableError) return errorResponse(c, error.status, error.message)
    throw error
  }
  // Read from the company information, not from the draft, so a model's draft gets the same flags as the engine's.
  const flags = complianceFlags(body.context, detectSector(body.context, body.industry))
    .filter((flag) => flag.section === body.section)
    .map(({ rule, message }) => ({ rule, message }))
  const response: GenerateSectionResponse = {
    content: answer.markdown,
    sources: answer.citations,
    engine: answer.engine,
    ...(answer.fallback ? { fallback: true } : {}),
    flags,
  }
  return c.json(response)
}

/**
 * Write Assist's generation calls (SPEC.md section 7), mounted under /api/llm: POST /tcfd drafts one TCFD section
 * from the company's own information, POST /write/generate is the same call under the path SPEC.md defines but its
 * client never uses, and the two GET calls list what a draft can be and the industries the form offers. Nothing is
 * stored, so no Idempotency-Key is needed: a retry simply drafts again.
 */
export function sectionGenerationRoutes({ engine }: SectionGenerationDeps) {
  return new Hono<AppEnv>()
    .post('/tcfd', requireSession, jsonBody(GenerateSectionRequestSchema), (c) => generate(c, engine(), c.req.valid('json')))
    .post('/write/generate', requireSession, jsonBody(GenerateSectionRequestSchema), (c) => generate(c, engine(), c.req.valid('json')))
    .get('/write/disclosure-types', requireSession, (c) => {
      const answer: DisclosureTypesResponse = { disclosure_types: [...DISCLOSURE_TYPES] }
      return c.json(answer)
    })
    .get('/write/industry-sectors', requireSession, (c) => {
      const answer: IndustrySectorsResponse = { industry_sectors: [...INDUSTRY_OPTIONS], default: DEFAULT_INDUSTRY }
      return c.json(answer)
    })
}
