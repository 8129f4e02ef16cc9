import { endpoints } from '../../../../core/contract/endpoints'
import type { GenerateSectionRequest } from '../../../../core/contract/write'
import type { TcfdSection } from '../../../../core/contract/write'
import { apiRequest, ApiError } from '../../../lib/api-client'
import { loadOfflineEngine } from '../../../lib/knowledge'
import { log } from '../../../lib/logger'

export type SectionInput = {
  section: TcfdSection
  companyName: string
  industry: string
  companyInfo: string
  question: string
}
export type GeneratedSection = { content: string; offline: boolean }

// A model server can take a while to write a section; the grounded engine answers in milliseconds.
const GENERATION_TIMEOUT_MS = 90_000

async function draftOffline(input: SectionInput): Promise<GeneratedSection> {
  const engine = await loadOfflineEngine()
  const answer = await engine.draftSection({ ...input, question: input.question.trim() || undefined })
  return { content: answer.markdown, offline: true }
}

/**
 * The section generation call, with the question sent only when it is not blank. When no answer comes back
 * (offline, or the server did not answer in time) the browser's grounded engine drafts the section instead, and
 * the result says so; an answer the server refused stays a failure, thrown as an ApiError.
 */
export async function generateSection(input: SectionInput): Promise<GeneratedSection> {
  const question = input.question.trim()
  const body: GenerateSectionRequest = {
    context: input.companyInfo,
    section: input.section,
    company_name: input.companyName,
    industry: input.industry,
    ...(question ? { question } : {}),
  }
  const result = await apiRequest(endpoints.write.generateSection, { body, timeoutMs: GENERATION_TIMEOUT_MS })
  if (result.ok) return { content: result.data.content, offline: false }
  if (result.error.kind !== 'network' && result.error.kind !== 'timeout') throw new ApiError(result.error)
  try {
    return await draftOffline(input)
  } catch (error) {
    log.error('The offline engine could not draft the section', error)
    throw new ApiError(result.error)
  }
}
