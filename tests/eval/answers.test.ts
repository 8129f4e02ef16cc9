import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Citation } from '../../src/core/contract/chat'
import type { Engine, EngineAnswer } from '../../src/core/engine/types'
import {
  answerFigures,
  answerText,
  caseProblems,
  checksOf,
  citationsResolve,
  declinesOtherPart,
  evaluateAnswers,
  factMatches,
  figuresOf,
  firstSentence,
  formatAnswerReport,
  hasDanglingLeadIn,
  hasMarkdownTable,
  isDecline,
  KINDS,
  loadSet,
  loadSets,
  missingFacts,
  presentAbsent,
  QUESTIONS_DIR,
  rate,
  setNames,
  summaryLine,
  TOPICS,
  type EvalCase,
} from './answers'

const citation = (n: number, id = `passage-${n}`, kind: Citation['kind'] = 'passage'): Citation => ({
  n,
  kind,
  id,
  title: id,
  reference: id,
})
const answer = (markdown: string, extra: Partial<EngineAnswer> = {}): EngineAnswer => ({
  markdown,
  citations: [citation(1)],
  engine: 'grounded',
  ...extra,
})

describe('fact matching', () => {
  it('matches a string entry as a case-insensitive regular expression', () => {
    expect(factMatches('Group 2 starts on 1 July 2026.', 'group 2')).toBe(true)
    expect(factMatches('GROUP 2', 'group\\s?2\\b')).toBe(true)
    expect(factMatches('Group 20', 'group\\s?2\\b')).toBe(false)
  })

  it('matches an array entry when any alternative matches', () => {
    expect(factMatches('Use the LOCATION-based method', ['market-based', 'location[- ]based'])).toBe(true)
    expect(factMatches('Use the grid average', ['market-based', 'location[- ]based'])).toBe(false)
  })

  it('lists exactly the facts that are missing', () => {
    const facts = ['scope 1', ['scope 2', 'purchased electricity'], 'scope 3']
    expect(missingFacts('Scope 1 and purchased electricity', facts)).toEqual(['scope 3'])
    expect(missingFacts('scope 1, SCOPE 2, Scope 3', facts)).toEqual([])
    expect(missingFacts('anything', [])).toEqual([])
  })

  it('finds forbidden patterns', () => {
    expect(presentAbsent('Under NZ CS 1 targets must...', ['NZ CS', 'XRB'])).toEqual(['NZ CS'])
    expect(presentAbsent('Under AASB S2 targets must...', ['NZ CS'])).toEqual([])
  })

  it('judges the answer without its Sources list', () => {
    const markdown = 'Targets need a base period [1].\n\n**Sources**\n\n1. NZ CS 1 para 22 — targets'
    expect(answerText(markdown)).not.toContain('NZ CS')
    expect(presentAbsent(answerText(markdown), ['NZ CS'])).toEqual([])
  })
})

describe('first sentence', () => {
  it('skips leading blank lines and a bold title line, and strips citations and emphasis', () => {
    const markdown =
      '\n\n**Reporting group**\n\nYou are in **Group 2** [1], so your first report covers 1 July 2026 to 30 June 2027 [2]. Assurance is limited.'
    expect(firstSentence(markdown)).toBe('You are in Group 2, so your first report covers 1 July 2026 to 30 June 2027.')
  })

  it('does not skip a bold line that carries more than the title', () => {
    expect(firstSentence('**Yes.** Scenario analysis is required.')).toBe('Yes.')
  })

  it('does not end at an abbreviation or a decimal', () => {
    expect(
      firstSentence('Use a 1.5°C scenario, e.g. SSP1-1.9, and one that well exceeds 2°C (s. 296D(2A)). Then more.'),
    ).toBe('Use a 1.5°C scenario, e.g. SSP1-1.9, and one that well exceeds 2°C (s. 296D(2A)).')
  })

  it('ends a list answer at its lead-in, and gives the first item when the answer is a list', () => {
    expect(firstSentence('The four pillars are:\n- Governance\n- Strategy')).toBe('The four pillars are:')
    expect(firstSentence('1. **Governance**: board oversight [1].\n2. Strategy')).toBe('Governance: board oversight.')
    expect(firstSentence('## Scope 3\n\n- Not required in year 1 [3]\n- Required from year 2')).toBe(
      'Not required in year 1',
    )
  })

  it('joins a paragraph wrapped over lines and ignores the Sources list', () => {
    expect(firstSentence('No, the rule\nnever took effect [1]\n\n**Sources**\n\n1. x')).toBe(
      'No, the rule never took effect',
    )
  })
})

