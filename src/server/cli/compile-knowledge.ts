import { writeFile } from 'node:fs/promises'
import { generatedFile, readPassages, renderPassagesModule } from '../knowledge/compile-knowledge'

// `npm run knowledge`: checks every passage and writes src/core/knowledge/passages.gen.ts.
try {
  const passages = await readPassages()
  await writeFile(generatedFile, renderPassagesModule(passages))
  console.log(`Wrote ${passages.length} passages to ${generatedFile}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
