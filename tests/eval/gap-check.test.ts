import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { DRAFT_SETS, draftSetPath, evaluateGapCheck, readJsonLines, type LabelledDraft } from './gap-check'

const PARAGRAPHS = [
  '6(a)(i)',
  '6(a)(ii)',
  '6(a)(iii)',
  '6(a)(v)',
  '6(b)',
  '10',
  '13',
  '14',
  '15-21',
  '22',
  '25(a)',
  '25(b)',
  '25(c)',
  '29(a)',
  '29(a)(vi)',
  '29(b)-(g)',
  '33-35',
  '36(e)',
]

// Every writer the rules were tuned on: a change that reads one writer better must not read another worse.
test.each([
  'tuning',
  'tuning-2',
  'tuning-3',
  'tuning-4',
  'tuning-5',
  'tuning-7',
  'tuning-8',
  'tuning-9',
  'tuning-11',
  'tuning-12',
  'tuning-13',
  'tuning-14',
  'tuning-15',
] as const)('the AASB S2 check meets its targets on the %s drafts', (set) => {
  const drafts = readJsonLines<LabelledDraft>(draftSetPath(set))
  expect(drafts.length).toBeGreaterThanOrEqual(18)
  const evaluation = evaluateGapCheck(drafts)
  expect(evaluation.gapsFound / evaluation.gaps, evaluation.misses.join('\n')).toBeGreaterThanOrEqual(0.9)
  expect(evaluation.negatedAddressed, evaluation.misses.join('\n')).toBe(0)
  expect(evaluation.falseAlarms / evaluation.addressed, evaluation.misses.join('\n')).toBeLessThanOrEqual(0.1)
})

test('every labelled draft gives a status for each required paragraph', () => {
  for (const set of DRAFT_SETS) {
    for (const draft of readJsonLines<LabelledDraft>(draftSetPath(set))) {
      expect(Object.keys(draft.expected), draft.id).toEqual(expect.arrayContaining(PARAGRAPHS))
    }
  }
})

test('--gap-check prints one JSON object per draft on stdout with every required paragraph, and nothing else', () => {
  const root = resolve(import.meta.dirname, '../..')
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'tests/eval/run.ts', '--gap-check', draftSetPath('tuning-8')],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  const lines = stdout.trimEnd().split('\n')
  const ids = readJsonLines<LabelledDraft>(draftSetPath('tuning-8')).map((draft) => draft.id)
  expect(lines).toHaveLength(ids.length)
  for (const [i, line] of lines.entries()) {
    const output = JSON.parse(line) as { id: string; requirements: { paragraph: string; status: string }[] }
    expect(output.id).toBe(ids[i])
    expect(output.requirements.map((item) => item.paragraph)).toEqual(expect.arrayContaining(PARAGRAPHS))
    for (const item of output.requirements) expect(['addressed', 'partial', 'missing']).toContain(item.status)
  }
})
