import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { repoRoot } from './paths'

const PackageSchema = v.object({ version: v.string() })

let cached: string | undefined

// package.json is the single place the release version is written; health reports it.
export function appVersion(): string {
  cached ??= v.parse(PackageSchema, JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))).version
  return cached
}
