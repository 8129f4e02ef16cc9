import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { generatedFile, readPassages, renderPassagesJson } from './compile-knowledge'
import { allowedUrlsFrom, parsePassageFile } from './parse-passage'

const allowed = allowedUrlsFrom('| x | https://example.org/a |')
const good = (id: string, extra = '') =>
  `---\nid: ${id}\ntitle: T\nsource: AASB S2 para 6\nurl: https://example.org/a\ntags: [governance, board]\n${extra}---\n${'word '.repeat(60)}\n`

test('the committed passages.gen.json is what `npm run knowledge` writes from the Markdown files', async () => {
  const expected = renderPassagesJson(await readPassages())
  expect(await readFile(generatedFile, 'utf8')).toBe(expected)
})

test('the knowledge base has at least 80 passages with unique ids', async () => {
  const passages = await readPassages()
  expect(passages.length).toBeGreaterThanOrEqual(80)
  expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length)
})

test('a well-formed passage parses, with as_of when given', () => {
  const passage = parsePassageFile('gov-a.md', good('gov-a', 'as_of: 2026-08\n'), allowed)
  expect(passage).toMatchObject({
    id: 'gov-a',
    source: 'AASB S2 para 6',
    tags: ['governance', 'board'],
    asOf: '2026-08',
  })
})

test.each([
  ['no front matter', 'gov-a.md', 'just text'],
  ['an id that differs from the file name', 'other.md', good('gov-a')],
  ['a url outside urls.md', 'gov-a.md', good('gov-a').replace('https://example.org/a', 'https://elsewhere.example/x')],
  ['a malformed as_of', 'gov-a.md', good('gov-a', 'as_of: August\n')],
  ['an unknown key', 'gov-a.md', good('gov-a', 'author: me\n')],
  ['a too-short body', 'gov-a.md', good('gov-a').replace('word '.repeat(60), 'too short')],
  ['a link in the body', 'gov-a.md', good('gov-a').replace('word word', '[x](https://example.org)')],
])('refuses a passage with %s', (_name, file, text) => {
  expect(() => parsePassageFile(file, text, allowed)).toThrow()
})
