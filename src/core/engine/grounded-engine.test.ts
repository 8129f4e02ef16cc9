import { describe, expect, test } from 'vitest'
import { createGroundedEngine } from './grounded-engine'
import { knowledgeBase } from '../knowledge/knowledge-base'
import type { ChatTurn, EngineAnswer, ReportExcerpt } from './types'

const engine = createGroundedEngine(knowledgeBase)

/** Every [n] in the text must point to a listed source, and every listed source must exist in the knowledge base. */
function expectResolvableCitations(answer: EngineAnswer) {
  const cited = [...answer.markdown.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))
  expect(cited.length).toBeGreaterThan(0)
  for (const n of cited) expect(answer.citations.some((citation) => citation.n === n)).toBe(true)
  for (const citation of answer.citations.filter((c) => c.kind === 'passage'))
    expect(engine.index.get(citation.id)).toBeDefined()
  expect(answer.markdown).toContain('**Sources**')
}

describe('answer', () => {
  const ask = (question: string, history: ChatTurn[] = []) => engine.answer({ question, history })
  const firstLine = (answer: EngineAnswer) => answer.markdown.split('\n').find((line) => line.trim() !== '') ?? ''

  test('answers from the knowledge base with citations and a sources list', async () => {
    const answer = await ask('What are the Scope 3 categories?')
    expectResolvableCitations(answer)
    expect(answer.engine).toBe('grounded')
    expect(answer.noMatch).toBeUndefined()
  })

  test('a list is quoted whole, with its lead-in, and no sentence ends in a colon without its items', async () => {
    const answer = await ask('What are the 15 Scope 3 categories?')
    for (const category of [
      'purchased goods',
      'capital goods',
      'business travel',
      'employee commuting',
      'franchises',
      'investments',
    ]) {
      expect(answer.markdown.toLowerCase()).toContain(category)
    }
    const lines = answer.markdown.split('\n')
    lines.forEach((line, i) => {
      if (/:\s*$/.test(line))
        expect(lines.slice(i + 1).find((next) => next.trim() !== '')).toMatch(/^\s*([-*+]|\d+[.)]|\|)/)
    })
  })

  test('an applicability question gets its conclusion first, worked from the figures given', async () => {
    const answer = await ask(
      'We are a 30 June balancer with $320m revenue, $450m gross assets, 280 employees, not an NGER reporter: which group are we in and which year is our first report?',
    )
    expect(firstLine(answer)).toMatch(/Group 2/)
    expect(answer.markdown).toMatch(/1 July 2026 to 30 June 2027/)
    expectResolvableCitations(answer)
  })

  test('a yes/no question a calculation answers opens with the calculated block that settles it', async () => {
    const answer = await engine.answer({
      question:
        "We're Group 1 with a 30 June balance date. Does our first sustainability report (FY ending 30 June 2026) have to include Scope 3?",
    })
    // The relief for Scope 3, not the reporting period the calculation works out first, decides the question.
    expect(answer.markdown).toMatch(
      /^No: In that first reporting year, AASB S2 para C4\(b\) means you need not disclose Scope 3/,
    )
    expect(answer.markdown).toContain('1 July 2025 to 30 June 2026')
  })

  test('a yes/no answer opens with the quoted paragraph that settles it, from whichever passage', async () => {
    const answer = await engine.answer({
      question:
        'Analysts keep asking how our balance sheet and earnings will look as we shift the portfolio toward renewables. Do the climate statements actually require us to say how we expect our financial position to change over time?',
    })
    expect(answer.markdown).toMatch(
      /^Yes: AASB S2 paragraph 16\(c\)-\(d\) requires the entity to explain how it expects its financial position/,
    )
  })

  test('"and for the second?" points at the answer before it, not at passages about second years', async () => {
    const history: ChatTurn[] = []
    for (const question of [
      'How many climate scenarios does the Corporations Act make us run, and what are they?',
      'Which SSP would you use for the first one?',
    ]) {
      const answer = await engine.answer({ question, history })
      history.push({ role: 'user', content: question }, { role: 'assistant', content: answer.markdown })
    }
    const answer = await engine.answer({ question: 'And for the second?', history })
    expect(answer.markdown).toMatch(/SSP3-7\.0|SSP5-8\.5|SSP2-4\.5/)
    expect(answer.markdown).not.toMatch(/December 2025 amendments/)
  })

  test('figures then a question in everyday words ("the first cohort") are worked out, not declined', async () => {
    const answer = await ask(
      '31 December year end, revenue $600m, gross assets $800m, 450 staff. Are we in the first cohort that started in 2025?',
    )
    expect(firstLine(answer)).toMatch(/You are in Group 2/)
    expect(answer.markdown).not.toMatch(/can't help/)
  })

  test('a follow-up uses the question before it; a new topic does not', async () => {
    const nz = [
      { role: 'user', content: 'What does NZ CS 1 require?' },
      { role: 'assistant', content: 'NZ CS 1 requires ...' },
    ] as ChatTurn[]
    const fresh = await ask('What are the requirements for disclosing climate-related targets under AASB S2?', nz)
    expect(fresh.citations.map((c) => c.id).some((id) => id.startsWith('nz-'))).toBe(false)
    expect(fresh.markdown).toMatch(/base period|milestones|interim/i)

    const groups = [
      { role: 'user', content: 'What are the Group 2 thresholds?' },
      { role: 'assistant', content: 'Group 2 ...' },
    ] as ChatTurn[]
    const followUp = await ask('and for Group 3?', groups)
    expect(followUp.markdown).toMatch(/\$50 million/)
  })

  test('a question of several parts gets each part answered', async () => {
    const answer = await ask('When was the TCFD set up, and does it still exist?')
    expect(answer.markdown).toMatch(/2015/)
    expect(answer.markdown).toMatch(/ISSB|IFRS Foundation/)
    expectResolvableCitations(answer)
  })

  test('a comparison comes as a table', async () => {
    const answer = await ask('Compare AASB S2 and IFRS S2 in a table')
    expect(answer.markdown).toMatch(/^\|.*\|\s*$/m)
    expect(answer.markdown).toMatch(/^\|\s*:?-{3,}/m)
  })

  test('a mixed question answers its climate part and declines the rest', async () => {
    const answer = await ask('What is Scope 3 and can you recommend a good restaurant in Perth?')
    expect(answer.noMatch).toBeUndefined()
    expect(answer.markdown).toMatch(/value chain/i)
    expect(answer.markdown).toMatch(/can't help with “can you recommend a good restaurant in Perth”/)
  })

  test('a calculated question with an unrelated request works out the first and declines the second', async () => {
    const answer = await ask(
      "Does a Group 2 company with a 30 June year end have to report for the year starting July 2026, and can you also write a farewell message for a colleague who's retiring?",
    )
    expect(answer.markdown).toMatch(
      /^As a Group 2 entity, your first sustainability report covers the financial year 1 July 2026 to 30 June 2027/,
    )
    expect(answer.markdown).toMatch(/can't help with “can you also write a farewell message/)
  })

  test('says it has nothing instead of guessing when the sources do not cover the question', async () => {
    const answer = await ask('Give me a recipe for banana bread')
    expect(answer.noMatch).toBe(true)
    expect(answer.citations).toEqual([])
    expect(answer.markdown).toMatch(/could not find anything about that in my sources/)
    expect(answer.markdown).toMatch(/TCFD/)
  })

  test('a question the calculators can work out is answered, whatever everyday words it uses', async () => {
    const answer = await ask(
      'Calendar-year company: revenue $620m and gross assets of $1.3bn. We haven’t counted staff yet. Which group are we in?',
    )
    expect(answer.noMatch).toBeUndefined()
    expect(answer.markdown).toMatch(
      /^You are in Group 1, so your first sustainability report covers the financial year 1 January 2025 to 31 December 2025/,
    )
  })

  test('declines a question on another subject that borrows our words, but not one that names a place', async () => {
    for (const question of [
      'What should our transition plan look like for moving payroll from MYOB to Xero before 30 June?',
      'What does the directors’ declaration of solvency need to say for a members’ voluntary liquidation?',
    ]) {
      expect((await ask(question)).noMatch, question).toBe(true)
    }
    const inScope = await ask(
      'We run a REIT with lots of coastal property near Mackay. What physical-risk metrics would you expect us to report?',
    )
    expect(inScope.noMatch).toBeUndefined()
    expect(inScope.markdown).toMatch(/physical risk/i)
    // An unknown word without a borrowed phrase is only a word the sources do not use.
    expect(
      (await ask('We’re a private company with big revenue. Are we caught by the new reporting rules?')).noMatch,
    ).toBeUndefined()
  })

  test('marks time-sensitive facts with the date they were true', async () => {
    const answer = await ask('What is the status of the SEC climate rule?')
    expect(answer.citations.map((c) => c.id)).toContain('us-sec-climate-rule')
    expect(answer.markdown).toMatch(/true as of \d{4}-\d{2}/)
  })

  test('streams its text to onDelta and honours an aborted signal', async () => {
    const deltas: string[] = []
    const answer = await engine.answer(
      { question: 'What is chronic physical risk?' },
      { onDelta: (text) => deltas.push(text) },
    )
    expect(deltas.join('')).toBe(answer.markdown)
    const controller = new AbortController()
    controller.abort(new Error('stopped'))
    await expect(
      engine.answer({ question: 'What is chronic physical risk?' }, { signal: controller.signal }),
    ).rejects.toThrow('stopped')
  })
})

describe('draftSection', () => {
  const companyInfo =
    'Harbour Energy Pty Ltd runs three gas-fired power stations in Queensland. The board risk committee reviews climate risks quarterly. Our CFO chairs a climate working group. We emitted 1.2 million tCO2-e of Scope 1 emissions in FY2025. We target a 40% reduction in Scope 1 and 2 emissions by 2030 from a 2020 base year.'

  test.each(['governance', 'strategy', 'risk_management', 'metrics_targets'] as const)(
    'drafts the %s section with citations',
    async (section) => {
      const draft = await engine.draftSection({
        section,
        companyName: 'Harbour Energy',
        companyInfo,
        industry: 'Energy',
      })
      expectResolvableCitations(draft)
      expect(draft.markdown).toMatch(/AASB S2 para/)
    },
  )

  test("uses the company's own words where they fit and marks what it must still supply", async () => {
    const draft = await engine.draftSection({
      section: 'governance',
      companyName: 'Harbour Energy',
      companyInfo,
      industry: 'Energy',
    })
    expect(draft.markdown).toContain('The board risk committee reviews climate risks quarterly.')
    expect(draft.markdown).toContain('Our CFO chairs a climate working group.')
    expect(draft.markdown).toMatch(/\*\*\[To be provided: how the board makes sure it has the skills/)
    expect(draft.markdown).not.toContain('1.2 million tCO2-e')
  })

  test('metrics and targets keeps the figures the company gave and asks for the rest', async () => {
    const draft = await engine.draftSection({
      section: 'metrics_targets',
      companyName: 'Harbour Energy',
      companyInfo,
      industry: 'Energy',
    })
    expect(draft.markdown).toContain('1.2 million tCO2-e')
    expect(draft.markdown).toContain('40% reduction')
    expect(draft.markdown).toMatch(/To be provided: Scope 3 emissions/)
  })

  test('answers the optional question from the sources, or says it cannot', async () => {
    const withQuestion = await engine.draftSection({
      section: 'strategy',
      companyName: 'Harbour Energy',
      companyInfo,
      industry: 'Energy',
      question: 'Which scenarios does Australian law require?',
    })
    expect(withQuestion.markdown).toContain('### On your question: Which scenarios does Australian law require?')
    expect(withQuestion.citations.map((c) => c.id)).toContain('au-scenario-analysis-minimum')
    const offTopic = await engine.draftSection({
      section: 'strategy',
      companyName: 'X',
      companyInfo: 'We sell bread.',
      industry: 'Other',
      question: 'Best pizza in town?',
    })
    expect(offTopic.markdown).toMatch(/sources do not cover this question/)
  })
})

describe('summarise', () => {
  const excerpts: ReportExcerpt[] = [
    {
      id: 'r1',
      company: 'Northwind Mining',
      title: 'Climate Report 2024',
      year: 2024,
      synthetic: true,
      text: 'The board sustainability committee oversees climate-related risks and receives quarterly updates from management.',
    },
    {
      id: 'r2',
      company: 'Northwind Mining',
      title: 'Climate Report 2024',
      year: 2024,
      synthetic: true,
      text: 'Our Scope 1 emissions were 850,000 tCO2-e in 2024, 12% lower than the 2019 base year, and we target net zero by 2050.',
    },
    {
      id: 'r3',
      company: 'Bluegum Foods',
      title: 'Sustainability Report 2023',
      year: 2023,
      synthetic: true,
      text: 'Prolonged drought and heatwaves could reduce crop yields from our suppliers, raising input costs over the medium term.',
    },
  ]

  test('the three detail levels differ visibly in depth', async () => {
    const [basic, intermediate, comprehensive] = await Promise.all(
      (['basic', 'intermediate', 'comprehensive'] as const).map((level) => engine.summarise({ excerpts, level })),
    )
    expect(basic!.markdown.length).toBeLessThan(intermediate!.markdown.length)
    expect(intermediate!.markdown.length).toBeLessThan(comprehensive!.markdown.length)
    expect(basic!.markdown).toContain('## Comparison against AASB S2')
    expect(basic!.markdown).not.toContain('## Company by company')
    expect(intermediate!.markdown).toContain('## Company by company')
    expect(intermediate!.markdown).not.toContain('## Metrics and targets stated')
    expect(comprehensive!.markdown).toContain('## Metrics and targets stated')
    expect(comprehensive!.markdown).toContain('Evidence for each element')
    const recommendationCount = (text: string) =>
      (
        text
          .split('## Recommendations')[1]
          ?.split('**Sources**')[0]
          ?.match(/^\d+\. /gm) ?? []
      ).length
    expect([basic, intermediate].map((a) => recommendationCount(a!.markdown))).toEqual([3, 5])
    expect(recommendationCount(comprehensive!.markdown)).toBeGreaterThan(5)
  })

  test('cites the reports, labels synthetic data, and ties recommendations to AASB S2 paragraphs', async () => {
    const summary = await engine.summarise({ excerpts, level: 'comprehensive' })
    expectResolvableCitations(summary)
    expect(summary.markdown).toMatch(/Synthetic demonstration data/)
    expect(
      summary.citations
        .filter((c) => c.kind === 'report')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['r1', 'r2', 'r3'])
    expect(summary.markdown).toMatch(/\(AASB S2 para/)
    expect(summary.markdown).toContain('850,000 tCO2-e')
  })

  test('an empty selection is answered plainly', async () => {
    const summary = await engine.summarise({ excerpts: [], level: 'basic' })
    expect(summary.noMatch).toBe(true)
  })
})
