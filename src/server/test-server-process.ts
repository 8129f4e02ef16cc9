import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { repoRoot } from './paths'

// The real entry point (src/server/main.ts) as `npm start` runs it, minus the build, for the tests that need a whole
// process: its JSON log lines parsed as they arrive, its stderr kept for failure messages.

export type ServerLogLine = { level?: number; msg: string; [key: string]: unknown }

export async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  probe.close()
  await once(probe, 'close')
  return port
}

/** Starts the server on embedded PGlite in `dataDir`, whatever database the developer's shell names. */
export function spawnServer(dataDir: string, env: Record<string, string>) {
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: ServerLogLine[] = []
  let stderr = ''
  let pending = ''
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) logs.push(JSON.parse(line) as ServerLogLine)
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  return { child, logs, exited, stderr: () => stderr }
}