describe('declines', () => {
  it('counts an out-of-scope answer as declined only with noMatch and no citations', () => {
    expect(isDecline(answer('I can only help with climate disclosure.', { noMatch: true, citations: [] }))).toBe(true)
    expect(isDecline(answer('I can only help with climate disclosure.', { noMatch: true }))).toBe(false)
    expect(isDecline(answer('Banana bread: ...', { citations: [] }))).toBe(false)
  })

  it('requires a mixed answer to answer and to decline the other part', () => {
    const text = 'Scope 3 covers value chain emissions [1]. Restaurant tips are outside what I can help with.'
    expect(declinesOtherPart(answer(text))).toBe(true)
    expect(declinesOtherPart(answer("Scope 3 covers value chain emissions [1]. I can't help with restaurants."))).toBe(
      true,
    )
    expect(declinesOtherPart(answer('Scope 3 covers value chain emissions [1].'))).toBe(false)
    expect(declinesOtherPart(answer(text, { noMatch: true }))).toBe(false)
  })
})

describe('citations', () => {
  const exists = (id: string) => id.startsWith('passage-')

  it('resolves when every [n] is listed and every passage exists', () => {
    expect(
      citationsResolve(
        answer('A [1] and B [2].', { citations: [citation(1), citation(2), citation(3, 'report-x', 'report')] }),
        exists,
      ),
    ).toBe(true)
  })

  it('fails on an [n] that is not listed, an unknown passage, or no citation at all', () => {
    expect(citationsResolve(answer('A [1] and B [2].'), exists)).toBe(false)
    expect(citationsResolve(answer('A [1].', { citations: [citation(1, 'made-up')] }), exists)).toBe(false)
    expect(citationsResolve(answer('No sources here.'), exists)).toBe(false)
  })

  it('recognises a Markdown table', () => {
    expect(hasMarkdownTable('Intro\n\n| | Limited | Reasonable |\n|---|---|---|\n| Level | lower | higher |')).toBe(
      true,
    )
    expect(hasMarkdownTable('Limited | Reasonable, without a delimiter row')).toBe(false)
  })
})

