// Write Assist's generation over HTTP (issue 8): POST /api/llm/tcfd to a real local server running the grounded
// engine, signed in as the demo account, one request at a time. engine.ts times the draft alone; the difference is
// what the session lookup, validation and JSON cost around it.
import { startServer } from '../e2e/server-process'
import { signIn } from './demo-session'
import { medianP95 } from './stats'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

type Row = [string, string]

const SECTIONS = ['governance', 'strategy', 'risk_management', 'metrics_targets'] as const
const CONTEXT =
  'Harbour Energy runs gas-fired power stations in Queensland. The board risk committee reviews climate risks quarterly. We assess climate risks each year in a workshop and record them in the enterprise risk register. We emitted 1.2 million tCO2-e of Scope 1 emissions in FY2025 and target a 40% cut by 2030.'
const QUESTION = 'How should we describe our scenario analysis?'

export async function benchSectionGeneration(requests = 200): Promise<Row[]> {
  const server = await startServer({ LOG_LEVEL: 'warn' })
  try {
    const headers = await signIn(server.url)
    const generate = async (i: number, withQuestion: boolean) => {
      const body = {
        context: CONTEXT,
        section: SECTIONS[i % SECTIONS.length],
        company_name: 'Harbour Energy',
        industry: 'Energy',
        ...(withQuestion ? { question: QUESTION } : {}),
      }
      const started = performance.now()
      const response = await fetch(`${server.url}${endpointPath(endpoints.write.generateSection, {})}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
      const answer = (await response.json()) as { content?: string; engine?: string }
      const elapsed = performance.now() - started
      // A fast error is not a fast draft: every answer must be a grounded section.
      if (response.status !== 200 || answer.engine !== 'grounded' || !answer.content?.startsWith('## ')) {
        throw new Error(`POST /api/llm/tcfd answered ${response.status}: ${JSON.stringify(answer).slice(0, 200)}`)
      }
      return elapsed
    }
    // The same signed-in round trip without the engine: session lookup, routing and a small JSON answer.
    const baseline = async () => {
      const started = performance.now()
      const response = await fetch(`${server.url}${endpointPath(endpoints.write.industrySectors, {})}`, { headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`GET /api/llm/write/industry-sectors answered ${response.status}`)
      return performance.now() - started
    }

    // Interleaved, so that load from elsewhere on a shared machine falls on all three alike.
    for (let i = 0; i < 20; i += 1) await Promise.all([baseline(), generate(i, false), generate(i, true)]) // warm-up
    const times = { baseline: [] as number[], plain: [] as number[], asked: [] as number[] }
    for (let i = 0; i < requests; i += 1) {
      times.baseline.push(await baseline())
      times.plain.push(await generate(i, false))
      times.asked.push(await generate(i, true))
    }
    return [
      [`POST /api/llm/tcfd round trip, grounded engine (median / p95 of ${requests})`, medianP95(times.plain)],
      [`POST /api/llm/tcfd with a question (median / p95 of ${requests})`, medianP95(times.asked)],
      [
        `GET /api/llm/write/industry-sectors, signed in, no engine (median / p95 of ${requests})`,
        medianP95(times.baseline),
      ],
    ]
  } finally {
    await server.stop()
  }
}

// Run on its own with `npx tsx tests/bench/section-generation.ts`; run.ts imports it for `npm run bench`.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| measure | result |\n| --- | --- |')
  for (const [name, value] of await benchSectionGeneration()) console.log(`| ${name} | ${value} |`)
}
