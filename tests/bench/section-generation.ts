// Write Assist's generation over HTTP (issue 8): POST /api/llm/tcfd to a real local server running the grounded
// engine, signed in as the demo account, one request at a time. engine.ts times the draft alone; the difference is
// what the session lookup, validation and JSON cost around it.
import { startServer } from '../e2e/server-process'

type Row = [string, string]

const SECTIONS = ['governance', 'strategy', 'risk_management', 'metrics_targets'] as const
const CONTEXT =
  'Harbour Energy runs gas-fired power stations in Queensland. The board risk committee reviews climate risks quarterly. We assess climate risks each year in a workshop and record them in the enterprise risk register. We emitted 1.2 million tCO2-e of Scope 1 emissions in FY2025 and target a 40% cut by 2030.'
const QUESTION = 'How should we describe our scenario analysis?'

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export async function benchSectionGeneration(requests = 200): Promise<Row[]> {
  const server = await startServer({ LOG_LEVEL: 'warn' })
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: 'demo@example.com', password: 'climate-demo' }),
    })
    if (!login.ok) throw new Error(`demo login failed: ${login.status}`)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

    const headers = { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie }
    const generate = async (i: number, withQuestion: boolean) => {
      const body = { context: CONTEXT, section: SECTIONS[i % SECTIONS.length], company_name: 'Harbour Energy', industry: 'Energy', ...(withQuestion ? { question: QUESTION } : {}) }
      const started = performance.now()
      const response = await fetch(`${server.url}/api/llm/tcfd`, { method: 'POST', headers, body: JSON.stringify(body) })
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
      const response = await fetch(`${server.url}/api/llm/write/industry-sectors`, { headers })
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
    const figure = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return `${median(sorted).toFixed(2)} / ${percentile(sorted, 0.95).toFixed(2)} ms`
    }
    return [
      [`POST /api/llm/tcfd round trip, grounded engine (median / p95 of ${requests})`, figure(times.plain)],
      [`POST /api/llm/tcfd with a question (median / p95 of ${requests})`, figure(times.asked)],
      [`GET /api/llm/write/industry-sectors, signed in, no engine (median / p95 of ${requests})`, figure(times.baseline)],
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
