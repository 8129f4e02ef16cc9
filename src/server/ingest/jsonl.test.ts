import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonlLines, parseJsonlRecord } from './jsonl'

test('a record gives its metadata, its paragraphs and an identity: id, else url, else line number', () => {
  const record = parseJsonlRecord(
    JSON.stringify({
      id: 42,
      company: 'Acme',
      title: 'Climate Report',
      year: 2024,
      sic: 'E',
      text: 'First paragraph.\n\nSecond\nparagraph.',
    }),
    3,
  )
  expect(record).toEqual({
    identity: 'id=42',
    metadata: { company: 'Acme', title: 'Climate Report', year: 2024, sic: 'E', url: undefined },
    paragraphs: ['First paragraph.', 'Second paragraph.'],
  })
  expect(parseJsonlRecord('{"source": "https://example.com/a.pdf", "paragraphs": ["One.", "Two."]}', 7)).toMatchObject({
    identity: 'url=https://example.com/a.pdf',
    paragraphs: ['One.', 'Two.'],
  })
  expect(parseJsonlRecord('{"text": "Only text."}', 9).identity).toBe('line=9')
})

test('a record that is not a report says what is wrong', () => {
  expect(() => parseJsonlRecord('{"company": "Acme",', 1)).toThrow('not valid JSON')
  expect(() => parseJsonlRecord('[1, 2]', 1)).toThrow('not a JSON object')
  expect(() => parseJsonlRecord('{"company": "Acme"}', 1)).toThrow('a record needs "text" or "paragraphs"')
  expect(() => parseJsonlRecord('{"year": "last year", "text": "x"}', 1)).toThrow('year must be a four-digit year')
  expect(() => parseJsonlRecord('{"paragraphs": "not a list"}', 1)).toThrow('paragraphs must be a list of texts')
})

test('lines are streamed with their numbers, blank ones skipped and a byte-order mark dropped', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cda-jsonl-'))
  try {
    const path = join(dir, 'reports.jsonl')
    await writeFile(path, '\uFEFF{"a":1}\r\n\n  \n{"b":2}\n')
    const lines = []
    for await (const line of jsonlLines(path)) lines.push(line)
    expect(lines.map(({ number, text }) => ({ number, text }))).toEqual([
      { number: 1, text: '{"a":1}' },
      { number: 4, text: '{"b":2}' },
    ])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
