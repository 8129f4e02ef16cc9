// The report library's upload throughput (issue 17): pages per second for PDFs and reports per second for JSONL,
// from the upload until every job is done. The measuring is done by src/server/cli/bench-library.ts (server code,
// which this project does not compile), run here as a child process. Run on its own with
// `npx tsx tests/bench/library.ts`; run.ts calls it for `npm run bench`.
import { spawn } from 'node:child_process'

type Row = [string, string]

const repoRoot = new URL('../../', import.meta.url).pathname

export async function benchLibrary(): Promise<Row[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/bench-library.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`src/server/cli/bench-library.ts exited with ${code}`)
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as Row[]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| measure | result |\n| --- | --- |')
  for (const [name, value] of await benchLibrary()) console.log(`| ${name} | ${value} |`)
}
