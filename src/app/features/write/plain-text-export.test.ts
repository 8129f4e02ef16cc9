import { expect, test } from 'vitest'
import { reportPlainText } from './plain-text-export'

test('Plain Text has no Markdown marks and keeps headings and lists readable', () => {
  const markdown = [
    '## Governance',
    '### Board oversight',
    'The **Board Risk Committee** meets *quarterly* [1].',
    '- first point\n- second with `code`\n  1. nested one',
    '| Scope | tCO2-e |\n| --- | --- |\n| Scope 1 | 1,200 |',
    '**Sources**\n\n1. AASB S2 — paragraph 6 (https://example.org/aasb)',
  ].join('\n\n')

  const text = reportPlainText(markdown)

  expect(text).toBe(
    [
      'Governance',
      '----------',
      '',
      'Board oversight',
      '',
      'The Board Risk Committee meets quarterly [1].',
      '',
      '- first point',
      '- second with code',
      '  1. nested one',
      '',
      'Scope\ttCO2-e',
      'Scope 1\t1,200',
      '',
      'Sources',
      '1. AASB S2 — paragraph 6 (https://example.org/aasb)',
      '',
    ].join('\n'),
  )
  expect(text).not.toMatch(/[*#|`]/)
})

test('a link shows its address beside its text', () => {
  expect(reportPlainText('See [the standard](https://example.org/s2).')).toBe(
    'See the standard (https://example.org/s2).\n',
  )
})

test('a missing section marker reads as plain words', () => {
  expect(reportPlainText('*Section not yet generated*')).toBe('Section not yet generated\n')
})
