import { writeFile } from 'node:fs/promises'
import { generatedFile, readPassages, renderPassagesJson } from '../knowledge/compile-knowledge'

// `npm run knowledge`: checks every passage and writes src/core/knowledge/passages.gen.json.
// `npm run knowledge -- --check` only checks, and lists every problem.
try {
  const passages = await readPassages()
  if (process.argv.includes('--check')) {
    console.log(`${passages.length} passages, all well-formed`)
    process.exit(0)
  }
  await writeFile(generatedFile, renderPassagesJson(passages))
  console.log(`Wrote ${passages.length} passages to ${generatedFile}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
