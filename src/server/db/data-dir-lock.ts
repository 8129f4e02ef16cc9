import { open, readFile, type FileHandle } from 'node:fs/promises'
import { tryLock } from 'fs-native-extensions'

// PGlite is a single-process database: two servers writing one data folder (say `npm run dev` next to `npm start`)
// would corrupt it. The guard is an operating-system lock on the lock file (an open-file-description lock on Linux,
// flock on macOS, LockFileEx on Windows), held for as long as this process keeps the file open. The kernel drops it
// when the process ends, however it ends, so a dead server never blocks a start and a live one always does. The file
// stays in place: deleting it could let a second process lock a new file while the first still holds the old one.
// The pid written into it only names the holder in messages; it decides nothing.

// Open lock files of this process, by path. Holding the handle also keeps it from being garbage-collected, which
// would close the file and drop the lock.
const held = new Map<string, FileHandle>()

/** Another process holds the lock; callers such as the admin CLI explain what to do about it. */
export class DirectoryInUseError extends Error {
  /** The holder as it wrote itself into the file; undefined when that could not be read. */
  readonly pid: number | undefined
  readonly lockFile: string

  constructor(message: string, pid: number | undefined, lockFile: string) {
    super(message)
    this.name = 'DirectoryInUseError'
    this.pid = pid
    this.lockFile = lockFile
  }
}

async function holderOf(lockFile: string): Promise<number | undefined> {
  // Windows refuses to read a locked file; then the message names no pid.
  const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10)
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

/** Takes the lock or throws; the answer releases it. */
export async function lockDirectory(lockFile: string, description: string): Promise<() => Promise<void>> {
  if (held.has(lockFile)) throw new Error(`${description} is already open in this process`)
  // An exclusive lock needs a file opened for writing; 'a+' creates it without truncating another holder's pid.
  const handle = await open(lockFile, 'a+')
  let locked = false
  try {
    locked = tryLock(handle.fd)
  } finally {
    if (!locked) await handle.close()
  }
  if (!locked) {
    const pid = await holderOf(lockFile)
    const holder = pid === undefined ? 'another process' : `another process (pid ${pid})`
    throw new DirectoryInUseError(
      `${description} is in use by ${holder}; stop it or use another DATA_DIR`,
      pid,
      lockFile,
    )
  }
  held.set(lockFile, handle)
  // Only a message depends on the pid, so a file that cannot take it (a full disk) does not stop the start.
  await handle
    .truncate(0)
    .then(() => handle.write(String(process.pid)))
    .catch(() => {})
  let released: Promise<void> | undefined
  return () =>
    (released ??= (async () => {
      held.delete(lockFile)
      // Closing the file is what releases the lock.
      await handle.close()
    })())
}
