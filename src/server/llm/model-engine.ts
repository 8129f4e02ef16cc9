import OpenAI from 'openai'
import { citedCalculation, planAnswer } from '../../core/engine/answer-plan'
import type { PassageIndex, ScoredPassage } from '../../core/engine/retrieval'
import { analyseReports, type SummaryAnalysis } from '../../core/engine/summary-analysis'
import { categoryLabel } from '../../core/taxonomy'
import type { Passage } from '../../core/knowledge/passage'
import type { DraftInput, Engine, EngineAnswer, RunOptions, SummaryInput } from '../../core/engine/types'
import type { LlmConfig } from '../config'
import type { Logger } from '../logger'
import { CitationFilter } from './citations'
import { ModelEmptyAnswerError, ModelStreamStalledError, ModelUnavailableError, summariseFailure } from './model-errors'
import { buildAnalyseSummaryMessages, comparisonMarkdown, SUMMARY_RECOMMENDATIONS } from './prompts/analyse-summary'
import { buildChatAnswerMessages } from './prompts/chat-answer'
import type { PromptMessage, PromptSource } from './prompts/prompt-parts'
import { buildSectionDraftMessages } from './prompts/section-draft'
import { searchEach, SECTION_QUERY, summaryQueries } from './retrieval-queries'

// The OpenAI-compatible provider of the Engine interface (src/core/engine/types.ts). It retrieves from the same
// knowledge base as the grounded engine, hands the passages to the model with the instruction to cite them, keeps only
// citations that name a provided source, and falls back to the grounded engine when the model server fails (decision
// 040).

export type ModelEngineOptions = {
  llm: LlmConfig
  index: PassageIndex
  /** The grounded engine: answers when retrieval finds nothing, classifies, and stands in when the model fails. */
  fallback: Engine
  fallbackEnabled: boolean
  /** Per attempt for the response headers (the SDK's timeout), and the longest silence while the body arrives. */
  timeoutMs: number
  /** Retries of 408, 409, 429, 5xx and connection errors, with the SDK's exponential backoff and Retry-After. */
  maxRetries: number
  logger: Logger
}

/** The line that opens an answer the grounded engine wrote because the model server failed. */
export const FALLBACK_NOTE =
  '_The model server could not be reached or did not answer, so this answer comes from the built-in grounded engine._'

/**
 * Sent through onDelta before the fallback answer when part of the model's answer had already been streamed. The
 * final EngineAnswer (fallback: true) holds only the fallback answer and replaces what was streamed.
 */
export const STREAM_FALLBACK_SEPARATOR = '\n\n---\n\n'

const LENGTH_NOTE = '_The model stopped at its length limit, so this answer may be incomplete._'
const SECTION_PASSAGES = 5
// A chat question gets more passages than a draft's extra question: list and comparison answers need them whole.
const QUESTION_PASSAGES = 5
const DRAFT_QUESTION_PASSAGES = 2
const SUMMARY_PASSAGES = { basic: 5, intermediate: 6, comprehensive: 8 } as const
// Servers without keys (Ollama, vLLM, LM Studio) ignore the header, but the SDK refuses to start without a key.
const NO_KEY = 'not-needed'

type Task = {
  kind: 'answer' | 'summary' | 'draft'
  messages: PromptMessage[]
  sources: PromptSource[]
  /** The grounded engine's answer to the same input. */
  fallback: (options: RunOptions) => Promise<EngineAnswer>
}

type Call = { messages: PromptMessage[]; signal: AbortSignal; progress: () => void }

// A completion, or a chunk of a streamed one, as far as it is read here: an OpenAI-compatible server may leave out
// any of it, whatever the SDK's types say.
type ServerReply<Part extends 'delta' | 'message'> = {
  choices?: Array<{ [part in Part]?: { content?: string | null } } & { finish_reason?: string | null }>
}

/** An error thrown by the caller's onDelta: it is the caller's, not the model server's, so it must not cause a fallback. */
class ConsumerError extends Error {
  constructor(readonly original: unknown) {
    super('onDelta threw')
  }
}

