import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { repoRoot } from '../paths'
import { openDatabase } from './client'
import { DirectoryInUseError, lockDirectory } from './data-dir-lock'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function tempDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cda-lock-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  return dataDir
}

/**
 * Another process that takes the lock and holds it, started the way a container's first process starts a server: its
 * parent (here `sleep`, exec'ed by the shell) never reaps it, so once killed it stays a zombie whose pid still exists.
 */
async function lockHolder(lockFile: string): Promise<{ pid: number }> {
  const script = [
    `import { lockDirectory } from ${JSON.stringify(join(repoRoot, 'src/server/db/data-dir-lock.ts'))}`,
    `await lockDirectory(${JSON.stringify(lockFile)}, 'The test folder')`,
    `console.log('locked ' + process.pid)`,
    'setInterval(() => {}, 60_000)',
  ].join('\n')
  const shell = spawn(
    'sh',
    ['-c', '"$@" & exec sleep 600', 'sh', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  cleanups.push(async () => {
    if (shell.exitCode === null) {
      shell.kill('SIGKILL')
      await once(shell, 'exit')
    }
  })
  let output = ''
  for await (const chunk of shell.stdout) {
    output += String(chunk)
    const pid = output.match(/locked (\d+)/)?.[1]
    if (pid) return { pid: Number(pid) }
  }
  throw new Error(`the lock holder stopped before locking: ${output}`)
}

/**
 * Resolves once the process has ended: gone, or a zombie whose threads have all exited. Node runs several threads and
 * the kernel closes a process's files only when the last of them exits, which can come after the main thread already
 * shows as a zombie.
 */
async function ended(pid: number): Promise<void> {
  for (;;) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
    const threads = await readdir(`/proc/${pid}/task`).catch(() => [])
    if (stat === undefined || (/^\d+ \(.*\) Z /.test(stat) && threads.length <= 1)) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test('a lock file naming a live process that holds no lock blocks nothing', async () => {
  const dataDir = await tempDataDir()
  // pid 1 always exists; it has never heard of this folder.
  await writeFile(join(dataDir, 'pglite.lock'), '1')
  const database = await openDatabase({ dataDir })
  await database.close()
})

test.skipIf(process.platform !== 'linux')(
  'a live holder blocks a second start, naming its pid; after kill -9 a start succeeds at once, though the dead holder is unreaped',
  async () => {
    const dataDir = await tempDataDir()
    const holder = await lockHolder(join(dataDir, 'pglite.lock'))

    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DirectoryInUseError)
    expect((refused as DirectoryInUseError).pid).toBe(holder.pid)
    expect((refused as Error).message).toContain(`in use by another process (pid ${holder.pid})`)

    process.kill(holder.pid, 'SIGKILL')
    await ended(holder.pid)
    const database = await openDatabase({ dataDir })
    await database.close()
  },
)

test('the lock can be taken again in this process once released, and not twice at the same time', async () => {
  const dataDir = await tempDataDir()
  const lockFile = join(dataDir, 'pglite.lock')
  const release = await lockDirectory(lockFile, 'The test folder')
  await expect(lockDirectory(lockFile, 'The test folder')).rejects.toThrow(/already open in this process/)
  expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid))
  await release()
  const again = await lockDirectory(lockFile, 'The test folder')
  await again()
})
