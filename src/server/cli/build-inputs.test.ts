import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { hashBuildInputs } from './build-inputs'

let root: string

async function write(file: string, contents: string) {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), contents)
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cda-build-inputs-'))
  await write('index.html', '<div id="root"></div>')
  await write('package-lock.json', '{}')
  await write('tsconfig.app.json', '{}')
  await write('src/app/main.tsx', 'render()')
  await write('src/core/taxonomy.ts', 'export const a = 1')
  await write('sw/sw.ts', 'self.skipWaiting()')
  await write('public/logo.svg', '<svg/>')
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

test('the hash is a stable sha256 hex digest', async () => {
  const first = await hashBuildInputs(root)
  expect(first).toMatch(/^[0-9a-f]{64}$/)
  expect(await hashBuildInputs(root)).toBe(first)
})

test.each([
  'src/app/main.tsx',
  'src/core/taxonomy.ts',
  'sw/sw.ts',
  'public/logo.svg',
  'index.html',
  'package-lock.json',
  'tsconfig.app.json',
])('changing %s changes the hash', async (file) => {
  const before = await hashBuildInputs(root)
  await write(file, 'changed')
  expect(await hashBuildInputs(root)).not.toBe(before)
})

test('adding a source file or a new tsconfig changes the hash', async () => {
  const before = await hashBuildInputs(root)
  await write('src/app/features/chat/page.tsx', 'export {}')
  const afterSource = await hashBuildInputs(root)
  expect(afterSource).not.toBe(before)
  await write('tsconfig.sw.json', '{}')
  expect(await hashBuildInputs(root)).not.toBe(afterSource)
})

test('renaming a file changes the hash even when the contents stay the same', async () => {
  await write('src/app/a.ts', 'same')
  const before = await hashBuildInputs(root)
  await rm(join(root, 'src/app/a.ts'))
  await write('src/app/b.ts', 'same')
  expect(await hashBuildInputs(root)).not.toBe(before)
})

test('test files, generated route trees and files outside the inputs do not change the hash', async () => {
  const before = await hashBuildInputs(root)
  await write('src/app/main.test.tsx', 'test()')
  await write('src/core/engine/answer.test.ts', 'test()')
  await write('src/app/route-tree.gen.ts', 'generated')
  await write('src/server/main.ts', 'serve()')
  await write('README.md', '# readme')
  expect(await hashBuildInputs(root)).toBe(before)
})

test('VITE_* variables change the hash, other variables do not', async () => {
  const before = await hashBuildInputs(root, { PATH: '/bin' })
  expect(await hashBuildInputs(root, { PATH: '/usr/bin', PORT: '9000' })).toBe(before)
  expect(await hashBuildInputs(root, { VITE_ANALYSE_SAMPLE_FALLBACK: 'true' })).not.toBe(before)
})
