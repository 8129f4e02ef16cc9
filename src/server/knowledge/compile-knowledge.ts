import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Passage } from '../../core/knowledge/passage'
import { allowedUrlsFrom, parsePassageFile } from './parse-passage'

export const knowledgeDir = new URL('../../core/knowledge/', import.meta.url).pathname
export const generatedFile = join(knowledgeDir, 'passages.gen.json')
const notPassages = new Set(['README.md', 'urls.md'])

export async function readPassages(dir = knowledgeDir): Promise<Passage[]> {
  const allowed = allowedUrlsFrom(await readFile(join(dir, 'urls.md'), 'utf8'))
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md') && !notPassages.has(name)).sort()
  // Every file is checked before any error is raised, so one run lists all the problems at once.
  const results = await Promise.all(
    files.map(async (file) => {
      try {
        return parsePassageFile(file, await readFile(join(dir, file), 'utf8'), allowed)
      } catch (error) {
        return error instanceof Error ? error : new Error(`${file}: ${String(error)}`)
      }
    }),
  )
  const problems = results.filter((result): result is Error => result instanceof Error)
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('\n'))
  const passages = results as Passage[]
  const seen = new Set<string>()
  for (const passage of passages) {
    if (seen.has(passage.id)) throw new Error(`duplicate passage id ${passage.id}`)
    seen.add(passage.id)
  }
  return passages
}

/**
 * The data file the server imports and the browser fetches (a precached asset, parsed as JSON rather than evaluated
 * as JavaScript). One passage per line keeps it compact and its diffs readable.
 */
export function renderPassagesJson(passages: Passage[]): string {
  return `[\n${passages.map((passage) => JSON.stringify(passage)).join(',\n')}\n]\n`
}
