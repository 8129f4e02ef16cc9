import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './paths'

// Runs one of the terminal commands (src/server/cli/*.ts) as the real process a user starts, against an embedded
// database in `dataDir`: never the test run's PostgreSQL, whatever the environment names.

export type CliRun = { code: number | null; stdout: string; stderr: string }

export async function runCli(
  script: string,
  args: readonly string[],
  { dataDir, cwd = repoRoot }: { dataDir: string; cwd?: string },
): Promise<CliRun> {
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, ...inherited } = process.env
  // tsx is named by its place in the repository, so the command can run from a folder of its own (relative paths
  // in its arguments are then the user's).
  const tsx = pathToFileURL(join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href
  const child = spawn(process.execPath, ['--import', tsx, join(repoRoot, 'src/server/cli', script), ...args], {
    cwd,
    env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stdout, stderr }
}
