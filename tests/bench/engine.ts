import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import { createGroundedEngine } from '../../src/core/engine/grounded-engine'
import { knowledgeBase } from '../../src/core/knowledge/knowledge-base'

// The grounded engine's speed on the server (answers and section drafts, median of many runs after a warm-up) and
// its weight in the browser: the engine as the lazily loaded chunk the app imports, and the knowledge base as the
// JSON data file it fetches (both precached by the service worker), each gzipped.
// The questions cover every kind of answer: a list, a yes/no, a definition, a method, a comparison table, a
// calculation from the user's figures, a mixed question and a follow-up.
const QUESTIONS: Array<{ question: string; history?: Array<{ role: 'user' | 'assistant'; content: string }> }> = [
  { question: 'What does AASB S2 require for Scope 3 emissions?' },
  { question: 'What are the 15 Scope 3 categories?' },
  { question: 'Is scenario analysis mandatory under AASB S2?' },
  { question: 'How should we quantify physical risk across our sites?' },
  { question: 'Compare AASB S2 and IFRS S2 in a table' },
  {
    question:
      'We are a 30 June balancer with $320m revenue, $450m gross assets and 280 employees. Which group are we in?',
  },
  { question: 'What is Scope 3 and can you recommend a good restaurant in Perth?' },
  { question: 'What is chronic physical risk?' },
  {
    question: 'and for Group 3?',
    history: [
      { role: 'user', content: 'What are the Group 2 thresholds?' },
      { role: 'assistant', content: 'Group 2 ...' },
    ],
  },
]
const COMPANY_INFO =
  'Harbour Energy runs gas-fired power stations in Queensland. The board risk committee reviews climate risks quarterly. We emitted 1.2 million tCO2-e of Scope 1 emissions in FY2025 and target a 40% cut by 2030.'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function timeEach(runs: number, task: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i += 1) await task(i)
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    await task(i)
    times.push(performance.now() - started)
  }
  return median(times)
}

async function browserChunkGzip(): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: new URL('../../src/core/engine/grounded-engine.ts', import.meta.url).pathname,
        formats: ['es'],
        fileName: 'engine',
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const code = outputs
    .flatMap((output) => output.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('')
  return gzipSync(code, { level: 9 }).length
}

export async function benchEngine(): Promise<Array<[string, string]>> {
  const startedIndex = performance.now()
  const engine = createGroundedEngine(knowledgeBase)
  const indexMs = performance.now() - startedIndex
  const answerMs = await timeEach(500, (i) => engine.answer(QUESTIONS[i % QUESTIONS.length]!))
  const sections = ['governance', 'strategy', 'risk_management', 'metrics_targets'] as const
  const draftMs = await timeEach(500, (i) =>
    engine.draftSection({
      section: sections[i % 4]!,
      companyName: 'Harbour Energy',
      companyInfo: COMPANY_INFO,
      industry: 'Energy',
    }),
  )
  const chunk = await browserChunkGzip()
  const knowledge = gzipSync(await readFile(new URL('../../src/core/knowledge/passages.gen.json', import.meta.url)), {
    level: 9,
  }).length
  return [
    [`grounded engine: build the passage index (${knowledgeBase.length} passages)`, `${indexMs.toFixed(1)} ms`],
    ['grounded answer, server (median of 500; target < 20 ms)', `${answerMs.toFixed(2)} ms`],
    ['grounded section draft, server (median of 500; target < 20 ms)', `${draftMs.toFixed(2)} ms`],
    ['engine browser chunk, gzip (target < 150 KB)', `${(chunk / 1024).toFixed(1)} KiB`],
    [
      'knowledge base data file passages.gen.json, gzip (fetched and precached, not parsed as JavaScript)',
      `${(knowledge / 1024).toFixed(1)} KiB`,
    ],
  ]
}