export function createModelEngine({
  llm,
  index,
  fallback,
  fallbackEnabled,
  timeoutMs,
  maxRetries,
  logger,
}: ModelEngineOptions): Engine {
  const log = logger.child({ component: 'model-engine', model: llm.model, baseUrl: withoutCredentials(llm.baseUrl) })
  const client = new OpenAI({
    baseURL: llm.baseUrl,
    apiKey: llm.apiKey ?? NO_KEY,
    // Explicit nulls stop the SDK from picking these up from OPENAI_* variables: config.ts is the only reader of the
    // environment.
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: timeoutMs,
    maxRetries,
    logLevel: 'info',
    logger: sdkLogger(log),
  })

  async function streamCompletion(call: Call, onText: (text: string) => void): Promise<string | null> {
    const stream = await client.chat.completions.create(
      { model: llm.model, messages: call.messages, stream: true },
      { signal: call.signal },
    )
    call.progress()
    let finish: string | null = null
    for await (const chunk of stream as AsyncIterable<ServerReply<'delta'>>) {
      call.progress()
      const choice = chunk.choices?.[0]
      if (choice?.delta?.content) onText(choice.delta.content)
      if (choice?.finish_reason) finish = choice.finish_reason
    }
    return finish
  }

  async function plainCompletion(call: Call): Promise<{ text: string; finish: string | null }> {
    // asResponse() ends the SDK's part (with its retries) at the headers, so the body read below is under our own
    // silence limit too: a server that sends headers and then stalls would otherwise hang the request for good.
    const response = await client.chat.completions
      .create({ model: llm.model, messages: call.messages }, { signal: call.signal })
      .asResponse()
    call.progress()
    const completion = JSON.parse(await response.text()) as ServerReply<'message'> | null
    const choice = completion?.choices?.[0]
    return { text: choice?.message?.content ?? '', finish: choice?.finish_reason ?? null }
  }

  /** Runs `work` under an abort signal that fires on the caller's abort or after timeoutMs without progress. */
  async function withWatchdog<T>(
    signal: AbortSignal | undefined,
    work: (signal: AbortSignal, progress: () => void) => Promise<T>,
  ): Promise<T> {
    // The SDK's timeout governs the wait for headers (per attempt); the watchdog starts once they have arrived.
    const controller = new AbortController()
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    let stalled = false
    let timer: NodeJS.Timeout | undefined
    const progress = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        stalled = true
        controller.abort()
      }, timeoutMs)
    }
    try {
      const result = await work(controller.signal, progress)
      // The SDK ends a stream quietly when it is aborted, so an abort has to be checked for after the loop.
      // The timer sets it during the await, which TypeScript's narrowing does not see.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (stalled) throw new ModelStreamStalledError(timeoutMs)
      signal?.throwIfAborted()
      return result
    } catch (error) {
      // The timer sets it during the await, which TypeScript's narrowing does not see.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (stalled) throw new ModelStreamStalledError(timeoutMs)
      throw error
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  async function complete(task: Task, { signal, onDelta }: RunOptions = {}): Promise<EngineAnswer> {
    signal?.throwIfAborted()
    const filter = new CitationFilter(task.sources)
    let body = ''
    let shown = ''
    const show = (text: string) => {
      if (!onDelta || text === '') return
      shown += text
      try {
        onDelta(text)
      } catch (error) {
        throw new ConsumerError(error)
      }
    }
    let finish: string | null
    try {
      finish = await withWatchdog(signal, async (callSignal, progress) => {
        const call: Call = { messages: task.messages, signal: callSignal, progress }
        if (onDelta) {
          return streamCompletion(call, (delta) => {
            const text = filter.push(delta)
            body += text
            show(text)
          })
        }
        const { text, finish: reason } = await plainCompletion(call)
        body += filter.push(text)
        return reason
      })
      const rest = filter.flush()
      body += rest
      show(rest)
      if (body.trim() === '') throw new ModelEmptyAnswerError()
    } catch (error) {
      if (error instanceof ConsumerError) throw error.original
      if (signal?.aborted) throw signal.reason
      return fallBack(task, error, shown, { signal, onDelta })
    }

    const { markdown: sources, citations } = filter.sourcesMarkdown()
    if (filter.citations.length === 0) {
      log.warn(
        { task: task.kind, provided: task.sources.length },
        'The model cited none of the sources it was given; listing them all as provided',
      )
    }
    if (filter.dropped > 0)
      log.info({ task: task.kind, dropped: filter.dropped }, 'Dropped citations that named no provided source')
    const tail = [finish === 'length' ? LENGTH_NOTE : '', sources].filter(Boolean).join('\n\n')
    const ending = separatorAfter(body) + tail
    onDelta?.(ending)
    return { markdown: body + ending, citations, engine: 'model' }
  }

  async function fallBack(
    task: Task,
    error: unknown,
    shown: string,
    { signal, onDelta }: RunOptions,
  ): Promise<EngineAnswer> {
    const failure = summariseFailure(error, llm.apiKey)
    log.warn({ task: task.kind, ...failure, fallback: fallbackEnabled }, 'Model server call failed')
    if (!fallbackEnabled) throw new ModelUnavailableError(failure.reason)
    const standIn = await task.fallback(signal ? { signal } : {})
    const markdown = `${FALLBACK_NOTE}\n\n${standIn.markdown}`
    // Whatever the caller has already shown stays a visible, separated part of the stream; the final answer replaces it.
    onDelta?.(`${shown === '' ? '' : STREAM_FALLBACK_SEPARATOR}${markdown}`)
    return { ...standIn, markdown, engine: 'grounded', fallback: true }
  }

  /** The grounded engine's answer as it is, streamed in one piece (it is already complete when it arrives). */
  async function groundedOnly(
    run: (options: RunOptions) => Promise<EngineAnswer>,
    { signal, onDelta }: RunOptions = {},
  ): Promise<EngineAnswer> {
    const answer = await run(signal ? { signal } : {})
    onDelta?.(answer.markdown)
    return answer
  }

  return {
    answer(input, options) {
      // The same plan as the grounded engine's: the question's kind, the passages of its own topic (earlier turns
      // only for a follow-up), the calculators' result and the parts to decline all go into the prompt.
      const plan = planAnswer(index, input)
      const run = (runOptions: RunOptions) => fallback.answer(input, runOptions)
      // Nothing to cite means nothing to ask the model: the grounded engine says so and suggests what it can answer.
      if (plan.outcome === 'decline') return groundedOnly(run, options)
      const calculated = (plan.calculation?.blocks ?? []).flatMap((block) => block.cite).map((id) => index.get(id))
      const sources = passageSources([
        ...calculated
          .filter((passage) => passage !== undefined)
          .map((passage) => ({ passage, score: 0, coverage: 1, named: true })),
        ...plan.hits.slice(0, QUESTION_PASSAGES),
      ])
      const numberOf = (passage: Passage) =>
        sources.findIndex((source) => source.kind === 'passage' && source.passage.id === passage.id) + 1
      const calculation = plan.calculation
        ? citedCalculation(plan.calculation, index, numberOf).join('\n\n')
        : undefined
      // A new topic starts fresh: the model sees earlier turns only when the question leans on them.
      const history = plan.context.length > 0 ? input.history : []
      const messages = buildChatAnswerMessages({
        question: input.question,
        history,
        sources,
        kind: plan.analysis.kind,
        declined: plan.declined,
        calculation,
      })
      return complete({ kind: 'answer', messages, sources, fallback: run }, options)
    },

    summarise(input: SummaryInput, options) {
      const run = (runOptions: RunOptions) => fallback.summarise(input, runOptions)
      if (input.excerpts.length === 0) return groundedOnly(run, options)
      // The same analysis the grounded engine writes from: the model words it, and cannot add a company or a gap.
      const analysis = analyseReports(input, { classify: fallback.classify })
      const excerpts = analysis.companies.flatMap((company) => company.excerpts)
      const recommended = analysis.recommendations
        .slice(0, SUMMARY_RECOMMENDATIONS[input.level])
        .flatMap((rec) => rec.passageIds.slice(0, 2))
        .map((id) => index.get(id))
        .filter((passage) => passage !== undefined)
        .map((passage) => ({ passage, score: 0, coverage: 1, named: true }))
      const passages = passageSources([
        ...recommended,
        ...searchEach(index, summaryQueries(excerpts, input.query), SUMMARY_PASSAGES[input.level]),
      ])
      const messages = buildAnalyseSummaryMessages({
        analysis,
        excerpts,
        passages,
        level: input.level,
        ...(input.query ? { query: input.query } : {}),
        label: categoryLabel,
      })
      const sources: PromptSource[] = [
        ...excerpts.map((excerpt): PromptSource => ({ kind: 'report', excerpt })),
        ...passages,
      ]
      // The comparison is the summary's spine: a model that words around it or drops it gets it back as computed.
      return complete({ kind: 'summary', messages, sources, fallback: run }, options).then((answer) =>
        answer.engine === 'model' && !answer.markdown.includes(COMPARISON_HEADER)
          ? { ...answer, markdown: withComparison(answer.markdown, analysis) }
          : answer,
      )
    },

    draftSection(input: DraftInput, options) {
      const hits = index.search(SECTION_QUERY[input.section], { k: SECTION_PASSAGES })
      const asked = input.question?.trim() ? index.relevant(input.question, { k: DRAFT_QUESTION_PASSAGES }) : []
      const sources = passageSources([...hits, ...asked])
      const run = (runOptions: RunOptions) => fallback.draftSection(input, runOptions)
      return complete(
        { kind: 'draft', messages: buildSectionDraftMessages({ ...input, sources }), sources, fallback: run },
        options,
      )
    },

    // One model call per paragraph would make ingesting thousands of reports slow and costly; the grounded
    // classifier is fast, deterministic and measured (npm run eval).
    classify: (text) => fallback.classify(text),
  }
}

