import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

// What `npm run build` reads. Hashing contents rather than comparing modification times keeps the check right after
// a git checkout, a clone or a copy, all of which reset mtimes.
const inputDirectories = ['src/app', 'src/core', 'sw', 'public']
const inputFiles = [
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'tsr.config.json',
  'package.json',
  'package-lock.json',
  // Vite reads these for VITE_* build-time settings.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

export const buildHashFileName = '.build-inputs.sha256'

function isIgnored(name: string): boolean {
  // Tests and generated route trees do not change what is built; OS litter is not ours.
  return /\.test\.[^.]+$/.test(name) || /\.gen\.ts$/.test(name) || name === '.DS_Store' || name === 'Thumbs.db'
}

async function filesUnder(root: string, directory: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(join(root, directory), { withFileTypes: true, recursive: true })
  } catch {
    return []
  }
  return entries
    .filter((entry) => entry.isFile() && !isIgnored(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

async function topLevelTsconfigs(root: string): Promise<string[]> {
  const names = await readdir(root)
  return names.filter((name) => /^tsconfig.*\.json$/.test(name))
}

async function contentsOf(root: string, file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(root, file))
  } catch {
    return undefined
  }
}

/**
 * SHA-256 over every build input's path and contents, plus the VITE_* variables of the environment (Vite bakes
 * them into the bundle). Paths are sorted so the hash does not depend on directory listing order.
 */
export async function hashBuildInputs(root: string, env: Record<string, string | undefined> = {}): Promise<string> {
  const listed = await Promise.all(inputDirectories.map((directory) => filesUnder(root, directory)))
  const files = [...new Set([...listed.flat(), ...inputFiles, ...(await topLevelTsconfigs(root))])].sort()
  const hash = createHash('sha256')
  for (const file of files) {
    const contents = await contentsOf(root, file)
    if (contents === undefined) continue
    // Length-prefixed fields, so moving bytes between a name and a body cannot produce the same stream.
    hash.update(`file ${Buffer.byteLength(file)}:${file} ${contents.length}:`)
    hash.update(contents)
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    const value = env[name] ?? ''
    hash.update(`env ${Buffer.byteLength(name)}:${name} ${Buffer.byteLength(value)}:${value}`)
  }
  return hash.digest('hex')
}
