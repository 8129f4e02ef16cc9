import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { expect, test } from 'vitest'

// The repository's own rules, as eslint.config.js states them, checked on code written for the test: an API path
// outside the endpoint registry, a feature importing another, and process.env outside the configuration. The code
// is in no file a tsconfig project holds, so the rules that read types are left out.
const eslint = new ESLint({
  cwd: resolve(import.meta.dirname, '../..'),
  overrideConfig: tseslint.configs.disableTypeChecked,
})

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

test('an API path is written only in the endpoint registry', async () => {
  expect(await rulesBroken("export const path = '/api/health'\n", 'src/app/lib/probe.ts')).toContain(
    'no-restricted-syntax',
  )
  expect(await rulesBroken('export const path = `/api/drafts/${1}`\n', 'tests/e2e/probe.ts')).toContain(
    'no-restricted-syntax',
  )
  expect(await rulesBroken("export const path = '/api/health'\n", 'src/core/contract/endpoints.ts')).not.toContain(
    'no-restricted-syntax',
  )
})

test('a feature imports no other feature, but may import what screens share', async () => {
  const importing = (from: string) => `import { value } from '${from}'\nexport const used = value\n`
  expect(await rulesBroken(importing('../write/write-page'), 'src/app/features/chat/probe.ts')).toContain(
    'no-restricted-imports',
  )
  expect(await rulesBroken(importing('../../analyse/api/search'), 'src/app/features/chat/api/probe.ts')).toContain(
    'no-restricted-imports',
  )
  expect(await rulesBroken(importing('../../offline/sync/chat'), 'src/app/features/write/probe.ts')).not.toContain(
    'no-restricted-imports',
  )
  expect(await rulesBroken(importing('./chat-input'), 'src/app/features/chat/probe.ts')).not.toContain(
    'no-restricted-imports',
  )
  expect(await rulesBroken(importing('../../../server/config'), 'src/app/features/chat/probe.ts')).toContain(
    'no-restricted-imports',
  )
})

test('settings are read from the environment only by the server configuration', async () => {
  const reading = 'export const value = process.env.PORT\n'
  expect(await rulesBroken(reading, 'src/server/routes/probe.ts')).toContain('no-restricted-properties')
  expect(await rulesBroken(reading, 'src/app/lib/probe.ts')).toContain('no-restricted-properties')
  expect(await rulesBroken(reading, 'src/server/main.ts')).not.toContain('no-restricted-properties')
})