const COMPARISON_HEADER = '| AASB S2 element |'

/** The computed comparison table, placed before the recommendations (or the sources) of a model's summary. */
function withComparison(markdown: string, analysis: SummaryAnalysis): string {
  const table = `## Comparison against AASB S2\n\n${comparisonMarkdown(analysis)}\n\n`
  const at = [markdown.indexOf('## Recommendations'), markdown.indexOf('**Sources**')].find((index) => index >= 0)
  return at === undefined
    ? `${markdown.trimEnd()}\n\n${table.trimEnd()}`
    : `${markdown.slice(0, at)}${table}${markdown.slice(at)}`
}

function passageSources(hits: readonly ScoredPassage[]): PromptSource[] {
  const seen = new Set<string>()
  const sources: PromptSource[] = []
  for (const { passage } of hits) {
    if (seen.has(passage.id)) continue
    seen.add(passage.id)
    sources.push({ kind: 'passage', passage })
  }
  return sources
}

function separatorAfter(text: string): string {
  if (text.endsWith('\n\n')) return ''
  return text.endsWith('\n') ? '\n' : '\n\n'
}

function withoutCredentials(url: string): string {
  const parsed = new URL(url)
  parsed.username = ''
  parsed.password = ''
  parsed.search = ''
  return parsed.toString()
}

// The SDK reports retries at info level; they belong in our JSON log at debug. Only its message strings are passed
// on: they name the URL and status, while its detail objects carry headers that are better left out.
function sdkLogger(log: Logger) {
  return {
    error: (message: string) => log.warn({ source: 'openai-sdk' }, message),
    warn: (message: string) => log.warn({ source: 'openai-sdk' }, message),
    info: (message: string) => log.debug({ source: 'openai-sdk' }, message),
    debug: (message: string) => log.debug({ source: 'openai-sdk' }, message),
  }
}
