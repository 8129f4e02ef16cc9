import { open, readFile, rm } from 'node:fs/promises'

// PGlite is a single-process database: two servers writing one data folder (say `npm run dev` next to
// `npm start`) would corrupt it. A lock file holding the owner's pid refuses the second one with a clear message;
// a lock left by a process that no longer exists (killed, crashed) is taken over.

// Locks this process holds. A lock file naming our own pid but not listed here was left by an earlier process that
// had the same pid, which is the rule rather than the exception in containers (pid 1).
const held = new Set<string>()

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function ownerOf(lockFile: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(lockFile, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** The lock is held by another live process; callers such as the admin CLI explain what to do about it. */
export class DirectoryInUseError extends Error {
  readonly pid: number
  readonly lockFile: string

  constructor(message: string, pid: number, lockFile: string) {
    super(message)
    this.name = 'DirectoryInUseError'
    this.pid = pid
    this.lockFile = lockFile
  }
}

/** Takes the lock or throws; the answer releases it. */
export async function lockDirectory(lockFile: string, description: string): Promise<() => Promise<void>> {
  if (held.has(lockFile)) throw new Error(`${description} is already open in this process`)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockFile, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      held.add(lockFile)
      return async () => {
        held.delete(lockFile)
        await rm(lockFile, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = await ownerOf(lockFile)
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
      throw new DirectoryInUseError(
        `${description} is in use by another process (pid ${owner}); stop it, use another DATA_DIR, or delete ${lockFile} if no other server runs`,
        owner,
        lockFile,
      )
    }
    await rm(lockFile, { force: true })
  }
  throw new Error(`Could not lock ${description}`)
}
