// Analyse Reports' speed (issue 6): first-start generation of the 6,000-report demo corpus, search latency at 6,000
// reports on PGlite and PostgreSQL and at 60,000 on PostgreSQL, and grounded summaries of 10 and 50 excerpts. The
// measuring is done by src/server/cli/bench-search.ts (server code, which this project does not compile), run here
// as a child process; PostgreSQL is measured when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Run on its own with
// `npx tsx tests/bench/search.ts`; run.ts calls it for `npm run bench`. It takes several minutes with PostgreSQL,
// most of it storing the 60,000 reports.
import { spawn } from 'node:child_process'

type Row = [string, string]

const repoRoot = new URL('../../', import.meta.url).pathname

export async function benchSearch(): Promise<Row[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/bench-search.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`src/server/cli/bench-search.ts exited with ${code}`)
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as Row[]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| measure | result |\n| --- | --- |')
  for (const [name, value] of await benchSearch()) console.log(`| ${name} | ${value} |`)
}
