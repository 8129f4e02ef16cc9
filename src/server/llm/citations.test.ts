import { expect, test } from 'vitest'
import type { Passage } from '../../core/knowledge/passage'
import { CitationFilter } from './citations'
import type { PromptSource } from './prompts/prompt-parts'

function passage(id: string): PromptSource {
  const value: Passage = {
    id,
    title: `Title ${id}`,
    source: `Ref ${id}`,
    url: `https://example.org/${id}`,
    tags: [],
    body: 'Body.',
  }
  return { kind: 'passage', passage: value }
}

const sources = [passage('a'), passage('b'), passage('c')]

function run(chunks: string[]): { text: string; filter: CitationFilter } {
  const filter = new CitationFilter(sources)
  const text = chunks.map((chunk) => filter.push(chunk)).join('') + filter.flush()
  return { text, filter }
}

test('markers are renumbered in order of first use, as the sources list numbers them', () => {
  const { text, filter } = run(['First [3]. Then [1]. Again [3].'])
  expect(text).toBe('First [1]. Then [2]. Again [1].')
  expect(filter.citations.map((citation) => [citation.n, citation.id])).toEqual([
    [1, 'c'],
    [2, 'a'],
  ])
  expect(filter.sourcesMarkdown().markdown).toBe(
    '**Sources**\n\n1. Title c — Ref c (https://example.org/c)\n2. Title a — Ref a (https://example.org/a)',
  )
})

test('markers naming no source are dropped with the space before them, and counted', () => {
  const { text, filter } = run(['Real [2]. Invented [4]. Zero [0]. Mixed [2, 9].'])
  expect(text).toBe('Real [1]. Invented. Zero. Mixed [1].')
  expect(filter.dropped).toBe(3)
})

test('lists and ranges become one marker per source', () => {
  expect(run(['See [1, 3] and [1-2] and [2;3].']).text).toBe('See [1][2] and [1][3] and [3][2].')
})

test('markers split across chunks are recognised, and nothing else is held back', () => {
  const filter = new CitationFilter(sources)
  expect(filter.push('Scope 3 [')).toBe('Scope 3')
  expect(filter.push('2')).toBe('')
  expect(filter.push('] applies')).toBe(' [1] applies')
  expect(filter.push(' here [9')).toBe(' here')
  expect(filter.push(']')).toBe('')
  expect(filter.push('.')).toBe('.')
  expect(filter.flush()).toBe('')
})

test('Markdown links, footnotes and other brackets are left alone', () => {
  expect(run(['A [link](https://x.org) and [^1] and [a] and [2](#x).']).text).toBe(
    'A [link](https://x.org) and [^1] and [a] and [2](#x).',
  )
})

test('when nothing valid is cited, every provided source is listed as provided', () => {
  const { filter } = run(['No citations at all.'])
  const { markdown, citations } = filter.sourcesMarkdown()
  expect(markdown.startsWith('**Sources provided**\n\n1. Title a — Ref a')).toBe(true)
  expect(citations.map((citation) => citation.id)).toEqual(['a', 'b', 'c'])
})

test('report excerpts are listed as "Company, Title (Year)" and marked when synthetic', () => {
  const filter = new CitationFilter([
    {
      kind: 'report',
      excerpt: { id: 'r1', company: 'Acme', title: 'Climate Report', year: 2024, text: 'x', synthetic: true },
    },
  ])
  filter.push('Acme reports [1].')
  filter.flush()
  expect(filter.sourcesMarkdown()).toEqual({
    markdown: '**Sources**\n\n1. Acme, Climate Report (2024) (synthetic demonstration report)',
    citations: [
      {
        n: 1,
        kind: 'report',
        id: 'r1',
        title: 'Climate Report',
        reference: 'Acme, Climate Report (2024)',
        synthetic: true,
      },
    ],
  })
})
