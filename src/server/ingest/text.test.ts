import { expect, test } from 'vitest'
import { BadFileError } from './bad-file'
import { decodeText, parseMarkdown, parsePlainText } from './text'

const bytes = (...values: number[]) => new Uint8Array(values)

test('text is read as UTF-8 (a byte-order mark dropped), else as Windows-1252; binary data is refused', () => {
  expect(decodeText(new Uint8Array(Buffer.from('\uFEFFCO₂ – net zero', 'utf8')))).toBe('CO₂ – net zero')
  // "Café – 2°C" in Windows-1252: é 0xE9, en dash 0x96, ° 0xB0; not valid UTF-8.
  expect(decodeText(bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x32, 0xb0, 0x43))).toBe('Café – 2°C')
  expect(decodeText(bytes(0xff, 0xfe, 0x48, 0x00, 0x69, 0x00))).toBe('Hi')
  expect(() => decodeText(bytes(0x25, 0x50, 0x00, 0x01))).toThrow(BadFileError)
  expect(() => decodeText(bytes(0x25, 0x50, 0x00, 0x01))).toThrow('not a text file')
})

test('plain text: paragraphs at blank lines, the first line with letters as heading', () => {
  const parsed = parsePlainText('\n2024\nClimate Statement 2024\n\nWe reduced Scope 1 emissions\nby 12 per cent.\n')
  expect(parsed.heading).toBe('Climate Statement 2024')
  expect(parsed.paragraphs).toEqual(['2024 Climate Statement 2024', 'We reduced Scope 1 emissions by 12 per cent.'])
})

test('inline Markdown gives way to its text', () => {
  const text = (markdown: string) => parseMarkdown(markdown).paragraphs
  // A footnote reference is markup only where its note is defined; the note itself goes, as a link definition does.
  expect(
    text(
      '**Net zero** by _2050_, see [our plan](https://x.example/plan) and `scope_3` ![chart](c.png)[^1]\n\n[^1]: A note.',
    ),
  ).toEqual(['Net zero by 2050, see our plan and scope_3 chart'])
  expect(text('file_name_here and 2 * 3 * 4 stay; \\*literal\\*')).toEqual([
    'file_name_here and 2 * 3 * 4 stay; *literal*',
  ])
  // A hard line break, inline HTML and an autolink.
  expect(text('Scope 1  \nfell <sup>12</sup>%, see <https://x.example/r> ~~and~~')).toEqual([
    'Scope 1 fell 12%, see https://x.example/r and',
  ])
})

test('Markdown: front matter is metadata; headings, list items and table rows are paragraphs; code goes', () => {
  const source = [
    '---',
    'company: Example Energy Ltd',
    'year: 2024',
    'sic: "4911"',
    '---',
    '# Climate Report 2024',
    '',
    'Our *Board* oversees',
    'climate risk.',
    '',
    '```js',
    'const secret = 1',
    '```',
    '',
    'Targets',
    '-------',
    '- Net zero by 2050',
    '- 50% renewable electricity by 2030',
    '',
    '| Scope | tCO2-e |',
    '| --- | ---: |',
    '| Scope 1 | 1,200 |',
    '',
    '> A quoted line.',
    '<!-- a hidden note -->',
    '***',
  ].join('\n')
  const parsed = parseMarkdown(source)
  expect(parsed.metadata).toEqual({ company: 'Example Energy Ltd', year: 2024, sic: '4911' })
  expect(parsed.heading).toBe('Climate Report 2024')
  expect(parsed.paragraphs).toEqual([
    'Climate Report 2024',
    'Our Board oversees climate risk.',
    'Targets',
    'Net zero by 2050',
    '50% renewable electricity by 2030',
    'Scope | tCO2-e',
    'Scope 1 | 1,200',
    'A quoted line.',
  ])
})

test('Markdown front matter that is not a list of fields makes the file a bad one', () => {
  expect(() => parseMarkdown('---\ncompany: [unclosed\n---\nText')).toThrow(/front matter is not valid YAML/)
  expect(() => parseMarkdown('---\n- a\n- b\n---\nText')).toThrow(/front matter is not a list of `name: value` lines/)
  expect(parseMarkdown('No front matter here.').metadata).toBeUndefined()
})