describe('case validation', () => {
  const good = {
    id: 'a-case',
    topic: 'tcfd',
    kind: 'list',
    question: 'What are the pillars?',
    facts: ['governance', ['strategy', 'strategic']],
  }

  it('accepts a well-formed case and thread', () => {
    expect(caseProblems(good)).toEqual([])
    expect(
      caseProblems({
        id: 't',
        topic: 'threads',
        kind: 'timeline',
        turns: [
          { question: 'a', facts: ['x'] },
          { question: 'b', facts: ['y'], absent: ['z'] },
        ],
      }),
    ).toEqual([])
    expect(caseProblems({ id: 'o', topic: 'out-of-scope', kind: 'out-of-scope', question: 'Banana bread?' })).toEqual(
      [],
    )
  })

  it.each([
    ['an invalid regex', { ...good, facts: ['(unclosed'] }],
    ['an invalid alternative', { ...good, facts: [['ok', '[bad']] }],
    ['a pattern matching everything', { ...good, facts: ['(governance)?'] }],
    ['an invalid first pattern', { ...good, first: '*yes' }],
    ['an unknown topic', { ...good, topic: 'carbon-markets' }],
    ['an unknown kind', { ...good, kind: 'essay' }],
    ['a missing question', { ...good, question: '' }],
    ['no facts', { ...good, facts: [] }],
    ['a misspelt key', { ...good, fact: ['x'] }],
    ['a non-kebab id', { ...good, id: 'Bad_Id' }],
    [
      'facts on an out-of-scope case',
      { id: 'o', topic: 'out-of-scope', kind: 'out-of-scope', question: 'q', facts: ['x'] },
    ],
    [
      'a thread with one turn',
      { id: 't', topic: 'threads', kind: 'timeline', turns: [{ question: 'a', facts: ['x'] }] },
    ],
    [
      'a thread outside the threads topic',
      {
        id: 't',
        topic: 'tcfd',
        kind: 'list',
        turns: [
          { question: 'a', facts: ['x'] },
          { question: 'b', facts: ['y'] },
        ],
      },
    ],
    ['a threads case without turns', { ...good, topic: 'threads' }],
  ])('rejects %s', (_label, raw) => {
    expect(caseProblems(raw).length).toBeGreaterThan(0)
  })

  it('rejects duplicate ids within a set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-set-'))
    try {
      writeFileSync(join(dir, 'tcfd.json'), JSON.stringify([good, good]))
      expect(() => loadSet(dir)).toThrow(/already used/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('question banks', () => {
  const sets = loadSets()

  it('has a tuning set, and every set loads without a malformed case', () => {
    expect(setNames()).toContain('tuning')
    expect(sets.map((set) => set.name)).toEqual(setNames())
    for (const set of sets) expect(set.cases.length, set.name).toBeGreaterThan(0)
  })

  it('has unique ids, known topics and kinds, valid patterns and threads of at least two turns', () => {
    for (const set of sets) {
      const ids = set.cases.map((c) => c.id)
      expect(new Set(ids).size, `${set.name}: duplicate ids`).toBe(ids.length)
      for (const c of set.cases) {
        expect(caseProblems(c), `${set.name}/${c.id}`).toEqual([])
        expect(TOPICS).toContain(c.topic)
        expect(KINDS).toContain(c.kind)
        if (c.topic === 'threads') expect(checksOf(c).length, c.id).toBeGreaterThanOrEqual(2)
      }
    }
  })

  it('keeps each tuning case in the file named after its topic', () => {
    const dir = join(QUESTIONS_DIR, 'tuning')
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const topic = basename(file, '.json')
      expect(TOPICS, file).toContain(topic)
      for (const c of JSON.parse(readFileSync(join(dir, file), 'utf8')) as EvalCase[])
        expect(c.topic, `${file}: ${c.id}`).toBe(topic)
    }
  })

  it('keeps the bank at the size the issue asks for, with a held-out set beside the tuning one', () => {
    const all = sets.flatMap((set) => set.cases)
    const byTopic = (topic: string) => all.filter((c) => c.topic === topic)
    expect(all.length).toBeGreaterThanOrEqual(200)
    for (const topic of TOPICS) expect(byTopic(topic).length, topic).toBeGreaterThan(0)
    expect(byTopic('threads').length).toBeGreaterThanOrEqual(30)
    expect(byTopic('applicability').length).toBeGreaterThanOrEqual(20)
    expect(byTopic('comparisons').filter((c) => c.kind === 'comparison').length).toBeGreaterThanOrEqual(15)
    expect(byTopic('out-of-scope').length).toBeGreaterThanOrEqual(15)
    for (const c of byTopic('threads')) expect(checksOf(c).length, c.id).toBeLessThanOrEqual(4)
    const heldOut = sets.find((set) => set.name === 'held-out')?.cases ?? []
    expect(heldOut.length).toBeGreaterThanOrEqual(70)
  })
})

describe('evaluation run', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
    root = undefined
  })

  it('asks thread turns with the history, scores every check and prints the summary line last', async () => {
    root = mkdtempSync(join(tmpdir(), 'eval-root-'))
    mkdirSync(join(root, 'tuning'))
    const cases: EvalCase[] = [
      {
        id: 'one',
        topic: 'au-groups-timing',
        kind: 'timeline',
        question: 'When does Group 2 start?',
        facts: ['1 July 2026'],
        first: '1 July 2026',
      },
      {
        id: 'thread',
        topic: 'threads',
        kind: 'method',
        turns: [
          { question: 'Group 2 thresholds?', facts: ['\\$200m'] },
          { question: 'and from the second year?', facts: ['second'], absent: ['NZ CS'] },
        ],
      },
      { id: 'oos', topic: 'out-of-scope', kind: 'out-of-scope', question: 'Banana bread?' },
      {
        id: 'mix',
        topic: 'out-of-scope',
        kind: 'mixed',
        question: 'Scope 3 and a restaurant?',
        facts: ['value chain'],
      },
      { id: 'table', topic: 'comparisons', kind: 'comparison', question: 'Limited vs reasonable?', facts: ['limited'] },
    ]
    writeFileSync(join(root, 'tuning', 'all.json'), JSON.stringify(cases))
    const seen: Array<{ question: string; history: number }> = []
    const replies: Record<string, EngineAnswer> = {
      'When does Group 2 start?': answer('**Start**\n\nGroup 2 starts on 1 July 2026 [1].'),
      'Group 2 thresholds?': answer('Two of: $200m revenue [1].'),
      'and from the second year?': answer('In the second year, unlike NZ CS 1 [1].'),
      'Banana bread?': answer('I only answer climate questions.', { noMatch: true, citations: [] }),
      'Scope 3 and a restaurant?': answer('Scope 3 is value chain emissions [1]. Restaurants are outside my scope.'),
      'Limited vs reasonable?': answer('Limited is lower [1].'),
    }
    const engine = {
      answer: async ({ question, history }: { question: string; history?: unknown[] }) => {
        seen.push({ question, history: history?.length ?? 0 })
        return replies[question]!
      },
    } as unknown as Engine
    const evaluation = await evaluateAnswers(engine, () => true, { root })
    expect(seen.find((s) => s.question === 'and from the second year?')?.history).toBe(2)
    const figures = figuresOf(evaluation.sets[0]!.results)
    expect(figures).toMatchObject({
      cases: 5,
      questions: 6,
      facts: { n: 3, of: 5 }, // the second turn names NZ CS 1, the comparison has no table
      first: { n: 1, of: 1 },
      outOfScopeDeclined: { n: 1, of: 1 },
      mixedAnsweredAndDeclined: { n: 1, of: 1 },
      citations: { n: 5, of: 5 },
      listsWhole: { n: 5, of: 5 },
      casesPassing: { n: 3, of: 5 },
    })
    expect(summaryLine(evaluation)).toBe(
      'facts_tuning=0.60 facts_held_out=na first_sentence=1.00 citations_resolve=1.00 lists_whole=1.00 n=5',
    )
    const report = formatAnswerReport(evaluation, { misses: true })
    expect(report.at(-1)).toBe(summaryLine(evaluation))
    expect(report.join('\n')).toContain('must not appear but does: /NZ CS/')
    expect(report.join('\n')).toContain('missing: a Markdown table')
  })
})

