import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

// Starts the real server (src/server/main.ts through tsx, serving the built dist/) on a free loopback port with its
// own temporary DATA_DIR, as a user's `npm start` would, and stops it with SIGTERM like a process manager.
export type RunningServer = {
  url: string
  dataDir: string
  process: ChildProcess
  output: () => string
  /** keepData leaves DATA_DIR in place, for a terminal command and a restart on it. */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>
}

const repoRoot = new URL('../../', import.meta.url).pathname

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'cda-e2e-')))
  // The server gets its own embedded database whatever the calling shell has configured.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Mail links must open on the origin the browser uses, or they would land without its cookies.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`)
    try {
      const response = await fetch(`${url}${endpointPath(endpoints.health, {})}`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer ${endpoints.health.path} within 90 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) child.kill('SIGTERM')
      const code = await exited
      if (!keepData) await rm(dataDir, { recursive: true, force: true })
      return code
    },
  }
}
