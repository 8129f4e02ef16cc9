import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { defaultDistDir, repoRoot } from '../paths'
import { buildHashFileName, hashBuildInputs } from './build-inputs'

// Run by `npm start` before the server: builds the PWA only when dist/ is missing or was built from other inputs,
// so a fresh clone needs no separate build step and an unchanged checkout starts at once.

async function storedHash(distDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(distDir, buildHashFileName), 'utf8')).trim()
  } catch {
    return undefined
  }
}

function runBuild(): Promise<number> {
  return new Promise((resolve, reject) => {
    // npm is a .cmd shim on Windows, which Node only starts through a shell.
    const child = spawn('npm', ['run', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function ensureBuild(): Promise<number> {
  const distDir = defaultDistDir
  const inputsHash = await hashBuildInputs(repoRoot, process.env)
  if (!existsSync(join(distDir, 'index.html'))) {
    console.log('[ensure-build] dist/ is missing: building the app')
  } else if ((await storedHash(distDir)) !== inputsHash) {
    console.log('[ensure-build] the app sources changed since the last build: rebuilding')
  } else {
    console.log('[ensure-build] dist/ is up to date')
    return 0
  }
  const code = await runBuild()
  if (code !== 0) {
    console.error(`[ensure-build] npm run build failed (exit code ${code})`)
    return code
  }
  // Written last: a build that failed or was interrupted leaves no hash behind, so the next start tries again.
  await writeFile(join(distDir, buildHashFileName), `${inputsHash}\n`)
  return 0
}

process.exitCode = await ensureBuild()