describe('lists kept whole', () => {
  it('finds a lead-in whose list was dropped, and accepts one followed by its items or a table', () => {
    expect(hasDanglingLeadIn('Group 3 entities meet two of these three thresholds:\n\nThey start in 2027.')).toBe(true)
    expect(hasDanglingLeadIn('The thresholds:')).toBe(true)
    expect(hasDanglingLeadIn('The thresholds [1]:\n- revenue of $50 million;\n- assets of $25 million.')).toBe(false)
    expect(hasDanglingLeadIn('Compared [2]:\n\n| a | b |\n| --- | --- |\n| 1 | 2 |')).toBe(false)
    expect(hasDanglingLeadIn('Scope 3 covers the value chain.\n\n**Sources**\n\n1. Passage:')).toBe(false)
    expect(
      hasDanglingLeadIn('Illustrative wording [1]:\n\n"In FY26 we carried out a qualitative scenario analysis."'),
    ).toBe(false)
  })
})

describe('the grounded engine on the tuning set', () => {
  it('carries the required facts, keeps every list whole and cites only real passages', async () => {
    const figures = await answerFigures('tuning')
    // A floor at the target, just under the measured figure (90.3 %; the bank holds the blind cases of held-out-5
    // and held-out-8, first answered at 68.8 % and 77.4 %), so a change that loses facts fails here.
    expect(rate(figures.facts)).toBeGreaterThanOrEqual(0.9)
    expect(rate(figures.citations)).toBe(1)
    expect(rate(figures.listsWhole)).toBe(1)
    expect(rate(figures.outOfScopeDeclined)).toBe(1)
  })
})
